import { editListingPath } from '../../brands/account-menu.ts'
import type { BrandId } from '../../brands/brand-config.ts'
import { brands, perBrand } from '../../brands/brand-registry.ts'
import { contentPages, type ContentPage } from '../../brands/content-pages.ts'
import { harnessListings } from '../../worker/db/seed/harness-listings.ts'
import { firstListingId } from '../../worker/db/seed/listings.ts'
import { flyerPath } from '../../routes/links/url-name.ts'
import { contentPathsOf, directoryPathsOf, sellerPathsOf, sitemapPath } from '../../routes/links/brand-urls-by-id.ts'
import type { HarnessLogin } from './harness-logins.ts'

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
  /**
   * Lighthouse runs on indexable pages; a noindex or 404 page loses its SEO score by design. 'figures': measured and
   * reported beside the budgets without being held to them (the map view, whose start the bench's map budget holds).
   */
  lighthouse: boolean | 'figures'
  /** Who is logged in when the page is asked for (test/harness/harness-logins.ts); nobody when absent. */
  login?: HarnessLogin
  /** The same page as the entry of this name, at another address it answers (a content page's common path). */
  sameAs?: string
  /**
   * The same template as the entry of this name, showing other data (another county, listing look or page of
   * results): the browser checks it in full in turn with that entry's other variants (test/browser/page-quality.ts).
   */
  variantOf?: string
}

/** A page showing its template (the entry named `variantOf`) with other data. */
function variantPage(name: string, path: string, variantOf: string, lighthouse = false): HarnessPage {
  return { name, path, status: 200, lighthouse, variantOf }
}

/** Pages every brand has at the same path. */
const commonPages: readonly HarnessPage[] = [
  { name: 'home', path: '/', status: 200, lighthouse: true },
  { name: 'error', path: '/error/?eurl=%2Fbroken%2Fpage', status: 200, lighthouse: false },
  { name: 'not-found', path: '/no/such/page', status: 404, lighthouse: false },
  // Outside production only (the browser tests run the development environment).
  { name: 'mailbox', path: '/mailbox/', status: 200, lighthouse: false },
  // The printable flyer (noindex: it repeats the listing page) of the diamond and the free fixture, and an unknown id.
  { name: 'flyer-diamond', path: flyerPath(firstListingId), status: 200, lighthouse: false },
  { name: 'flyer-free', path: flyerPath(firstListingId + 1), status: 200, lighthouse: false },
  { name: 'flyer-unknown', path: '/flyer/999999999', status: 404, lighthouse: false },
  { name: 'flyer-bad-id', path: '/flyer/abc', status: 404, lighthouse: false },
  // Logging in, and a reset link that does not work (a used or expired one looks the same).
  { name: 'login', path: '/login', status: 200, lighthouse: false },
  variantPage('login-return', '/login?returnUrl=%2Faccount%2F&title=My%20Account', 'login'),
  // The register and reset forms (the same forms as the modals'), as /login shows them.
  variantPage('login-register', '/login?mode=register', 'login'),
  variantPage('login-reset', '/login?mode=reset', 'login'),
  variantPage('login-link', '/login?mode=link', 'login'),
  { name: 'reset-unknown', path: `/reset/${'A'.repeat(43)}`, status: 200, lighthouse: false },
  // An alert's unsubscribe link that the site did not sign (a real one is signed per database: the browser test's).
  { name: 'unsubscribe-forged', path: `/unsubscribe/f1.${'A'.repeat(43)}`, status: 200, lighthouse: false },
  // The account pages as a buyer, the seller's Manage Listings, the admin's dashboard.
  { name: 'account', path: '/account/', status: 200, lighthouse: false, login: 'buyer' },
  { name: 'account-details', path: '/account/details/', status: 200, lighthouse: false, login: 'buyer' },
  { name: 'saved-searches', path: '/account/savedsearches/', status: 200, lighthouse: false, login: 'buyer' },
  { name: 'saved-properties', path: '/account/savedproperties/', status: 200, lighthouse: false, login: 'buyer' },
  { name: 'manage-listings', path: '/account/listings/', status: 200, lighthouse: false, login: 'seller' },
  { name: 'lead-inbox', path: '/account/leads/', status: 200, lighthouse: false, login: 'seller' },
  // The first fixture listing is the seed seller's.
  { name: 'edit-listing', path: editListingPath(firstListingId), status: 200, lighthouse: false, login: 'seller' },
  { name: 'dashboard', path: '/dashboard/', status: 200, lighthouse: false, login: 'admin' },
]

/** The seed's fixture listings (worker/db/seed/harness-listings.ts), by the look each gives the detail page. */
const listingLooks = ['diamond', 'free', 'gold-under-contract', 'platinum-sold', 'off-market', 'auction'] as const
if (listingLooks.length !== harnessListings.length) throw new Error('page list: one look per harness listing')

