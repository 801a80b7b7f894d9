import type { BrandId } from '../../brands/brand-config.ts'
import { perBrand } from '../../brands/brand-registry.ts'

// The quality harness's one list of pages: every route shape of every brand, with the status it must answer.
// The browser checks (status, console, axe, layout, screenshots), the HTTP fuzzer and Lighthouse all read it, and a
// test matches it against the brands' route trees, so a route added without a page here fails `npm test`.

export interface HarnessPage {
  /** Short and unique within a brand: names screenshots and report rows ('home', 'not-found'). */
  name: string
  /** Path and query on the brand's host. */
  path: string
  /** The status the page must answer. */
  status: 200 | 404
  /** Lighthouse runs on indexable pages; a noindex or 404 page loses its SEO score by design. */
  lighthouse: boolean
}

/** Pages every brand has at the same path. */
const commonPages: readonly HarnessPage[] = [
  { name: 'home', path: '/', status: 200, lighthouse: true },
  { name: 'error', path: '/error/?eurl=%2Fbroken%2Fpage', status: 200, lighthouse: false },
  { name: 'not-found', path: '/no/such/page', status: 404, lighthouse: false },
]

/** Each brand's own route shapes (spec §2), added as the routes are built. */
const brandPages: Record<BrandId, readonly HarnessPage[]> = {
  land: [],
  landwatch: [],
  laf: [],
}

export const harnessPages: Record<BrandId, readonly HarnessPage[]> = perBrand((id) => [
  ...commonPages,
  ...brandPages[id],
])
