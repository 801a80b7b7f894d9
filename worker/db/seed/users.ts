// People who log in, and what they did: an admin, a seller linked to a busy account, buyers with saved searches,
// saved properties and likes, plus leads and listing events for the seller's dashboard.
import { hashPassword } from '../../auth/password.ts'
import { accountType, planGroupOf } from '../../../web/rules/account-rules.ts'
import { defaultMarketStatuses, propertyTypeFlag, sortOrder } from '../../../web/rules/listing-rules.ts'
import type { AccountPlan } from './accounts.ts'
import type { Geography } from './geography.ts'
import type { Rng } from './prng.ts'
import { localPhone, person, streetAddress } from './people.ts'
import type { Row } from './tables.ts'
import { bit, dayMs, isoTime } from './values.ts'

/** The logins a developer types; documented in the seed CLI's output. */
export const seedLogins = {
  admin: { email: 'admin@land.localhost', password: 'admin-password-1' },
  seller: { email: 'seller@land.localhost', password: 'seller-password-1' },
  buyer: { email: 'buyer1@land.localhost', password: 'buyer-password-1' }, // buyer1…buyerN share it
} as const

export const buyerCount = (listings: number): number => Math.min(30, Math.max(8, Math.round(listings / 5000)))

/** What users.ts needs to know about a listing it refers to (sampled while listings are generated). */
export interface SampledListing {
  id: number
  accountId: number
  stateId: number
  countyId: number
  price: number
  acres: number
  level: number
  upgrade: number
  title: string
}

async function seededHash(rng: Rng, password: string): Promise<string> {
  const salt = new Uint8Array(16).map(() => rng.int(0, 255)) // from the PRNG: same seed, same hash
  return hashPassword(password, undefined, salt)
}

const userRow = (
  id: number,
  email: string,
  name: string,
  hash: string,
  created: string,
  extra: Partial<Record<string, number | string | null>> = {},
): Row => {
  const v = (key: string, fallback: number | string | null): number | string | null =>
    key in extra ? (extra[key] ?? null) : fallback
  return [
    id,
    email,
    name,
    hash,
    v('phone', ''),
    v('phone_type', 'office'),
    v('type', accountType.standardBuyer),
    v('account_id', null),
    1,
    v('is_admin', 0),
    0,
    v('is_premium', 0),
    v('is_seller', 0),
    v('is_signature', 0),
    0,
    v('can_use_pcc', 0),
    v('newsletter', 0),
    1,
    v('mailing_address1', ''),
    '',
    '',
    '',
    v('city', ''),
    v('state', ''),
    v('zip', ''),
    null,
    null,
    created,
    created,
  ]
}

