import { useSuspenseQuery } from '@tanstack/react-query'
import { useLoaderData } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { savedPropertiesQuery, type SavedProperty } from '../api/account.ts'
import { AccountLoadProblem } from '../components/account/account-load-problem.tsx'
import { headingClass, linkButton, pageClass } from '../components/account/account-look.tsx'
import { savedPropertiesHref } from '../components/account/saved-properties-paths.ts'
import { SavedPropertyItem } from '../components/account/saved-property-item.tsx'
import { useSavedPropertyRemoval } from '../components/account/saved-property-removal.ts'
import { SavedSiteSwitcher } from '../components/account/saved-site-switcher.tsx'
import { siteNameOf } from '../components/account/site-names.ts'
import { SearchPagination } from '../components/search/search-pagination.tsx'
import { SiteLink } from '../components/site-link.tsx'
import { countDisplay, listingTitle } from '../format/listing-format.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'

// /account/savedproperties/ (spec §2): the listings a person saved with the heart on a site, newest saved first, as
// search cards with a Remove each, 24 to a page. The route checks the login and loads the page first.

/** How many cards load their photo at once: the ones seen first. */
const eagerPhotos = 2

export function SavedPropertiesPage(props: {
  siteId: number
  pageIndex: number
  pageHref: (pageIndex: number) => string
  /** Given (the main land site), the page links to the saved properties of every site. */
  siteHref?: ((siteId: number) => string) | undefined
}) {
  const api = useApi()
  const links = useSiteLinks()
  const result = useSuspenseQuery(savedPropertiesQuery(api, props.siteId, props.pageIndex)).data
  const remove = useSavedPropertyRemoval(props.siteId, props.pageIndex)
  const [removed, setRemoved] = useState('')
  const removedNote = useRef<HTMLParagraphElement>(null)
  const found = result.data
  const siteName = siteNameOf(props.siteId)

  // The card and its button leave the page: focus goes to the note that says so.
  const onRemove = async (listing: SavedProperty) => {
    const refused = await remove(listing)
    if (!refused) {
      const title = listingTitle(listing.title, listing.acres, listing.county, listing.stateName)
      setRemoved(`Removed ${title} from your saved properties.`)
      removedNote.current?.focus()
    }
    return refused
  }

  return (
    <main data-testid="saved-properties-page" data-page-name="Saved Properties" className={pageClass}>
      <h1 className={`${headingClass} mb-2`}>Saved Properties</h1>
      {props.siteHref && <SavedSiteSwitcher siteId={props.siteId} siteHref={props.siteHref} />}
      {!found ? (
        <AccountLoadProblem status={result.status} title="Saved Properties" what="your saved properties" />
      ) : (
        <>
          <p className="m-0 mb-2 text-brand-muted" data-testid="saved-properties-count">
            {found.totalCount === 1 ? '1 saved property' : `${countDisplay(found.totalCount)} saved properties`} on{' '}
            {siteName}
            {found.pageCount > 1 && ` · page ${found.pageIndex + 1} of ${found.pageCount}`}
          </p>
          <p
            ref={removedNote}
            tabIndex={-1}
            role="status"
            className="m-0 mb-3 font-semibold text-green-800 outline-none"
            data-testid="saved-property-removed"
          >
            {removed}
          </p>
          {found.totalCount === 0 ? (
            <div className="rounded-lg bg-brand-surface p-4" data-testid="saved-properties-empty">
              <h2 className="m-0 text-lg font-bold">No saved properties on {siteName} yet</h2>
              <p>
                Press the heart on a listing, in the search results or on its page, to save it. Saved listings appear
                here, newest first, so you can come back to them and compare.
              </p>
              <SiteLink href={links.search({})} className={linkButton}>
                Search land for sale
              </SiteLink>
            </div>
          ) : found.listings.length === 0 ? (
            <p data-testid="saved-properties-past-end">
              There are no saved properties on this page.{' '}
              <SiteLink href={props.pageHref(0)} className="tap-target font-semibold text-brand-primary underline">
                Go to the first page
              </SiteLink>
            </p>
          ) : (
            <ol className="m-0 flex list-none flex-col gap-6 p-0" data-testid="saved-properties">
              {found.listings.map((listing, index) => (
                <SavedPropertyItem
                  key={listing.id}
                  listing={listing}
                  priority={index < eagerPhotos}
                  onRemove={onRemove}
                />
              ))}
            </ol>
          )}
          <SearchPagination pageIndex={found.pageIndex} pageCount={found.pageCount} hrefOf={props.pageHref} />
        </>
      )}
    </main>
  )
}

/**
 * The page at its routes (routes/account-routes.tsx): the site and page the route's loader read from the address,
 * with this brand's address shapes.
 */
export function SavedPropertiesRoutePage() {
  const brand = useBrand()
  const { savedProperties } = useLoaderData({ strict: false }) as {
    savedProperties?: { siteId: number; pageIndex: number }
  }
  const siteId = savedProperties?.siteId ?? brand.siteId
  return (
    <SavedPropertiesPage
      siteId={siteId}
      pageIndex={savedProperties?.pageIndex ?? 0}
      pageHref={(pageIndex) => savedPropertiesHref(brand, siteId, pageIndex)}
      siteHref={brand.isLand ? (other) => savedPropertiesHref(brand, other, 0) : undefined}
    />
  )
}
