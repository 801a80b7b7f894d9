// A seller's new listing (web/api/add-listing.ts): written in one batch, so it is whole or absent. A login without a
// seller account gets a free one first (a property owner, as the seed's owners are), in the same transaction; two adds
// at once then make one account, since the second finds the account the first opened. The listing is a listing like
// any other: every column the seed fills is filled, the triggers on listings keep the search's counts and bands, the
// place counts, the seller directory and the data version in step, and its keyword row is written beside it (the seed
// writes those itself, so no trigger does).
import { accountType, directoryTypes } from '../../web/rules/account-rules.ts'
import { addListingsPerDay, type AddListingForm } from '../../web/rules/add-listing-form.ts'
import { storedPrice } from '../../web/rules/listing-price.ts'
import { factSource } from '../../web/rules/land-facts.ts'
import { listingLevel, marketStatus, transactionType } from '../../web/rules/listing-rules.ts'
import { countAttempt, type RateLimit } from '../auth/rate-limit.ts'
import { placeTokens } from '../search/keyword.ts'
import { listingColumns, type NewListing } from './add-listing-columns.ts'
import type { ListingPlace } from './add-listing-place.ts'
import type { Db } from '../db/db.ts'

const addListingLimit: RateLimit = { name: 'add-listing-user', max: addListingsPerDay, windowSeconds: 86_400 }

const propertyOwner = directoryTypes.find((type) => type.name === 'property owner')!.id

/** The listing as the answer names it (and a link is built from). */
interface AddedListingRow {
  id: number
  title: string
  city: string
  county: string
  stateAbbreviation: string
  accountId: number
}

export type AddListingOutcome =
  | { kind: 'added'; listing: AddedListingRow; sellerAccountOpened: boolean; alreadyAdded: boolean }
  | { kind: 'too-many'; retryAfterSeconds: number }

// The same listing from the same seller: still for sale, in the county, with the title, acres and price. A form sent
// twice (a double click, a resend after a lost answer) is one listing. ?1 user, ?2 county, ?3 title, ?4 acres, ?5 price.
const sameListingSql = `SELECT l.id, l.title, l.city_name AS city, c.name_full AS county,
    s.abbreviation AS stateAbbreviation, l.account_id AS accountId
  FROM users u JOIN listings l ON l.account_id = u.account_id
  JOIN counties c ON c.id = l.county_id JOIN states s ON s.id = l.state_id
  WHERE u.id = ?1 AND l.market_status IN (${marketStatus.available}, ${marketStatus.underContract})
    AND l.county_id = ?2 AND l.title = ?3 AND l.acres = ?4 AND l.price = ?5
  ORDER BY l.id LIMIT 1`

// A free seller account for a login that has none: named for its person (an owner's company is the owner, as the seed
// writes it), reached at the login's address, the phone the form gave or the settings', in the settings' address and
// state (else the listing's state, so the directory finds the owner where the land is). The id follows the largest.
// ?1 user, ?2 phone, ?3 the listing's state, ?4 now.
const openAccountSql = `INSERT INTO accounts (account_id, account_type, directory_type, company_name, contact_name,
    email, phone_office, address1, address2, city, state_id, zip, company_city, company_state, company_zip, is_free,
    is_seller, is_active, created_at, updated_at)
  SELECT (SELECT coalesce(max(account_id), 0) + 1 FROM accounts), ${accountType.standardFreeSeller}, ${propertyOwner},
    u.name, u.name, u.email, coalesce(nullif(?2, ''), u.phone), u.mailing_address1, u.mailing_address2, u.city,
    coalesce(st.id, ?3), u.zip, u.city, coalesce(st.abbreviation, ls.abbreviation), u.zip, 1, 1, 1, ?4, ?4
  FROM (SELECT *, coalesce(nullif(trim(contact_name), ''), substr(email, 1, instr(email, '@') - 1)) AS name
          FROM users WHERE id = ?1 AND account_id IS NULL) u
  LEFT JOIN states st ON st.abbreviation = upper(u.state)
  JOIN states ls ON ls.id = ?3`

// The login becomes the seller of the account just opened: the batch is one transaction, so the largest id is it.
const linkAccountSql = `UPDATE users SET account_id = (SELECT max(account_id) FROM accounts), is_seller = 1,
    type = ${accountType.standardFreeSeller}, updated_at = ?2
  WHERE id = ?1 AND account_id IS NULL`

// The keyword row of the listing the previous statement added (none when it added none), with the place tokens
// keyword searches within a state or county match (0012_keyword_places.sql). A row left by a deleted listing of the
// same id (ids follow the largest) is replaced. ?1 user, ?2 title, ?3 the place tokens.
const keywordRowSql = `INSERT OR REPLACE INTO listings_fts (rowid, title, description, city_name, county_name, places)
  SELECT l.id, l.title, l.description, l.city_name, c.name_full, ?3
    FROM listings l JOIN counties c ON c.id = l.county_id
   WHERE l.id = last_insert_rowid() AND changes() = 1 AND l.title = ?2
     AND l.account_id = (SELECT account_id FROM users WHERE id = ?1)`

