import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useId, useState, type ComponentProps } from 'react'
import { postCall } from '../api/api-call.ts'
import { landingPageQuery, type LandingPlace } from '../api/landing-page.ts'
import { logPopularSearchCall, searchQuery } from '../api/search.ts'
import { whenIdle } from '../site/idle-queue.ts'
import type { ChangeCriteria } from '../components/search/criteria-change.ts'
import { DidYouMean } from '../components/search/did-you-mean.tsx'
import { RoughLocation } from '../components/search/rough-location.tsx'
import { keepRoughLocation, withParameters } from '../search/rough-location.ts'
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
import { usePageLoading } from '../site/use-page-loading.ts'
import { hasSearchMobileNav } from '../rules/page-types.ts'

// maplibre is the biggest script of the site: it loads only when a buyer switches to the map. A map that cannot load
// leaves the results as they are, with a notice where the map would be (spec §8: a lazy part's failure is logged).
const SearchMap = lazyWithNotice(
  inSpecWords(() => import('../components/search/search-map.tsx'), 'map'),
  'map',
)

// A landing page's market summary is read, not used: the server draws it and the browser hydrates it once its code
// has come, after the page's first script (which every search page shares, landing or not).
const MarketSummaryPanel = lazy(() =>
  import('../components/search/market-summary.tsx').then((module) => ({ default: module.MarketSummaryPanel })),
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
  const searching = usePageLoading()
  const asked = links.searchCriteria(location.pathname, location.searchStr) ?? {}
  const { data: result } = useSuspenseQuery(searchQuery(api, brand.siteId, asked))
  const [highlightedId, setHighlightedId] = useState<number | null>(null)
  const filtersId = useId()

  // List or map, on every brand and width (spec §4's toggle, which the peers all have): on a phone the map takes the
  // list's place, on a wider screen it sits beside the list.
  const view: SearchView = new URLSearchParams(location.searchStr).get(searchViewParameter) === 'map' ? 'map' : 'list'
  const hrefOf = (criteria: SearchCriteria, inView: SearchView = view) =>
    withParameters(keepRoughLocation(links.search(criteria), location.searchStr, asked, criteria), [
      ...(inView === 'map' ? [`${searchViewParameter}=map`] : []),
    ])
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
      <RoughLocation criteria={asked} shown={location} />
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
              <ViewToggle view={view} hrefOf={(next) => hrefOf(asked, next)} />
            </div>
          </div>
          <div className={view === 'map' ? 'md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-4' : ''}>
            {view === 'map' && (
              <MapColumn
                listings={found.listings}
                criteria={asked}
                onChange={change}
                highlightedId={highlightedId}
                onHighlight={setHighlightedId}
              />
            )}
            <div className={view === 'map' ? 'hidden md:block' : ''} data-testid="search-list">
              {found.listings.length ? (
                <ResultList
                  listings={found.listings}
                  highlightedId={highlightedId}
                  onHighlight={setHighlightedId}
                  from={found.circle ? [found.circle.latitude, found.circle.longitude] : undefined}
                />
              ) : (
                <>
                  <DidYouMean criteria={asked} />
                  <NoResults criteria={found.criteria} />
                </>
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
  return data ? (
    <Suspense>
      <MarketSummaryPanel placeName={props.placeName} summary={data.pageData} />
    </Suspense>
  ) : null
}

/** The map: in the list's place on a phone (most of the window's height), beside the list and kept in view wider. */
function MapColumn(props: ComponentProps<typeof SearchMap>) {
  return (
    <div data-testid="search-map" className="h-[70dvh] md:sticky md:top-4 md:h-[75vh]">
      <Suspense fallback={<p role="status">Loading the map…</p>}>
        <SearchMap {...props} />
      </Suspense>
    </div>
  )
}
