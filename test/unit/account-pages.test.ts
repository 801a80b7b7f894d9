import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router'
import { createElement, type FunctionComponent, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { BrandConfig } from '../../brands/brand-config.ts'
import { brands } from '../../brands/brand-registry.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import {
  accountDetailsQuery,
  savedPropertiesQuery,
  savedSearchesQuery,
  type AccountDetails,
  type SavedProperties,
  type SavedSearch,
} from '../../web/api/account.ts'
import { LoginInfoProvider } from '../../web/account/use-login-info.tsx'
import type { ApiFetch } from '../../web/api/api-client.ts'
import type { LoginInfo, UserInfo } from '../../web/api/login-info.ts'
import { loginInfoKey } from '../../web/api/login-state.ts'
import { savedPropertiesHref } from '../../web/components/account/saved-properties-paths.ts'
import { AccountDetailsPage } from '../../web/pages/account-details-page.tsx'
import { AccountPage } from '../../web/pages/account-page.tsx'
import { SavedPropertiesPage, SavedPropertiesRoutePage } from '../../web/pages/saved-properties-page.tsx'
import { SavedSearchesPage } from '../../web/pages/saved-searches-page.tsx'
import { savedSearchLimit } from '../../web/rules/saved-search-form.ts'
import { ApiContext } from '../../web/site/api-context.tsx'
import { BrandContext } from '../../web/site/brand-context.tsx'
import { SiteLinksContext, type SiteLinks } from '../../web/site/site-links.tsx'
import { sampleSearchListing } from '../support/samples.ts'

// The four account pages as the server renders them for a logged-in person, over an API that answers fixed bodies
// (the route has loaded them first): the fields and their values, the headings, the links and where they go.

const user = (change: Partial<UserInfo> = {}): UserInfo => ({
  id: 7,
  contactName: 'Jane Buyer',
  email: 'buyer1@land.localhost',
  isAdmin: false,
  isSeller: false,
  type: 1,
  listOfLiked: [3000002, 3000001],
  firstLogin: false,
  ...change,
})

const loggedIn = (userInfo: UserInfo): LoginInfo => ({
  isLoggedIn: true,
  userInfo,
  hashedEmail: 'abc',
  csrfToken: 'csrf-1',
})

const details: AccountDetails = {
  contactName: 'Jane Buyer',
  email: 'buyer1@land.localhost',
  phone: '512-555-0142',
  phoneType: 'mobile',
  mailingAddress1: '100 Congress Ave',
  mailingAddress2: 'Suite 5',
  billingAddress1: 'PO Box 12',
  billingAddress2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  newsletter: false,
  sendSavedPropertyConfirmation: true,
  favouriteAlerts: 'instant',
  type: 1,
  isSeller: false,
  createdAt: '2026-01-02T03:04:05Z',
}

const savedSearch = (id: number, change: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  siteId: 1,
  name: `Search ${id}`,
  description: '',
  notify: 'No Updates',
  criteria: {},
  path: `/search/${id}/`,
  active: true,
  lastNotifiedAt: null,
  createdAt: '2026-03-05T10:00:00Z',
  updatedAt: '2026-03-05T10:00:00Z',
  ...change,
})

const savedSearches = [
  savedSearch(12, {
    name: 'Ranches in Texas',
    notify: 'Daily',
    path: '/Texas/ranches/',
    lastNotifiedAt: '2026-11-20T07:00:00Z',
  }),
  savedSearch(11, {
    name: 'Cabins under 200k',
    notify: 'Instant',
    path: '/search/log-cabins-for-sale/',
    active: false,
  }),
]

const savedProperty = (id: number, savedAt: string) => ({
  ...sampleSearchListing({ id, title: `Ranch ${id}` }),
  savedAt,
})

const savedProperties = (change: Partial<SavedProperties> = {}): SavedProperties => ({
  totalCount: 30,
  pageIndex: 1,
  pageSize: 24,
  pageCount: 2,
  listings: [savedProperty(3000002, '2026-11-20T12:00:00Z'), savedProperty(3000001, '2026-10-01T12:00:00Z')],
  ...change,
})

type Bodies = Record<string, { status?: number; body: unknown }>

