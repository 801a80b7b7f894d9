// One listing with its images and its keyword-search row. Every column of `listings` is filled, and the columns
// agree with each other: flags with the upgrade tier, house flag with beds/baths/sqft,
// video and tour flags with the video and tour, sales_date only when sold.
import type { PlanGroup } from '../../../web/rules/account-rules.ts'
import type { VideoHostId } from '../../../web/rules/listing-media.ts'
import {
  auctionPriceSentinel,
  listingLevel,
  marketStatus,
  propertyTypeFlag,
  transactionType,
  upgradeTier,
  type ListingLevel,
  type UpgradeTier,
} from '../../../web/rules/listing-rules.ts'
import type { AccountPlan } from './accounts.ts'
import type { GeoCounty } from './geo-data.ts'
import { seededBoundary } from './boundaries.ts'
import { seededLandFacts } from './land-facts.ts'
import { acresLabel, listingDescription, listingTitle } from './listing-text.ts'
import type { Placer } from './listing-place.ts'
import {
  acresFor,
  activitiesFor,
  amenitiesFor,
  groupShare,
  levelFor,
  marketStatusFor,
  typesFor,
  upgradeFor,
  videoFor,
  virtualTourFor,
} from './listing-traits.ts'
import { placeTokens } from '../../search/keyword.ts'
import { WeightedSampler, type Rng } from './prng.ts'
import { streetAddress } from './people.ts'
import type { LandFactColumn, SeedRow } from './tables.ts'
import { factSource } from '../../../web/rules/land-facts.ts'
import { bit, dayMs, isoTime } from './values.ts'
import { photoCaptions } from './word-lists.ts'

export const firstListingId = 1_000_001
const siteListingIdOffset = 30_000_000

/** Picks the seller of a listing: usually an account of the listing's state with the wanted plan group. */
export class AccountPicker {
  private readonly local = new Map<string, WeightedSampler<AccountPlan>>()
  private readonly national = new Map<PlanGroup, WeightedSampler<AccountPlan>>()
  private readonly any: WeightedSampler<AccountPlan>
  constructor(plans: readonly AccountPlan[]) {
    const sellers = plans.filter((p) => p.weight > 0)
    const groups = new Map<string, AccountPlan[]>()
    for (const p of sellers)
      for (const key of [`${p.stateId}:${p.group}`, p.group]) groups.set(key, [...(groups.get(key) ?? []), p])
    for (const [key, list] of groups) {
      const sampler = new WeightedSampler(list, (p) => p.weight)
      if (key.includes(':')) this.local.set(key, sampler)
      else this.national.set(key as PlanGroup, sampler)
    }
    this.any = new WeightedSampler(sellers, (p) => p.weight)
  }
  pick(rng: Rng, stateId: number, group: PlanGroup): AccountPlan {
    const local = this.local.get(`${stateId}:${group}`)
    if (local && rng.chance(0.85)) return local.draw(rng) // some brokers list out of state
    return (this.national.get(group) ?? this.any).draw(rng)
  }
}

export interface ListingContext {
  rng: Rng
  /** The land facts' and boundaries' own stream: drawing them leaves the listings' other values as they were. */
  factsRng: Rng
  placer: Placer
  accounts: AccountPicker
  referenceMs: number
  nextDocumentId: () => number
}

export interface BuiltListing {
  row: SeedRow<'listings'>
  images: SeedRow<'listing_images'>[]
  fts: SeedRow<'listings_fts'>
  boundary: SeedRow<'listing_boundaries'>
  account: AccountPlan
  siteMask: number
  status: number
  title: string
}

/** County label as buyers read it: 'Travis County', 'Orleans Parish', 'Baltimore City' (Census writes 'city'). */
const countyLabel = (c: GeoCounty): string => c.nameFull.replace(/ city$/, ' City')

/** Round a price the way sellers do: three significant digits, often just under a round number (249,900). */
function nicePrice(rng: Rng, raw: number): number {
  const magnitude = 10 ** Math.max(2, Math.floor(Math.log10(Math.max(raw, 1000))) - 2)
  let price = Math.max(1000, Math.round(raw / magnitude) * magnitude)
  if (price >= 10_000 && rng.chance(0.35)) price -= price >= 1_000_000 ? 10_000 : 100
  return price
}

const mineralStates = new Set(['TX', 'OK', 'ND', 'NM', 'WY', 'CO', 'WV', 'PA', 'LA']) // oil and gas country

