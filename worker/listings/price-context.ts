// A listing's price in context (web/api/price-context.ts), and the price per acre of a place's listings per acreage
// band, which the landing pages' market summary shows (worker/db/market-summary.ts): both are figured by
// pricePerAcreFiguresSql, so a listing page and its county's landing page never disagree.
//
// At a million listings every statement reads the search_place index (state, status, county, then price and acres
// among its columns): a county's active listings are one range of it and no row is read. The state's figures, read
// only when the county has too few, are a range of the state's active listings: in Texas, the largest, about 78,000
// index entries (about 25 ms). A listing's statements go in one batch, so the page waits for one round trip.
import type { PriceContext, RecentSale } from '../../web/api/price-context.ts'
import { siteMaskOf } from '../../brands/site-ids.ts'
import { auctionPriceSentinel, defaultMarketStatuses, marketStatus } from '../../web/rules/listing-rules.ts'
import {
  acreageBands,
  daysBetween,
  fewestComparables,
  quantileRank,
  recentSalesShown,
  recentSalesYears,
  spreadQuantiles,
  type SpreadQuantile,
} from '../../web/rules/price-context.ts'
import { onSite } from './listing-detail.ts'
import type { Db } from '../db/db.ts'

/** The acreage band of `acres` (an SQL expression) as its index in acreageBands. */
const bandSql = (acres: string) =>
  `CASE ${acreageBands
    .flatMap((band, index) => (band.toAcres === null ? [] : [`WHEN ${acres} < ${band.toAcres} THEN ${index}`]))
    .join(' ')} ELSE ${acreageBands.length - 1} END`

/** A price per acre to compare: not Auction (2) nor Contact for Price (0), as listings.price_per_acre has one. */
const priced = `l.price > ${auctionPriceSentinel} AND l.acres > 0`

/** Comparable listings `l`: active (available or under contract), on the site whose mask is ?1, with a price. */
const comparable = `l.market_status IN (${defaultMarketStatuses.join(', ')}) AND (l.site_mask & ?1) != 0 AND ${priced}`

/**
 * The SQL of the price per acre of comparable listings per acreage band: how many (n), how many are priced below
 * `below` (an SQL value), and the values at the spread's ranks, one row per band and rank. `from` names the listings
 * `l` (with `with`'s tables) and `where` keeps those of the place (and a band). ?1 is the site's mask.
 */
function pricePerAcreFiguresSql(place: { with?: string; from: string; where: string; below?: string }): string {
  const ranks = Object.values(spreadQuantiles).map(
    ([numerator, denominator]) => `(n - 1) * ${numerator} / ${denominator}`,
  )
  return `WITH ${place.with ? `${place.with},` : ''}
    comparable AS (
      SELECT ${bandSql('l.acres')} AS band, l.price / l.acres AS pricePerAcre FROM ${place.from}
       WHERE ${place.where} AND ${comparable}
    ),
    ranked AS (
      SELECT band, pricePerAcre, row_number() OVER (PARTITION BY band ORDER BY pricePerAcre) - 1 AS rank,
          count(*) OVER (PARTITION BY band) AS n,
          count(*) FILTER (WHERE pricePerAcre < ${place.below ?? 'NULL'}) OVER (PARTITION BY band) AS below
        FROM comparable
    )
  SELECT band, n, below, rank, pricePerAcre FROM ranked WHERE rank IN (${ranks.join(', ')}) ORDER BY band, rank`
}

interface FigureRow {
  band: number
  n: number
  below: number
  rank: number
  pricePerAcre: number
}

/** One acreage band's figures: how many listings, how many priced below the listing, and the spread. */
interface BandFigures {
  count: number
  below: number
  spread: Record<SpreadQuantile, number>
}

/** The rows of pricePerAcreFiguresSql by band (a band without comparable listings has none). */
function bandFiguresOf(rows: readonly FigureRow[]): Map<number, BandFigures> {
  const figures = new Map<number, BandFigures>()
  for (const band of new Set(rows.map((row) => row.band))) {
    const ofBand = rows.filter((row) => row.band === band)
    const count = ofBand[0]!.n
    const at = (quantile: readonly [number, number]) =>
      Math.round(ofBand.find((row) => row.rank === quantileRank(count, quantile))?.pricePerAcre ?? 0)
    const spread = Object.fromEntries(
      Object.entries(spreadQuantiles).map(([name, quantile]) => [name, at(quantile)]),
    ) as Record<SpreadQuantile, number>
    figures.set(band, { count, below: ofBand[0]!.below, spread })
  }
  return figures
}

/** The figures of every band of a place's comparable listings (a landing page's market summary). */
export async function placeBandFigures(
  db: Db,
  siteId: number,
  place: { from: string; where: string },
  placeId: number,
): Promise<Map<number, BandFigures>> {
  const { results } = await db.prepare(pricePerAcreFiguresSql(place)).bind(siteMaskOf(siteId), placeId).all<FigureRow>()
  return bandFiguresOf(results)
}

// ?1 the site's mask, ?2 the listing. The listing on the site, with its band and price per acre.
const target = `target AS (
    SELECT l.id, l.state_id, l.county_id, ${bandSql('l.acres')} AS band,
        CASE WHEN ${priced} THEN l.price / l.acres END AS pricePerAcre
      FROM listings l WHERE l.id = ?2 AND ${onSite}
  )`
