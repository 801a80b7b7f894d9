import type { BrandConfig } from '../brands/brand-config.ts'
import type { SessionUser } from './auth/sessions.ts'
import type { WorkerConfig } from './config.ts'

/** Per-request values set by middleware and read with c.var. */
interface AppVariables {
  /** The worker's vars, parsed (config.ts). */
  config: WorkerConfig
  brand: BrandConfig
  /** Scheme + host pages name as canonical for this brand. */
  canonicalOrigin: string
  /** The request's host is not one of ours: the default brand answers it. */
  unknownHost: boolean
  /** The request's D1 session (worker/middleware/d1-session.ts): every query of the request reads through it. */
  db: D1DatabaseSession
  /** Set by the page renderer: the page rendered is one the edge cache may share (worker/edge-cache/). */
  cacheablePage?: boolean
  /** Set by the page's API client: a call failed, so the page shows less than it should and is not cached. */
  degradedPage?: boolean
  /**
   * Set by the page's API client and renderer: an in-process call carried the visitor's session cookie, or login info
   * said logged in. The page is theirs (their name, liked ids, CSRF token), never the cache's.
   */
  personalPage?: boolean
  /** Set by the edge cache: the address a shared page renders, without the query parameters it does not read. */
  sharedUrl?: string
  /** The logged-in user: set by requireUser and requireAdmin (worker/auth/current-session.ts), read only behind them. */
  session: SessionUser
}

export interface AppEnv {
  Bindings: Env
  Variables: AppVariables
}
