import { siteMaskOf } from '../../brands/site-ids.ts'
import {
  newListingDays,
  sitemapPageSize,
  type ListingSet,
  type SitemapListing,
  type SitemapListingPage,
} from '../../web/api/sitemap-pages.ts'
import { listingLevel, upgradeTier } from '../../web/rules/listing-rules.ts'
import { activeStatuses } from '../db/popular-queries.ts'
import type { Db } from '../db/db.ts'

// A page of the listings a sitemap page lists: a county's, or a state's featured or new ones, sitemapPageSize at a
// time with the total. The listings are picked on a covering index (the place's, or the newest's for new ones) and
// only the page's rows are read. At 1,000,000 listings Texas's featured page, the largest, takes about 40 ms.

/** Which listings, on which index, in which order. ?1 the state, ?2 the county or the listing date, ?3 the site mask. */
interface ListingSelection {
  index: string
  where: string
  order: string
}

// Showcase-level (spec §6): a showcase, gold, platinum or diamond upgrade (the tiers from showcase up), or the
// signature level. The level is in no place index, so the signature listings without such an upgrade come from the
// level's own index (a few percent of listings) as a list of ids.
const showcaseLevel = `(l.upgrade_level_id >= ${upgradeTier.showcase} OR l.id IN (
    SELECT id FROM listings WHERE market_status IN (${activeStatuses}) AND listing_level = ${listingLevel.signature}
       AND upgrade_level_id < ${upgradeTier.showcase} AND (site_mask & ?3) != 0))`

const selections = {
  /** In the order they were added: a new listing joins the last page and the others stay where crawlers saw them. */
  county: {
    index: 'search_place',
    where: `l.state_id = ?1 AND l.market_status IN (${activeStatuses}) AND l.county_id = ?2`,
    order: 'l.id',
  },
  /** Diamond first, down to showcase; within a tier the newest first. */
  featured: {
    index: 'search_place',
    where: `l.state_id = ?1 AND l.market_status IN (${activeStatuses}) AND ${showcaseLevel}`,
    order: 'l.upgrade_level_id DESC, l.id DESC',
  },
  /** Listed in the last newListingDays, the newest first. */
  new: {
    index: 'search_newest',
    where: `l.listed_at >= ?2 AND l.market_status IN (${activeStatuses}) AND l.state_id = ?1`,
    order: 'l.listed_at DESC, l.id DESC',
  },
} satisfies Record<ListingSet | 'county', ListingSelection>

const pageSql = ({ index, where, order }: ListingSelection) => `
  WITH page AS (
    SELECT l.id, count(*) OVER () AS total FROM listings l INDEXED BY ${index}
     WHERE ${where} AND (l.site_mask & ?3) != 0
     ORDER BY ${order} LIMIT ?4 OFFSET ?5
  )
  SELECT l.id, l.title, l.acres, l.price, l.city_name AS city, c.name_full AS county,
         s.abbreviation AS stateAbbreviation, s.name AS stateName, l.date_listed AS dateListed, page.total
    FROM page JOIN listings l ON l.id = page.id JOIN counties c ON c.id = l.county_id JOIN states s ON s.id = l.state_id
   ORDER BY ${order}`

const statements = Object.fromEntries(
  Object.entries(selections).map(([name, selection]) => [name, pageSql(selection)]),
) as Record<keyof typeof selections, string>

/** A page of the selection's listings; null when the page lies past the last (the first page always exists). */
async function listingPage(
  db: Db,
  sql: string,
  params: { siteId: number; stateId: number; placeOrDate: number; pageIndex: number },
): Promise<SitemapListingPage | null> {
  const { results } = await db
    .prepare(sql)
    .bind(
      params.stateId,
      params.placeOrDate,
      siteMaskOf(params.siteId),
      sitemapPageSize,
      params.pageIndex * sitemapPageSize,
    )
    .all<SitemapListing & { total: number }>()
  if (results.length === 0 && params.pageIndex > 0) return null
  const listingCount = results[0]?.total ?? 0
  return {
    listingCount,
    pageIndex: params.pageIndex,
    pageCount: Math.max(1, Math.ceil(listingCount / sitemapPageSize)),
    listings: results.map(({ total: _total, ...listing }) => listing),
  }
}

export function countyListingPage(
  db: Db,
  siteId: number,
  county: { stateId: number; countyId: number },
  pageIndex: number,
) {
  return listingPage(db, statements.county, {
    siteId,
    stateId: county.stateId,
    placeOrDate: county.countyId,
    pageIndex,
  })
}

/** The featured or new listings of a state; `nowMs` is when 'new' is counted from. */
export function stateListingSetPage(
  db: Db,
  siteId: number,
  stateId: number,
  listingSet: ListingSet,
  pageIndex: number,
  nowMs = Date.now(),
) {
  const listedSince = Math.floor(nowMs / 1000) - newListingDays * 86_400
  // ?2 is the listing date for new listings; the featured query does not read it.
  return listingPage(db, statements[listingSet], { siteId, stateId, placeOrDate: listedSince, pageIndex })
}
