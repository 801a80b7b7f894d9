import { sampleSearchListing } from '../support/samples.ts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router'
import { createElement, type ReactElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { brands } from '../../brands/brand-registry.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import type { ApiFetch } from '../../web/api/api-client.ts'
import type { SearchListing } from '../../web/api/search.ts'
import {
  directoryQuery,
  sellerDetailsQuery,
  sellerListingsQuery,
  type DirectoryRequest,
  type DirectoryResults,
  type SellerDetails,
  type SellerListings,
} from '../../web/api/sellers.ts'
import { DirectoryPage, type DirectoryPageProps } from '../../web/pages/directory-page.tsx'
import { SellerPage, type SellerPageProps } from '../../web/pages/seller-page.tsx'
import { videoOf } from '../../web/rules/listing-media.ts'
import { sampleSellerDetails } from '../support/samples.ts'
import { ApiContext } from '../../web/site/api-context.tsx'
import { BrandContext } from '../../web/site/brand-context.tsx'
import { SiteLinksContext } from '../../web/site/site-links.tsx'

// The seller page and the broker directory as the server renders them, over an API that answers fixed bodies: what a
// buyer reads and where each link goes. (The routes that mount them, and their browser tests, come with the wiring.)

const link = (accountId: number, contactName: string) => ({
  accountId,
  companyName: 'Hill Country Land Co.',
  contactName,
  directoryType: 2,
  listingCount: 3,
  canonicalUrl: `/member/${contactName.toLowerCase().replace(' ', '-')}/${accountId}/`,
})

const seller: SellerDetails = sampleSellerDetails({
  phoneFax: '',
  phoneOffice: '512-555-0199',
  children: [link(10043, 'Ann Lee'), link(10044, 'Bo Reed')],
  awards: [
    { year: 2025, title: 'Top Producer', issuer: 'Texas Land Institute' },
    { year: 2021, title: 'Rookie of the Year', issuer: '' },
  ],
  video: videoOf('youtube', 'dQw4w9WgXcQ'),
})

const card = (id: number): SearchListing =>
  sampleSearchListing({ id, title: `Ranch ${id}`, brokerPhone: '(512) 555-0100' })

const sellerListings: SellerListings = {
  totalCount: 30,
  pageIndex: 1,
  pageSize: 25,
  pageCount: 2,
  listings: [card(1000001), card(1000002)],
}

const directoryResults: DirectoryResults = {
  totalCount: 60,
  pageIndex: 0,
  pageSize: 25,
  pageCount: 3,
  sellers: [
    {
      accountId: 10042,
      companyName: 'Hill Country Land Co.',
      contactName: 'Jo Ann Maple',
      directoryType: 3,
      city: 'Austin',
      stateAbbreviation: 'TX',
      logoId: 501,
      portraitId: null,
      listingCount: 30,
      totalAcres: 1234.5,
      averagePrice: 250000,
      canonicalUrl: '/member/jo-maple/10042/',
    },
  ],
}

/** The element rendered in a memory router (cards read the router's location) with the app's contexts. */
async function render(element: () => ReactElement, api: ApiFetch, prefetch: (client: QueryClient) => Promise<void>) {
  const queryClient = new QueryClient()
  await prefetch(queryClient)
  const router: AnyRouter = createRouter({
    routeTree: createRootRoute({ component: element }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  const tree = createElement(RouterProvider, { router })
  const withContexts = [
    (child: ReactElement) => createElement(SiteLinksContext.Provider, { value: siteLinksByBrand.land }, child),
    (child: ReactElement) => createElement(BrandContext.Provider, { value: brands.land }, child),
    (child: ReactElement) => createElement(ApiContext.Provider, { value: api }, child),
    (child: ReactElement) => createElement(QueryClientProvider, { client: queryClient }, child),
  ].reduce((child, wrap) => wrap(child), tree as ReactElement)
  // As the worker renders a page: once everything has come, the lazily loaded parts (the seller's video) too.
  const stream = await renderToReadableStream(withContexts)
  await stream.allReady
  // Without React's markers between adjacent texts and around a lazy part, so the tests read the text as a buyer does.
  return (await new Response(stream).text()).replace(/<!--(?: |\$|\/\$)-->/g, '')
}

const answering =
  (bodies: Record<string, unknown>): ApiFetch =>
  async (path) => {
    const key = Object.keys(bodies).find((prefix) => path.startsWith(prefix))
    return key ? Response.json(bodies[key]) : Response.json({ error: 'Not Found' }, { status: 404 })
  }

describe('the seller page', () => {
  const api = answering({ '/api/broker/details/': seller, '/api/broker/listings/': sellerListings })
  const listingsAsked = { pageIndex: 1 }
  const renderSeller = (props: Partial<SellerPageProps> = {}) => {
    const all: SellerPageProps = {
      accountId: seller.accountId,
      view: 'details',
      listings: listingsAsked,
      hrefOf: (asked) => `${seller.canonicalUrl}?page=${asked.pageIndex ?? 0}&sort=${asked.sortOrderId ?? ''}`,
      onChange: () => {},
      ...props,
    }
    return render(
      () => createElement(SellerPage, all),
      api,
      async (client) => {
        await client.prefetchQuery(sellerDetailsQuery(api, 1, seller.accountId))
        await client.prefetchQuery(sellerListingsQuery(api, 1, seller.accountId, all.listings))
      },
    )
  }

  it('shows the seller card: name first, company, kind, certification, phone to call, address, license', async () => {
    const html = await renderSeller()
    expect(html).toMatch(/<h1 id="seller-name"[^>]*>Jo Ann Maple<\/h1>/)
    expect(html).toContain('Hill Country Land Co.')
    expect(html).toContain('>Broker<')
    expect(html).toMatch(/aria-label="Certifications"[\s\S]*ALC certified land consultant/)
    expect(html).toContain('href="tel:5125550100"')
    expect(html).toMatch(/<address[^>]*>.*12 Oak Rd.*Suite 200.*Austin, TX 78701.*<\/address>/)
    expect(html).toContain('License TX-BRK-0001234')
    expect(html).toContain('Ranches and farms across the Hill Country.')
    // The portrait (a person's photo) is named by the person, from the image route.
    expect(html).toMatch(/<img src="\/images\/502\/160x160" alt="Jo Ann Maple"/)
  })

  it('shows what the seller has for sale, and links each of its agents', async () => {
    const html = await renderSeller()
    expect(html).toMatch(/For sale<\/dt><dd[^>]*>28</)
    expect(html).toMatch(/Prices<\/dt><dd[^>]*>\$45,000 – \$2,500,000</)
    for (const agent of seller.children) expect(html).toContain(`href="${agent.canonicalUrl}"`)
  })

  it('lists the listings as search cards, with the sort and page links the route gives', async () => {
    const html = await renderSeller()
    expect(html.match(/data-testid="search-card"/g)).toHaveLength(2)
    expect(html).toContain('30 properties · page 2 of 2')
    expect(html).toMatch(/<label[^>]*>Sort by<select/)
    expect(html).toContain(`href="${seller.canonicalUrl}?page=0&amp;sort="`)
    expect(html).toMatch(/<h2 id="seller-listings"[^>]*>Properties from Jo Ann Maple<\/h2>/)
  })

  it('in its listings view leads with the listings, the card beside them', async () => {
    const html = await renderSeller({ view: 'listings' })
    expect(html).toMatch(/<h1 id="seller-listings"[^>]*>Land for sale by Jo Ann Maple<\/h1>/)
    expect(html).toMatch(/<aside aria-label="About the seller">[\s\S]*<h2 id="seller-name"/)
  })

  it('links an agent to its corporate master', async () => {
    const html = await renderPageOf({ ...seller, children: [], parent: link(10001, 'Big Boss') })
    expect(html).toMatch(/Part of <a[^>]*href="\/member\/big-boss\/10001\/"[^>]*>Big Boss<\/a>/)
  })

  it('lists the seller’s awards, newest first as they come, each with who gave it', async () => {
    const html = await renderSeller()
    expect(html).toMatch(
      /<section aria-labelledby="seller-awards"[^>]*><h2 id="seller-awards"[^>]*>Awards<\/h2>[\s\S]*2025[\s\S]*Top Producer[\s\S]*Texas Land Institute[\s\S]*2021[\s\S]*Rookie of the Year/,
    )
    expect(await renderPageOf({ ...seller, awards: [] })).not.toContain('seller-awards')
  })

  it('offers the video behind a play button: no player frame until it is pressed', async () => {
    const html = await renderSeller()
    expect(html).toMatch(
      /data-testid="seller-video"[\s\S]*<button type="button"[^>]*><svg[^>]*aria-hidden="true"[\s\S]*<span class="sr-only">Play <\/span>Video from Jo Ann Maple/,
    )
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('youtube')
    expect(await renderPageOf({ ...seller, video: null })).not.toContain('seller-video')
  })

  it('puts the awards and video under the card in the listings view, a level below its h2', async () => {
    const html = await renderSeller({ view: 'listings' })
    expect(html).toMatch(
      /<aside aria-label="About the seller">[\s\S]*<h3 id="seller-awards"[\s\S]*<h3 id="seller-video"/,
    )
  })

  describe('of a seller who no longer advertises', () => {
    const inactive: SellerDetails = { ...seller, isActive: false }

    it('says so plainly, with the name and company but no way to reach them', async () => {
      const html = await renderPageOf(inactive)
      expect(html).toMatch(/<main data-testid="seller-inactive" data-page-name="Member Page"/)
      expect(html).toMatch(/<h1[^>]*>Jo Ann Maple<\/h1>/)
      expect(html).toContain('Hill Country Land Co.')
      expect(html).toContain(`Jo Ann Maple no longer advertises on ${brands.land.displayName}`)
      for (const gone of ['tel:', '555', '12 Oak Rd', 'Austin, TX', 'hill-country.example.com', 'seller-profile'])
        expect(html).not.toContain(gone)
      // Nor its listings, awards or video: the page is about where to go instead.
      for (const part of ['search-card', 'seller-awards', 'seller-video', 'data-testid="seller-page"'])
        expect(html).not.toContain(part)
    })

    it('links the sellers and the land of its state, and every seller', async () => {
      const html = await renderPageOf(inactive)
      const anchors = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, text]) => [
        href!.replace(/&amp;/g, '&'),
        text,
      ])
      expect(anchors).toEqual([
        [siteLinksByBrand.land.directory({ stateAbbreviation: 'TX' }), 'Land Brokers, Agents &amp; Sellers in Texas'],
        [siteLinksByBrand.land.search({ stateAbbreviation: 'TX' }), 'Land for sale in Texas'],
        [siteLinksByBrand.land.directory({}), 'All Land Brokers, Agents &amp; Sellers'],
      ])
    })

    it('without a state links every seller alone', async () => {
      const html = await renderPageOf({ ...inactive, stateAbbreviation: '', stateId: null })
      expect(html.match(/<a /g)).toHaveLength(1)
      expect(html).toContain(`href="${siteLinksByBrand.land.directory({})}"`)
    })
  })

  /** The details page of another seller than the sample's. */
  const renderPageOf = (other: SellerDetails) => {
    const otherApi = answering({ '/api/broker/details/': other, '/api/broker/listings/': sellerListings })
    return render(
      () =>
        createElement(SellerPage, {
          accountId: other.accountId,
          view: 'details',
          listings: listingsAsked,
          hrefOf: () => '/',
          onChange: () => {},
        }),
      otherApi,
      async (client) => {
        await client.prefetchQuery(sellerDetailsQuery(otherApi, 1, other.accountId))
        await client.prefetchQuery(sellerListingsQuery(otherApi, 1, other.accountId, listingsAsked))
      },
    )
  }

  it('of no such seller is the not-found page', async () => {
    const none = answering({})
    const html = await render(
      () =>
        createElement(SellerPage, {
          accountId: 9,
          view: 'details',
          listings: {},
          hrefOf: () => '/',
          onChange: () => {},
        }),
      none,
      (client) => client.prefetchQuery(sellerDetailsQuery(none, 1, 9)),
    )
    expect(html).toContain('data-testid="status-page"')
    expect(html).toContain('data-status="404"')
  })
})

describe('the broker directory', () => {
  const api = answering({ '/api/broker/directory/': directoryResults })
  const renderDirectory = (filters: DirectoryRequest) => {
    const props: DirectoryPageProps = {
      filters,
      hrefOf: (next) => `/broker/?page=${next.pageIndex ?? 0}&type=${next.directoryType ?? ''}`,
      onChange: () => {},
    }
    return render(
      () => createElement(DirectoryPage, props),
      api,
      (client) => client.prefetchQuery(directoryQuery(api, 1, filters)),
    )
  }

  it('says who and where it lists, and offers the filters and the six sorts by label', async () => {
    const html = await renderDirectory({ directoryType: 3, stateAbbreviation: 'tx', sort: 'acres-high' })
    expect(html).toMatch(/<h1[^>]*>Auctioneers in Texas<\/h1>/)
    expect(html).toMatch(/<form role="search" aria-label="Find a seller"/)
    for (const label of ['Seller type', 'State', 'Name', 'Sort by'])
      expect(html).toMatch(new RegExp(`<label[^>]*>${label}<`))
    expect(html).toMatch(/<option value="acres-high" selected="">Acreage: High to Low<\/option>/)
    expect(html.match(/<option value="(default|name-az|name-za|listings-high|price-high|acres-high)"/g)).toHaveLength(6)
  })

  it('lists each seller linking to its page, with its kind, town and land, and the pages', async () => {
    const html = await renderDirectory({ directoryType: 3 })
    expect(html).toMatch(/<h2[^>]*><a[^>]*href="\/member\/jo-maple\/10042\/"[^>]*>Hill Country Land Co\.<\/a><\/h2>/)
    expect(html).toContain('Auctioneer · Austin, TX')
    expect(html).toContain('30 properties · 1,234.5 acres')
    expect(html).toContain('60 sellers · page 1 of 3')
    expect(html).toContain('href="/broker/?page=1&amp;type=3"')
  })
})