/** A listing whose plan, level, tier, status and sale kind are set instead of drawn (harness-listings.ts). */
export interface FixedListing {
  group: PlanGroup
  level: ListingLevel
  upgrade: UpgradeTier
  status: number
  auction: boolean
  /** A video on this host, and a 3D tour: set for the fixtures the full-screen modes are tried on. */
  video?: VideoHostId
  virtualTour?: boolean
}

export function buildListing(ctx: ListingContext, id: number, county: GeoCounty, fixed?: FixedListing): BuiltListing {
  const { rng } = ctx
  const account = ctx.accounts.pick(rng, county.stateId, fixed?.group ?? rng.weighted(groupShare))
  const level = fixed?.level ?? levelFor(rng, account.group)
  const upgrade = fixed?.upgrade ?? upgradeFor(rng, level)
  const status = fixed?.status ?? marketStatusFor(rng)
  const auction = fixed?.auction ?? rng.chance(account.directoryType === 3 ? 0.7 : 0.04)
  const acres = acresFor(rng)
  const lakeCounty = ctx.placer.lakeIn(county.id) !== null
  const types = typesFor(rng, acres, county.stateAbbr, level === listingLevel.homes, lakeCounty)
  // Lakefront land in a county with a lake is put on that lake's shore, and linked to it (lake_id).
  const place = ctx.placer.place(county, rng, lakeCounty && (types.flags & propertyTypeFlag.lakefront) !== 0)
  const beds = types.house ? rng.int(1, 6) : null
  const baths = beds === null ? null : Math.max(1, Math.min(beds + 1, rng.int(2, 9) / 2))
  const sqft = beds === null ? null : Math.round((600 + beds * rng.int(300, 700)) / 10) * 10

  // Price per acre follows how crowded the county and state are, falls for big tracts, plus the house.
  const density = (county.population ?? 0) / Math.max(1, county.landSqMi)
  const stateDensity = (place.state.population ?? 0) / Math.max(1, place.state.landSqMi)
  const perAcre = Math.min(150_000, Math.max(350, 2200 * (density / 40) ** 0.42)) * (stateDensity / 90) ** 0.15
  const raw =
    perAcre * acres * (acres / 40) ** -0.18 * Math.exp(rng.normal() * 0.35) +
    (sqft ?? 0) * 140 * Math.min(2.5, Math.max(0.6, (density / 40) ** 0.15))
  let price = nicePrice(rng, raw)
  if (auction) price = rng.chance(0.5) ? auctionPriceSentinel : nicePrice(rng, raw * 0.6)
  else if (rng.chance(0.03)) price = 0 // contact for price

  const listedMs = ctx.referenceMs - Math.floor(rng.next() * 1095 * dayMs) // the last three years
  const between = (fromMs: number): number => fromMs + Math.floor(rng.next() * (ctx.referenceMs - fromMs))
  const priceChanged = price > auctionPriceSentinel && rng.chance(0.15)
  const change = priceChanged
    ? Math.round((price * rng.float(0.03, 0.15) * (rng.chance(0.85) ? -1 : 1)) / 100) * 100
    : 0
  const priceChangedMs = priceChanged ? between(listedMs) : null
  const soldMs = status === marketStatus.sold ? between(priceChangedMs ?? listedMs) : null
  const updatedMs = between(Math.max(listedMs, priceChangedMs ?? 0, soldMs ?? 0))
  const auctionMs = auction
    ? status === marketStatus.available || status === marketStatus.underContract
      ? ctx.referenceMs + rng.int(3, 90) * dayMs
      : between(listedMs)
    : null

  const paid = level !== listingLevel.free
  const video = videoFor(rng, level, upgrade, fixed?.video)
  const virtualTourUrl = virtualTourFor(rng, level, upgrade, fixed?.virtualTour)
  const ownerFinancing = rng.chance(account.directoryType === 5 ? 0.7 : 0.1)
  const mineralRights = rng.chance(mineralStates.has(county.stateAbbr) ? 0.3 : 0.08)
  const facts = {
    acres,
    primary: types.primary,
    typeFlags: types.flags,
    countyLabel: countyLabel(county),
    stateName: place.state.name,
    stateAbbr: county.stateAbbr,
    cityName: place.city.name,
    milesToCity: place.milesToCity,
    lakeName: place.lake?.name ?? null,
    beds,
    baths,
    sqft,
    auction,
    ownerFinancing,
    mineralRights,
  }
  const title = listingTitle(rng, facts)
  const described = listingDescription(rng, facts)
  const description = described.text

  const imageCount = paid ? rng.int(3, upgrade >= upgradeTier.platinum ? 30 : 20) : rng.int(1, 6)
  const images: SeedRow<'listing_images'>[] = []
  const captionPlace = `${facts.countyLabel}, ${county.stateAbbr}`
  for (let position = 0; position < imageCount; position++) {
    const caption =
      position === 0 ? `${acresLabel(acres)} acres` : (photoCaptions[(id + position) % photoCaptions.length] as string)
    images.push({
      listing_id: id,
      position,
      document_id: ctx.nextDocumentId(),
      alt_text: `${caption} - ${captionPlace}`,
    })
  }
  const siteMask = rng.weighted([
    [7, 82],
    [1, 6],
    [2, 5],
    [4, 3],
    [3, 2],
    [5, 1],
    [6, 1],
  ])
  const fromFeed = rng.chance(0.2)
  const landFacts = seededLandFacts(ctx.factsRng, {
    primary: types.primary,
    typeFlags: types.flags,
    house: types.house,
    acres,
    stateAbbr: county.stateAbbr,
    countyGeoid: county.geoid,
    value: raw,
    road: described.road,
    typeLine: described.typeLine,
    paid,
    fromFeed,
    listedMs,
    referenceMs: ctx.referenceMs,
  })
  // mineral_rights stays the listing's own draw (its description mentions it).
  const factColumns = Object.fromEntries(
    landFacts.columns.flatMap((column, i) => (column === 'mineral_rights' ? [] : [[column, landFacts.values[i]]])),
  ) as Pick<SeedRow<'listings'>, LandFactColumn>
  // Property order is draw order: the values that call the PRNG must stay in this sequence.
  const row: SeedRow<'listings'> = {
    id,
    site_listing_id: id + siteListingIdOffset,
    account_id: account.id,
    parent_account_id: account.parentId,
    site_mask: siteMask,
    state_id: county.stateId,
    county_id: county.id,
    region_id: ctx.placer.regionOf(county.id),
    city_id: place.city.id,
    city_name: place.city.name,
    zip: place.zip?.zip ?? '',
    address1: rng.chance(types.house ? 0.8 : 0.3) ? streetAddress(rng) : '',
    lat: place.lat,
    lng: place.lng,
    title,
    description,
    price,
    acres,
    listing_level: level,
    upgrade_level_id: upgrade,
    is_gold: bit(upgrade === upgradeTier.gold),
    is_platinum: bit(upgrade === upgradeTier.platinum),
    is_showcase: bit(upgrade === upgradeTier.showcase),
    is_diamond: bit(upgrade === upgradeTier.diamond),
    is_courtesy: bit(upgrade === upgradeTier.courtesy),
    market_status: status,
    transaction_type: auction ? transactionType.auction : transactionType.sale,
    type_flags: types.flags,
    activity_flags: activitiesFor(rng, types.drawnFlags, county.stateAbbr),
    amenity_flags: amenitiesFor(rng, types.drawnFlags, types.house),
    beds,
    baths,
    home_sqft: sqft,
    has_house: bit(types.house),
    has_video: bit(video !== null),
    video_host: video?.host ?? null,
    has_virtual_tour: bit(virtualTourUrl !== null),
    has_custom_map: bit(rng.chance(paid ? 0.3 + upgrade * 0.06 : 0.05)),
    mineral_rights: bit(mineralRights),
    owner_financing: bit(ownerFinancing),
    thumbnail_document_id: images[0]?.document_id ?? null,
    image_count: imageCount,
    external_source_id: fromFeed ? `feed-${rng.int(1, 6)}-${rng.int(100_000, 9_999_999)}` : null,
    partner_id: fromFeed ? rng.int(1, 6) : null,
    price_change_amount: change,
    price_changed_at: priceChangedMs === null ? null : isoTime(priceChangedMs),
    sales_date: soldMs === null ? null : isoTime(soldMs),
    auction_date: auctionMs === null ? null : isoTime(auctionMs),
    date_listed: isoTime(listedMs),
    updated_at: isoTime(updatedMs),
    lake_id: place.lake?.id ?? null,
    video_id: video?.id ?? null,
    virtual_tour_url: virtualTourUrl,
    ...factColumns,
    parcel_checked_at: landFacts.parcelCheckedAt,
  }
  return {
    row,
    images,
    fts: {
      rowid: id,
      title,
      description,
      city_name: place.city.name,
      county_name: facts.countyLabel,
      places: placeTokens(county.stateId, county.id),
    },
    boundary: {
      listing_id: id,
      ring: JSON.stringify(seededBoundary(ctx.factsRng, place.lat, place.lng, acres)),
      source: fromFeed ? factSource.landFeed : factSource.seller,
      updated_at: isoTime(listedMs),
    },
    account,
    siteMask,
    status,
    title,
  }
}
