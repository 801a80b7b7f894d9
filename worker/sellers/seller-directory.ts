// POST /api/broker/directory/{siteId}: active sellers with active listings on the site, from seller_stats
// (0014_seller_stats.sql), each statement naming its index so the plan is the one chosen here. Without a place or a
// keyword a page walks its sort's index (25 entries from where the page starts) and the count reads the site's
// range of it; a place is one range of seller_stats_place, sorted; a keyword is tested on every entry of that index
// (76,000 a site at 1,000,000 listings, about 15 ms), which holds every key, so no seller row is read.
import { brandOfSiteId } from '../../brands/site-ids.ts'
import { sellerPathsOf } from '../../routes/links/brand-urls-by-id.ts'
import type { DirectoryRequest, DirectoryResults, DirectorySeller } from '../../web/api/sellers.ts'
import type { BrokerSort } from '../../web/rules/broker-sorts.ts'
import { searchPageSize } from '../../web/search/search-criteria.ts'
import { SearchRefused } from '../search/search-refused.ts'
import { SqlValues } from '../search/sql-values.ts'
import { recountSellerStats, sellerStatsFreshSql } from './seller-stats.ts'
import type { Db } from '../db/db.ts'

interface DirectoryOrder {
  /** The index whose order is this order. */
  index: string
  orderBy: string
}

// Ties by account id; Z to A is A to Z backwards, ties too.
const orders: Record<BrokerSort, DirectoryOrder> = {
  default: { index: 'seller_stats_default', orderBy: 's.plan_level DESC, s.listing_count DESC, s.account_id' },
  'name-az': { index: 'seller_stats_name', orderBy: 's.sort_name, s.account_id' },
  'name-za': { index: 'seller_stats_name', orderBy: 's.sort_name DESC, s.account_id DESC' },
  'listings-high': { index: 'seller_stats_listings', orderBy: 's.listing_count DESC, s.account_id' },
  'price-high': { index: 'seller_stats_price', orderBy: 's.average_price DESC, s.account_id' },
  'acres-high': { index: 'seller_stats_acres', orderBy: 's.acre_hundredths DESC, s.account_id' },
}

/**
 * The keyword as it is looked for in sort_name (lower case, like the column); control characters are no name. Found
 * with instr(), not LIKE: D1 refuses a LIKE pattern over 50 bytes ('LIKE or GLOB pattern too complex'), which a
 * keyword of 49 characters, or fewer accented ones, already made a 500; instr() has no such limit and no wildcards.
 */
const nameText = (keyword: string) => keyword.replace(/[\u0000-\u001f]+/g, ' ').toLowerCase()

/** The states a page's sellers are in (the one asked, the county's), and whether seller_stats follows the last load.
 *  404 naming the field for a state or county that does not exist. */
async function resolvePlaces(db: Db, asked: DirectoryRequest) {
  const [fresh, state, county] = await db.batch<Record<string, number>>([
    db.prepare(sellerStatsFreshSql),
    db.prepare('SELECT id FROM states WHERE abbreviation = upper(?1)').bind(asked.stateAbbreviation ?? ''),
    db.prepare('SELECT state_id AS stateId FROM counties WHERE id = ?1').bind(asked.countyId ?? 0),
  ])
  const stateId = state!.results[0]?.id
  const countyStateId = county!.results[0]?.stateId
  if (asked.stateAbbreviation && stateId === undefined)
    throw new SearchRefused(404, 'stateAbbreviation', `stateAbbreviation: no such state (${asked.stateAbbreviation}).`)
  if (asked.countyId !== undefined && countyStateId === undefined)
    throw new SearchRefused(404, 'countyId', `countyId: no such county (${asked.countyId}).`)
  // A county's sellers are read from its state's range; a county of another state than the one asked finds none.
  const stateIds = new Set([stateId, countyStateId].filter((id) => id !== undefined))
  return { fresh: fresh!.results[0]?.fresh === 1, stateIds: [...stateIds] }
}

export async function directoryOf(db: Db, siteId: number, asked: DirectoryRequest): Promise<DirectoryResults> {
  const { fresh, stateIds } = await resolvePlaces(db, asked)
  if (!fresh) await recountSellerStats(db)
  const values = new SqlValues()
  const where = [`s.site_id = ${siteId}`, 's.is_active = 1', ...stateIds.map((id) => `s.state_id = ${id}`)]
  if (asked.directoryType !== undefined) where.push(`s.directory_type = ${asked.directoryType}`)
  if (asked.countyId !== undefined) where.push(`s.county_id = ${asked.countyId}`)
  if (asked.keyword) where.push(`instr(s.sort_name, ${values.bind(nameText(asked.keyword))}) > 0`)
  const order = orders[asked.sort ?? 'default']
  const index = stateIds.length || asked.keyword ? 'seller_stats_place' : order.index
  const from = `FROM seller_stats s INDEXED BY ${index} WHERE ${where.join(' AND ')}`
  const pageIndex = asked.pageIndex ?? 0
  const [count, page] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT count(*) AS total ${from}`).bind(...values.list),
    db
      .prepare(
        // The page's ids from the index alone; the rest of its 25 sellers read by key.
        `WITH page AS MATERIALIZED (SELECT s.account_id ${from} ORDER BY ${order.orderBy}
                                     LIMIT ${searchPageSize} OFFSET ${pageIndex * searchPageSize})
         SELECT s.account_id AS accountId, a.company_name AS companyName, a.contact_name AS contactName,
                s.directory_type AS directoryType, a.city, ifnull(st.abbreviation, '') AS stateAbbreviation,
                a.logo_id AS logoId, a.portrait_id AS portraitId, s.listing_count AS listingCount,
                s.acre_hundredths / 100.0 AS totalAcres, round(s.average_price) AS averagePrice
           FROM page JOIN seller_stats s ON s.site_id = ${siteId} AND s.account_id = page.account_id
           JOIN accounts a ON a.account_id = s.account_id LEFT JOIN states st ON st.id = a.state_id
          ORDER BY ${order.orderBy}`,
      )
      .bind(...values.list),
  ])
  const totalCount = Number(count!.results[0]?.total ?? 0)
  const paths = sellerPathsOf[brandOfSiteId(siteId)!]
  return {
    totalCount,
    pageIndex,
    pageSize: searchPageSize,
    pageCount: Math.ceil(totalCount / searchPageSize),
    sellers: (page!.results as Omit<DirectorySeller, 'canonicalUrl'>[]).map((seller) => ({
      ...seller,
      canonicalUrl: paths.path(seller, 'details'),
    })),
  }
}
