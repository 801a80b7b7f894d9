// One listing for its detail page, and the recently viewed cards: read with the search cards' columns (so a card and
// a detail page say the same thing about a listing), plus what only the detail page shows. A listing is on a site
// when its site_mask has the site's bit (siteMaskOf); an invalid listing (status -1) is on none.
import type { ListingDetail } from '../../web/api/listing-detail.ts'
import type { SearchListing } from '../../web/api/search.ts'
import { siteMaskOf } from '../../brands/site-ids.ts'
import { storedVideo, virtualTourUrl } from '../../web/rules/listing-media.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import { sellerAddressLines } from '../../web/rules/seller-contact.ts'
import { resultColumns, resultJoins, resultListings } from '../search/result-listings.ts'
import type { Db } from '../db/db.ts'
import { flatMiles } from '../../web/search/distance.ts'
import { factSource, type FactSourceCode } from '../../web/rules/land-facts.ts'
import { landFactsOfRow, landFactsSelect, landFactsSourceOfRow } from './land-facts-columns.ts'

/** Listing `l` is on the site whose mask is ?1 (used by the similar listings too). */
export const onSite = `(l.site_mask & ?1) != 0 AND l.market_status != ${marketStatus.invalid}`

const detailColumns = `${resultColumns}, l.description AS fullDescription, l.state_id AS stateId,
  l.county_id AS countyId, l.activity_flags AS activityFlags, l.amenity_flags AS amenityFlags,
  l.mineral_rights AS mineralRights, l.owner_financing AS ownerFinancing, l.price_changed_at AS priceChangedAt,
  l.auction_date AS auctionDate, l.video_host AS videoHost, l.video_id AS videoId,
  l.virtual_tour_url AS virtualTourUrl, a.address1 AS sellerAddress1, a.address2 AS sellerAddress2, a.city AS sellerCity,
  ss.abbreviation AS sellerState, a.zip AS sellerZip, a.license_number AS licenseNumber, a.is_free AS sellerIsFree,
  a.directory_type AS directoryType, a.url AS sellerUrl, l.lat AS lat, l.lng AS lng, ${landFactsSelect}`

/** How far from a listing the nearest town is looked for: ¾ of a degree of latitude (about 52 miles) each way. */
const townReach = 0.75
/** A town: a place of at least this many people, when one lies within reach (else the nearest place of any size). */
const townPopulation = 1000

const boundarySources: Record<FactSourceCode, 'seller' | 'land feed' | 'parcel data'> = {
  [factSource.seller]: 'seller',
  [factSource.landFeed]: 'land feed',
  [factSource.parcelData]: 'parcel data',
}

/** The nearest place to listing ?1's point within reach, towns of townPopulation first (one seek of cities_point). */
const nearestTownSql = `SELECT c.name AS name, s.abbreviation AS stateAbbr, c.lat AS lat, c.lng AS lng
  FROM listings l JOIN cities c ON c.lat BETWEEN l.lat - ${townReach} AND l.lat + ${townReach}
    AND c.lng BETWEEN l.lng - ${townReach} / cos(radians(l.lat)) AND l.lng + ${townReach} / cos(radians(l.lat))
  JOIN states s ON s.id = c.state_id
  WHERE l.id = ?1
  ORDER BY coalesce(c.population, 0) < ${townPopulation},
    (c.lat - l.lat) * (c.lat - l.lat) + ((c.lng - l.lng) * cos(radians(l.lat))) * ((c.lng - l.lng) * cos(radians(l.lat)))
  LIMIT 1`

type Row = Record<string, unknown>

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The listing `id` as the site `siteId` shows it, or null when the site has no such listing. */
export async function listingDetailOf(db: Db, siteId: number, id: number): Promise<ListingDetail | null> {
  const [listing, photos, boundaries, towns] = await db.batch<Row>([
    db
      .prepare(
        `SELECT ${detailColumns} FROM listings l ${resultJoins} LEFT JOIN states ss ON ss.id = a.state_id
          WHERE l.id = ?2 AND ${onSite}`,
      )
      .bind(siteMaskOf(siteId), id),
    db
      .prepare(
        `SELECT document_id AS documentId, alt_text AS altText FROM listing_images WHERE listing_id = ?1
          ORDER BY position`,
      )
      .bind(id),
    db.prepare('SELECT ring, source FROM listing_boundaries WHERE listing_id = ?1').bind(id),
    db.prepare(nearestTownSql).bind(id),
  ])
  const row = listing?.results[0]
  if (!row) return null
  const [card] = resultListings([row]) as [SearchListing]
  const photoList = (photos?.results ?? []) as { documentId: number; altText: string }[]
  const boundary = boundaries?.results[0]
  const town = towns?.results[0]
  return {
    ...card,
    description: text(row.fullDescription),
    imageIds: photoList.length ? photoList.map((photo) => photo.documentId) : card.imageIds,
    photos: photoList,
    stateId: Number(row.stateId),
    countyId: Number(row.countyId),
    activityFlags: Number(row.activityFlags),
    amenityFlags: Number(row.amenityFlags),
    mineralRights: row.mineralRights === 1,
    ownerFinancing: row.ownerFinancing === 1,
    priceChangedAt: (row.priceChangedAt as string | null) ?? null,
    auctionDate: (row.auctionDate as string | null) ?? null,
    // The flags are what cards and searches show (VIDEO, 3D TOURS), so a page never plays what they do not claim.
    video: card.hasVideo ? storedVideo(row.videoHost as number | null, row.videoId as string | null) : null,
    virtualTourUrl: card.hasVirtualTour ? virtualTourUrl(row.virtualTourUrl as string | null) : null,
    seller: {
      accountId: card.accountId,
      contactName: card.brokerName,
      companyName: card.brokerCompany,
      phone: card.brokerPhone,
      addressLines: sellerAddressLines({
        address1: text(row.sellerAddress1),
        address2: text(row.sellerAddress2),
        city: text(row.sellerCity),
        stateAbbreviation: text(row.sellerState),
        zip: text(row.sellerZip),
      }),
      licenseNumber: text(row.licenseNumber),
      logoId: card.brokerLogoId,
      portraitId: card.brokerPortraitId,
      isFree: row.sellerIsFree === 1,
      directoryType: Number(row.directoryType),
      url: text(row.sellerUrl),
    },
    landFacts: landFactsOfRow(row),
    landFactsSource: landFactsSourceOfRow(row),
    boundary: boundary
      ? {
          ring: JSON.parse(String(boundary.ring)) as [number, number][],
          source: boundarySources[Number(boundary.source) as FactSourceCode] ?? 'seller',
        }
      : null,
    nearestTown: town
      ? {
          name: String(town.name),
          stateAbbr: String(town.stateAbbr),
          miles: Math.round(flatMiles(Number(row.lat), Number(row.lng), Number(town.lat), Number(town.lng)) * 10) / 10,
        }
      : null,
  }
}

/** The cards of the listing ids that the site has, in the order asked. */
export async function viewedListingsOf(db: Db, siteId: number, ids: readonly number[]): Promise<SearchListing[]> {
  const list = ids.map((_, i) => `?${i + 2}`).join(', ')
  const { results } = await db
    .prepare(`SELECT ${resultColumns} FROM listings l ${resultJoins} WHERE l.id IN (${list}) AND ${onSite}`)
    .bind(siteMaskOf(siteId), ...ids)
    .all<Row>()
  const byId = new Map(resultListings(results).map((card) => [card.id, card]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