export async function buildUsers(
  rng: Rng,
  geo: Geography,
  seller: AccountPlan,
  buyers: number,
  referenceMs: number,
): Promise<Row[]> {
  const created = isoTime(referenceMs - 400 * dayMs)
  const hashes = await Promise.all([
    seededHash(rng, seedLogins.admin.password),
    seededHash(rng, seedLogins.seller.password),
    ...Array.from({ length: buyers }, () => seededHash(rng, seedLogins.buyer.password)),
  ])
  const sellerState = geo.stateById.get(seller.stateId)
  const group = planGroupOf(seller.type)
  const rows: Row[] = [
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

const searchTypes: readonly [segment: string, flag: number | null][] = [
  ['all-land', null],
  ['farms-for-sale', propertyTypeFlag.farm],
  ['ranches-for-sale', propertyTypeFlag.ranch],
  ['hunting-land-for-sale', propertyTypeFlag.hunting],
  ['waterfront-for-sale', propertyTypeFlag.waterfront],
]

/** Saved searches, saved properties and likes of the buyers (user ids 3…) and the seller (2). */
export function buildUserActivity(
  rng: Rng,
  geo: Geography,
  buyers: number,
  listingCount: number,
  siteMaskOf: (listingIndex: number) => number,
  firstListingId: number,
  referenceMs: number,
) {
  const searches: Row[] = []
  const saved: Row[] = []
  const likes: Row[] = []
  for (let userId = 2; userId <= 2 + buyers; userId++) {
    for (let k = rng.int(0, 4); k > 0; k--) {
      const county = rng.pick(geo.counties)
      const state = geo.stateById.get(county.stateId)
      const [segment, flag] = rng.pick(searchTypes)
      const acresMin = rng.pick([0, 5, 10, 40, 100])
      const criteria = {
        stateId: county.stateId,
        stateName: state?.name,
        stateAbbreviation: county.stateAbbr,
        countyIdList: [county.id],
        countyName: county.name,
        ...(flag ? { propertyTypes: [flag] } : {}),
        ...(acresMin ? { acresMin } : {}),
        marketStatuses: defaultMarketStatuses,
        sortOrderId: sortOrder.default,
        pageIndex: 0,
      }
      const at = isoTime(referenceMs - rng.int(1, 300) * dayMs)
      const name = `${acresMin ? `${acresMin}+ acres, ` : ''}${segment === 'all-land' ? 'Land' : segment.replace(/-for-sale$/, '').replace(/-/g, ' ')} in ${county.nameFull}, ${county.stateAbbr}`
      searches.push([
        searches.length + 1,
        userId,
        rng.pick([1, 1, 2, 3]),
        name,
        '',
        rng.pick(['No Updates', 'Daily', 'Instant']),
        JSON.stringify(criteria),
        `/${geo.countySlugById.get(county.id)}/${segment}/`,
        bit(rng.chance(0.9)),
        null,
        at,
        at,
      ])
    }
    const savedKeys = new Set<string>()
    for (let k = rng.int(0, 15); k > 0; k--) {
      const index = rng.int(0, listingCount - 1)
      const sites = [1, 2, 3].filter((s) => siteMaskOf(index) & (1 << (s - 1))) // only where the listing is shown
      const site = rng.pick(sites.length ? sites : [1])
      const key = `${index}:${site}`
      if (savedKeys.has(key)) continue
      savedKeys.add(key)
      saved.push([userId, firstListingId + index, site, isoTime(referenceMs - rng.int(0, 200) * dayMs)])
    }
    const liked = new Set<number>()
    for (let k = rng.int(0, 20); k > 0; k--) liked.add(rng.int(0, listingCount - 1))
    for (const index of [...liked].sort((a, b) => a - b))
      likes.push([userId, firstListingId + index, isoTime(referenceMs - rng.int(0, 200) * dayMs)])
  }
  return { searches, saved, likes }
}

// Listing event log types in the order spec §7 lists them (email lead 1 … seller results 10).
const eventTypes = 10

/** Leads from buyers on sampled listings (the seller's among them), and listing events for the dashboard. */
export function buildLeadsAndEvents(rng: Rng, sample: readonly SampledListing[], buyers: number, referenceMs: number) {
  const leads: Row[] = []
  const events: Row[] = []
  for (const l of sample) {
    for (let k = rng.int(0, 2); k > 0; k--) {
      const p = person(rng)
      leads.push([
        leads.length + 1,
        rng.int(1, 3),
        rng.pick(['listing-detail', 'search-results', 'flyer']),
        l.accountId,
        l.id,
        rng.chance(0.5) ? rng.int(3, 2 + buyers) : null,
        p.name,
        `${p.first.toLowerCase()}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}@example.com`,
        '',
        `I am interested in "${l.title}". Is it still available?`,
        l.stateId,
        l.countyId,
        l.price,
        l.acres,
        l.level,
        l.upgrade,
        l.title,
        `192.0.2.${rng.int(1, 254)}`,
        isoTime(referenceMs - rng.int(0, 120) * dayMs),
      ])
    }
    for (let k = rng.int(1, 6); k > 0; k--) {
      const logType = rng.weighted([
        [2, 10],
        [3, 3],
        [1, 2],
        [4, 1],
        [5, 1],
        [6, 1],
        [7, 1],
        [8, 1],
        [9, 1],
        [eventTypes, 1],
      ])
      events.push([
        events.length + 1,
        logType,
        rng.int(1, 3),
        l.accountId,
        l.id,
        `192.0.2.${rng.int(1, 254)}`,
        logType === 8 ? 'https://www.example.com/virtual-tour' : null,
        logType === 8 ? 1 : null,
        isoTime(referenceMs - rng.int(0, 90) * dayMs),
      ])
    }
  }
  return { leads, events }
}
