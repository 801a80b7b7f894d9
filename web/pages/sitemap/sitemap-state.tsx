import { listingSets, type SitemapView } from '../../api/sitemap-pages.ts'
import { contentLinkClass } from '../../components/content/content-article.tsx'
import { SiteLink } from '../../components/site-link.tsx'
import { searchHeading } from '../../search/search-heading.ts'
import { useBrand } from '../../site/brand-context.tsx'
import { useSiteLinks } from '../../site/site-links.tsx'
import { countyWordsOf, listingSetTitles, listingsText } from './sitemap-about.ts'
import { LinkColumns, SitemapFrame, SitemapSection } from './sitemap-frame.tsx'
import { useSitemapPath } from './sitemap-path.ts'

// A state's sitemap page: its search, its searches by property type, on the main land site its featured and new
// listings, and every county (parish, borough…) with land listed, each with its count and its own sitemap page.

type StateView = Extract<SitemapView, { page: 'state' }>

export function SitemapState(props: { view: StateView }) {
  const brand = useBrand()
  const links = useSiteLinks()
  const sitemapPath = useSitemapPath()
  const { state, propertyTypes, counties } = props.view
  const inState = { stateName: state.name, stateAbbreviation: state.abbreviation }
  const words = countyWordsOf(state.abbreviation)
  return (
    <SitemapFrame
      view={props.view}
      intro={
        <p>
          {state.listingCount
            ? `${listingsText(state.listingCount)} of land for sale or under contract in ${state.name} on ${brand.displayName}.`
            : `No land in ${state.name} is listed on ${brand.displayName} right now.`}{' '}
          <SiteLink href={links.search(inState)} className={contentLinkClass}>
            {searchHeading(inState)}
          </SiteLink>{' '}
          searches the whole state with a map and filters; below, its land by property type and by{' '}
          {words.one.toLowerCase()}.
        </p>
      }
    >
      {propertyTypes.length > 0 && (
        <SitemapSection id="property-types" heading={`${state.name} Land by Property Type`}>
          <LinkColumns
            links={propertyTypes.map(({ propertyType, listingCount }) => {
              const criteria = { ...inState, propertyTypes: [propertyType] }
              return { href: links.search(criteria), label: searchHeading(criteria), listingCount }
            })}
          />
        </SitemapSection>
      )}
      {brand.features.featuredAndNewSitemaps && (
        <SitemapSection id="featured-and-new" heading="Featured and New Listings">
          <LinkColumns
            links={listingSets.map((page) => ({
              href: sitemapPath({ page, state, pageIndex: 0 }),
              label: listingSetTitles[page](state.name),
            }))}
          />
        </SitemapSection>
      )}
      <SitemapSection id="counties" heading={`${words.many} with Land for Sale`}>
        {counties.length ? (
          <LinkColumns
            links={counties.map((county) => ({
              href: sitemapPath({ page: 'county', state, countySlug: county.slug, pageIndex: 0 }),
              label: county.name,
              listingCount: county.listingCount,
            }))}
          />
        ) : (
          <p>
            No land is listed in {state.name} right now. Its {words.many.toLowerCase()} appear here as sellers list land
            in them.
          </p>
        )}
      </SitemapSection>
    </SitemapFrame>
  )
}
