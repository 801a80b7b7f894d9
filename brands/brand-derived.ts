import type { BrandId } from './brand-ids.ts'
import { siteIds } from './site-ids.ts'

/**
 * The fields a brand's config derives from its id: the site id and the spec's site flags (isLand, isLW, isLAF). The
 * config schema applies it after checking a brand file (brand-config.ts); the browser, which runs only configs the
 * build and the worker already checked, applies it alone.
 */
export function withDerivedFields<T extends { id: BrandId }>(brand: T) {
  return {
    ...brand,
    siteId: siteIds[brand.id],
    isLand: brand.id === 'land',
    isLW: brand.id === 'landwatch',
    isLAF: brand.id === 'laf',
  }
}
