import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouterState, useSearch } from '@tanstack/react-router'
import { Suspense, useRef, useState } from 'react'
import { accountPaths, editListingPath } from '../../brands/account-menu.ts'
import { useLoginInfo } from '../account/use-login-info.tsx'
import type { CallResult } from '../api/api-call.ts'
import {
  listingSearchMaxLength,
  listingSorts,
  managedListingsKey,
  managedListingsPageQuery,
  statusFilters,
  type ListingSort,
  type ManagedListing,
  type ManagedListings,
  type ManagedListingsView,
  type StatusFilter,
} from '../api/seller-listings-manage.ts'
import { secondaryButton } from '../components/account/account-look.tsx'
import { lazyWithNotice } from '../components/lazy-with-notice.tsx'
import { ChangeForm } from '../components/manage-listings/change-form.tsx'
import { FindListings, manageListingsHref } from '../components/manage-listings/find-listings.tsx'
import { SearchPagination } from '../components/search/search-pagination.tsx'
import { SiteLink } from '../components/site-link.tsx'
import { StatusPill } from '../components/status-pill.tsx'
import { countDisplay, dateDisplay, listingTitle, priceDisplay } from '../format/listing-format.ts'
import { usDollars } from '../format/us-numbers.ts'
import { marketStatus } from '../rules/listing-rules.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'

// The seller's property control center (spec §2 Footer, Manage Listings): the seller's listings with their status,
// price, views and leads, a row each (a card each on phones, under 601 px), and per row a form that changes the price
// (a choice of amount, Auction or Contact for Price) or the status, a link to the form that edits every field, and
// buttons that open the listing's land facts and photos (lazy chunks) below the row. A listing's leads link to the
// lead inbox filtered by it. Above the list, a search, a status filter and a sort (issue 32): the page's URL holds
// them with the page, accountPaths.manageListings?q=&status=&sort=&page=N (N from 1; none of them when the default),
// so Back and a shared link show the same listings.

/** A listing's land facts and boundary form: its own chunk, loaded when a seller first opens one. */
const LandFactsEditor = lazyWithNotice(
  () => import('../components/manage-listings/land-facts-editor.tsx'),
  'land facts form',
)

/** A listing's photos: their own chunk too, loaded when a seller first opens them. */
const PhotosEditor = lazyWithNotice(() => import('../components/manage-listings/photos-editor.tsx'), 'photos form')

const isFiltered = (view: ManagedListingsView) => view.q !== '' || view.status !== undefined