/** An API that answers the body of the first path the request starts with (404 otherwise), and records the asks. */
function answering(bodies: Bodies) {
  const asked: string[] = []
  const api: ApiFetch = async (path) => {
    asked.push(path)
    const key = Object.keys(bodies).find((prefix) => path === prefix)
    return key
      ? Response.json(bodies[key]!.body, { status: bodies[key]!.status ?? 200 })
      : Response.json({ error: 'Not Found', field: 'path', message: 'No such call.' }, { status: 404 })
  }
  return { api, asked }
}

/**
 * The page rendered in a memory router (links and cards read the router) under the app's contexts, with login info
 * and what `prefetch` loads in the cache, as the route leaves them. React's markers between texts removed, so tests
 * read the text as a person does.
 */
async function render(options: {
  page: FunctionComponent
  api: ApiFetch
  prefetch: (client: QueryClient) => Promise<unknown>
  login?: LoginInfo
  brand?: BrandConfig
  links?: SiteLinks
  loaderData?: unknown
  path?: string
}) {
  const brand = options.brand ?? brands.land
  const queryClient = new QueryClient()
  queryClient.setQueryData(loginInfoKey(brand.siteId), options.login ?? loggedIn(user()))
  await options.prefetch(queryClient)
  const root = createRootRoute({ component: Outlet })
  const pageRoute = createRoute({
    getParentRoute: () => root,
    path: '$',
    loader: () => options.loaderData ?? {},
    component: options.page,
  })
  const router: AnyRouter = createRouter({
    routeTree: root.addChildren([pageRoute]),
    trailingSlash: 'preserve',
    history: createMemoryHistory({ initialEntries: [options.path ?? '/account/'] }),
  })
  await router.load()
  const tree = [
    (child: ReactElement) => createElement(LoginInfoProvider, { children: child }),
    (child: ReactElement) =>
      createElement(SiteLinksContext.Provider, { value: options.links ?? siteLinksByBrand.land }, child),
    (child: ReactElement) => createElement(BrandContext.Provider, { value: brand }, child),
    (child: ReactElement) => createElement(ApiContext.Provider, { value: options.api }, child),
    (child: ReactElement) => createElement(QueryClientProvider, { client: queryClient }, child),
  ].reduce((child, wrap) => wrap(child), createElement(RouterProvider, { router }) as ReactElement)
  return renderToString(tree).replace(/<!-- -->/g, '')
}

/** The opening tag of the control whose label reads `label` (label for= the control's id). */
function controlOf(html: string, label: string): string {
  const labelTag = new RegExp(`<label for="([^"]+)"[^>]*>${escape(label)}</label>`).exec(html)
  expect(labelTag, `a label "${label}"`).not.toBeNull()
  const id = labelTag![1]!
  const control = new RegExp(`<(input|select)[^>]*id="${escape(id)}"[^>]*>`).exec(html)
  expect(control, `the control of "${label}"`).not.toBeNull()
  return control![0]
}

/** The option a select shows chosen: the select's markup up to its end, its selected option's value. */
function selectedOf(html: string, label: string): string | undefined {
  const open = controlOf(html, label)
  const rest = html.slice(html.indexOf(open))
  const select = rest.slice(0, rest.indexOf('</select>'))
  return /<option value="([^"]*)" selected="">/.exec(select)?.[1]
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0

describe('My Account (/account/)', () => {
  const { api } = answering({
    '/api/account/savedsearches/1': { body: { savedSearches, limit: savedSearchLimit } },
    '/api/account/savedproperties/1/0': { body: savedProperties({ totalCount: 3, pageIndex: 0, pageCount: 1 }) },
  })
  const prefetch = (client: QueryClient) =>
    Promise.all([
      client.prefetchQuery(savedSearchesQuery(api, 1)),
      client.prefetchQuery(savedPropertiesQuery(api, 1, 0)),
    ])

  it('greets the person by name and leads to their saved things and settings, with the counts', async () => {
    const html = await render({ page: AccountPage, api, prefetch })
    expect(html).toMatch(/<h1[^>]*>My Account<\/h1>/)
    expect(html).toContain('Jane Buyer · buyer1@land.localhost')
    expect(count(html, /<main/g)).toBe(1)
    expect(html).toMatch(/href="\/account\/savedproperties\/"[^>]*>.*Saved Properties.*3 properties/)
    expect(html).toMatch(/href="\/account\/savedsearches\/"[^>]*>.*Saved Searches.*2 searches/)
    expect(html).toMatch(/href="\/account\/details\/"[^>]*>.*Settings/)
    expect(html).not.toContain('Manage Listings')
    expect(html).not.toContain('href="/dashboard/"')
  })

  it('shows Manage Listings to a seller and the Dashboard to an admin', async () => {
    const seller = await render({ page: AccountPage, api, prefetch, login: loggedIn(user({ isSeller: true })) })
    expect(seller).toMatch(/href="\/account\/listings\/"[^>]*>.*Manage Listings/)
    expect(seller).toMatch(/href="\/account\/leads\/"[^>]*>.*Leads/)
    expect(seller).not.toContain('href="/dashboard/"')
    const admin = await render({ page: AccountPage, api, prefetch, login: loggedIn(user({ isAdmin: true })) })
    expect(admin).toMatch(/href="\/dashboard\/"[^>]*>.*Dashboard/)
    expect(admin).not.toContain('Manage Listings')
    expect(admin).not.toContain('href="/account/leads/"')
  })
})

