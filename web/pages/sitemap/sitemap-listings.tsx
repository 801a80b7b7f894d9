import { newListingDays, sitemapPageSize, type SitemapListing, type SitemapView } from '../../api/sitemap-pages.ts'
import { SearchPagination } from '../../components/search/search-pagination.tsx'
import { contentLinkClass } from '../../components/content/content-article.tsx'
import { SiteLink } from '../../components/site-link.tsx'
import { acresDisplay, dateDisplay, listingTitle, priceDisplay } from '../../format/listing-format.ts'
import { usNumber } from '../../format/us-numbers.ts'
import { sortOrder } from '../../rules/listing-rules.ts'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import { useBrand } from '../../site/brand-context.tsx'
import { useSiteLinks } from '../../site/site-links.tsx'
import { listingsText } from './sitemap-about.ts'
import { SitemapFrame, SitemapSection, sitemapLinkClass } from './sitemap-frame.tsx'
import { useSitemapPath } from './sitemap-path.ts'
import { addressOf } from '../../api/sitemap-address.ts'

// The sitemap pages that list listings, a page at a time: a county's, in the order they were listed, and on the main
// land site a state's featured and new ones. Each listing links to its page with its title, acreage and price.

type ListingsView = Extract<SitemapView, { page: 'county' | 'featured' | 'new' }>

function searchOf(view: ListingsView): { criteria: SearchCriteria; label: string } {
  const inState = { stateName: view.state.name, stateAbbreviation: view.state.abbreviation }
  switch (view.page) {
    case 'county':
      return {
        criteria: { ...inState, countyName: view.county.name },
        label: `Search land in ${view.county.name}`,
      }
    case 'featured':
      // The search's default order puts the upgraded listings first.
      return { criteria: inState, label: `Search all land in ${view.state.name}` }
    case 'new':
      return {
        criteria: { ...inState, dateListed: newListingDays, sortOrderId: sortOrder.newest },
        label: `Search new land in ${view.state.name}`,
      }
  }
}

function introOf(view: ListingsView, siteName: string): string {
  const count = view.listings.listingCount
  const listings = listingsText(count)
  switch (view.page) {
    case 'county':
      return count
        ? `${listings} of land for sale or under contract in ${view.county.name}, ${view.state.name}, on ${siteName}, in the order they were listed.`
        : `No land in ${view.county.name}, ${view.state.name}, is listed on ${siteName} right now.`
    case 'featured':
      return count
        ? `${listings} in ${view.state.name} with a diamond, platinum, gold or showcase upgrade or at the signature level, the top tier first and the newest first within it.`
        : `No listing in ${view.state.name} has a diamond, platinum, gold or showcase upgrade or the signature level right now.`
    case 'new':
      return count
        ? `${listings} in ${view.state.name} listed on ${siteName} in the last ${newListingDays} days, the newest first.`
        : `No land in ${view.state.name} has been listed on ${siteName} in the last ${newListingDays} days.`
  }
}

export function SitemapListings(props: { view: ListingsView }) {
  const brand = useBrand()
  const links = useSiteLinks()
  const sitemapPath = useSitemapPath()
  const { view } = props
  const { listingCount, pageIndex, pageCount, listings } = view.listings
  const search = searchOf(view)
  const first = pageIndex * sitemapPageSize
  return (
    <SitemapFrame
      view={view}
      intro={
        <p>
          {introOf(view, brand.displayName)}{' '}
          <SiteLink href={links.search(search.criteria)} className={contentLinkClass}>
            {search.label}
          </SiteLink>{' '}
          to sort and filter by price, acreage and property type.
        </p>
      }
    >
      <SitemapSection
        id="listings"
        heading={
          pageCount > 1
            ? `Listings ${usNumber(first + 1)}–${usNumber(first + listings.length)} of ${usNumber(listingCount)}`
            : 'Listings'
        }
      >
        {listings.length ? (
          <ul className="m-0 list-none gap-x-8 p-0 lg:columns-2">
            {listings.map((listing) => (
              <ListingItem
                key={listing.id}
                listing={listing}
                showCounty={view.page !== 'county'}
                showDate={view.page === 'new'}
              />
            ))}
          </ul>
        ) : (
          <p>New listings appear here as sellers add them.</p>
        )}
        <SearchPagination
          pageIndex={pageIndex}
          pageCount={pageCount}
          hrefOf={(page) => sitemapPath(addressOf(view, page))}
        />
      </SitemapSection>
    </SitemapFrame>
  )
}

function ListingItem(props: { listing: SitemapListing; showCounty: boolean; showDate: boolean }) {
  const links = useSiteLinks()
  const { listing } = props
  const facts = [
    acresDisplay(listing.acres),
    priceDisplay(listing.price),
    ...(props.showCounty ? [listing.county] : []),
    ...(props.showDate ? [`listed ${dateDisplay(listing.dateListed)}`] : []),
  ]
  return (
    <li className="break-inside-avoid py-1.5">
      <SiteLink href={links.listing(listing)} className={sitemapLinkClass}>
        {listingTitle(listing.title, listing.acres, listing.county, listing.stateName)}
      </SiteLink>
      <div className="text-sm text-brand-muted">{facts.join(' · ')}</div>
    </li>
  )
}
