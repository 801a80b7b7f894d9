// The brands by id alone, without their configs: what code needs that only names a brand or keeps a value per brand
// (a browser page loads its own brand's config, not all three).

/** Every brand's id: what a brand file's `id` may be (brand-config.ts). */
export const brandIds = ['land', 'landwatch', 'laf'] as const
export type BrandId = (typeof brandIds)[number]
export const defaultBrandId: BrandId = 'land'

/** One value per brand, keyed by brand id. */
export function perBrand<T>(valueOf: (id: BrandId) => T): Record<BrandId, T> {
  return Object.fromEntries(brandIds.map((id) => [id, valueOf(id)])) as Record<BrandId, T>
}