describe('Settings (/account/details/)', () => {
  const { api } = answering({ '/api/account/details': { body: details } })
  const prefetch = (client: QueryClient) => client.prefetchQuery(accountDetailsQuery(api))

  it('shows every field of the settings with the stored values', async () => {
    const html = await render({ page: AccountDetailsPage, api, prefetch, path: '/account/details/' })
    expect(html).toMatch(/<h1[^>]*>Settings<\/h1>/)
    expect(html).toMatch(/<h2[^>]*>Your details<\/h2>/)
    const valueOf = (label: string) => /value="([^"]*)"/.exec(controlOf(html, label))?.[1]
    expect(valueOf('Name')).toBe('Jane Buyer')
    expect(valueOf('Email')).toBe('buyer1@land.localhost')
    expect(valueOf('Phone')).toBe('512-555-0142')
    expect(selectedOf(html, 'Phone type')).toBe('mobile')
    expect(valueOf('Mailing address, line 1')).toBe('100 Congress Ave')
    expect(valueOf('Mailing address, line 2')).toBe('Suite 5')
    expect(valueOf('Billing address, line 1')).toBe('PO Box 12')
    expect(valueOf('Billing address, line 2')).toBe('')
    expect(valueOf('City')).toBe('Austin')
    expect(selectedOf(html, 'State')).toBe('TX')
    expect(html).toContain('<option value="TX" selected="">Texas</option>')
    expect(valueOf('ZIP code')).toBe('78701')
    // The checkboxes, each inside its label: the newsletter off, the saved-property mail on.
    expect(html).toMatch(/<input[^>]*type="checkbox"(?![^>]*checked)[^>]*>Send me the OpenAcres newsletter<\/label>/)
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*checked=""[^>]*>Email me when I save a property<\/label>/)
    expect(html).toContain('>Save settings</button>')
  })

  it('has a separate password change with the current, new and confirmed password, all empty', async () => {
    const html = await render({ page: AccountDetailsPage, api, prefetch, path: '/account/details/' })
    expect(html).toMatch(/<h2[^>]*>Change password<\/h2>/)
    expect(count(html, /<form/g)).toBe(2)
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      const input = controlOf(html, label)
      expect(input).toContain('type="password"')
      expect(input).toContain('value=""')
    }
    // HTML attribute names are read without case (React writes autoComplete as it is spelled).
    expect(controlOf(html, 'Current password')).toMatch(/autocomplete="current-password"/i)
    expect(controlOf(html, 'New password')).toMatch(/autocomplete="new-password"/i)
    expect(html).toContain('>Change password</button>')
  })

  it('asks to log in again when the session ended since the route checked it', async () => {
    const ended = answering({
      '/api/account/details': { status: 401, body: { error: 'Unauthorized', field: 'session', message: 'Log in.' } },
    })
    const html = await render({
      page: AccountDetailsPage,
      api: ended.api,
      prefetch: (client) => client.prefetchQuery(accountDetailsQuery(ended.api)),
      path: '/account/details/',
    })
    expect(html).toContain('Your session has ended.')
    expect(html).toContain('href="/login?returnUrl=%2Faccount%2Fdetails%2F&amp;title=Settings"')
    expect(html).not.toContain('<form')
  })
})

