import type { BrandId } from '../../brands/brand-config.ts'
import { siteIds } from '../../brands/site-ids.ts'
import { callPath } from '../../web/api/api-call.ts'
import { searchCall, type SearchResults } from '../../web/api/search.ts'
import { harnessPages, type HarnessPage } from '../harness/page-list.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import { sendJson, soakRequest } from './soak-http.ts'

// What the load asks a brand for, read from the site itself before the run: listings from its search (their detail
// pages, their sellers, their states and towns), and the harness's pages of each kind that answer 200 logged out.

type SiteListing = Pick<
  SearchResults['listings'][number],
  'id' | 'city' | 'county' | 'stateAbbreviation' | 'stateName' | 'accountId' | 'brokerName' | 'brokerCompany'
>

/** The kinds of page the load opens. */
export type PageKind = 'home' | 'landing' | 'search' | 'listing' | 'seller' | 'directory' | 'sitemap' | 'account'

export interface SiteData {
  brandId: BrandId
  siteId: number
  listings: SiteListing[]
  /** Paths of the brand's pages of each kind (none on a brand without the kind: landing pages are the land site's). */
  pages: Record<PageKind, string[]>
  /** Two-letter abbreviations of the states the listings are in. */
  states: string[]
  /** What a buyer types into the search bar: the first letters of the listings' towns. */
  typed: string[]
}

/** The harness pages whose name starts with `prefix` and that answer 200 to a visitor (or, with `login`, a buyer). */
function harnessPaths(brandId: BrandId, prefix: string, login?: HarnessPage['login']): string[] {
  return harnessPages[brandId]
    .filter((page) => page.name.startsWith(prefix) && page.status === 200 && page.login === login)
    .map((page) => page.path)
}

const unique = <T>(values: T[]) => [...new Set(values)]

/** Reads `searchPages` pages of the brand's whole-country search (25 listings each) and builds its page paths. */
export async function readSiteData(port: number, brandId: BrandId, searchPages: number): Promise<SiteData> {
  const siteId = siteIds[brandId]
  const path = callPath(searchCall, { siteId })
  const listings: SiteListing[] = []
  for (let pageIndex = 0; pageIndex < searchPages; pageIndex++) {
    const page = await sendJson<SearchResults>(port, brandId, soakRequest('POST', path, { body: { pageIndex } }))
    listings.push(...page.listings)
  }
  if (!listings.length) throw new Error(`${brandId}: the whole-country search found no listings to load`)
  const links = siteLinksByBrand[brandId]
  const sellers = unique(listings.map((listing) => listing.accountId)).map((accountId) =>
    listings.find((listing) => listing.accountId === accountId)!,
  )
  const sellerPaths = sellers.flatMap((listing) => {
    const seller = { accountId: listing.accountId, contactName: listing.brokerName, companyName: listing.brokerCompany }
    return [links.seller(seller, 'details'), links.seller(seller, 'listings')]
  })
  return {
    brandId,
    siteId,
    listings,
    pages: {
      home: ['/'],
      landing: harnessPaths(brandId, 'landing-'),
      search: [...harnessPaths(brandId, 'search-'), ...unique(listings.map((l) => links.state(l.stateName)))],
      listing: [...harnessPaths(brandId, 'listing-'), ...listings.map((listing) => links.listing(listing))],
      seller: [...harnessPaths(brandId, 'seller-'), ...sellerPaths],
      directory: harnessPaths(brandId, 'directory'),
      sitemap: [...harnessPaths(brandId, 'sitemap'), '/sitemap.xml', '/robots.txt'],
      account: harnessPages[brandId].filter((page) => page.login === 'buyer').map((page) => page.path),
    },
    states: unique(listings.map((listing) => listing.stateAbbreviation)),
    typed: unique(listings.map((listing) => listing.city.slice(0, 3).toLowerCase()).filter((text) => text.trim())),
  }
}
