// Counting the whole country or a state on the core filters and one price or acreage range from listing_band_counts
// (range-bands.ts): the bands inside the range summed, and the part of a band at each end of it counted on the
// range's index, or as the whole band less the rest of it, whichever reads fewer index entries by the sampled
// estimate. A range over most listings is the place's count (listing_counts) less the bands outside it: fewer rows.
import { aggregateCountSql, countryStateId, placeListingsSql } from './listing-counts.ts'
import { coreSql, type CoreFilters } from './listing-filters.ts'
import { bandColumns, type BandColumn } from './range-bands.ts'
import { rangeShares, type ShareOf } from './range-estimates.ts'
import { areaDriver, listingSpan, type Counting, type SearchQuery } from './search-sql.ts'
import type { SqlValues } from './sql-values.ts'
import type { Db } from '../db/db.ts'

/** Values of a column between optional bounds. */
interface Interval {
  gte?: number
  gt?: number
  lt?: number
  lte?: number
}

/** A range as bands summed whole, and parts of bands counted on the index: added, or taken from a band summed.
 *  `touched`: every band with listings in the range. */
export interface BandPlan {
  bands: number[]
  add: Interval[]
  subtract: Interval[]
  touched: number[]
}

/** The house is the one feature listing_band_counts keeps (0011_search_bands.sql). */
const keptFeatures = 1

/** A state is counted from the bands when the parts it counts on the index are this share of all listings at most:
 *  reading the state's own listings (a few percent of the country) costs about as much. */
const maxStatePartShare = 0.01

/** A range whose whole bands hold more than this share is counted as the place less the bands outside it. */
const wideShare = 0.5

const shareOf = (share: ShareOf, interval: Interval) => share(interval.gte ?? interval.gt, interval.lte ?? interval.lt)
const sharesOf = (share: ShareOf, intervals: readonly Interval[]) =>
  intervals.reduce((sum, interval) => sum + shareOf(share, interval), 0)
const bandInterval = (band: BandColumn, k: number): Interval => ({ gte: band.edges[k - 1], lt: band.edges[k] })

/** Whether a band's part in the range is counted as the band less the rest of it. */
type RestCheaper = (inside: Interval, rest: readonly Interval[]) => boolean

/** By the sampled estimate: the rest of the band holds fewer listings than the part (no estimate: never). */
const restCheaperBy =
  (share: ShareOf | null): RestCheaper =>
  (inside, rest) =>
    share !== null && sharesOf(share, rest) < shareOf(share, inside)

/** How to count low ≤ value ≤ high (either open) by bands. */
export function bandPlan(
  band: BandColumn,
  low: number | undefined,
  high: number | undefined,
  restCheaper: RestCheaper,
): BandPlan {
  const plan: BandPlan = { bands: [], add: [], subtract: [], touched: [] }
  for (let k = 0; k <= band.edges.length; k++) {
    const [from, to] = [band.edges[k - 1], band.edges[k]]
    const wholeFrom = low === undefined || (from !== undefined && low <= from)
    const wholeTo = high === undefined || (to !== undefined && high >= to)
    if (wholeFrom && wholeTo) {
      plan.bands.push(k)
      plan.touched.push(k)
      continue
    }
    const gte = wholeFrom ? from : low
    const lte = wholeTo ? undefined : high
    const lt = lte === undefined ? to : undefined
    if (gte !== undefined && ((lt !== undefined && gte >= lt) || (lte !== undefined && gte > lte))) continue
    const inside: Interval = { gte, lt, lte }
    plan.touched.push(k)
    const rest: Interval[] = [
      ...(wholeFrom ? [] : [{ gte: from, lt: low }]),
      ...(wholeTo ? [] : [{ gt: high, lt: to }]),
    ]
    if (restCheaper(inside, rest)) {
      plan.bands.push(k)
      plan.subtract.push(...rest)
    } else plan.add.push(inside)
  }
  return plan
}

/** The place, column and bounds of a search listing_band_counts can count, or null. */
export function bandSearch(query: SearchQuery) {
  const { area, filters, keyword } = query
  const range = filters.onlyRange
  if (keyword || !range || (filters.core.featureMask & ~keptFeatures) !== 0) return null
  const stateId = area.kind === 'country' ? countryStateId : area.kind === 'state' ? area.stateId : null
  const band = Object.values(bandColumns).find((column) => column.column === range.bounds.column)
  if (stateId === null || !band) return null
  return { stateId, band, low: range.bounds.low, high: range.bounds.high }
}

