import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { Suspense, useEffect, useId, useState, type ComponentProps } from 'react'
import { postCall } from '../api/api-call.ts'
import { landingPageQuery, type LandingPlace } from '../api/landing-page.ts'
import { logPopularSearchCall, searchQuery } from '../api/search.ts'
import { whenIdle } from '../site/idle-queue.ts'
import type { ChangeCriteria } from '../components/search/criteria-change.ts'
import { MarketSummaryPanel } from '../components/search/market-summary.tsx'
import { NoResults, ResultList } from '../components/search/result-list.tsx'
import { SearchFilters } from '../components/search/search-filters.tsx'
import { lazyWithNotice } from '../components/lazy-with-notice.tsx'
import { SaveSearch } from '../components/search/save-search.tsx'
import { SearchMobileNav } from '../components/search/search-mobile-nav.tsx'
import { SearchPagination } from '../components/search/search-pagination.tsx'
import { ViewToggle, type SearchView } from '../components/search/view-toggle.tsx'
import { searchViewParameter } from '../search/search-view.ts'
import { countDisplay } from '../format/listing-format.ts'
import type { SearchCriteria } from '../search/search-criteria.ts'
import { landingPlaceOf } from '../search/landing-place.ts'
import { placeLabel, searchHeading } from '../search/search-heading.ts'
import { useApi } from '../site/api-context.tsx'
import { inSpecWords } from '../site/lazy-part-failure.ts'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'
import { mobileQuery, useMediaQuery } from '../site/use-media-query.ts'
import { hasSearchMobileNav } from '../rules/page-types.ts'

// maplibre is the biggest script of the site: it loads only when a buyer switches to the map. A map that cannot load
// leaves the results as they are, with a notice where the map would be (spec §8: a lazy part's failure is logged).
const SearchMap = lazyWithNotice(
  inSpecWords(() => import('../components/search/search-map.tsx'), 'map'),
  'map',
)

/** The search page (spec §2): heading and count, filters, result cards, pages; the URL holds every choice. */
export function SearchPage() {
  const api = useApi()
  const brand = useBrand()
  const links = useSiteLinks()
  const router = useRouter()
  // The location whose search has loaded (the route's loader fetched it): reading the new location as soon as the
  // URL changes would suspend on a search not yet fetched, and the page would blank out until it came.
  const location = useRouterState({ select: (state) => state.resolvedLocation ?? state.location })
  // Meanwhile the page shows the last search: say so to assistive technology (and to tests).
  const searching = useRouterState({ select: (state) => state.location.href !== state.resolvedLocation?.href })
  const asked = links.searchCriteria(location.pathname, location.searchStr) ?? {}
  const { data: result } = useSuspenseQuery(searchQuery(api, brand.siteId, asked))
  const [highlightedId, setHighlightedId] = useState<number | null>(null)
  const filtersId = useId()

  // The map is the main land site's, on screens wider than a phone (spec §2 listing card): the toggle and the map's
  // column are hidden by CSS below md, so the page renders the same on the server and on any screen.
  const mapAllowed = brand.features.searchMap
  const view: SearchView =
    mapAllowed && new URLSearchParams(location.searchStr).get(searchViewParameter) === 'map' ? 'map' : 'list'
  const hrefOf = (criteria: SearchCriteria, inView: SearchView = view) => {
    const href = links.search(criteria)
    if (inView !== 'map') return href
    return `${href}${href.includes('?') ? '&' : '?'}${searchViewParameter}=map`
  }
  const pageHref = (pageIndex: number) => hrefOf({ ...asked, pageIndex: pageIndex || undefined })
  const change: ChangeCriteria = (update) =>
    void router.navigate({ href: hrefOf({ ...asked, ...update, pageIndex: undefined }) })

  const found = result.data
  // Each search a buyer lands on counts toward the popular searches, once per URL, from its first page (spec §7).
  // Sent when the browser is idle: a request begun among the effects that follow hydration lengthens their task.
  const searched = found && !asked.pageIndex ? location.pathname + location.searchStr : null
  useEffect(() => {
    if (searched) whenIdle(() => void postCall(api, logPopularSearchCall, { siteId: brand.siteId }, asked))
  }, [searched])
  const heading = searchHeading(found?.criteria ?? asked)
  const landing = brand.features.stateLandingPages && found ? landingPlaceOf(asked, found.criteria) : null
  return (
    <main
      data-testid="search-page"
      aria-busy={searching || undefined}
      data-page-name={landing ? 'Landing Page' : 'Search Results'}
      className="mx-auto max-w-7xl px-4 pb-24 pt-6 md:pb-10"
    >
      <h1 className="m-0 text-2xl font-bold md:text-3xl">{heading}</h1>
      {landing && found && view === 'list' && <LandingSummary place={landing} placeName={placeLabel(found.criteria)} />}
      <SearchFilters id={filtersId} criteria={asked} onChange={change} />
      {!found ? (
        <p role="status" className="py-10">
          Results could not be loaded just now. Please try again in a moment.
        </p>
      ) : (
        <>
          <div className="my-3 flex flex-wrap items-center justify-between gap-2">
            <p role="status" className="m-0 text-sm text-brand-muted" data-testid="result-count">
              {found.totalCount === 1 ? '1 property' : `${countDisplay(found.totalCount)} properties`}
              {found.pageCount > 1 && ` · page ${found.pageIndex + 1} of ${countDisplay(found.pageCount)}`}
            </p>
            <div className="flex items-center gap-3">
              <SaveSearch criteria={asked} heading={heading} />
              {mapAllowed && (
                <div className="hidden md:block">
                  <ViewToggle view={view} hrefOf={(next) => hrefOf(asked, next)} />
                </div>
              )}
            </div>
          </div>
          <div className={view === 'map' ? 'md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-4' : ''}>
            {view === 'map' && (
              <MapColumn
                criteria={asked}
                onChange={change}
                highlightedId={highlightedId}
                onHighlight={setHighlightedId}
              />
            )}
            <div>
              {found.listings.length ? (
                <ResultList listings={found.listings} highlightedId={highlightedId} onHighlight={setHighlightedId} />
              ) : (
                <NoResults criteria={found.criteria} />
              )}
              <SearchPagination pageIndex={found.pageIndex} pageCount={found.pageCount} hrefOf={pageHref} />
            </div>
          </div>
          {hasSearchMobileNav(brand) && (
            <SearchMobileNav
              filtersId={filtersId}
              pageIndex={found.pageIndex}
              pageCount={found.pageCount}
              hrefOf={pageHref}
            />
          )}
        </>
      )}
    </main>
  )
}

function LandingSummary(props: { place: LandingPlace; placeName: string }) {
  const api = useApi()
  const brand = useBrand()
  const { data } = useSuspenseQuery(landingPageQuery(api, brand.siteId, props.place))
  return data ? <MarketSummaryPanel placeName={props.placeName} summary={data.pageData} /> : null
}

/** The map beside the results; on a phone-sized screen not even its code loads (the column is hidden there). */
function MapColumn(props: ComponentProps<typeof SearchMap>) {
  const isMobile = useMediaQuery(mobileQuery)
  return (
    <div data-testid="search-map" className="sticky top-4 hidden h-[75vh] md:block">
      {!isMobile && (
        <Suspense fallback={<p role="status">Loading the map…</p>}>
          <SearchMap {...props} />
        </Suspense>
      )}
    </div>
  )
}
