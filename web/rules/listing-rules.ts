// The spec's listing tables (§4, §6, §9), written once. Tests, the seed generator and pages read them from here.

export const marketStatus = {
  available: 1,
  underContract: 2,
  offMarket: 3,
  sold: 4,
  invalid: -1,
} as const
export type MarketStatus = (typeof marketStatus)[keyof typeof marketStatus]

/** Default search filter: Available and Under Contract. */
export const defaultMarketStatuses: readonly MarketStatus[] = [marketStatus.available, marketStatus.underContract]

export const transactionType = { sale: 1, auction: 2 } as const

/** Contact Seller shows for paid listings that are not sold or off market (spec §4). */
export function canContactSeller(listing: { marketStatus: number; listingLevel: number }): boolean {
  const inactive = listing.marketStatus === marketStatus.sold || listing.marketStatus === marketStatus.offMarket
  return listing.listingLevel !== listingLevel.free && !inactive
}

/** Numeric listing levels. */
export const listingLevel = { free: 3, standard: 20, homes: 21, premium: 23, signature: 30 } as const
export type ListingLevel = (typeof listingLevel)[keyof typeof listingLevel]

/** Upgrade tiers a paid listing may carry on top of its level (upgradeLevelId). */
export const upgradeTier = { none: 0, courtesy: 1, showcase: 2, gold: 3, platinum: 4, diamond: 5 } as const
export type UpgradeTier = (typeof upgradeTier)[keyof typeof upgradeTier]

/** Property type bit flags. Waterfront is lakefront | beachfront | riverfront. */
export const propertyTypeFlag = {
  farm: 1,
  ranch: 2,
  recreational: 4,
  residential: 8,
  timberland: 16,
  undeveloped: 32,
  commercial: 64,
  hunting: 128,
  horse: 256,
  lakefront: 512,
  beachfront: 1024,
  riverfront: 2048,
  waterfront: 3584,
  homesites: 4096,
  house: 8192,
} as const
export type PropertyTypeName = keyof typeof propertyTypeFlag

/** Display names of the property types, in the order buyers see them. */
export const propertyTypeNames: Record<PropertyTypeName, string> = {
  farm: 'Farms',
  ranch: 'Ranches',
  recreational: 'Recreational Property',
  residential: 'Residential Property',
  timberland: 'Timberland',
  undeveloped: 'Undeveloped Land',
  commercial: 'Commercial Property',
  hunting: 'Hunting Property',
  horse: 'Horse Property',
  lakefront: 'Lakefront Property',
  beachfront: 'Beachfront Property',
  riverfront: 'Riverfront Property',
  waterfront: 'Waterfront Property',
  homesites: 'Homesites',
  house: 'Homes',
}

/** Activities, as bit positions (activity n is 1 << n). */
export const activities = [
  'aviation',
  'beach',
  'boating',
  'camping',
  'canoeing/kayaking',
  'conservation',
  'fishing',
  'horseback riding',
  'hunting',
  'off-roading',
  'RVing',
  'golfing',
  'aquatic sporting',
  'skiing',
] as const
export type Activity = (typeof activities)[number]
export const activityFlag = (activity: Activity): number => bitOf(activities, activity)

/** Amenities, as bit positions (amenity n is 1 << n). The spec names amenityTypes as a search filter but gives no
 *  values, so this list is the product's own, not the spec's. */
export const amenities = [
  'electricity',
  'water',
  'sewer',
  'septic',
  'well',
  'road access',
  'paved road',
  'barn',
  'fencing',
  'pond',
  'irrigation',
  'internet',
] as const
export type Amenity = (typeof amenities)[number]
export const amenityFlag = (amenity: Amenity): number => bitOf(amenities, amenity)

/** The flag of a list entry whose position is its bit. */
function bitOf<T>(list: readonly T[], entry: T): number {
  return 1 << list.indexOf(entry)
}

/** sortOrderId values. */
export const sortOrder = {
  acresDesc: 1,
  acresAsc: 2,
  priceDesc: 3,
  priceAsc: 4,
  newest: 6,
  pricePerAcreDesc: 18,
  pricePerAcreAsc: 19,
  recent: 25,
  default: 26,
} as const

/** Date-listed options in days (spec §9): any (0), past 24 hours (1), 7, 30 and 60 days. */
export const dateListedDays = [0, 1, 7, 30, 60] as const

/** Price-change lookback in days and the kinds of change a search asks for (spec §9). */
export const priceChangeLookbackDays = [3, 7, 30, 60, 90] as const
export const priceChangeTypes = ['none', 'reduction', 'change'] as const

/** Video hosts: a major video-sharing service is 1, a second host is 3. */
export const videoHost = { primary: 1, secondary: 3 } as const

/** A price of exactly 2 means the listing is at auction. */
export const auctionPriceSentinel = 2
