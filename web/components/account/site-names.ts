import { lafBrand } from '../../../brands/laf.ts'
import { landBrand } from '../../../brands/land.ts'
import { landwatchBrand } from '../../../brands/landwatch.ts'
import { siteIds, type SiteId } from '../../../brands/site-ids.ts'

// The sites by name, for the main land site's saved properties, which shows what a person saved on any of the three.
// A browser page otherwise has its own brand's config only: this brings the other two to the account page's chunk.

const siteNames: Record<SiteId, string> = {
  [siteIds.land]: landBrand.displayName,
  [siteIds.landwatch]: landwatchBrand.displayName,
  [siteIds.laf]: lafBrand.displayName,
}

/** The site's name, or `Site {id}` for an id that names none. */
export const siteNameOf = (siteId: number): string => siteNames[siteId as SiteId] ?? `Site ${siteId}`