/**
 * Detail pages of every fixture at the brand's canonical URL (Lighthouse on a diamond and a free one, as issue 7
 * asks), and the 404 of an unknown id at each of the brand's detail shapes.
 */
function listingPages(canonicalPath: (id: number) => string, unknownPaths: readonly string[]): HarnessPage[] {
  return [
    ...listingLooks.map((look, i) => ({
      name: `listing-${look}`,
      path: canonicalPath(firstListingId + i),
      status: 200 as const,
      lighthouse: look === 'diamond' || look === 'free',
      ...(i ? { variantOf: `listing-${listingLooks[0]}` } : {}),
    })),
    ...unknownPaths.map((path, i) => ({
      name: `listing-unknown-${i + 1}`,
      path,
      status: 404 as const,
      lighthouse: false,
    })),
  ]
}

/**
 * The seed's first accounts (worker/db/seed/accounts.ts, the same at every size with the default seed): a corporate
 * master and one of its agents. Their pages at the brand's canonical paths, the listings view, and the 404 of an
 * unknown seller at every seller route of the brand.
 */
const corporateMaster = { accountId: 10001, contactName: 'Frank Simmons', companyName: 'Simmons Real Estate' }
const corporateAgent = { accountId: 10002, contactName: 'Eric Miller', companyName: 'Simmons Real Estate' }

function sellerPages(brandId: BrandId, unknownPaths: readonly string[]): HarnessPage[] {
  const { path } = sellerPathsOf[brandId]
  return [
    { name: 'seller-master', path: path(corporateMaster, 'details'), status: 200, lighthouse: true },
    { name: 'seller-listings', path: path(corporateMaster, 'listings'), status: 200, lighthouse: false },
    {
      name: 'seller-agent',
      path: path(corporateAgent, 'details'),
      status: 200,
      lighthouse: false,
      variantOf: 'seller-master',
    },
    // A seller who no longer advertises (the seed's account 10017): the broker-inactive page.
    {
      name: 'seller-inactive',
      path: path({ accountId: 10017, contactName: 'Mark Marshall', companyName: 'Prairie Properties' }, 'details'),
      status: 200,
      lighthouse: false,
    },
    // A seller's link from their own website moves to their listings page (a 301: test/browser/seller-directory);
    // one for no seller is the 404 page.
    { name: 'property-link-unknown', path: '/propertylink/999999999', status: 404, lighthouse: false },
    ...unknownPaths.map((path, i) => ({
      name: `seller-unknown-${i + 1}`,
      path,
      status: 404 as const,
      lighthouse: false,
    })),
  ]
}

/**
 * The broker directory of the brand: everyone, a state's brokers in an order, a second page, a name searched, and the
 * 404 of a segment the directory does not know.
 */
function directoryPages(brandId: BrandId): HarnessPage[] {
  const { path, root } = directoryPathsOf[brandId]
  return [
    { name: 'directory', path: path({}), status: 200, lighthouse: true },
    {
      name: 'directory-filtered',
      path: path({ stateAbbreviation: 'TX', directoryType: 1, sort: 'listings-high' }),
      status: 200,
      lighthouse: false,
      variantOf: 'directory',
    },
    {
      name: 'directory-page-2',
      path: path({ sort: 'name-az', pageIndex: 1 }),
      status: 200,
      lighthouse: false,
      variantOf: 'directory',
    },
    variantPage('directory-name', path({ keyword: 'Simmons' }), 'directory'),
    { name: 'directory-bad-segment', path: `/${root}/texas/plumbers`, status: 404, lighthouse: false },
  ]
}

/**
 * The content pages (brands/content-pages.ts) at every path the brand answers: its own shape (Lighthouse on the terms
 * of use, a long text page) and the common alias, whose canonical link names the brand's shape. Names in kebab case:
 * 'terms-of-use', 'terms-of-use-alias'.
 */
/** The content pages that are the terms of use's article with other text (web/components/content/content-article). */
const textPages: readonly ContentPage[] = [
  'advertisingTerms',
  'photoTerms',
  'privacy',
  'californiaPrivacy',
  'landFeedDocs',
]

function contentPagesOf(brandId: BrandId): HarnessPage[] {
  return contentPages.flatMap((page) => {
    const name = page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
    return contentPathsOf(brandId, page).map((path, i) => ({
      name: i ? `${name}-alias` : name,
      path,
      status: 200 as const,
      lighthouse: i === 0 && page === 'termsOfUse',
      ...(i ? { sameAs: name } : textPages.includes(page) ? { variantOf: 'terms-of-use' } : {}),
    }))
  })
}

/**
 * The HTML sitemap at the brand's shapes (routes/links/sitemap-urls.ts): the index (Lighthouse), a state, a
 * county with the harness listings, a parish and a borough, and on the brand that has them a state's featured and new
 * listings; then the 404 of a county named with the wrong variant (Kimble is a county, not a parish).
 */
