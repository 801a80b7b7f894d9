import { sampleSearchListing } from '../support/sample-listing.ts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router'
import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { brands } from '../../brands/brand-registry.ts'
import { landLinks } from '../../routes/links/land-links.ts'
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

const seller: SellerDetails = {
  accountId: 10042,
  accountType: 41,
  accountSubTypeId: null,
  planGroup: 'signature',
  directoryType: 1,
  parentAccountId: null,
  parentAccountType: null,
  companyName: 'Hill Country Land Co.',
  contactName: 'Jo Ann Maple',
  description: 'Ranches and farms across the Hill Country.',
  address1: '12 Oak Rd',
  address2: 'Suite 200',
  city: 'Austin',
  stateId: 48,
  stateAbbreviation: 'TX',
  zip: '78701',
  addressLines: ['12 Oak Rd', 'Suite 200', 'Austin, TX 78701'],
  companyCity: 'Austin',
  companyState: 'TX',
  companyZip: '78701',
  licenseNumber: 'TX-BRK-0001234',
  logoId: 501,
  portraitId: 502,
  phone: '(512) 555-0100',
  phoneCell: '(512) 555-0100',
  phoneFax: '',
  phoneOffice: '512-555-0199',
  phoneTollFree: '',
  trackingPhoneNumber: '',
  url: 'https://hill-country.example.com',
  isFree: false,
  isSeller: true,
  isActive: true,
  certifications: { alcCertified: true, alcAdvancedCertified: false },
  optInLeadTargeting: false,
  badgeId: null,
  financeCenterId: null,
  listingCount: 30,
  sellerListingStats: {
    available: 28,
    underContract: 2,
    sold: 5,
    availableAcres: 1234.5,
    availablePriceMin: 45000,
    availablePriceMax: 2500000,
  },
  canonicalUrl: '/member/jo-maple/10042/',
  listingsUrl: '/member/jo-maple/10042/listings/',
  parent: null,
  children: [link(10043, 'Ann Lee'), link(10044, 'Bo Reed')],
}

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
    (child: ReactElement) => createElement(SiteLinksContext.Provider, { value: landLinks }, child),
    (child: ReactElement) => createElement(BrandContext.Provider, { value: brands.land }, child),
    (child: ReactElement) => createElement(ApiContext.Provider, { value: api }, child),
    (child: ReactElement) => createElement(QueryClientProvider, { client: queryClient }, child),
  ].reduce((child, wrap) => wrap(child), tree as ReactElement)
  // Without React's markers between adjacent texts, so the tests read the text as a buyer does.
  return renderToString(withContexts).replace(/<!-- -->/g, '')
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
    const agent = { ...seller, children: [], parent: link(10001, 'Big Boss') }
    const agentApi = answering({ '/api/broker/details/': agent, '/api/broker/listings/': sellerListings })
    const html = await render(
      () =>
        createElement(SellerPage, {
          accountId: agent.accountId,
          view: 'details',
          listings: {},
          hrefOf: () => '/',
          onChange: () => {},
        }),
      agentApi,
      (client) => client.prefetchQuery(sellerDetailsQuery(agentApi, 1, agent.accountId)),
    )
    expect(html).toMatch(/Part of <a[^>]*href="\/member\/big-boss\/10001\/"[^>]*>Big Boss<\/a>/)
  })

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