export async function bandCounting(db: Db, query: SearchQuery): Promise<Counting | null> {
  const search = bandSearch(query)
  if (!search) return null
  const share = await rangeShares(db, search.band.column)
  const plan = bandPlan(search.band, search.low, search.high, restCheaperBy(share))
  const parts = share ? sharesOf(share, [...plan.add, ...plan.subtract]) : 0
  if (search.stateId !== countryStateId && parts > maxStatePartShare) return null
  const inside = plan.bands.map((k) => bandInterval(search.band, k))
  const wide = share !== null && sharesOf(share, inside) > wideShare
  return bandCountingOf(query, plan, wide)!
}

/** The count by the plan (`wide`: as the place less the bands outside it); null when bands cannot count it. */
export function bandCountingOf(query: SearchQuery, plan: BandPlan, wide: boolean): Counting | null {
  const search = bandSearch(query)
  if (!search) return null
  const { stateId, band } = search
  const { core } = query.filters
  // A state's page is collected from its listings; the country's from the range, whose index entries are about
  // those of the bands it touches (all statuses and sites: what the seek passes).
  const collector = areaDriver(query) ?? query.filters.onlyRange!.driver
  // The place's count is summed over the features it asks for: without any, a handful of rows.
  const outside = wide && !core.featureMask
  const outsideBands = Array.from({ length: band.edges.length + 1 }, (_, k) => k).filter((k) => !plan.bands.includes(k))
  return {
    sql: (values) => {
      const place = `(SELECT total FROM (${aggregateCountSql(stateId, query.filters)}))`
      const sums = outside
        ? `${place} - ${bandSumSql(stateId, band, core, outsideBands)}`
        : bandSumSql(stateId, band, core, plan.bands)
      const count = (interval: Interval) => partCountSql(stateId, band, core, interval, values)
      const total =
        [sums, ...plan.add.map(count)].join(' + ') + plan.subtract.map((part) => ` - ${count(part)}`).join('')
      const driven = stateId === countryStateId ? rangeEntriesSql(band, plan.touched) : placeListingsSql(stateId, core)
      return `SELECT ${total} AS total, ${driven} AS driven, ${listingSpan}`
    },
    collect: { driver: collector, fewRows: false },
    // Map data reads every match: a wide range of the country in the order of its map cells instead (map-data.ts).
    driver: wide && stateId === countryStateId ? null : collector,
  }
}

function bandSumSql(stateId: number, band: BandColumn, core: CoreFilters, bands: readonly number[]): string {
  if (!bands.length) return '0'
  const detail = core.typeMask !== null || core.featureMask ? 1 : 0
  const [statuses, ...others] = coreSql(core, 'b')
  return `(SELECT ifnull(sum(b.n), 0) FROM listing_band_counts b
            WHERE b.state_id = ${stateId} AND b.range_column = ${band.id} AND b.detail = ${detail} AND ${statuses}
              AND b.band IN (${bands.join(', ')}) AND ${others.join(' AND ')})`
}

/** Every listing in the bands, of any status and site. */
const rangeEntriesSql = (band: BandColumn, bands: readonly number[]) =>
  `(SELECT ifnull(sum(b.n), 0) FROM listing_band_counts b WHERE b.state_id = ${countryStateId}
     AND b.range_column = ${band.id} AND b.detail = 0 AND b.band IN (${bands.join(', ') || 'NULL'}))`

function partCountSql(
  stateId: number,
  band: BandColumn,
  core: CoreFilters,
  interval: Interval,
  values: SqlValues,
): string {
  const column = `l.${band.column}`
  const bounds = (['gte', 'gt', 'lt', 'lte'] as const).flatMap((key) => {
    const value = interval[key]
    const operator = { gte: '>=', gt: '>', lt: '<', lte: '<=' }[key]
    return value === undefined ? [] : [`${column} ${operator} ${values.bind(value)}`]
  })
  const place = stateId === countryStateId ? [] : [`l.state_id = ${stateId}`]
  return `(SELECT count(*) FROM listings l INDEXED BY ${band.index}
            WHERE ${[...bounds, ...coreSql(core, 'l'), ...place].join(' AND ')})`
}