function sitemapPages(brandId: BrandId, wrongVariant: string): HarnessPage[] {
  const state = (slug: string, abbreviation: string) => ({ slug, abbreviation })
  const texas = state('Texas', 'TX')
  const county = (name: string, place: ReturnType<typeof state>, countySlug: string) => ({
    name,
    path: sitemapPath(brandId, { page: 'county', state: place, countySlug, pageIndex: 0 }),
    status: 200 as const,
    lighthouse: false,
    ...(name === 'sitemap-county' ? {} : { variantOf: 'sitemap-county' }),
  })
  return [
    { name: 'sitemap', path: sitemapPath(brandId, { page: 'index' }), status: 200, lighthouse: true },
    {
      name: 'sitemap-state',
      path: sitemapPath(brandId, { page: 'state', state: texas }),
      status: 200,
      lighthouse: false,
    },
    county('sitemap-county', texas, 'Kimble-County-TX'),
    county('sitemap-parish', state('Louisiana', 'LA'), 'Orleans-Parish-LA'),
    county('sitemap-borough', state('Alaska', 'AK'), 'Kenai-Peninsula-Borough-AK'),
    ...(brands[brandId].features.featuredAndNewSitemaps
      ? (['featured', 'new'] as const).map((page) => ({
          name: `sitemap-${page}`,
          path: sitemapPath(brandId, { page, state: texas, pageIndex: 0 }),
          status: 200 as const,
          lighthouse: false,
          ...(page === 'new' ? { variantOf: 'sitemap-featured' } : {}),
        }))
      : []),
    { name: 'sitemap-wrong-variant', path: wrongVariant, status: 404, lighthouse: false },
  ]
}

