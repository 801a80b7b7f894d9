// People who log in: an admin, a seller linked to a busy account, and buyers (what they did is user-activity.ts).
import { hashPassword } from '../../auth/password.ts'
import { accountType, planGroupOf } from '../../../web/rules/account-rules.ts'
import type { AccountPlan } from './accounts.ts'
import type { Geography } from './geography.ts'
import type { Rng } from './prng.ts'
import { localPhone, person, streetAddress } from './people.ts'
import type { SeedRow } from './tables.ts'
import { bit, dayMs, isoTime } from './values.ts'

/** The logins a developer types; documented in the seed CLI's output. */
export const seedLogins = {
  admin: { email: 'admin@land.localhost', password: 'admin-password-1' },
  seller: { email: 'seller@land.localhost', password: 'seller-password-1' },
  buyer: { email: 'buyer1@land.localhost', password: 'buyer-password-1' }, // buyer1…buyerN share it
} as const

export const buyerCount = (listings: number): number => Math.min(30, Math.max(8, Math.round(listings / 5000)))

async function seededHash(rng: Rng, password: string): Promise<string> {
  const salt = new Uint8Array(16).map(() => rng.int(0, 255)) // from the PRNG: same seed, same hash
  return hashPassword(password, undefined, salt)
}

/** A user row: a buyer with no account unless `extra` says otherwise. */
const userRow = (
  id: number,
  email: string,
  name: string,
  hash: string,
  created: string,
  extra: Partial<SeedRow<'users'>> = {},
): SeedRow<'users'> => ({
  id,
  email,
  contact_name: name,
  password_hash: hash,
  phone: '',
  phone_type: 'office',
  type: accountType.standardBuyer,
  account_id: null,
  is_active: 1,
  is_admin: 0,
  is_blocked: 0,
  is_premium: 0,
  is_seller: 0,
  is_signature: 0,
  is_lands_insight: 0,
  can_use_pcc: 0,
  newsletter: 0,
  send_saved_property_confirmation: 1,
  mailing_address1: '',
  mailing_address2: '',
  billing_address1: '',
  billing_address2: '',
  city: '',
  state: '',
  zip: '',
  expires: null,
  first_login_at: null,
  created_at: created,
  updated_at: created,
  favourite_alerts: 'instant',
  favourite_digest_at: null,
  ...extra,
})

export async function buildUsers(
  rng: Rng,
  geo: Geography,
  seller: AccountPlan,
  buyers: number,
  referenceMs: number,
): Promise<SeedRow<'users'>[]> {
  const created = isoTime(referenceMs - 400 * dayMs)
  const hashes = await Promise.all([
    seededHash(rng, seedLogins.admin.password),
    seededHash(rng, seedLogins.seller.password),
    ...Array.from({ length: buyers }, () => seededHash(rng, seedLogins.buyer.password)),
  ])
  const sellerState = geo.stateById.get(seller.stateId)
  const group = planGroupOf(seller.type)
  const rows: SeedRow<'users'>[] = [
    userRow(1, seedLogins.admin.email, 'Site Admin', hashes[0] ?? '', created, { is_admin: 1 }),
    userRow(2, seedLogins.seller.email, seller.contactName, hashes[1] ?? '', created, {
      phone: seller.phone,
      type: seller.type,
      account_id: seller.id,
      is_seller: 1,
      is_premium: bit(group === 'premium'),
      is_signature: bit(group === 'signature'),
      can_use_pcc: 1,
      state: sellerState?.abbr ?? '',
    }),
  ]
  for (let i = 1; i <= buyers; i++) {
    const p = person(rng)
    const state = rng.pick(geo.states)
    const city = rng.pick(geo.citiesByState.get(state.id) ?? [])
    rows.push(
      userRow(
        2 + i,
        `buyer${i}@land.localhost`,
        p.name,
        hashes[1 + i] ?? '',
        isoTime(referenceMs - rng.int(1, 900) * dayMs),
        {
          phone: rng.chance(0.6) ? localPhone(rng, state.abbr) : '',
          phone_type: rng.pick(['office', 'mobile']),
          newsletter: bit(rng.chance(0.4)),
          mailing_address1: rng.chance(0.5) ? streetAddress(rng) : '',
          city: city.name,
          state: state.abbr,
          zip: rng.pick<{ zip: string }>(geo.zipsByCounty.get(city.countyId) ?? [{ zip: '' }]).zip,
        },
      ),
    )
  }
  return rows
}
