// Seller accounts: brokers, agents, auctioneers, property owners and land retailers (spec §6), including corporate
// masters with their child accounts. Roughly one account per 12 listings; the first few cover every account type
// and every directory type and one seller who has left, so even a 300-listing test seed exercises all of them.
import {
  accountType,
  planGroupOf,
  type AccountType,
  type DirectoryTypeId,
  type PlanGroup,
} from '../../../web/rules/account-rules.ts'
import type { Geography } from './geography.ts'
import { WeightedSampler, type Rng } from './prng.ts'
import { localPhone, person, streetAddress, tollFreePhone } from './people.ts'
import { sellerAwards, sellerVideo } from './seller-showcase.ts'
import type { SeedRow } from './tables.ts'
import { bit, dayMs, isoTime, kebab } from './values.ts'
import { auctionSuffixes, brokerageSuffixes, companyWords, lastNames, retailerSuffixes } from './word-lists.ts'

const firstAccountId = 10_001

export interface AccountPlan {
  id: number
  type: AccountType
  parentId: number | null
  directoryType: DirectoryTypeId
  stateId: number
  group: PlanGroup // plan group after the corporate-child rule; decides the listing levels of its listings
  isSeller: boolean
  weight: number // share of listings it gets, heavy-tailed: a few big brokerages, many one-listing owners
  companyName: string
  contactName: string
  phone: string
  email: string
}

const t = accountType
// Every account type and directory type in the first accounts: [type, directory, child of the account `n` back,
// home state, 'inactive']. The first signature broker becomes the seller login's account; Texas gives it the most land
// to sell. The last no longer advertises (is_active 0, no listings): the broker-inactive page's seller, 10017 at every
// size and seed.
const guaranteed: readonly [AccountType, DirectoryTypeId, number?, string?, 'inactive'?][] = [
  [t.corporateStandardMaster, 1],
  [t.corporateChild, 2, 1],
  [t.corporateSignatureMaster, 1],
  [t.corporateChild, 2, 1],
  [t.corporatePremiumMaster, 5],
  [t.corporateChild, 1, 1],
  [t.listingHubSeller, 4],
  [t.standardFreeSeller, 4],
  [t.universalStandardSeller, 2],
  [t.universalPremiumSeller, 3],
  [t.homes, 2],
  [t.universalSignatureSeller, 1, 0, 'TX'],
  [t.legacyPremiumSeller, 1],
  [t.standardBuyer, 4],
  [t.universalSignatureSeller, 3],
  [t.universalStandardSeller, 5],
  [t.universalPremiumSeller, 1, 0, 'CO', 'inactive'],
]

const typeWeights: readonly (readonly [AccountType, number])[] = [
  [t.standardFreeSeller, 22],
  [t.listingHubSeller, 8],
  [t.universalStandardSeller, 20],
  [t.universalPremiumSeller, 12],
  [t.legacyPremiumSeller, 4],
  [t.homes, 5],
  [t.universalSignatureSeller, 7],
  [t.corporateStandardMaster, 1],
  [t.corporateSignatureMaster, 1],
  [t.corporatePremiumMaster, 1],
  [t.standardBuyer, 1],
]
const directoryWeights: Partial<Record<AccountType, readonly (readonly [DirectoryTypeId, number])[]>> = {
  [t.corporateSignatureMaster]: [
    [1, 7],
    [3, 3],
  ],
  [t.corporatePremiumMaster]: [
    [1, 6],
    [5, 4],
  ],
  [t.listingHubSeller]: [
    [4, 6],
    [5, 4],
  ],
  [t.standardFreeSeller]: [
    [4, 3],
    [2, 1],
  ],
  [t.universalStandardSeller]: [
    [2, 5],
    [1, 3],
    [5, 1],
    [3, 1],
  ],
  [t.universalPremiumSeller]: [
    [1, 9],
    [2, 8],
    [3, 3],
  ],
  [t.homes]: [
    [2, 7],
    [1, 3],
  ],
  [t.universalSignatureSeller]: [
    [1, 7],
    [3, 3],
  ],
  [t.legacyPremiumSeller]: [
    [1, 6],
    [2, 4],
  ],
}
const isMaster = (type: AccountType): boolean =>
  type === t.corporateStandardMaster || type === t.corporateSignatureMaster || type === t.corporatePremiumMaster

