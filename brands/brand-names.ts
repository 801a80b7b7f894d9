import type { BrandId } from './brand-config.ts'

/**
 * Each brand's name as its pages show it, apart from the configs (brands/land.ts…): a page that names all three sites
 * (the add-listing page, saved properties) needs their names only, and a browser page then loads its own brand's
 * config alone, in its entry.
 */
export const brandNames: Readonly<Record<BrandId, string>> = {
  land: 'OpenAcres',
  landwatch: 'Rural Lookout',
  laf: 'Farm & Range Finder',
}
