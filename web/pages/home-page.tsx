import type { ListingSummary } from '../api/listing-summary.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { homePageQuery } from '../api/site-queries.ts'
import { ListingCard } from '../components/listing-card.tsx'
import { SearchBar } from '../components/search-bar.tsx'
import { countDisplay } from '../format/listing-format.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'

/** The home page: the brand's hero, featured and newest listings, and the states with the most land. */
export function HomePage() {
  const api = useApi()
  const brand = useBrand()
  const links = useSiteLinks()
  const { data } = useSuspenseQuery(homePageQuery(api, brand.siteId))
  const page = data?.pageData
  return (
    <main data-testid="home-page">
      <section className="bg-brand-primary-dark px-4 pb-14 pt-28 text-white">
        <div className="mx-auto max-w-7xl">
          <h1 className="m-0 text-4xl font-bold md:text-5xl">{brand.tagline}</h1>
          {page && (
            <p className="mb-0 mt-4 text-lg opacity-90" data-testid="listing-total">
              {countDisplay(page.listingCount)} properties for sale, {countDisplay(Math.round(page.totalAcres))} acres
              in all
            </p>
          )}
          <div className="mt-8 max-w-2xl">
            <SearchBar size="hero" />
          </div>
        </div>
      </section>
      {!page ? (
        <p className="mx-auto max-w-7xl px-4 py-10" role="status">
          Listings could not be loaded just now. Please try again in a moment.
        </p>
      ) : (
        <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
          <ListingSection
            title="Featured Properties"
            testId="featured-listings"
            listings={page.featuredListings}
            first
          />
          <ListingSection
            title="Newest Listings"
            testId="newest-listings"
            listings={page.newestListings}
            first={page.featuredListings.length === 0}
          />
          <section aria-labelledby="popular-states-heading">
            <h2 id="popular-states-heading" className="mb-4 mt-0 text-2xl font-bold">
              Land for Sale by State
            </h2>
            <ul className="m-0 grid list-none gap-2 p-0 sm:grid-cols-3 lg:grid-cols-4" data-testid="home-states">
              {page.popularStates.map((state) => (
                <li key={state.id}>
                  <a className="tap-target no-underline hover:underline" href={links.state(state.name)}>
                    {state.name} <span className="text-brand-muted">({countDisplay(state.listingCount)})</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </main>
  )
}

/**
 * A row of listing cards. The first card of the page's first row is in a phone's first screen and is its largest
 * picture (its LCP): its photo loads at once and first, not when it is laid out (`npm run lighthouse`: the lazy photo
 * began loading 1.4 s into the page, and the page's LCP came at 2.2 s on slow 4G).
 */
function ListingSection(props: { title: string; testId: string; listings: ListingSummary[]; first?: boolean }) {
  if (props.listings.length === 0) return null
  return (
    <section aria-label={props.title}>
      <h2 className="mb-4 mt-0 text-2xl font-bold">{props.title}</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid={props.testId}>
        {props.listings.map((listing, i) => (
          <ListingCard key={listing.id} listing={listing} priority={!!props.first && i === 0} />
        ))}
      </div>
    </section>
  )
}