const countyOfTarget =
  'target t JOIN listings l INDEXED BY search_place ON l.state_id = t.state_id AND l.county_id = t.county_id'
const sameBand = `${bandSql('l.acres')} = t.band`
const belowTarget = '(SELECT pricePerAcre FROM target)'

const countySql = pricePerAcreFiguresSql({ with: target, from: countyOfTarget, where: sameBand, below: belowTarget })
// The state's, only when the county has too few: the count is a constant of the statement, tested before any row of
// the state is read.
const stateSql = pricePerAcreFiguresSql({
  with: `${target}, countyComparables AS (SELECT 1 FROM ${countyOfTarget} WHERE ${sameBand} AND ${comparable})`,
  from: 'target t JOIN listings l INDEXED BY search_place ON l.state_id = t.state_id',
  where: `${sameBand} AND (SELECT count(*) FROM countyComparables) < ${fewestComparables}`,
  below: belowTarget,
})

const listingSql = `SELECT l.price, l.acres, l.market_status AS marketStatus, l.date_listed AS dateListed,
    l.sales_date AS salesDate, ${bandSql('l.acres')} AS band,
    CASE WHEN ${priced} THEN l.price / l.acres END AS pricePerAcre, c.name_full AS county, s.name AS stateName
  FROM listings l JOIN counties c ON c.id = l.county_id JOIN states s ON s.id = l.state_id
  WHERE l.id = ?2 AND ${onSite}`

// ?1 the listing.
const historySql = `SELECT changed_at AS changedAt, old_price AS oldPrice, new_price AS newPrice
  FROM listing_price_changes WHERE listing_id = ?1 ORDER BY changed_at, rowid`

// ?3 the earliest sale date. The county's sold listings are a range of search_place; their sale dates are read from
// the rows (a few hundred in the busiest county at a million listings).
const recentSalesSql = `WITH ${target}
  SELECT l.id, l.title, l.acres, l.price, CASE WHEN ${priced} THEN round(l.price / l.acres) END AS pricePerAcre,
      l.sales_date AS salesDate, l.city_name AS city, c.name_full AS county, s.abbreviation AS stateAbbreviation,
      s.name AS stateName
    FROM target t JOIN listings l INDEXED BY search_place ON l.state_id = t.state_id
        AND l.market_status = ${marketStatus.sold} AND l.county_id = t.county_id
      JOIN counties c ON c.id = l.county_id JOIN states s ON s.id = l.state_id
   WHERE (l.site_mask & ?1) != 0 AND l.sales_date >= ?3 AND l.id != t.id
   ORDER BY l.sales_date DESC, l.id DESC LIMIT ${recentSalesShown}`

interface ListingRow {
  price: number
  acres: number
  marketStatus: number
  dateListed: string
  salesDate: string | null
  band: number
  pricePerAcre: number | null
  county: string
  stateName: string
}

const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

/** The earliest sale date of the recent sales on `nowMs`: the same day recentSalesYears years before. */
function recentSalesSince(nowMs: number): string {
  const since = new Date(nowMs)
  since.setUTCFullYear(since.getUTCFullYear() - recentSalesYears)
  return isoSeconds(since.getTime())
}

/** Listing `id`'s price in context on site `siteId`, or null when the site has no such listing. */
export async function priceContextOf(
  db: Db,
  siteId: number,
  id: number,
  nowMs = Date.now(),
): Promise<PriceContext | null> {
  const siteMask = siteMaskOf(siteId)
  const [listings, county, state, history, sales] = await db.batch<Record<string, unknown>>([
    db.prepare(listingSql).bind(siteMask, id),
    db.prepare(countySql).bind(siteMask, id),
    db.prepare(stateSql).bind(siteMask, id),
    db.prepare(historySql).bind(id),
    db.prepare(recentSalesSql).bind(siteMask, id, recentSalesSince(nowMs)),
  ])
  const listing = listings?.results[0] as ListingRow | undefined
  if (!listing) return null
  const inCounty = bandFiguresOf((county?.results ?? []) as unknown as FigureRow[]).get(listing.band)
  const inState = bandFiguresOf((state?.results ?? []) as unknown as FigureRow[]).get(listing.band)
  const figures =
    inCounty && inCounty.count >= fewestComparables
      ? { scope: 'county' as const, placeName: listing.county, ...inCounty }
      : inState && inState.count >= fewestComparables
        ? { scope: 'state' as const, placeName: listing.stateName, ...inState }
        : null
  const changes = (history?.results ?? []) as { changedAt: string; oldPrice: number; newPrice: number }[]
  const soldMs = listing.marketStatus === marketStatus.sold && listing.salesDate ? Date.parse(listing.salesDate) : NaN
  return {
    pricePerAcre: listing.pricePerAcre === null ? null : Math.round(listing.pricePerAcre),
    acreageBand: listing.band,
    comparison: figures && {
      scope: figures.scope,
      placeName: figures.placeName,
      listingCount: figures.count,
      spread: figures.spread,
      percentile: listing.pricePerAcre === null ? null : Math.round((figures.below / figures.count) * 100),
    },
    daysOnMarket: daysBetween(listing.dateListed, Number.isFinite(soldMs) ? soldMs : nowMs),
    listedPrice: changes[0]?.oldPrice ?? listing.price,
    listedAt: listing.dateListed,
    priceChanges: changes,
    recentSales: (sales?.results ?? []) as RecentSale[],
  }
}
