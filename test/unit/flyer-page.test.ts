import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { brands } from '../../brands/brand-registry.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import type { ApiFetch } from '../../web/api/api-client.ts'
import { countyOutlineQuery, type CountyOutline } from '../../web/api/county-outline.ts'
import { listingDetailQuery, type ListingDetail } from '../../web/api/listing-detail.ts'
import { FlyerPage } from '../../web/pages/flyer-page.tsx'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import { ApiContext } from '../../web/site/api-context.tsx'
import { BrandContext } from '../../web/site/brand-context.tsx'
import { SiteLinksContext } from '../../web/site/site-links.tsx'
import { sampleListingDetail } from '../support/samples.ts'

// The flyer as the server renders it, over an API that answers a fixed listing and county: the facts a reader of the
// paper needs, the county sketch with the listing marked, and the seller to call.

const listing: ListingDetail = sampleListingDetail({
  beds: 3,
  baths: 2,
  homeSqft: 1800,
  marketStatus: marketStatus.underContract,
  address1: '1200 Ranch Rd',
  lat: 30.5,
  lng: -97.5,
  description: 'Good grass, a creek and a barn.',
  photos: [
    { documentId: 501, altText: 'The creek' },
    { documentId: 502, altText: '' },
  ],
  activityFlags: 1 << 6, // fishing
  seller: { phone: '(512) 555-0100', addressLines: ['12 Oak Rd', 'Austin, TX 78701'] },
})

/** A one-degree square around the listing's point: its centre is the middle of the sketch. */
const travis: CountyOutline = {
  countyId: 48453,
  name: 'Travis County',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-98, 30],
        [-97, 30],
        [-97, 31],
        [-98, 31],
        [-98, 30],
      ],
    ],
  },
}

const answering =
  (bodies: Record<string, unknown>): ApiFetch =>
  async (path) =>
    path in bodies ? Response.json(bodies[path]) : Response.json({ error: 'Not Found' }, { status: 404 })

/** The flyer of `shown` in a memory router (its links read the router) with the app's contexts. */
async function renderFlyer(shown: ListingDetail | null, outline: CountyOutline | null = travis) {
  const api = answering({
    ...(shown ? { [`/api/property/detail/1/${shown.id}`]: shown } : {}),
    ...(outline ? { [`/api/location/countyOutline/${outline.countyId}`]: outline } : {}),
  })
  const queryClient = new QueryClient()
  await queryClient.prefetchQuery(listingDetailQuery(api, 1, listing.id))
  await queryClient.prefetchQuery(countyOutlineQuery(api, listing.countyId))
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => createElement(FlyerPage, { propertyId: listing.id, canonicalOrigin: 'https://land.example' }),
    }),
    history: createMemoryHistory({ initialEntries: ['/flyer/3000001'] }),
  })
  await router.load()
  const withContexts = [
    (child: ReactElement) => createElement(SiteLinksContext.Provider, { value: siteLinksByBrand.land }, child),
    (child: ReactElement) => createElement(BrandContext.Provider, { value: brands.land }, child),
    (child: ReactElement) => createElement(ApiContext.Provider, { value: api }, child),
    (child: ReactElement) => createElement(QueryClientProvider, { client: queryClient }, child),
  ].reduce((child, wrap) => wrap(child), createElement(RouterProvider, { router }) as ReactElement)
  // Without React's markers between adjacent texts, so the tests read the text as a reader does.
  return renderToString(withContexts).replace(/<!-- -->/g, '')
}

describe('the listing flyer', () => {
  it('is one printable page named Flyer, with its print rules, and controls that do not print', async () => {
    const html = await renderFlyer(listing)
    expect(html).toMatch(/<main data-testid="flyer-page" data-page-name="Flyer"/)
    expect(html).toContain('@page{size:letter;margin:0.5in}')
    expect(html).toMatch(/<nav aria-label="Flyer" class="[^"]*print:hidden/)
    expect(html).toContain(`href="${siteLinksByBrand.land.listing(listing)}"`)
    expect(html).toMatch(/<button[^>]*>Print flyer<\/button>/)
  })

  it('shows the title, price, status, address and facts', async () => {
    const html = await renderFlyer(listing)
    expect(html).toMatch(/<h1[^>]*>Creekside Ranch<\/h1>/)
    expect(html).toMatch(/data-testid="flyer-price">\$250,000</)
    expect(html).toMatch(/data-testid="status-pill">Under Contract</)
    expect(html).toContain('1200 Ranch Rd, Austin, Travis County, TX 78701')
    for (const fact of ['40 acres', '$6,250 per acre', '3 bd • 2 ba • 1,800 sqft', 'Good grass, a creek and a barn.'])
      expect(html).toContain(fact)
    expect(html).toMatch(/Activities<\/h2>.*Fishing/)
  })

  it('shows the first photo at its print size', async () => {
    const html = await renderFlyer(listing)
    expect(html).toMatch(/<img src="\/images\/501\/600x400" alt="The creek" width="600" height="400"/)
    expect(html).not.toContain('/images/502/')
  })

  it('draws the county with the listing marked in it', async () => {
    const html = await renderFlyer(listing)
    expect(html).toMatch(
      /<svg viewBox="0 0 240 200"[^>]*aria-label="Map of Travis County, TX with the property marked"/,
    )
    expect(html).toMatch(/<path d="M[\d. L]+Z"/)
    expect(html).toMatch(/<circle cx="120" cy="100"/)
  })

  it('gives the seller to call and the listing on the web', async () => {
    const html = await renderFlyer(listing)
    expect(html).toMatch(/data-testid="flyer-phone">\(512\) 555-0100</)
    for (const text of ['Jo Ann Maple', 'Hill Country Land Co.', '12 Oak Rd', 'Austin, TX 78701'])
      expect(html).toContain(text)
    expect(html).toContain(`https://land.example${siteLinksByBrand.land.listing(listing)}`)
  })

  it('prints a listing without photos, and without an outline when the county has none', async () => {
    const html = await renderFlyer({ ...listing, photos: [] }, null)
    expect(html).toContain('data-testid="flyer-page"')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<svg')
    expect(html).toContain('Travis County, TX')
  })

  it('of a listing the site does not have is the not-found page', async () => {
    const html = await renderFlyer(null)
    expect(html).toContain('data-status="404"')
  })
})
