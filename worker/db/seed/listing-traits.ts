// What a listing is: level and upgrade tier (consistent with its account's plan), status, property types,
// activities, amenities and media. Every number comes from web/rules/listing-rules.ts.
import type { PlanGroup } from '../../../web/rules/account-rules.ts'
import { virtualTourOrigins, type VideoHostId } from '../../../web/rules/listing-media.ts'
import {
  activityFlag,
  amenities,
  amenityFlag,
  listingLevel,
  marketStatus,
  propertyTypeFlag as f,
  upgradeTier,
  type Activity,
  type ListingLevel,
  type MarketStatus,
  type PropertyTypeName,
  type UpgradeTier,
  videoHost,
} from '../../../web/rules/listing-rules.ts'
import type { Rng } from './prng.ts'

/** Share of listings per plan group: free listings are the most common level. */
export const groupShare: readonly (readonly [PlanGroup, number])[] = [
  ['free', 38],
  ['standard', 25],
  ['premium', 18],
  ['signature', 12],
  ['homes', 7],
]

/** The level a listing of an account in `group` has; paid plans occasionally list at the level below. */
export function levelFor(rng: Rng, group: PlanGroup): ListingLevel {
  switch (group) {
    case 'free':
      return listingLevel.free
    case 'standard':
      return rng.chance(0.08) ? listingLevel.free : listingLevel.standard
    case 'premium':
      return rng.chance(0.12) ? listingLevel.standard : listingLevel.premium
    case 'homes':
      return listingLevel.homes
    case 'signature':
      return rng.chance(0.1) ? listingLevel.premium : listingLevel.signature
  }
}

/** Upgrade tiers are bought on top of a paid level; free listings never carry one. */
export function upgradeFor(rng: Rng, level: ListingLevel): UpgradeTier {
  if (level === listingLevel.free) return upgradeTier.none
  const boost = level === listingLevel.signature ? 2 : 1
  return rng.weighted<UpgradeTier>([
    [upgradeTier.none, 55],
    [upgradeTier.courtesy, 5],
    [upgradeTier.showcase, 15 * boost],
    [upgradeTier.gold, 12 * boost],
    [upgradeTier.platinum, 8 * boost],
    [upgradeTier.diamond, 5 * boost],
  ])
}

export function marketStatusFor(rng: Rng): MarketStatus {
  return rng.weighted<MarketStatus>([
    [marketStatus.available, 80],
    [marketStatus.underContract, 10],
    [marketStatus.offMarket, 5],
    [marketStatus.sold, 5],
  ])
}

/** Acres: log-normal around 25 acres, 0.2 to 20,000, rounded the way sellers write them. */
export function acresFor(rng: Rng): number {
  let acres = 0
  do acres = Math.exp(Math.log(25) + rng.normal() * 1.55)
  while (acres < 0.2 || acres > 20_000)
  if (acres >= 100 && rng.chance(0.6)) return Math.round(acres)
  return Math.round(acres * 100) / 100
}

// Property types that make sense at each size; the first pick is the listing's primary type (its title).
const typesBySize: readonly (readonly [maxAcres: number, types: readonly PropertyTypeName[]])[] = [
  [2, ['residential', 'homesites', 'undeveloped', 'commercial']],
  [20, ['residential', 'homesites', 'undeveloped', 'recreational', 'horse', 'commercial', 'farm']],
  [200, ['recreational', 'hunting', 'farm', 'ranch', 'timberland', 'undeveloped', 'horse']],
  [Infinity, ['ranch', 'farm', 'hunting', 'timberland', 'recreational']],
]
const houseChance = [0.45, 0.35, 0.25, 0.2]
const coastal = new Set(
  'AL AK CA CT DE FL GA HI LA ME MD MA MS NH NJ NY NC OR RI SC TX VA WA PR MI WI IL IN OH MN'.split(' '),
)

export interface TypePick {
  primary: PropertyTypeName
  flags: number
  house: boolean
  /**
   * The flags as first drawn, before a house made undeveloped land residential: the activities and amenities are
   * drawn from these, so that correction changes no other value of the seed (each draw's count follows the flags).
   */
  drawnFlags: number
}

