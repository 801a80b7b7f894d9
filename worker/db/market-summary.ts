import type { LandingPlace, MarketSummary } from '../../web/api/landing-page.ts'
import { listingSummary } from '../../web/api/listing-summary.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import { acreageBands } from '../../web/rules/price-context.ts'
import { placeBandFigures } from '../listings/price-context.ts'
import { siteMaskOf } from '../../brands/site-ids.ts'
import { listingSummaryColumns, listingSummaryJoins } from './listing-summary-columns.ts'
import { activeStatuses } from './popular-queries.ts'
import { siteStat } from './site-stats.ts'
import { fromSqlRows } from './sql-row.ts'
import type { Db } from './db.ts'

// A landing page's market summary. Medians and quartiles need the area's listings in order, which is too much work
// for every view of a big state, so a summary is computed once per data version and kept in site_stats.

const placeColumn: Record<LandingPlace['type'], string> = {
  state: 'state_id',
  region: 'region_id',
  county: 'county_id',
}

/**
 * The place's listings as the price context counts them (worker/listings/price-context.ts), ?2 the place's id: a state
 * or a county is a range of search_place; a region, which that index does not hold, is read through its own.
 */
const placeComparables: Record<LandingPlace['type'], { from: string; where: string }> = {
  state: { from: 'listings l INDEXED BY search_place', where: 'l.state_id = ?2' },
  county: {
    from: 'listings l INDEXED BY search_place',
    where: 'l.state_id = (SELECT k.state_id FROM counties k WHERE k.id = ?2) AND l.county_id = ?2',
  },
  region: { from: 'listings l', where: 'l.region_id = ?2' },
}

const newestCount = 4

/** The kept summaries' shape: a summary kept in another (before the bands' medians per acre) is not read as this one. */
const summaryShape = 2

export function marketSummaryOf(db: Db, siteId: number, place: LandingPlace): Promise<MarketSummary> {
  const name = `market-summary:${summaryShape}:${place.type}:${place.id}`
  return siteStat(db, siteId, name, () => computeSummary(db, siteId, place))
}

async function computeSummary(db: Db, siteId: number, place: LandingPlace): Promise<MarketSummary> {
  const area = `l.${placeColumn[place.type]} = ?1 AND l.market_status IN (${activeStatuses}) AND (l.site_mask & ?2) != 0`
  const args = [place.id, siteMaskOf(siteId)]
  // The acreage bands of the listing pages' price context, so a band's median per acre here is the one they quote.
  const bandSums = acreageBands
    .map(
      ({ fromAcres, toAcres }, index) =>
        `SUM(l.acres >= ${fromAcres}${toAcres === null ? '' : ` AND l.acres < ${toAcres}`}) AS band${index}`,
    )
    .join(', ')
  const [totals, pricePerAcre] = await Promise.all([
    db
      .prepare(
        `SELECT COUNT(*) AS listingCount, SUM(l.price_per_acre IS NOT NULL) AS priced, ${bandSums}
           FROM listings l WHERE ${area}`,
      )
      .bind(...args)
      .first<Record<string, number | null>>(),
    placeBandFigures(db, siteId, placeComparables[place.type], place.id),
  ])
  const listingCount = totals?.listingCount ?? 0
  const priced = totals?.priced ?? 0
  // The value at a rank of the area's listings ordered by a column: one row read after the index walk.
  const at = (column: string, rank: number) =>
    db
      .prepare(
        `SELECT ${column} AS value FROM listings l WHERE ${area} AND ${column} IS NOT NULL
          ORDER BY ${column} LIMIT 1 OFFSET ?3`,
      )
      .bind(...args, rank)
  const quartile = (count: number, q: number) => Math.min(count - 1, Math.floor((count - 1) * q))
  const newest = db
    .prepare(
      `SELECT ${listingSummaryColumns} FROM listings l ${listingSummaryJoins}
        WHERE l.${placeColumn[place.type]} = ?1 AND l.market_status = ${marketStatus.available}
          AND (l.site_mask & ?2) != 0
        ORDER BY l.date_listed DESC, l.id DESC LIMIT ${newestCount}`,
    )
    .bind(...args)
  const ranked = [
    ...(priced ? [at('l.price_per_acre', quartile(priced, 0.5)), at('l.price', quartile(priced, 0.5))] : []),
    ...(listingCount ? [0.25, 0.5, 0.75].map((q) => at('l.acres', quartile(listingCount, q))) : []),
  ]
  const [newestRows, ...values] = await db.batch<Record<string, unknown>>([newest, ...ranked])
  const value = (index: number) => Number(values[index]?.results[0]?.value ?? 0)
  const acresFrom = priced ? 2 : 0
  return {
    listingCount,
    medianPricePerAcre: priced ? Math.round(value(0)) : null,
    medianPrice: priced ? Math.round(value(1)) : null,
    acres: listingCount ? { p25: value(acresFrom), median: value(acresFrom + 1), p75: value(acresFrom + 2) } : null,
    acreageBands: acreageBands.map(({ label }, index) => ({
      label,
      listingCount: totals?.[`band${index}`] ?? 0,
      pricedCount: pricePerAcre.get(index)?.count ?? 0,
      medianPricePerAcre: pricePerAcre.get(index)?.spread.median ?? null,
    })),
    newestListings: fromSqlRows(listingSummary, newestRows!.results),
  }
}
