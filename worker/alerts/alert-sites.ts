import type { BrandId } from '../../brands/brand-config.ts'
import { brands } from '../../brands/brand-registry.ts'
import { defaultBrandId } from '../../brands/brand-ids.ts'
import { brandOfSiteId } from '../../brands/site-ids.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import type { SiteLinks } from '../../web/site/site-links.tsx'
import type { WorkerConfig } from '../config.ts'
import { siteOrigin } from '../site-origin.ts'

// A message is read away from the site, so its links are absolute: the canonical host of the search's brand (the
// first of its *_HOSTS var), worker/site-origin.ts.

/** The site a saved search belongs to, as its messages name and link it. */
export interface AlertSite {
  name: string
  /** 'https://land.example' ('http://land.localhost:8787' outside production). */
  origin: string
  links: SiteLinks
}

export function alertSite(siteId: number, config: WorkerConfig): AlertSite {
  const brand: BrandId = brandOfSiteId(siteId) ?? defaultBrandId
  return { name: brands[brand].displayName, origin: siteOrigin(config, brand), links: siteLinksByBrand[brand] }
}