/** `lakeCounty`: the county has one of the seed's lakes, where far more land is waterfront, mostly on the lake. */
export function typesFor(
  rng: Rng,
  acres: number,
  stateAbbr: string,
  forceHouse: boolean,
  lakeCounty = false,
): TypePick {
  const band = typesBySize.findIndex(([max]) => acres < max)
  const options = (typesBySize[band] ?? typesBySize[typesBySize.length - 1])?.[1] ?? ['undeveloped']
  const picks = rng.sample(
    options,
    rng.weighted([
      [1, 5],
      [2, 4],
      [3, 2],
    ]),
  )
  const primary = picks[0] ?? 'undeveloped'
  let flags = 0
  for (const p of picks) flags |= f[p]
  if (rng.chance(lakeCounty ? 0.4 : 0.12)) {
    const lake = lakeCounty ? 85 : 55
    const water = rng.weighted<PropertyTypeName>([
      ['lakefront', lake],
      ['riverfront', 35],
      ['beachfront', coastal.has(stateAbbr) ? 10 : 0],
    ])
    flags |= f[water]
  }
  const house = forceHouse || rng.chance(houseChance[band] ?? 0.2)
  if (!house) return { primary, flags, house, drawnFlags: flags }
  const drawnFlags = flags | f.house
  // Land with a house on it is not undeveloped: it is a residential property (its title and description say so).
  const developed = drawnFlags & ~f.undeveloped
  if (primary !== 'undeveloped') return { primary, flags: developed, house, drawnFlags }
  return { primary: 'residential', flags: developed | f.residential, house, drawnFlags }
}

const mountainStates = new Set('AK CA CO ID MT NV NM OR UT VT NH ME WA WY'.split(' '))

export function activitiesFor(rng: Rng, flags: number, stateAbbr: string): number {
  const on: Activity[] = []
  const maybe = (a: Activity, p: number): void => {
    if (rng.chance(p)) on.push(a)
  }
  if (flags & f.hunting) {
    on.push('hunting')
    maybe('camping', 0.5)
    maybe('off-roading', 0.3)
  }
  if (flags & f.recreational) {
    maybe('camping', 0.6)
    maybe('RVing', 0.4)
    maybe('off-roading', 0.4)
    maybe('hunting', 0.4)
  }
  if (flags & (f.horse | f.ranch)) maybe('horseback riding', flags & f.horse ? 1 : 0.5)
  if (flags & f.lakefront) {
    on.push('fishing')
    maybe('boating', 0.8)
    maybe('canoeing/kayaking', 0.5)
    maybe('aquatic sporting', 0.3)
  }
  if (flags & f.riverfront) {
    on.push('fishing')
    maybe('canoeing/kayaking', 0.7)
  }
  if (flags & f.beachfront) {
    on.push('beach')
    maybe('boating', 0.6)
    maybe('fishing', 0.6)
  }
  if (flags & (f.timberland | f.recreational)) maybe('conservation', 0.05)
  if (flags & f.residential) maybe('golfing', 0.03)
  if (mountainStates.has(stateAbbr)) maybe('skiing', 0.05)
  maybe('aviation', 0.004) // the odd private airstrip
  return on.reduce((bits, a) => bits | activityFlag(a), 0)
}

/** Amenity bits (the names and bits are web/rules/listing-rules.ts `amenities`). */
export function amenitiesFor(rng: Rng, flags: number, house: boolean): number {
  let bits = 0
  for (const name of amenities) {
    const base = name === 'road access' ? 0.9 : name === 'fencing' && flags & (f.ranch | f.horse | f.farm) ? 0.8 : 0.25
    const p = house && (name === 'electricity' || name === 'water' || name === 'internet') ? 0.95 : base
    if (rng.chance(p)) bits |= amenityFlag(name)
  }
  return bits
}

// Paid listings, and more so at higher upgrade tiers, carry a video and a 3D tour more often.
const mediaShare = (level: ListingLevel, upgrade: UpgradeTier, free: number, paid: number, perTier: number) =>
  level === listingLevel.free ? free : paid + upgrade * perTier

const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const idOf = (rng: Rng, length: number, alphabet: string) =>
  Array.from({ length }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('')

export interface SeedVideo {
  host: VideoHostId
  id: string
}

/** A video on `host`, or on a drawn host (mostly the first): a listing's or a seller's. */
export function seedVideo(rng: Rng, host?: VideoHostId): SeedVideo {
  const on = host ?? (rng.chance(0.8) ? videoHost.primary : videoHost.secondary)
  // Ids of each host's shape (web/rules/listing-media.ts): 11 base64url characters, or a Vimeo number.
  const id = on === videoHost.primary ? idOf(rng, 11, base64url) : String(rng.int(10_000_000, 999_999_999))
  return { host: on, id }
}

/** A listing's video, or null. `host`: a fixture's video, always there (drawn otherwise, mostly the first host). */
export function videoFor(rng: Rng, level: ListingLevel, upgrade: UpgradeTier, host?: VideoHostId): SeedVideo | null {
  if (host === undefined && !rng.chance(mediaShare(level, upgrade, 0.03, 0.2, 0.08))) return null
  return seedVideo(rng, host)
}

/** A listing's 3D tour page on Matterport, or null. `always`: a fixture's tour. */
export function virtualTourFor(rng: Rng, level: ListingLevel, upgrade: UpgradeTier, always = false): string | null {
  if (!always && !rng.chance(mediaShare(level, upgrade, 0.01, 0.08, 0.05))) return null
  return `${virtualTourOrigins.matterport}/show/?m=${idOf(rng, 11, base64url.slice(0, 62))}`
}
