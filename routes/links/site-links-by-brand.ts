import type { BrandId } from '../../brands/brand-config.ts'
import type { SiteLinks } from '../../web/site/site-links.tsx'
import { lafLinks } from './laf-links.ts'
import { landLinks } from './land-links.ts'
import { landwatchLinks } from './landwatch-links.ts'

/** Every brand's links, for the server (it renders all three); a browser page imports its own brand's only. */
export const siteLinksByBrand: Record<BrandId, SiteLinks> = {
  land: landLinks,
  landwatch: landwatchLinks,
  laf: lafLinks,
}