describe('Saved Searches (/account/savedsearches/)', () => {
  const render_ = async (list: SavedSearch[]) => {
    const { api } = answering({ '/api/account/savedsearches/1': { body: { savedSearches: list, limit: 100 } } })
    return render({
      page: SavedSearchesPage,
      api,
      prefetch: (client) => client.prefetchQuery(savedSearchesQuery(api, 1)),
      path: '/account/savedsearches/',
    })
  }

  it('lists each search with its name, a link to it, its email frequency, pause and delete', async () => {
    const html = await render_(savedSearches)
    expect(html).toMatch(/<h1[^>]*>Saved Searches<\/h1>/)
    expect(html).toContain('2 of 100 saved searches on OpenAcres.')
    const rows = html.match(/<li data-testid="saved-search"[^]*?<\/li>/g)!
    expect(rows).toHaveLength(2)
    const [ranches, cabins] = rows as [string, string]
    expect(ranches).toMatch(/<h2[^>]*>Ranches in Texas<\/h2>/)
    expect(ranches).toMatch(/href="\/Texas\/ranches\/"[^>]*>Open search<span class="sr-only"> Ranches in Texas<\/span>/)
    expect(selectedOf(ranches, 'Email updates<span class="sr-only"> Ranches in Texas</span>')).toBe('Daily')
    expect(ranches.match(/<option value="([^"]*)"/g)!.map((option) => option.slice(15, -1))).toEqual([
      'No Updates',
      'Daily',
      'Instant',
    ])
    expect(ranches).toContain('Saved March 5, 2026 · last emailed November 20, 2026')
    expect(ranches).toContain('Pause emails<span class="sr-only"> Ranches in Texas</span>')
    expect(ranches).toContain('Rename<span class="sr-only"> Ranches in Texas</span>')
    expect(ranches).toContain('Delete<span class="sr-only"> Ranches in Texas</span>')
    expect(ranches).not.toContain('Paused')

    expect(cabins).toContain('href="/search/log-cabins-for-sale/"')
    expect(selectedOf(cabins, 'Email updates<span class="sr-only"> Cabins under 200k</span>')).toBe('Instant')
    expect(cabins).toContain('>Paused</span>')
    expect(cabins).toContain('Resume emails')
  })

  it('explains how to save a search when there is none', async () => {
    const html = await render_([])
    expect(html).toContain('0 of 100 saved searches')
    expect(html).toMatch(/<h2[^>]*>You have no saved searches yet<\/h2>/)
    expect(html).toContain('<strong>Save search</strong>')
    expect(html).toContain(`href="${siteLinksByBrand.land.search({})}"`)
    expect(html).toMatch(/>Search land for sale<\/a>/)
    expect(html).not.toContain('data-testid="saved-search"')
  })
})

