import type { SiteData } from './site-data.ts'
import type { Session, SoakRequest } from './soak-http.ts'

// A request the load sends and what it must answer, shared by the reads (load-kinds.ts), the writes (*-writes.ts) and
// the runner (load-run.ts).

export interface Planned {
  request: SoakRequest
  /** Called with the answer's status, for a write to count what was answered. */
  onAnswer?: (status: number) => void
}

export interface LoadKind {
  /** 'page listing', 'api search', 'write like': a row of the report. */
  name: string
  /** Its share of the requests, against the other kinds' weights. */
  weight: number
  /** The statuses a right answer has. */
  expected: readonly number[]
  /**
   * Who sends it: a visitor; a visitor or, on a share of the requests, a logged-in buyer; always a buyer; or whom the
   * kind itself names (a write, spread over the buyers so that each one can be accounted for).
   */
  login: 'never' | 'share' | 'buyer' | 'own'
  /** The next request on the brand's site; null when it has nothing to send there (none of its kind, or no more). */
  next(site: SiteData, session: Session | null): Planned | null
}

/** One of `values`, at random. */
export const pick = <T>(values: readonly T[]): T | undefined => values[Math.floor(Math.random() * values.length)]
