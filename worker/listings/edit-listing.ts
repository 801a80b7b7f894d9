// A seller's change of every field of one listing (web/api/edit-listing.ts): the add-listing form's fields, read back
// as the form holds them, and written the way a new listing's are (its place from the geography tables, its columns
// from listingColumns) and the way Manage Listings changes price, status, facts and boundary (listing-change-sql.ts,
// manage-land-facts.ts), so a listing edited is the same to the search, its page and the alerts as one added so.
import type { EditableListing } from '../../web/api/edit-listing.ts'
import { sellerPropertyTypes, type AddListingForm } from '../../web/rules/add-listing-form.ts'
import { storedPrice } from '../../web/rules/listing-price.ts'
import { factSource } from '../../web/rules/land-facts.ts'
import {
  auctionPriceSentinel,
  listingLevel,
  marketStatus,
  propertyTypeFlag,
  transactionType,
} from '../../web/rules/listing-rules.ts'
import { placeTokens } from '../search/keyword.ts'
import { listingColumns } from './add-listing-columns.ts'
import type { ListingPlace } from './add-listing-place.ts'
import { landFactsOfRow, landFactsSelect } from './land-facts-columns.ts'
import { listingChangeColumns } from './listing-change-sql.ts'
import { changeListingLandFacts } from './manage-land-facts.ts'
import { isoSeconds, ownedBy } from './manage-listings.ts'
import type { Db } from '../db/db.ts'

/** Listing ?1 of the seller's (account ?2, or one of its agents'). */
const sellersListing = `l.id = ?1 AND ${ownedBy('?2')}`

const editableSql = `SELECT l.id, l.title, l.type_flags AS typeFlags, l.state_id AS stateId, l.county_id AS countyId,
    l.city_name AS city, l.zip, coalesce(l.address1, '') AS address, l.lat AS latitude, l.lng AS longitude, l.acres,
    l.price, l.transaction_type AS transactionType, l.description, l.beds, l.baths, l.home_sqft AS homeSqft,
    l.owner_financing AS ownerFinancing, l.market_status AS marketStatus, ${landFactsSelect},
    (SELECT b.ring FROM listing_boundaries b WHERE b.listing_id = l.id) AS boundaryRing
  FROM listings l WHERE ${sellersListing}`

type EditableRow = Record<string, unknown> & {
  typeFlags: number
  price: number
  transactionType: number
  ownerFinancing: number
  marketStatus: number
  boundaryRing: string | null
}

/** The price as the form has it: an amount, or Auction (2, or an auction's sale) or Contact for Price (0 or 1). */
function priceOfRow(row: EditableRow): Pick<EditableListing, 'priceKind' | 'price'> {
  if (row.transactionType === transactionType.auction || row.price === auctionPriceSentinel) {
    return { priceKind: 'auction', price: null }
  }
  return row.price < auctionPriceSentinel
    ? { priceKind: 'contact', price: null }
    : { priceKind: 'amount', price: row.price }
}

/** The answer's fields read as they are (the rest are made below, from the row's codes). */
const plainFields = [
  'id',
  'title',
  'stateId',
  'countyId',
  'city',
  'zip',
  'address',
  'latitude',
  'longitude',
  'acres',
  'description',
  'beds',
  'baths',
  'homeSqft',
  'marketStatus',
] as const

function editableOf(row: EditableRow): EditableListing {
  const plain = Object.fromEntries(plainFields.map((field) => [field, row[field]])) as Pick<
    EditableListing,
    (typeof plainFields)[number]
  >
  const ring = row.boundaryRing
  return {
    ...plain,
    propertyTypes: sellerPropertyTypes.filter((type) => (row.typeFlags & propertyTypeFlag[type]) !== 0),
    ...priceOfRow(row),
    ownerFinancing: row.ownerFinancing === 1,
    landFacts: landFactsOfRow(row),
    boundary: ring === null ? null : JSON.stringify({ type: 'Polygon', coordinates: [JSON.parse(ring)] }),
  }
}

type Refusal =
  | { kind: 'not-found' }
  /** The site marked the listing invalid: only the site changes it. */
  | { kind: 'invalid' }