/** Each brand's own route shapes (spec §2), added as the routes are built. */
const brandPages: Record<BrandId, readonly HarnessPage[]> = {
  land: [
    // Landing pages: a state, a region, counties of each kind (spec §2).
    { name: 'landing-state', path: '/Texas/', status: 200, lighthouse: true },
    variantPage('landing-region', '/Central-Texas-Region/', 'landing-state'),
    variantPage('landing-county', '/Kimble-County-TX/', 'landing-state'),
    variantPage('landing-parish', '/Orleans-Parish-LA/', 'landing-state'),
    variantPage('landing-borough', '/Kenai-Peninsula-Borough-AK/', 'landing-state'),
    // Search pages are noindex outside production; Lighthouse measures the production build, where they are not.
    { name: 'search-country', path: '/United-States/', status: 200, lighthouse: false },
    variantPage('search-page-2', '/Texas/all-land/page-2/', 'search-country'),
    { name: 'search-type-page', path: '/search/ranches-for-sale/', status: 200, lighthouse: false },
    variantPage('search-custom-page', '/search/cheap-land-for-sale/', 'search-type-page'),
    variantPage('search-auctions', '/search/auctions/', 'search-type-page'),
    variantPage('search-state-type', '/search/Texas/ranches-for-sale/', 'search-country'),
    variantPage(
      'search-deep-filtered',
      '/Texas/farms-and-ranches/price-50000-5000000/acres-over-10/has-house/sort-price-high/',
      'search-country',
      true,
    ),
    variantPage('search-keyword', '/United-States/?keyword=creek', 'search-country'),
    // A keyword no listing has: no results, and "Did you mean Montana?" above the similar properties.
    variantPage('search-did-you-mean', '/United-States/?keyword=montanna', 'search-country'),
    // The map view, on every brand: the view is a parameter, not a criterion.
    { name: 'search-map', path: '/Texas/?view=map', status: 200, lighthouse: 'figures' },
    {
      name: 'search-near-me-rough',
      path: '/search/all-land/lat30.3/long-97.7/?near=rough',
      status: 200,
      lighthouse: false,
    },
    {
      name: 'search-empty',
      path: '/search/Rhode-Island/ranches-for-sale/acres-over-5000/',
      status: 200,
      lighthouse: false,
    },
    { name: 'search-bad-segment', path: '/Texas/bogus-segment/', status: 404, lighthouse: false },
    { name: 'search-bad-page', path: '/Texas/all-land/page-abc/', status: 404, lighthouse: false },
    { name: 'search-unknown-place', path: '/Atlantis-County-TX/', status: 404, lighthouse: false },
    ...listingPages(
      (id) => `/property/Kimble-County-TX/${id}/`,
      ['/property/Kimble-County-TX/999999999/', '/listing/999999999/'],
    ),
    ...sellerPages('land', ['/member/seller/999999999/', '/broker/999999999/', '/profile/999999999/']),
    ...directoryPages('land'),
    // A member page without a numeric id is a search of sellers by name (spec §2).
    { name: 'member-search', path: '/member/simmons/', status: 200, lighthouse: false },
    // Other brands' shapes of content pages.
    { name: 'content-landwatch-shape', path: '/add-listing', status: 404, lighthouse: false },
    { name: 'content-laf-shape', path: '/about/termsandconditions/', status: 404, lighthouse: false },
    ...sitemapPages('land', '/sitemap/texas/kimble-parish/'),
    { name: 'sitemap-landwatch-shape', path: '/sitemap/kimble-county-tx', status: 404, lighthouse: false },
    // The main land site reads the saved properties of every site (spec §2 saved-properties path).
    {
      name: 'saved-properties-site',
      path: '/account/savedproperties/2/page-',
      status: 200,
      lighthouse: false,
      login: 'buyer',
    },
  ],
  landwatch: [
    // The rural-land and farm sites have no landing pages (spec §2): a state's search is where a visitor from a search
    // engine lands, so Lighthouse measures it as their landing page.
    { name: 'search-state', path: '/texas-land-for-sale', status: 200, lighthouse: true },
    variantPage('search-county-type', '/texas-land-for-sale/kimble-county/ranches', 'search-state', true),
    { name: 'search-empty-land', path: '/land', status: 200, lighthouse: false },
    { name: 'search-map', path: '/texas-land-for-sale?view=map', status: 200, lighthouse: 'figures' },
    variantPage('search-custom', '/land/farms/price-under-500000/page-2', 'search-state'),
    {
      name: 'search-bad-segment',
      path: '/texas-land-for-sale/kimble-county/bogus/more',
      status: 404,
      lighthouse: false,
    },
    ...listingPages(
      (id) => `/kimble-county-tx/pid/${id}`,
      [
        '/pid/999999999',
        '/kimble-county-tx/pid/999999999',
        '/property/kimble-county-tx-999999999/',
        '/listing/999999999',
      ],
    ),
    ...sellerPages('landwatch', ['/profile/seller/999999999', '/member/999999999']),
    ...directoryPages('landwatch'),
    // The finance center (spec §1, the fcid query): a lender, a state's lenders, and an fcid that is not a number.
    { name: 'finance-lender', path: '/financing?fcid=1', status: 200, lighthouse: false },
    { name: 'finance-state', path: '/financing?state=TX', status: 200, lighthouse: false },
    variantPage('finance-bad-fcid', '/financing?fcid=abc', 'finance-state'),
    // Another brand's shape of a content page, and the other form of its trailing slash.
    { name: 'content-laf-shape', path: '/about/termsandconditions/', status: 404, lighthouse: false },
    { name: 'content-slash-variant', path: '/advertising-terms/', status: 404, lighthouse: false },
    ...sitemapPages('landwatch', '/sitemap/kimble-parish-tx'),
    // Featured and new listings are the main land site's; the other form of the trailing slash.
    { name: 'sitemap-featured-land-shape', path: '/sitemap/featured-listing/TX', status: 404, lighthouse: false },
    { name: 'sitemap-slash-variant', path: '/sitemap/texas/', status: 404, lighthouse: false },
  ],
  laf: [
    { name: 'search-state', path: '/search/texas-land-for-sale/', status: 200, lighthouse: true },
    variantPage(
      'search-county-type',
      '/search/texas-land-for-sale/kimble-county/ranches-for-sale/',
      'search-state',
      true,
    ),
    { name: 'search-all-land', path: '/search/all-land/', status: 200, lighthouse: false },
    { name: 'search-map', path: '/search/texas-land-for-sale/?view=map', status: 200, lighthouse: 'figures' },
    variantPage('search-type', '/search/all-land/farms-for-sale/price-under-500000/', 'search-state'),
    { name: 'search-bad-segment', path: '/search/all-land/bogus/', status: 404, lighthouse: false },
    ...listingPages(
      (id) => `/property/kimble-county-tx-${id}/`,
      ['/property/kimble-county-tx-999999999/', '/listing/999999999/'],
    ),
    ...sellerPages('laf', ['/broker/seller-999999999/', '/member/999999999/']),
    ...directoryPages('laf'),
    // The rural-land site's shapes of content pages.
    { name: 'content-landwatch-shape', path: '/terms-conditions', status: 404, lighthouse: false },
    { name: 'content-slash-variant', path: '/advertising-terms', status: 404, lighthouse: false },
    ...sitemapPages('laf', '/sitemap/texas/kimble-parish/'),
    { name: 'sitemap-featured-land-shape', path: '/sitemap/featured-listing/TX/', status: 404, lighthouse: false },
  ],
}

export const harnessPages: Record<BrandId, readonly HarnessPage[]> = perBrand((id) => [
  ...commonPages,
  ...contentPagesOf(id),
  ...brandPages[id],
])
