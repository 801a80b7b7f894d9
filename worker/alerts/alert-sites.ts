import type { BrandId } from '../../brands/brand-config.ts'
import { brands } from '../../brands/brand-registry.ts'
import { defaultBrandId } from '../../brands/brand-ids.ts'
import { brandOfSiteId } from '../../brands/site-ids.ts'
import { siteLinksByBrand } from '../../routes/links/site-links-by-brand.ts'
import type { SiteLinks } from '../../web/site/site-links.tsx'
import type { WorkerConfig } from '../config.ts'

// A message is read away from the site, so its links are absolute: the canonical host of the search's brand (the
// first of its *_HOSTS var). There is no request to take the scheme and port from, as pages take them (brand.ts).

/** wrangler dev's port (wrangler.toml [dev]): where `npm start` serves the brands outside production. */
const localPort = 8787

/** The site a saved search belongs to, as its messages name and link it. */
export interface AlertSite {
  name: string
  /** 'https://land.example' ('http://land.localhost:8787' outside production). */
  origin: string
  links: SiteLinks
}

export function alertSite(siteId: number, config: WorkerConfig): AlertSite {
  const brand: BrandId = brandOfSiteId(siteId) ?? defaultBrandId
  const host = config.hosts[brand][0]
  const origin = config.environment === 'production' ? `https://${host}` : `http://${host}:${localPort}`
  return { name: brands[brand].displayName, origin, links: siteLinksByBrand[brand] }
}
