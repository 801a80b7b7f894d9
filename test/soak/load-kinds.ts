import { callPath, type ApiCall } from '../../web/api/api-call.ts'
import { savedPropertiesCall, savedSearchesCall } from '../../web/api/account.ts'
import { listingDetailCall } from '../../web/api/listing-detail.ts'
import { loginInfoCall } from '../../web/api/login-info.ts'
import { placeSuggestionsCall } from '../../web/api/place-suggestions.ts'
import { mapDataCall, searchCall } from '../../web/api/search.ts'
import { directoryCall, sellerDetailsCall, sellerListingsCall } from '../../web/api/sellers.ts'
import { similarListingsCall } from '../../web/api/similar-listings.ts'
import { pick, type LoadKind, type Planned } from './load-types.ts'
import type { PageKind, SiteData } from './site-data.ts'
import { soakRequest, type Session } from './soak-http.ts'

// The reads of the load: the pages a visitor opens and the API calls their browser makes, on each brand, with a
// share of them sent logged in (no edge cache then). Weights: roughly what a listing site serves, searches and
// listing pages first.

const page = (name: PageKind, weight: number, login: LoadKind['login'] = 'share'): LoadKind => ({
  name: `page ${name}`,
  weight,
  expected: [200],
  login,
  next: (site, session) => {
    const path = pick(site.pages[name])
    return path === undefined ? null : { request: soakRequest('GET', path, { session }) }
  },
})

/** An API call of the site, its parameters (and body) read from the site's data; expected 200. */
const api = (
  name: string,
  weight: number,
  call: ApiCall,
  ask: (site: SiteData) => { params: Record<string, string | number>; body?: unknown },
  login: LoadKind['login'] = 'share',
): LoadKind => ({
  name: `api ${name}`,
  weight,
  expected: [200],
  login,
  next: (site, session): Planned => {
    const asked = ask(site)
    const request = soakRequest(call.method, callPath(call, { siteId: site.siteId, ...asked.params }), {
      session,
      ...(asked.body !== undefined ? { body: asked.body } : {}),
    })
    return { request }
  },
})

const listing = (site: SiteData) => pick(site.listings)!
const state = (site: SiteData) => pick(site.states)!

export const readKinds: readonly LoadKind[] = [
  page('home', 5),
  page('landing', 3),
  page('search', 6),
  page('listing', 6),
  page('seller', 3),
  page('directory', 2),
  page('sitemap', 2),
  page('account', 2, 'buyer'),
  api('search', 6, searchCall, (site) => ({
    params: {},
    body: { stateAbbreviation: state(site), pageIndex: Math.floor(Math.random() * 3) },
  })),
  api('map data', 2, mapDataCall, (site) => ({
    params: {},
    body: { stateAbbreviation: state(site), mapZoomLevel: 6 },
  })),
  api('listing detail', 5, listingDetailCall, (site) => ({ params: { propertyId: listing(site).id } })),
  api('similar listings', 2, similarListingsCall, (site) => ({ params: { propertyId: listing(site).id } })),
  api('place suggestions', 4, placeSuggestionsCall, (site) => ({ params: { text: pick(site.typed)! } })),
  api('seller details', 2, sellerDetailsCall, (site) => ({ params: { accountId: listing(site).accountId } })),
  api('seller listings', 1, sellerListingsCall, (site) => ({
    params: { accountId: listing(site).accountId },
    body: { sortOrderId: 3, pageIndex: 0 },
  })),
  api('directory', 1, directoryCall, (site) => ({
    params: {},
    body: { directoryType: 1, stateAbbreviation: state(site), sort: 'listings-high' },
  })),
  api('login info', 2, loginInfoCall, () => ({ params: {} })),
  api('saved searches', 1, savedSearchesCall, () => ({ params: {} }), 'buyer'),
  api('saved properties', 1, savedPropertiesCall, () => ({ params: { pageIndex: 0 } }), 'buyer'),
]

/** The session a kind's request goes with: per its `login`, a buyer picked at random on `share` of the requests. */
export function sessionFor(kind: LoadKind, buyers: readonly Session[], share: number): Session | null {
  if (kind.login === 'buyer' || (kind.login === 'share' && Math.random() < share)) return pick(buyers)!
  return null
}
