// Price context (issue 31): what a listing's price per acre is compared with. One list of acreage bands for the
// listing page's comparison and the landing pages' market summary (worker/listings/price-context.ts computes both with
// one function), so the two never disagree.

/** Acreage bands, smallest first: a band holds `fromAcres <= acres < toAcres` (the last has no end). The labels read
 *  as a table's rows; in a sentence they are lowercased ('the county median for under 5 acres'). */
export const acreageBands = [
  { label: 'Under 5 acres', fromAcres: 0, toAcres: 5 },
  { label: '5–20 acres', fromAcres: 5, toAcres: 20 },
  { label: '20–50 acres', fromAcres: 20, toAcres: 50 },
  { label: '50–100 acres', fromAcres: 50, toAcres: 100 },
  { label: '100–500 acres', fromAcres: 100, toAcres: 500 },
  { label: '500 acres and up', fromAcres: 500, toAcres: null },
] as const satisfies readonly { label: string; fromAcres: number; toAcres: number | null }[]

/** The index in acreageBands of the band `acres` falls in. */
export function acreageBandOf(acres: number): number {
  const index = acreageBands.findIndex((band) => band.toAcres !== null && acres < band.toAcres)
  return index === -1 ? acreageBands.length - 1 : index
}

/** Below this many comparable listings in the county, the listing is compared with its state's instead. */
export const fewestComparables = 5

/** How far back the recent sales of a county go, and how many a listing page shows. */
export const recentSalesYears = 2
export const recentSalesShown = 5

/**
 * The quantiles of a place's price per acre that a listing page draws its scale with, as whole-number fractions: the
 * value at rank floor((n - 1) × numerator ÷ denominator) of the n values in order, the market summary's rule for its
 * medians. Integer arithmetic, so SQL and JS pick the same rank.
 */
export const spreadQuantiles = {
  p10: [1, 10],
  p25: [1, 4],
  median: [1, 2],
  p75: [3, 4],
  p90: [9, 10],
} as const satisfies Record<string, readonly [number, number]>
export type SpreadQuantile = keyof typeof spreadQuantiles

/** The rank of a quantile among `count` values in order (0 is the smallest). */
export const quantileRank = (count: number, [numerator, denominator]: readonly [number, number]) =>
  Math.floor(((count - 1) * numerator) / denominator)

/**
 * '18 % below', '4 % above' or 'at': where a price per acre stands against a median, rounded to a whole percent
 * (what "the county median" sentence says).
 */
export function againstMedian(pricePerAcre: number, median: number): string {
  const percent = Math.round(((pricePerAcre - median) / median) * 100)
  if (percent === 0) return 'at'
  return `${Math.abs(percent)} % ${percent < 0 ? 'below' : 'above'}`
}

/** Whole days from one ISO time to another (0 when the second is not later). */
export function daysBetween(fromIso: string, toMs: number): number {
  const from = Date.parse(fromIso)
  return Number.isFinite(from) ? Math.max(0, Math.floor((toMs - from) / 86_400_000)) : 0
}
