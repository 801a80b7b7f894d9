import type { BrandConfig } from '../brands/brand-config.ts'

/** Per-request values set by middleware and read with c.var. */
export interface AppVariables {
  brand: BrandConfig
  /** Scheme + host pages name as canonical for this brand. */
  canonicalOrigin: string
  /** The request's host is not one of ours: the default brand answers it. */
  unknownHost: boolean
  /** A fresh nonce for this response's inline scripts (CSP). */
  cspNonce: string
}

export interface AppEnv {
  Bindings: Env
  Variables: AppVariables
}
