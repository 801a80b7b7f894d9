// The listings of a land feed that passed the check (web/api/land-feed.ts), as listings rows of the advertiser's
// account: each one's place found as the add-listing form's is (add-listing-place.ts), its columns filled as an added
// listing's are (add-listing-columns.ts). The places of the whole feed are read in one statement, not three per
// listing: a feed of hundreds of listings stays within the queries one request may make of D1.
import * as v from 'valibot'
import { feedProblemAt, type FeedProblem } from '../../web/api/land-feed.ts'
import { landFeedListing, type LandFeedListing } from '../../web/api/land-feed-listing.ts'
import { feedVideo } from '../../web/api/land-feed-rules.ts'
import { planGroupOf, type AccountType, type PlanGroup } from '../../web/rules/account-rules.ts'
import { factSource } from '../../web/rules/land-facts.ts'
import { noLandFacts } from '../../web/rules/land-facts-form.ts'
import { storedVideo, virtualTourUrl } from '../../web/rules/listing-media.ts'
import {
  listingLevel,
  marketStatus,
  transactionType,
  videoHost,
  type ListingLevel,
} from '../../web/rules/listing-rules.ts'
import { usStates } from '../../web/rules/us-states.ts'
import { placeTokens } from '../search/keyword.ts'
import { listingColumns, type ListingColumns, type NewListing } from './add-listing-columns.ts'
import { placeFrom, type PlaceRows } from './add-listing-place.ts'
import type { Db } from '../db/db.ts'

/**
 * A feed listing as the import writes it: its columns, the keyword row's place tokens, and its boundary's ring as
 * listing_boundaries keeps it (JSON), null for none.
 */
export type FeedListingRow = ListingColumns & { places: string; boundary: string | null }

/** A feed's listings take the level of the advertiser's plan (its paid listings at its plan's level). */
const levelOfPlan: Record<PlanGroup, ListingLevel> = {
  free: listingLevel.free,
  standard: listingLevel.standard,
  premium: listingLevel.premium,
  homes: listingLevel.homes,
  signature: listingLevel.signature,
}

/** The level the account's feed listings are listed at. */
export async function feedListingLevel(db: Db, accountId: number): Promise<ListingLevel> {
  const account = await db
    .prepare(
      `SELECT a.account_type AS type, p.account_type AS parentType
         FROM accounts a LEFT JOIN accounts p ON p.account_id = a.parent_account_id WHERE a.account_id = ?1`,
    )
    .bind(accountId)
    .first<{ type: AccountType; parentType: AccountType | null }>()
  return levelOfPlan[account ? planGroupOf(account.type, account.parentType) : 'free']
}

// ?1 [{ state, county, city, zip }] in the feed's order. The county as the check finds it (its full name or its name,
// the full name first); the town as the form's is found (the one in the county first, then the largest).
const feedPlacesSql = `
  SELECT p.key AS listingIndex, s.id AS stateId, c.id AS countyId, c.state_id AS countyStateId,
         c.name_full AS countyName, c.region_id AS regionId, c.lat, c.lng,
         s.min_lat AS minLat, s.max_lat AS maxLat, s.min_lng AS minLng, s.max_lng AS maxLng,
         ci.id AS cityId, ci.name AS cityName, ci.county_id AS cityCountyId, ci.lat AS cityLat, ci.lng AS cityLng,
         z.state_id AS zipStateId, z.county_id AS zipCountyId, z.lat AS zipLat, z.lng AS zipLng
    FROM json_each(?1) p
    JOIN states s ON s.abbreviation = p.value->>'state'
    LEFT JOIN counties c ON c.id = (
      SELECT k.id FROM counties k
       WHERE k.state_id = s.id
         AND (k.name_full = p.value->>'county' COLLATE NOCASE OR k.name = p.value->>'county' COLLATE NOCASE)
       ORDER BY k.name_full = p.value->>'county' COLLATE NOCASE DESC, k.id LIMIT 1)
    LEFT JOIN cities ci ON ci.id = (
      SELECT t.id FROM cities t WHERE t.name = p.value->>'city' COLLATE NOCASE AND t.state_id = s.id
       ORDER BY t.county_id IS c.id DESC, t.population DESC LIMIT 1)
    LEFT JOIN zips z ON z.zip = p.value->>'zip'`

interface PlaceRow {
  listingIndex: number
  stateId: number
  countyId: number | null
  countyStateId: number
  countyName: string
  regionId: number | null
  lat: number
  lng: number
  minLat: number
  maxLat: number
  minLng: number
  maxLng: number
  cityId: number | null
  cityName: string
  cityCountyId: number | null
  cityLat: number
  cityLng: number
  zipStateId: number | null
  zipCountyId: number | null
  zipLat: number
  zipLng: number
}