export function ManageListingsPage(props: { view: ManagedListingsView }) {
  const { view } = props
  const api = useApi()
  const brand = useBrand()
  const links = useSiteLinks()
  const login = useLoginInfo()
  const here = useRouterState({ select: (state) => state.location.href })
  const userId = login.userInfo?.id ?? 0
  const query = useQuery({
    ...managedListingsPageQuery(api, brand.siteId, userId, view),
    enabled: login.isLoggedIn,
    placeholderData: keepPreviousData,
  })
  const result = query.data
  const found = result?.data
  const logIn = (
    <SiteLink href={links.login(here)} className="tap-target font-semibold text-brand-primary underline">
      Log in
    </SiteLink>
  )
  return (
    <main
      data-testid="manage-listings-page"
      aria-busy={query.isFetching || undefined}
      className="mx-auto max-w-7xl px-4 pb-24 pt-6"
    >
      <h1 className="m-0 text-2xl font-bold md:text-3xl">Property control center</h1>
      <p className="mb-4 mt-1 text-brand-muted">
        Your listings, what buyers do with them, and their price and status.{' '}
        {login.userInfo?.isSeller && (
          <SiteLink href={accountPaths.leads} className="tap-target font-semibold text-brand-primary underline">
            Your leads
          </SiteLink>
        )}
      </p>
      {!login.isLoggedIn || result?.status === 401 ? (
        <p role="status">{logIn} to manage your listings.</p>
      ) : query.isPending ? (
        <p role="status">Loading your listings…</p>
      ) : result?.status === 403 ? (
        <p role="status" data-testid="manage-listings-not-seller">
          This login has no seller account, so it has no listings to manage. Listings appear here once you advertise a
          property as a seller.
        </p>
      ) : !found ? (
        <p role="status">Your listings could not be loaded just now. Please try again in a moment.</p>
      ) : found.totalCount === 0 && !isFiltered(view) ? (
        <p role="status" data-testid="manage-listings-empty">
          You have no listings yet. When you advertise a property it appears here, with its views and leads.
        </p>
      ) : (
        <>
          <FindListings view={view} />
          <p role="status" className="my-3 text-sm text-brand-muted" data-testid="manage-listings-count">
            {found.totalCount === 1 ? '1 listing' : `${countDisplay(found.totalCount)} listings`}
            {isFiltered(view) && (found.totalCount === 1 ? ' matches' : ' match')}
            {found.pageCount > 1 && ` · page ${found.pageIndex + 1} of ${found.pageCount}`}
            {isFiltered(view) && (
              <>
                {' · '}
                <SiteLink
                  href={manageListingsHref({ q: '', sort: view.sort, pageIndex: 0 })}
                  className="tap-target text-brand-primary underline"
                >
                  Show all
                </SiteLink>
              </>
            )}
          </p>
          {found.listings.length ? (
            <ListingsTable listings={found} view={view} userId={userId} csrfToken={login.csrfToken} />
          ) : found.totalCount === 0 ? (
            <p data-testid="manage-listings-none-match">No listing matches this search.</p>
          ) : (
            <p>
              There are no listings on this page.{' '}
              <SiteLink
                href={manageListingsHref({ ...view, pageIndex: 0 })}
                className="tap-target text-brand-primary underline"
              >
                Go to the first page
              </SiteLink>
            </p>
          )}
          <SearchPagination
            pageIndex={found.pageIndex}
            pageCount={found.pageCount}
            hrefOf={(pageIndex) => manageListingsHref({ ...view, pageIndex })}
          />
        </>
      )}
    </main>
  )
}

const headCell = 'border-0 border-b border-solid border-gray-300 px-2 py-2 text-left text-sm font-semibold'
// Under 601 px each row is a card: the table's parts lay out as blocks, and each number says what it is.
const cellBox = 'px-0 py-1 align-top sm:border-0 sm:border-b sm:border-solid sm:border-gray-200 sm:p-2'
const cell = `block sm:table-cell ${cellBox}`

function ListingsTable(props: {
  listings: ManagedListings
  view: ManagedListingsView
  userId: number
  csrfToken: string | null
}) {
  const brand = useBrand()
  const queryClient = useQueryClient()
  const key = managedListingsKey(brand.siteId, props.userId, props.view)
  // The saved listing replaces its row at once; the pages are then read again (a status change moves no row, but
  // another tab may have changed others).
  const onSaved = (saved: ManagedListing) => {
    queryClient.setQueryData<CallResult<ManagedListings>>(key, (old) =>
      old?.data
        ? { ...old, data: { ...old.data, listings: old.data.listings.map((l) => (l.id === saved.id ? saved : l)) } }
        : old,
    )
    void queryClient.invalidateQueries({ queryKey: key.slice(0, 3) })
  }
  return (
    <table className="block w-full border-collapse sm:table" data-testid="manage-listings-table">
      <caption className="sr-only">Your listings, {listingSorts[props.view.sort].toLowerCase()}</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr>
          <th scope="col" className={headCell}>
            Listing
          </th>
          <th scope="col" className={`${headCell} hidden lg:table-cell`}>
            Status
          </th>
          <th scope="col" className={headCell}>
            Price
          </th>
          <th scope="col" className={`${headCell} text-right`}>
            Views
          </th>
          <th scope="col" className={`${headCell} text-right`}>
            Leads
          </th>
          <th scope="col" className={headCell}>
            Change price or status
          </th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 sm:table-row-group">
        {props.listings.listings.map((listing) => (
          <ListingRow key={listing.id} listing={listing} csrfToken={props.csrfToken} onSaved={onSaved} />
        ))}
      </tbody>
    </table>
  )
}

