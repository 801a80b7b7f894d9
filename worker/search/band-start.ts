// A page walked in the order of acreage or price starts at the band it begins in: listing_band_counts
// (range-bands.ts) counts the matches of each band, so the walk skips the bands before the page by a seek on the
// sort index, and its OFFSET is only what lies before the page in that band. Without it a deep page walks past every
// listing before it, and a search for a property type walks past the bands without any: commercial land is small,
// and its largest acreage first came after most of the country's listings (30-40 ms at a million).
import { countryStateId } from './listing-counts.ts'
import { coreSql } from './listing-filters.ts'
import { bandColumns } from './range-bands.ts'
import type { SearchQuery, WalkStart } from './search-sql.ts'

/** listing_band_counts keeps the house of the features (0011_search_bands.sql). */
const keptFeatures = 1

/** How the walk of the page at `offset` starts, or null to walk from the first listing (the counts cannot tell: a
 *  filter that is not a core one, a keyword, a place other than a state; an order without bands or with a part of
 *  its listings put last). */
export function bandStart(query: SearchQuery, offset: number): WalkStart | null {
  const { area, filters, keyword, sort } = query
  const stateId = area.kind === 'country' ? countryStateId : area.kind === 'state' ? area.stateId : null
  const band = Object.values(bandColumns).find((column) => column.index === sort.index)
  const { core } = filters
  if (stateId === null || !band || keyword || filters.rest.length || sort.last) return null
  if ((core.featureMask & ~keptFeatures) !== 0) return null
  const detail = core.typeMask !== null || core.featureMask ? 1 : 0
  const [statuses, ...others] = coreSql(core, 'b')
  const matches = (k: string) => `(SELECT ifnull(sum(b.n), 0) FROM listing_band_counts b
      WHERE b.state_id = ${stateId} AND b.range_column = ${band.id} AND b.detail = ${detail} AND ${statuses}
        AND b.band = ${k} AND ${others.join(' AND ')})`
  // The bands in the order of the walk, each with its matches and those of the bands ahead (before), summed one band
  // at a time until the page's first listing is reached: its band is the last one read. The bands past it are not
  // summed (a first page reads one or two).
  const [first, next, more, last] = sort.descending
    ? [band.edges.length, 'k - 1', 'k > 0', 'ASC']
    : [0, 'k + 1', `k < ${band.edges.length}`, 'DESC']
  // (k and found: names no column of listing_band_counts has, so the sum of the next band reads band_walk's.)
  const cte = `band_walk(k, before, found) AS (
      SELECT ${first}, 0, ${matches(String(first))}
      UNION ALL SELECT ${next}, before + found, ${matches(next)} FROM band_walk
       WHERE before + found <= ${offset} AND ${more}),
    band_start AS MATERIALIZED (SELECT k AS band, before FROM band_walk ORDER BY k ${last} LIMIT 1)`
  // Walking down, the band starts below its upper edge; walking up, at its lower edge. The first band of either walk
  // (the top walking down, the bottom walking up) starts at the end of the index: no bound.
  const [operator, edgeOf, open] = sort.descending
    ? (['<', (k: number) => band.edges[k], '1e308'] as const)
    : (['>=', (k: number) => band.edges[k - 1], '-1e308'] as const)
  const edges = band.edges.map((_, i) => (sort.descending ? i : i + 1))
  const edge = `CASE band ${edges.map((k) => `WHEN ${k} THEN ${edgeOf(k)}`).join(' ')} END`
  return {
    cte,
    seek: `l.${band.column} ${operator} ifnull((SELECT ${edge} FROM band_start), ${open})`,
    offset: `ifnull((SELECT ${offset} - before FROM band_start), ${offset})`,
  }
}