// The boundary of the listing this batch added: the user's listing of the same county, title, acres and price (which
// the insert allows only once while it is for sale), listed at this moment and without a boundary yet. None when the
// insert added none. ?1 user, ?2 county, ?3 title, ?4 acres, ?5 price, ?6 now, ?7 the ring (JSON).
const boundarySql = `INSERT INTO listing_boundaries (listing_id, ring, source, updated_at)
  SELECT l.id, ?7, ${factSource.seller}, ?6
    FROM users u JOIN listings l ON l.account_id = u.account_id
   WHERE u.id = ?1 AND l.market_status IN (${marketStatus.available}, ${marketStatus.underContract})
     AND l.county_id = ?2 AND l.title = ?3 AND l.acres = ?4 AND l.price = ?5 AND l.date_listed = ?6
     AND NOT EXISTS (SELECT 1 FROM listing_boundaries b WHERE b.listing_id = l.id)`

/** The form's listing: free, available, without media (spec §1: extra media comes with the paid tiers). */
function listingOfForm(form: AddListingForm): NewListing {
  return {
    title: form.title,
    description: form.description,
    price: storedPrice(form),
    acres: form.acres,
    propertyTypes: form.propertyTypes,
    transactionType: form.priceKind === 'auction' ? transactionType.auction : transactionType.sale,
    marketStatus: marketStatus.available,
    beds: form.beds,
    baths: form.baths,
    homeSqft: form.homeSqft,
    zip: form.zip,
    address: form.address,
    landFacts: form.landFacts,
    factsSource: factSource.seller,
    ownerFinancing: form.ownerFinancing,
    listingLevel: listingLevel.free,
    video: null,
    virtualTourUrl: null,
    feedListingId: null,
  }
}

/** The listing under the user's seller account, unless the same one is there already. ?1 user; the columns from ?2. */
function insertListingSql(columns: string[]) {
  const values = columns.map((_, i) => `?${i + 2}`)
  const same = ['county_id', 'title', 'acres', 'price'].map((name) => `d.${name} = ?${columns.indexOf(name) + 2}`)
  return `INSERT INTO listings (account_id, parent_account_id, ${columns.join(', ')})
    SELECT a.account_id, a.parent_account_id, ${values.join(', ')}
      FROM users u JOIN accounts a ON a.account_id = u.account_id
     WHERE u.id = ?1 AND NOT EXISTS (
       SELECT 1 FROM listings d WHERE d.account_id = a.account_id
          AND d.market_status IN (${marketStatus.available}, ${marketStatus.underContract}) AND ${same.join(' AND ')})
    RETURNING id`
}

/**
 * Adds the listing for the user, or answers the same listing added before. Counts against the user's day of
 * listings only when it adds one (addListingLimit): a listing sent twice does not use up the day.
 */
export async function addListing(
  db: Db,
  userId: number,
  form: AddListingForm,
  place: ListingPlace,
  now: Date,
): Promise<AddListingOutcome> {
  const row = listingColumns(listingOfForm(form), place, now)
  const same = db.prepare(sameListingSql).bind(userId, row.county_id, row.title, row.acres, row.price)
  const before = await same.first<AddedListingRow>()
  if (before) return { kind: 'added', listing: before, sellerAccountOpened: false, alreadyAdded: true }

  const allowed = await countAttempt(db, addListingLimit, String(userId), now)
  if (!allowed.allowed) return { kind: 'too-many', retryAfterSeconds: allowed.retryAfterSeconds }

  const columns = Object.keys(row)
  const at = row.date_listed
  const boundary = form.boundary
    ? [
        db
          .prepare(boundarySql)
          .bind(
            userId,
            row.county_id,
            row.title,
            row.acres,
            row.price,
            at,
            JSON.stringify(form.boundary.coordinates[0]),
          ),
      ]
    : []
  const results = await db.batch<Record<string, unknown>>([
    db.prepare(openAccountSql).bind(userId, form.sellerPhone, place.stateId, at),
    db.prepare(linkAccountSql).bind(userId, at),
    db.prepare(insertListingSql(columns)).bind(userId, ...Object.values(row)),
    db.prepare(keywordRowSql).bind(userId, row.title, placeTokens(place.stateId, place.countyId)),
    ...boundary,
    same,
  ])
  const [opened, , inserted] = results
  const listing = results.at(-1)?.results[0] as AddedListingRow | undefined
  if (!listing) throw new Error(`user ${userId}: the listing added is not there`)
  return {
    kind: 'added',
    listing,
    sellerAccountOpened: opened?.meta.changes === 1,
    // Added at the same moment by a second request of the same form.
    alreadyAdded: !inserted?.results.length,
  }
}