function ListingRow(props: {
  listing: ManagedListing
  csrfToken: string | null
  onSaved: (listing: ManagedListing) => void
}) {
  const { listing } = props
  const title = listingTitle(listing.title, listing.acres, listing.county, listing.stateAbbreviation)
  const place = [listing.city, listing.county, listing.stateAbbreviation].filter(Boolean).join(', ')
  const change = listing.priceChangeAmount
  const [editingFacts, setEditingFacts] = useState(false)
  const factsButton = useRef<HTMLButtonElement>(null)
  const editorId = `land-facts-${listing.id}`
  const [editingPhotos, setEditingPhotos] = useState(false)
  const photosButton = useRef<HTMLButtonElement>(null)
  const photosId = `photos-${listing.id}`
  const editable = listing.marketStatus !== marketStatus.invalid
  return (
    <>
      <tr
        data-testid="managed-listing"
        data-listing-id={listing.id}
        className="block rounded-lg border border-solid border-gray-200 p-3 sm:table-row sm:rounded-none sm:border-0 sm:p-0"
      >
        <td className={`${cell} sm:min-w-36`}>
          {listing.url ? (
            <SiteLink href={listing.url} className="tap-target font-semibold text-brand-primary underline">
              {title}
            </SiteLink>
          ) : (
            <span className="font-semibold">{title}</span>
          )}
          <span className="block text-sm text-brand-muted">{place}</span>
          <span className="block text-sm text-brand-muted">
            Listed {dateDisplay(listing.dateListed)}
            {listing.agentName && ` · agent ${listing.agentName}`}
            {!listing.url && listing.marketStatus !== marketStatus.invalid && ' · not shown on this site'}
          </span>
          <span className="mt-1 block lg:hidden">
            <ListingStatus listing={listing} />
          </span>
        </td>
        <td className={`${cellBox} hidden lg:table-cell`}>
          <ListingStatus listing={listing} />
        </td>
        <td className={cell}>
          <span className="font-semibold" data-testid="managed-listing-price">
            {priceDisplay(listing.price)}
          </span>
          {change !== 0 && (
            <span className="block text-sm text-brand-muted">
              {change < 0 ? `Reduced ${usDollars(-change)}` : `Raised ${usDollars(change)}`}
              {listing.priceChangedAt && ` on ${dateDisplay(listing.priceChangedAt)}`}
            </span>
          )}
        </td>
        <td className={`${cell} sm:text-right`} data-testid="managed-listing-views">
          <span className="sm:hidden">Views: </span>
          {countDisplay(listing.views)}
        </td>
        <td className={`${cell} sm:text-right`} data-testid="managed-listing-leads">
          <span className="sm:hidden">Leads: </span>
          {listing.leads > 0 ? (
            <SiteLink
              href={`${accountPaths.leads}?listingId=${listing.id}`}
              className="tap-target text-brand-primary underline"
            >
              {countDisplay(listing.leads)}
              <span className="sr-only"> leads about {title}</span>
            </SiteLink>
          ) : (
            countDisplay(listing.leads)
          )}
        </td>
        <td className={`${cell} sm:w-48 lg:w-[22rem]`}>
          {listing.marketStatus === marketStatus.invalid ? (
            <span className="text-sm">Contact us to change this listing.</span>
          ) : (
            <ChangeForm listing={listing} title={title} csrfToken={props.csrfToken} onSaved={props.onSaved} />
          )}
          {editable && (
            <div className="mt-2 flex flex-wrap gap-2">
              <SiteLink
                href={editListingPath(listing.id)}
                className={`${secondaryButton} inline-flex items-center no-underline`}
                data-testid="edit-listing"
              >
                Edit
                <span className="sr-only"> {title}</span>
              </SiteLink>
              <button
                ref={factsButton}
                type="button"
                aria-expanded={editingFacts}
                aria-controls={editingFacts ? editorId : undefined}
                onClick={() => setEditingFacts((open) => !open)}
                className={secondaryButton}
                data-testid="edit-land-facts"
              >
                {editingFacts ? 'Close land facts' : 'Edit land facts'}
                <span className="sr-only"> of {title}</span>
              </button>
              <button
                ref={photosButton}
                type="button"
                aria-expanded={editingPhotos}
                aria-controls={editingPhotos ? photosId : undefined}
                onClick={() => setEditingPhotos((open) => !open)}
                className={secondaryButton}
                data-testid="edit-photos"
              >
                {editingPhotos ? 'Close photos' : 'Photos'}
                <span className="sr-only"> of {title}</span>
              </button>
            </div>
          )}
        </td>
      </tr>
      {editingFacts && (
        <tr className="block sm:table-row">
          <td colSpan={6} className="block p-0 sm:table-cell sm:p-2">
            <Suspense
              fallback={
                <p id={editorId} role="status">
                  Loading the land facts form…
                </p>
              }
            >
              <LandFactsEditor
                id={editorId}
                listing={listing}
                title={title}
                csrfToken={props.csrfToken}
                onSaved={props.onSaved}
                onClose={() => {
                  setEditingFacts(false)
                  factsButton.current?.focus()
                }}
              />
            </Suspense>
          </td>
        </tr>
      )}
      {editingPhotos && (
        <tr className="block sm:table-row">
          <td colSpan={6} className="block p-0 sm:table-cell sm:p-2">
            <Suspense
              fallback={
                <p id={photosId} role="status">
                  Loading the photos…
                </p>
              }
            >
              <PhotosEditor
                id={photosId}
                listingId={listing.id}
                title={title}
                csrfToken={props.csrfToken}
                onClose={() => {
                  setEditingPhotos(false)
                  photosButton.current?.focus()
                }}
              />
            </Suspense>
          </td>
        </tr>
      )}
    </>
  )
}

