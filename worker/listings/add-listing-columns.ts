// The columns of a new listing, as listings stores it (0002_accounts_listings.sql), whoever lists it: a seller's form
// (add-listing.ts) or an advertiser's land feed (land-feed-import.ts). Every column the seed fills is filled, so the
// listing is a listing like any other to the search, its page and the triggers on listings.
import { siteMaskOf, allSitesId } from '../../brands/site-ids.ts'
import {
  marketStatus,
  propertyTypeFlag,
  upgradeTier,
  type ListingLevel,
  type MarketStatus,
  type PropertyTypeName,
} from '../../web/rules/listing-rules.ts'
import type { FactSourceCode } from '../../web/rules/land-facts.ts'
import type { LandFacts } from '../../web/rules/land-facts-form.ts'
import { isoTime } from '../db/seed/values.ts'
import type { ListingPlace } from './add-listing-place.ts'
import { landFactsValues } from './land-facts-columns.ts'

/** What a new listing says of itself, apart from where it is (its ListingPlace). */
export interface NewListing {
  title: string
  description: string
  /** As stored: whole dollars, 2 for an auction, 0 for Contact for Price. */
  price: number
  acres: number
  propertyTypes: readonly PropertyTypeName[]
  transactionType: number
  marketStatus: MarketStatus
  beds: number | null
  baths: number | null
  homeSqft: number | null
  zip: string
  address: string
  /** Its land facts (mineral rights among them), stated by the seller or the land feed: factsSource. */
  landFacts: LandFacts
  factsSource: FactSourceCode
  ownerFinancing: boolean
  listingLevel: ListingLevel
  /** The video as listings keep it (0015_listing_media.sql): its host's spec id and its id there. */
  video: { hostId: number; id: string } | null
  virtualTourUrl: string | null
  /** The advertiser's own id of a land feed's listing; null for one added by hand. */
  feedListingId: string | null
}

/** Every column of the new listing but its seller's (account_id, parent_account_id). */
export function listingColumns(listing: NewListing, place: ListingPlace, now: Date) {
  const hasHouse =
    listing.propertyTypes.includes('house') ||
    listing.beds !== null ||
    listing.baths !== null ||
    listing.homeSqft !== null
  const typeFlags = listing.propertyTypes.reduce((flags, type) => flags | propertyTypeFlag[type], 0)
  const listedAt = isoTime(now.getTime())
  const facts = landFactsValues(listing.landFacts, listing.factsSource, listedAt)
  return {
    site_listing_id: null,
    // On every brand's site, as most of the seed's listings are.
    site_mask: siteMaskOf(allSitesId),
    state_id: place.stateId,
    county_id: place.countyId,
    region_id: place.regionId,
    city_id: place.cityId,
    city_name: place.cityName,
    zip: listing.zip,
    address1: listing.address,
    lat: place.lat,
    lng: place.lng,
    title: listing.title,
    description: listing.description,
    price: listing.price,
    acres: listing.acres,
    listing_level: listing.listingLevel,
    upgrade_level_id: upgradeTier.none,
    is_gold: 0,
    is_platinum: 0,
    is_showcase: 0,
    is_diamond: 0,
    is_courtesy: 0,
    market_status: listing.marketStatus,
    transaction_type: listing.transactionType,
    type_flags: typeFlags | (hasHouse ? propertyTypeFlag.house : 0),
    activity_flags: 0,
    amenity_flags: 0,
    beds: listing.beds,
    baths: listing.baths,
    home_sqft: listing.homeSqft,
    has_house: hasHouse ? 1 : 0,
    has_video: listing.video ? 1 : 0,
    video_host: listing.video?.hostId ?? null,
    has_virtual_tour: listing.virtualTourUrl ? 1 : 0,
    has_custom_map: 0,
    owner_financing: listing.ownerFinancing ? 1 : 0,
    // Photos are documents of ours (listing_images); a listing starts without them.
    thumbnail_document_id: null,
    image_count: 0,
    // The listing's id in the source it came from: a land feed's own id (0021_land_feed.sql), no partner's.
    external_source_id: listing.feedListingId,
    partner_id: null,
    price_change_amount: 0,
    price_changed_at: null,
    // Sold when listed: sold now, as a change of status to sold records it (manage-listings.ts).
    sales_date: listing.marketStatus === marketStatus.sold ? listedAt : null,
    auction_date: null,
    date_listed: listedAt,
    updated_at: listedAt,
    lake_id: null,
    video_id: listing.video?.id ?? null,
    virtual_tour_url: listing.virtualTourUrl,
    // The land facts' columns (mineral_rights among them) and who stated them when, as every writer of facts writes
    // them (land-facts-columns.ts).
    ...(Object.fromEntries(facts.columns.map((column, i) => [column, facts.values[i] ?? null])) as Record<
      string,
      string | number | null
    >),
  }
}

export type ListingColumns = ReturnType<typeof listingColumns>