function placeRowsOf(row: PlaceRow | undefined): PlaceRows {
  if (!row) return { county: undefined, city: undefined, zip: undefined }
  return {
    county: row.countyId === null ? undefined : { ...row, stateId: row.countyStateId },
    city:
      row.cityId === null
        ? undefined
        : { id: row.cityId, name: row.cityName, countyId: row.cityCountyId, lat: row.cityLat, lng: row.cityLng },
    zip:
      row.zipStateId === null
        ? undefined
        : { stateId: row.zipStateId, countyId: row.zipCountyId, lat: row.zipLat, lng: row.zipLng },
  }
}

/** The field of a feed listing that a refusal of the form's place names. */
const feedFieldOf: Record<string, keyof LandFeedListing> = {
  countyId: 'countyName',
  zip: 'zip',
  latitude: 'latitude',
}

/** The video and 3D tour a listing at `level` shows: paid levels only (spec §1: extra media is the paid tiers'). */
function mediaOf(listing: LandFeedListing, level: ListingLevel) {
  if (level === listingLevel.free) return { video: null, virtualTourUrl: null }
  const video = listing.videoUrl ? feedVideo(listing.videoUrl) : null
  const hostId = video && Object.values(videoHost).find((id) => storedVideo(id, video.id)?.host === video.host)
  return {
    video: video && hostId ? { hostId, id: video.id } : null,
    virtualTourUrl: listing.virtualTourUrl ? virtualTourUrl(listing.virtualTourUrl) : null,
  }
}

function newListingOf(listing: LandFeedListing, level: ListingLevel): NewListing {
  return {
    title: listing.title,
    description: listing.description,
    price: listing.price,
    acres: listing.acres,
    propertyTypes: listing.propertyTypes,
    transactionType: transactionType[listing.transactionType ?? 'sale'],
    marketStatus: marketStatus[listing.marketStatus ?? 'available'],
    beds: listing.beds ?? null,
    baths: listing.baths ?? null,
    homeSqft: listing.homeSqft ?? null,
    zip: listing.zip ?? '',
    address: listing.address ?? '',
    // A delivery states the facts afresh: one it leaves out is not stated.
    landFacts: listing.landFacts ?? noLandFacts,
    factsSource: factSource.landFeed,
    // Not a field of the feed.
    ownerFinancing: false,
    listingLevel: level,
    ...mediaOf(listing, level),
    feedListingId: listing.listingId,
  }
}

export type FeedListingRows = { kind: 'rows'; rows: FeedListingRow[] } | { kind: 'refused'; problems: FeedProblem[] }

/**
 * The rows of a checked feed's listings (`input`, which the check passed), or the problems of the places the
 * geography refuses as it refuses the form's: a ZIP of another state, a point outside the state.
 */
export async function feedListingRows(
  db: Db,
  input: { listings: unknown[] },
  level: ListingLevel,
  now: Date,
): Promise<FeedListingRows> {
  const listings = input.listings.map((listing) => v.parse(landFeedListing, listing))
  const wanted = listings.map((listing) => ({
    state: listing.stateAbbreviation,
    county: listing.countyName,
    city: listing.city ?? '',
    zip: listing.zip ?? '',
  }))
  const { results } = await db.prepare(feedPlacesSql).bind(JSON.stringify(wanted)).all<PlaceRow>()
  const rowOf = new Map(results.map((row) => [row.listingIndex, row]))
  const rows: FeedListingRow[] = []
  const problems: FeedProblem[] = []
  listings.forEach((listing, index) => {
    const stateId = usStates.find((state) => state.abbreviation === listing.stateAbbreviation)?.id ?? 0
    const found = placeRowsOf(rowOf.get(index))
    const outcome = placeFrom(
      {
        stateId,
        countyId: rowOf.get(index)?.countyId ?? 0,
        city: listing.city ?? '',
        zip: listing.zip ?? '',
        latitude: listing.latitude,
        longitude: listing.longitude,
      },
      found,
    )
    if (outcome.kind === 'refused') {
      const field = feedFieldOf[outcome.field] ?? 'countyName'
      problems.push(feedProblemAt(input, ['listings', index, field], outcome.message))
      return
    }
    const columns = listingColumns(newListingOf(listing, level), outcome.place, now)
    rows.push({
      ...columns,
      places: placeTokens(outcome.place.stateId, outcome.place.countyId),
      boundary: listing.boundary ? JSON.stringify(listing.boundary.coordinates[0]) : null,
    })
  })
  return problems.length ? { kind: 'refused', problems } : { kind: 'rows', rows }
}