/** The status pill of spec §4 (under contract, sold, off market), and a pill for Available too: a seller sees each. */
function ListingStatus(props: { listing: ManagedListing }) {
  const { listing } = props
  if (listing.marketStatus === marketStatus.invalid) {
    return <span className="text-sm font-semibold text-red-700">Withdrawn by the site</span>
  }
  const pill = 'inline-block rounded px-2 py-0.5 text-xs font-semibold text-white'
  if (listing.marketStatus === marketStatus.available) return <span className={`${pill} bg-green-800`}>Available</span>
  return <StatusPill listing={listing} className={`${pill} bg-gray-800`} />
}

const isStatusFilter = (value: unknown): value is StatusFilter => typeof value === 'string' && value in statusFilters
const isListingSort = (value: unknown): value is ListingSort => typeof value === 'string' && value in listingSorts

/**
 * The page at accountPaths.manageListings: ?page=N (from 1) as the page index, and the find. A status or sort the
 * page does not know (a stale link) is left out, and the search cut to its longest, rather than refused.
 */
export function ManageListingsRoutePage() {
  const search = useSearch({ strict: false }) as { page?: number; q?: string; status?: string; sort?: string }
  const view: ManagedListingsView = {
    q: (search.q ?? '').trim().slice(0, listingSearchMaxLength),
    sort: isListingSort(search.sort) ? search.sort : 'newest',
    pageIndex: (search.page ?? 1) - 1,
    ...(isStatusFilter(search.status) ? { status: search.status } : {}),
  }
  return <ManageListingsPage view={view} />
}
