import type { Db } from '../db/db.ts'
// The seller a lead goes to and the listings it names, read before anything is written: a lead to no one, or about
// someone else's listing, is refused (404) rather than stored.

export interface LeadSeller {
  accountId: number
  /** '' when no address is known: the lead is kept, no copy is mailed. */
  email: string
  contactName: string
  companyName: string
}

/** The listing's own facts: the lead and its copy use these, not what the modal was opened with. */
export interface LeadListing {
  id: number
  title: string
  price: number
  acres: number
  stateId: number
  countyId: number
  listingLevel: number
  upgradeLevelId: number
  /** What the listing's URL is made of (SiteLinks.listing), for the link in both emails. */
  city: string
  county: string
  stateAbbreviation: string
}

/** An active account by id, or null. An inactive account keeps no listings and reads no mail. */
export async function findLeadSeller(db: Db, accountId: number): Promise<LeadSeller | null> {
  return db
    .prepare(
      `SELECT account_id AS accountId, email, contact_name AS contactName, company_name AS companyName
         FROM accounts WHERE account_id = ?1 AND is_active = 1`,
    )
    .bind(accountId)
    .first<LeadSeller>()
}

/** Those of `ids` that are the seller's listings (its own, or its child accounts' for a corporate master). */
export async function findSellerListings(db: Db, accountId: number, ids: readonly number[]): Promise<LeadListing[]> {
  if (ids.length === 0) return []
  const found = await db
    .prepare(
      `SELECT l.id, l.title, l.price, l.acres, l.state_id AS stateId, l.county_id AS countyId,
              l.listing_level AS listingLevel, l.upgrade_level_id AS upgradeLevelId, l.city_name AS city,
              c.name_full AS county, s.abbreviation AS stateAbbreviation
         FROM listings l JOIN counties c ON c.id = l.county_id JOIN states s ON s.id = l.state_id
        WHERE l.id IN (SELECT value FROM json_each(?1)) AND (l.account_id = ?2 OR l.parent_account_id = ?2)`,
    )
    .bind(JSON.stringify(ids), accountId)
    .all<LeadListing>()
  // In the order the buyer named them, so the copy lists them that way.
  const byId = new Map(found.results.map((listing) => [listing.id, listing]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
