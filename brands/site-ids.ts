import type { BrandId } from './brand-ids.ts'

/**
 * The numeric site id of each brand: the {siteId} of API paths and the bit (siteId - 1) of a listing's site mask.
 * Site id 0 in an API path means every site.
 */
export const siteIds = { land: 1, landwatch: 2, laf: 3 } as const satisfies Record<BrandId, number>
export type SiteId = (typeof siteIds)[BrandId]

export const allSitesId = 0
export const siteIdList: readonly SiteId[] = Object.values(siteIds)

/** Listings carry a bit per site (bit siteId - 1); site id 0 means every site. */
export function siteMaskOf(siteId: number): number {
  return siteId === allSitesId ? siteIdList.reduce((mask, id) => mask | (1 << (id - 1)), 0) : 1 << (siteId - 1)
}

/** The brand of a site id; undefined for 0 (every site), whose brand is the request's. */
export function brandOfSiteId(siteId: number): BrandId | undefined {
  return (Object.keys(siteIds) as BrandId[]).find((id) => siteIds[id] === siteId)
}