describe('Saved Properties (/account/savedproperties/)', () => {
  const { api } = answering({
    '/api/account/savedproperties/2/1': { body: savedProperties() },
    '/api/account/savedproperties/1/0': {
      body: savedProperties({ totalCount: 0, pageIndex: 0, pageCount: 0, listings: [] }),
    },
    '/api/account/savedproperties/1/3': { body: savedProperties({ pageIndex: 3, listings: [] }) },
  })
  const pageHref = (pageIndex: number) => `/saved/test/${pageIndex}`

  it('shows the saved listings as search cards, newest saved first, each with when it was saved and Remove', async () => {
    const html = await render({
      page: () => createElement(SavedPropertiesPage, { siteId: 2, pageIndex: 1, pageHref }),
      api,
      prefetch: (client) => client.prefetchQuery(savedPropertiesQuery(api, 2, 1)),
      path: '/account/savedproperties/?page=2',
    })
    expect(html).toMatch(/<h1[^>]*>Saved Properties<\/h1>/)
    expect(html).toContain('30 saved properties on Rural Lookout · page 2 of 2')
    const cards = [...html.matchAll(/data-testid="search-card" data-listing-id="(\d+)"/g)].map((match) => match[1])
    expect(cards).toEqual(['3000002', '3000001'])
    expect(html).toContain('Ranch 3000002')
    expect(html).toMatch(/Saved <time datetime="2026-11-20T12:00:00Z">November 20, 2026<\/time>/i)
    expect(count(html, /data-testid="saved-property-remove"/g)).toBe(2)
    expect(html).toContain('Remove<span class="sr-only"> Ranch 3000002 from your saved properties</span>')
    // Pagination from pageHref: back to the first page, this page current.
    expect(html).toMatch(/href="\/saved\/test\/0"[^>]*rel="prev"/)
    expect(html).toMatch(/href="\/saved\/test\/1"[^>]*aria-current="page"/)
    expect(html).not.toContain('data-testid="saved-site-switcher"')
  })

  it('on the main land site links to the saved properties of every site, this one current', async () => {
    const html = await render({
      page: () =>
        createElement(SavedPropertiesPage, {
          siteId: 2,
          pageIndex: 1,
          pageHref,
          siteHref: (siteId: number) => `/sites/${siteId}/`,
        }),
      api,
      prefetch: (client) => client.prefetchQuery(savedPropertiesQuery(api, 2, 1)),
    })
    const switcher = html.slice(html.indexOf('data-testid="saved-site-switcher"'), html.indexOf('</nav>'))
    expect([...switcher.matchAll(/href="([^"]+)"[^>]*>([^<]+)</g)].map((match) => [match[1], match[2]])).toEqual([
      ['/sites/1/', 'OpenAcres'],
      ['/sites/2/', 'Rural Lookout'],
      ['/sites/3/', 'Farm &amp; Range Finder'],
    ])
    expect(switcher).toMatch(/href="\/sites\/2\/" aria-current="page"/)
  })

  it('explains the heart when nothing is saved, and offers the first page past the end', async () => {
    const empty = await render({
      page: () => createElement(SavedPropertiesPage, { siteId: 1, pageIndex: 0, pageHref }),
      api,
      prefetch: (client) => client.prefetchQuery(savedPropertiesQuery(api, 1, 0)),
    })
    expect(empty).toMatch(/<h2[^>]*>No saved properties on OpenAcres yet<\/h2>/)
    expect(empty).toContain('Press the heart on a listing')
    expect(empty).not.toContain('data-testid="search-card"')
    expect(empty).not.toContain('Pages of results')

    const pastEnd = await render({
      page: () => createElement(SavedPropertiesPage, { siteId: 1, pageIndex: 3, pageHref }),
      api,
      prefetch: (client) => client.prefetchQuery(savedPropertiesQuery(api, 1, 3)),
    })
    expect(pastEnd).toMatch(/There are no saved properties on this page\. <a href="\/saved\/test\/0"/)
  })

  it('at its route, reads the site and page the loader gives and links in the brand’s shapes', async () => {
    const land = await render({
      page: SavedPropertiesRoutePage,
      api,
      prefetch: (client) => client.prefetchQuery(savedPropertiesQuery(api, 2, 1)),
      loaderData: { savedProperties: { siteId: 2, pageIndex: 1 } },
      path: '/account/savedproperties/2/page-2',
    })
    expect(land).toMatch(/href="\/account\/savedproperties\/2\/page-"[^>]*rel="prev"/)
    expect(land).toContain('data-testid="saved-site-switcher"')
    expect(land).toContain('href="/account/savedproperties/3/page-"')

    const { api: landwatchApi } = answering({ '/api/account/savedproperties/2/1': { body: savedProperties() } })
    const landwatch = await render({
      page: SavedPropertiesRoutePage,
      api: landwatchApi,
      prefetch: (client) => client.prefetchQuery(savedPropertiesQuery(landwatchApi, 2, 1)),
      brand: brands.landwatch,
      links: siteLinksByBrand.landwatch,
      loaderData: { savedProperties: { siteId: 2, pageIndex: 1 } },
      path: '/account/savedproperties/?page=2',
    })
    expect(landwatch).toMatch(/href="\/account\/savedproperties\/"[^>]*rel="prev"/)
    expect(landwatch).not.toContain('data-testid="saved-site-switcher"')
  })

  it('has one address per site and page in each shape', () => {
    expect(savedPropertiesHref(brands.land, 3, 0)).toBe('/account/savedproperties/3/page-')
    expect(savedPropertiesHref(brands.land, 1, 4)).toBe('/account/savedproperties/1/page-5')
    expect(savedPropertiesHref(brands.laf, 3, 0)).toBe('/account/savedproperties/')
    expect(savedPropertiesHref(brands.laf, 3, 1)).toBe('/account/savedproperties/?page=2')
  })
})
