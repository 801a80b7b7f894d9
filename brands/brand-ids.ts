import type { BrandId } from './brand-config.ts'

// The brands by id alone, without their configs: what code needs that only names a brand or keeps a value per brand
// (a browser page loads its own brand's config, not all three).

export const brandIds: readonly BrandId[] = ['land', 'landwatch', 'laf']
export const defaultBrandId: BrandId = 'land'

/** One value per brand, keyed by brand id. */
export function perBrand<T>(valueOf: (id: BrandId) => T): Record<BrandId, T> {
  return Object.fromEntries(brandIds.map((id) => [id, valueOf(id)])) as Record<BrandId, T>
}