function companyName(rng: Rng, directory: DirectoryTypeId, contact: string, last: string): string {
  switch (directory) {
    case 3:
      return `${rng.chance(0.6) ? last : rng.pick(companyWords)} ${rng.pick(auctionSuffixes)}`
    case 4:
      return contact // an owner's "company" is the owner: the broker URL name then comes from the contact name
    case 5:
      return `${rng.pick(companyWords)} ${rng.pick(retailerSuffixes)}`
    default:
      return rng.chance(0.25)
        ? `${last} & ${rng.pick(lastNames)} Realty`
        : `${rng.chance(0.5) ? last : rng.pick(companyWords)} ${rng.pick(brokerageSuffixes)}`
  }
}

export interface AccountsOut {
  plans: AccountPlan[]
  rows: SeedRow<'accounts'>[]
  awards: SeedRow<'account_awards'>[]
}

export function buildAccounts(
  rng: Rng,
  geo: Geography,
  opts: {
    count: number
    referenceMs: number
    financeCenterIds: readonly number[]
    nextDocumentId: () => number
    /** Draws the awards and videos (seller-showcase.ts), apart from `rng`. */
    showcaseRng: Rng
  },
): AccountsOut {
  // Sellers live where the land is: the same area weighting as listings, by state.
  const states = new WeightedSampler(geo.states, (s) => s.landSqMi ** 0.85 * (s.abbr === 'AK' ? 0.2 : 1))
  const plans: AccountPlan[] = []
  const rows: SeedRow<'accounts'>[] = []
  const awards: SeedRow<'account_awards'>[] = []
  const referenceYear = new Date(opts.referenceMs).getUTCFullYear()
  const emails = new Set<string>()
  let pendingChildren = 0
  let master: AccountPlan | undefined
  for (let i = 0; plans.length < opts.count; i++) {
    const id = firstAccountId + plans.length
    const fixed = guaranteed[i]
    let type: AccountType
    let directory: DirectoryTypeId
    let parent: AccountPlan | undefined
    if (fixed) {
      ;[type, directory] = fixed
      parent = fixed[2] ? plans[plans.length - fixed[2]] : undefined
    } else if (pendingChildren > 0 && master) {
      pendingChildren--
      type = t.corporateChild
      parent = master
      directory = master.directoryType === 3 ? 3 : rng.chance(0.8) ? 2 : 1
    } else {
      type = rng.weighted(typeWeights)
      directory = type === t.standardBuyer ? 4 : rng.weighted(directoryWeights[type] ?? [[1, 1]])
    }
    if (isMaster(type) && !fixed) pendingChildren = rng.int(2, 8)
    const drawn = states.draw(rng)
    const fixedState = fixed?.[3] ? geo.states.find((s) => s.abbr === fixed[3]) : undefined
    const state = fixedState ?? (parent && rng.chance(0.8) ? (geo.stateById.get(parent.stateId) ?? drawn) : drawn)
    const p = person(rng)
    const company = parent ? parent.companyName : companyName(rng, directory, p.name, p.last)
    const group = planGroupOf(type, parent?.type)
    const isSeller = type !== t.standardBuyer
    const active = fixed ? fixed[4] !== 'inactive' : rng.chance(0.97) // an inactive account keeps no listings
    // Under example.com (reserved for examples, RFC 2606): a lead's copy in development can never reach a person.
    const domain = `${kebab(company).slice(0, 40).replace(/-+$/, '')}.example.com`
    const plan: AccountPlan = {
      id,
      type,
      parentId: parent?.id ?? null,
      directoryType: directory,
      stateId: state.id,
      group,
      isSeller,
      weight: isSeller && active ? Math.exp(rng.normal() * 0.9) * (isMaster(type) ? 3 : 1) : 0,
      companyName: company,
      contactName: p.name,
      phone: localPhone(rng, state.abbr),
      email: uniqueEmail(emails, `${kebab(p.first)}.${kebab(p.last)}`, domain),
    }
    plans.push(plan)
    if (isMaster(type)) master = plan

    // Address in a real place of the state, with a ZIP of that place's county.
    const city = rng.pick(geo.citiesByState.get(state.id) ?? [])
    const zip = rng.pick<{ zip: string }>(geo.zipsByCounty.get(city.countyId) ?? [{ zip: '' }]).zip
    const created = opts.referenceMs - rng.int(30, 3650) * dayMs
    const licensed = directory === 1 || directory === 2 || directory === 3
    const licensePrefix = directory === 1 ? 'BRK' : directory === 2 ? 'SA' : 'AU'
    const alc = (directory === 1 || directory === 2) && rng.chance(0.12)
    const tracking = rng.chance(0.25) ? (rng.chance(0.5) ? tollFreePhone(rng) : localPhone(rng, state.abbr)) : ''
    const showcase = {
      accountId: id,
      stateName: state.name,
      eligible: isSeller && active && group !== 'free',
      always: id === firstAccountId,
    }
    const video = sellerVideo(opts.showcaseRng, showcase)
    awards.push(...sellerAwards(opts.showcaseRng, showcase, referenceYear))
    // Property order is draw order: the values that call the PRNG must stay in this sequence.
    rows.push({
      account_id: id,
      account_type: type,
      account_sub_type_id: rng.chance(0.4) ? rng.int(1, 3) : null,
      directory_type: directory,
      parent_account_id: plan.parentId,
      company_name: company,
      contact_name: p.name,
      description: `${company} helps buyers and sellers of ${state.name} land. ${rng.pick(accountBlurbs)} Call ${p.first} to talk about your next property.`,
      address1: streetAddress(rng),
      address2: rng.chance(0.15) ? `Suite ${rng.int(1, 9) * 100}` : '',
      city: city.name,
      state_id: state.id,
      zip,
      company_city: city.name,
      company_state: state.abbr,
      company_zip: zip,
      license_number: licensed
        ? `${state.abbr}-${licensePrefix}-${String(rng.int(1, 9_999_999)).padStart(7, '0')}`
        : '',
      logo_id: directory !== 4 && rng.chance(0.7) ? opts.nextDocumentId() : null,
      portrait_id: directory !== 4 && rng.chance(0.6) ? opts.nextDocumentId() : null,
      phone_cell: rng.chance(0.6) ? localPhone(rng, state.abbr) : '',
      phone_fax: rng.chance(0.2) ? localPhone(rng, state.abbr) : '',
      phone_office: plan.phone,
      phone_toll_free: rng.chance(0.1) ? tollFreePhone(rng) : '',
      tracking_phone_number: tracking,
      url: directory !== 4 && rng.chance(0.6) ? `https://www.${domain}` : '',
      is_free: bit(group === 'free'),
      is_seller: bit(isSeller),
      alc_certified: bit(alc),
      alc_advanced_certified: bit(alc && rng.chance(0.35)),
      opt_in_lead_targeting: bit(rng.chance(0.3)),
      badge_id: rng.chance(0.1) ? rng.int(1, 5) : null,
      finance_center_id: opts.financeCenterIds.length && rng.chance(0.05) ? rng.pick(opts.financeCenterIds) : null,
      is_active: bit(active),
      created_at: isoTime(created),
      updated_at: isoTime(created + rng.int(0, Math.floor((opts.referenceMs - created) / dayMs)) * dayMs),
      email: plan.email,
      video_host: video?.host ?? null,
      video_id: video?.id ?? null,
    })
  }
  return { plans, rows, awards }
}

/** 'jane.smith@…', or 'jane.smith2@…' when a colleague of the same name has the first: no draw, so rows stay put. */
function uniqueEmail(taken: Set<string>, local: string, domain: string): string {
  let email = `${local}@${domain}`
  for (let n = 2; taken.has(email); n++) email = `${local}${n}@${domain}`
  taken.add(email)
  return email
}

const accountBlurbs = [
  'We specialise in farms, ranches and recreational tracts.',
  'Our agents grew up hunting and farming the land they sell.',
  'From small homesites to large ranches, we know the local market.',
  'We handle surveys, mineral questions and closing from start to finish.',
  'Owner financing available on many of our properties.',
  'Serving landowners for over twenty years.',
]
