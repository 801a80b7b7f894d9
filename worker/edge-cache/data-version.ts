import type { Db } from '../db/db.ts'

// The data version (table data_version, bumped by a trigger on every change of a listing) is part of every edge
// cache key: a listing change makes new keys, and the old copies are never read again (they expire by themselves).
// Reading it costs a D1 query, so an isolate reads it at most once per interval; a write made through this isolate
// forgets it at once, so the writer's next page is rendered afresh. Other isolates see the change within the interval.

/** How long another isolate's listing change may go unseen by this isolate's cache. */
const recheckMs = 10_000

let known: { version: number; readAt: number } | null = null
let reading: Promise<number> | null = null

export function currentDataVersion(db: Db): Promise<number> {
  if (known && Date.now() - known.readAt < recheckMs) return Promise.resolve(known.version)
  // One read for all the requests that arrive while it is under way.
  reading ??= db
    .prepare('SELECT version FROM data_version WHERE id = 1')
    .first<number>('version')
    .then((version) => {
      known = { version: version ?? 0, readAt: Date.now() }
      return known.version
    })
    .finally(() => {
      reading = null
    })
  return reading
}

/** A write went through this isolate: the next cached read asks D1 for the version again. */
export function forgetDataVersion(): void {
  known = null
}
