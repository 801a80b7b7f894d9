import { brandNames } from '../../../brands/brand-names.ts'
import { siteIds, type SiteId } from '../../../brands/site-ids.ts'

// The sites by name, for the main land site's saved properties, which shows what a person saved on any of the three.

const siteNames: Record<SiteId, string> = {
  [siteIds.land]: brandNames.land,
  [siteIds.landwatch]: brandNames.landwatch,
  [siteIds.laf]: brandNames.laf,
}

/** The site's name, or `Site {id}` for an id that names none. */
export const siteNameOf = (siteId: number): string => siteNames[siteId as SiteId] ?? `Site ${siteId}`
