import type { Db } from '../db/db.ts'
// How much of the country a price, acreage or listing-date range holds, estimated from a sample of the listings
// (every 256th id), read once per isolate and kept ten minutes. Only the plan depends on it (counting inside a range
// or the whole country less outside it, which range of several drives): a stale or rough sample costs time, never
// a wrong count.

/** The columns a range filter is on (listing-filters.ts rangeFilters). */
export type RangeColumn = 'price' | 'acres' | 'listed_at'

const sampleStep = 256
const keepMs = 10 * 60_000

type Sample = Record<RangeColumn, number[]>
let cached: { at: number; sample: Promise<Sample> } | null = null

async function readSample(db: Db): Promise<Sample> {
  const { results } = await db
    .prepare(
      `WITH RECURSIVE step(id) AS (
         SELECT (SELECT min(rowid) FROM listings)
         UNION ALL SELECT id + ${sampleStep} FROM step WHERE id + ${sampleStep} <= (SELECT max(rowid) FROM listings))
       SELECT l.price, l.acres, l.listed_at FROM step JOIN listings l INDEXED BY search_id ON l.id = step.id`,
    )
    .all<Record<RangeColumn, number>>()
  const sorted = (column: RangeColumn) => results.map((row) => row[column]).sort((a, b) => a - b)
  return { price: sorted('price'), acres: sorted('acres'), listed_at: sorted('listed_at') }
}

function sample(db: Db, nowMs: number): Promise<Sample> {
  if (!cached || nowMs - cached.at > keepMs) {
    const reading = readSample(db)
    cached = { at: nowMs, sample: reading }
    // A read that failed (D1 down for a moment) is not kept: the next search reads again, instead of every ranged
    // search failing with it for ten minutes.
    reading.catch(() => {
      if (cached?.sample === reading) cached = null
    })
  }
  return cached.sample
}

/** Index of the first sampled value not below `value` (or above it, with `after`). */
function rank(values: readonly number[], value: number, after: boolean): number {
  let [low, high] = [0, values.length]
  while (low < high) {
    const middle = (low + high) >> 1
    if (after ? values[middle]! <= value : values[middle]! < value) low = middle + 1
    else high = middle
  }
  return low
}

/** A share of the listings: those with low ≤ column ≤ high (either bound open), 0 to 1. */
export type ShareOf = (low: number | undefined, high: number | undefined) => number

/** The estimated share of listings in a range of the column, or null while there is no sample to tell (a database
 *  of a few thousand listings, where every plan is quick). */
export async function rangeShares(db: Db, column: RangeColumn): Promise<ShareOf | null> {
  const values = (await sample(db, Date.now()))[column]
  if (values.length < 64) {
    cached = null
    return null
  }
  return (low, high) => {
    const from = low === undefined ? 0 : rank(values, low, false)
    const to = high === undefined ? values.length : rank(values, high, true)
    return Math.max(0, to - from) / values.length
  }
}

/** The estimated share of listings with low ≤ column ≤ high (either bound open), 0 to 1; 0.5 without a sample. */
export async function shareInRange(
  db: Db,
  column: RangeColumn,
  low: number | undefined,
  high: number | undefined,
): Promise<number> {
  return (await rangeShares(db, column))?.(low, high) ?? 0.5
}
