import type { SqlValues } from './sql-values.ts'

/** What a driver's seek already decides, so the test of each entry can leave it out ('all': its rows passed every
 *  condition already). */
export type Covers = 'area' | 'keyword' | 'nothing' | 'all'

/**
 * How a search finds its candidates: an index (always named, INDEXED BY) and the part of the WHERE it seeks by.
 * Every other condition is tested on the same index entry.
 */
export interface Driver {
  index: string
  /** Rows read from this table (a CTE) instead of listings by `index`. */
  table?: string
  seek: (values: SqlValues) => string
  covers: Covers
  /** How to count the candidates cheaply when drivers are compared (default: the seek on the index). */
  probe?: (values: SqlValues) => string
  /** What reading one candidate costs, relative to stepping through an index range (1, the default). */
  weight?: number
}

/** Listings found by a seek each in search_id (a keyword's matches) cost several times the next entry of a range.
 *  Measured at 1,000,000 listings in workerd: about 1.3 µs a seek against 0.15 µs an entry of a state's range. */
export const seekWeight = 8