/** The seller's listing `listingId` as the form takes it. */
export async function editableListingOf(
  db: Db,
  accountId: number,
  listingId: number,
): Promise<{ kind: 'found'; listing: EditableListing } | Refusal> {
  const row = await db.prepare(editableSql).bind(listingId, accountId).first<EditableRow>()
  if (!row) return { kind: 'not-found' }
  if (row.marketStatus === marketStatus.invalid) return { kind: 'invalid' }
  return { kind: 'found', listing: editableOf(row) }
}

/** The columns an edit writes as a new listing's are written; its level, media, dates and site stay as they are. */
const editedColumns = [
  'state_id',
  'county_id',
  'region_id',
  'city_id',
  'city_name',
  'zip',
  'address1',
  'lat',
  'lng',
  'title',
  'description',
  'acres',
  'transaction_type',
  'type_flags',
  'beds',
  'baths',
  'home_sqft',
  'has_house',
  'owner_financing',
] as const

// ?1 listing, ?2 the seller's account, ?3 price, ?4 status, ?5 now, the edited columns from ?6. One statement, so the
// change of price is computed from the row's price (listing-change-sql.ts), as Manage Listings computes it.
const editSql = `UPDATE listings AS l SET ${editedColumns.map((column, i) => `${column} = ?${i + 6}`).join(', ')},
    price = ?3, market_status = ?4,
    ${listingChangeColumns({ row: 'l.', price: '?3', status: '?4', now: '?5' })}
  WHERE ${sellersListing} AND l.market_status != ${marketStatus.invalid}`

// The keyword row written again from the listing as it is now (title, description, town and county may have changed).
// ?1 listing, ?2 the place tokens.
const keywordRowSql = `INSERT OR REPLACE INTO listings_fts (rowid, title, description, city_name, county_name, places)
  SELECT l.id, l.title, l.description, l.city_name, c.name_full, ?2
    FROM listings l JOIN counties c ON c.id = l.county_id WHERE l.id = ?1`

/**
 * Writes every field of `form` to the seller's listing, with `status`, and answers it as it is now. The main columns,
 * the price and the keyword row are one batch (one transaction); the land facts and boundary follow through Manage
 * Listings' own change, which keeps a land feed's facts its own when the seller sends them unchanged.
 */
export async function editListing(
  db: Db,
  siteId: number,
  accountId: number,
  listingId: number,
  form: AddListingForm & { marketStatus: number },
  place: ListingPlace,
  now: Date,
): Promise<{ kind: 'changed'; listing: EditableListing; priceOrStatusChanged: boolean } | Refusal> {
  const at = isoSeconds(now)
  // Only what the edit writes is read from listingColumns; a new listing's level and media are not.
  const columns = listingColumns(
    {
      ...form,
      price: storedPrice(form),
      transactionType: form.priceKind === 'auction' ? transactionType.auction : transactionType.sale,
      marketStatus: form.marketStatus as never,
      factsSource: factSource.seller,
      listingLevel: listingLevel.free,
      video: null,
      virtualTourUrl: null,
      feedListingId: null,
    },
    place,
    now,
  )
  const before = db.prepare(`SELECT price, market_status AS marketStatus FROM listings l WHERE ${sellersListing}`)
  const [was] = await db.batch<{ price: number; marketStatus: number }>([
    before.bind(listingId, accountId),
    db
      .prepare(editSql)
      .bind(listingId, accountId, columns.price, form.marketStatus, at, ...editedColumns.map((name) => columns[name])),
    db.prepare(keywordRowSql).bind(listingId, placeTokens(place.stateId, place.countyId)),
  ])
  const old = was?.results[0]
  if (!old) return { kind: 'not-found' }
  if (old.marketStatus === marketStatus.invalid) return { kind: 'invalid' }
  const facts = { landFacts: form.landFacts, boundary: form.boundary }
  await changeListingLandFacts(db, siteId, accountId, listingId, facts, now)
  const read = await editableListingOf(db, accountId, listingId)
  if (read.kind !== 'found') return read
  const priceOrStatusChanged = old.price !== columns.price || old.marketStatus !== form.marketStatus
  return { kind: 'changed', listing: read.listing, priceOrStatusChanged }
}
