import type { BrandConfig } from '../brands/brand-config.ts'
import { jsonLdScript, openGraphMeta, type JsonLdNode, type OpenGraphPage } from '../web/seo/open-graph.ts'

/** What a page says about itself: its title, description and preview, and its schema.org JSON-LD. */
export interface PageAbout extends Omit<OpenGraphPage, 'siteName'> {
  structuredData?: JsonLdNode
}

/** A route's head(): its meta tags and scripts, built by its loader (and carried in the loader's data). */
export interface PageHead {
  meta: ({ title: string } | { name: string; content: string } | { property: string; content: string })[]
  scripts: { type: 'application/ld+json'; children: string }[]
}

/**
 * A route's head() for a page crawlers index: '{title} | {brand}', the description, the Open Graph and Twitter tags,
 * and the JSON-LD script. The root route adds the canonical link of the same URL.
 */
export function pageHead(brand: BrandConfig, page: PageAbout): PageHead {
  return {
    meta: [
      { title: `${page.title} | ${brand.displayName}` },
      { name: 'description', content: page.description },
      ...openGraphMeta({ ...page, siteName: brand.displayName }),
    ],
    scripts: page.structuredData ? [jsonLdScript(page.structuredData)] : [],
  }
}
