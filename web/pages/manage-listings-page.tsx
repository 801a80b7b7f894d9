import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouterState, useSearch } from '@tanstack/react-router'
import { Suspense, useId, useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { accountPaths } from '../../brands/account-menu.ts'
import { useLoginInfo } from '../account/use-login-info.tsx'
import { sendAccountCall } from '../api/account-call.ts'
import type { CallResult } from '../api/api-call.ts'
import {
  changeManagedListingCall,
  listingPrice,
  managedListingsKey,
  managedListingsQuery,
  marketStatusLabels,
  sellerMarketStatuses,
  type ManagedListing,
  type ManagedListingChange,
  type ManagedListings,
} from '../api/seller-listings-manage.ts'
import { secondaryButton } from '../components/account/account-look.tsx'
import { lazyWithNotice } from '../components/lazy-with-notice.tsx'
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
// or the status, and a button that opens the listing's land facts and boundary form (a lazy chunk) below the row. The
// page's URL is accountPaths.manageListings with ?page=N, N counted from 1 (no parameter on the first page); the route
// turns it into pageIndex.

/** A listing's land facts and boundary form: its own chunk, loaded when a seller first opens one. */
const LandFactsEditor = lazyWithNotice(
  () => import('../components/manage-listings/land-facts-editor.tsx'),
  'land facts form',
)

/** A listing's photos: their own chunk too, loaded when a seller first opens them. */
const PhotosEditor = lazyWithNotice(() => import('../components/manage-listings/photos-editor.tsx'), 'photos form')

/** The control center's address of a page (pageIndex counts from 0). */
const manageListingsHref = (pageIndex: number) =>
  pageIndex > 0 ? `${accountPaths.manageListings}?page=${pageIndex + 1}` : accountPaths.manageListings

export function ManageListingsPage(props: { pageIndex: number }) {
  const api = useApi()
  const brand = useBrand()
  const links = useSiteLinks()
  const login = useLoginInfo()
  const here = useRouterState({ select: (state) => state.location.href })
  const userId = login.userInfo?.id ?? 0
  const query = useQuery({
    ...managedListingsQuery(api, brand.siteId, userId, props.pageIndex),
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
      <p className="mb-4 mt-1 text-brand-muted">Your listings, what buyers do with them, and their price and status.</p>
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
      ) : found.totalCount === 0 ? (
        <p role="status" data-testid="manage-listings-empty">
          You have no listings yet. When you advertise a property it appears here, with its views and leads.
        </p>
      ) : (
        <>
          <p role="status" className="my-3 text-sm text-brand-muted" data-testid="manage-listings-count">
            {found.totalCount === 1 ? '1 listing' : `${countDisplay(found.totalCount)} listings`}
            {found.pageCount > 1 && ` · page ${found.pageIndex + 1} of ${found.pageCount}`}
          </p>
          {found.listings.length ? (
            <ListingsTable listings={found} userId={userId} csrfToken={login.csrfToken} />
          ) : (
            <p>
              There are no listings on this page.{' '}
              <SiteLink href={manageListingsHref(0)} className="tap-target text-brand-primary underline">
                Go to the first page
              </SiteLink>
            </p>
          )}
          <SearchPagination pageIndex={found.pageIndex} pageCount={found.pageCount} hrefOf={manageListingsHref} />
        </>
      )}
    </main>
  )
}

const headCell = 'border-0 border-b border-solid border-gray-300 px-2 py-2 text-left text-sm font-semibold'
// Under 601 px each row is a card: the table's parts lay out as blocks, and each number says what it is.
const cellBox = 'px-0 py-1 align-top sm:border-0 sm:border-b sm:border-solid sm:border-gray-200 sm:p-2'
const cell = `block sm:table-cell ${cellBox}`

function ListingsTable(props: { listings: ManagedListings; userId: number; csrfToken: string | null }) {
  const brand = useBrand()
  const queryClient = useQueryClient()
  const { pageIndex } = props.listings
  const key = managedListingsKey(brand.siteId, props.userId, pageIndex)
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
      <caption className="sr-only">Your listings, newest first</caption>
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
          {countDisplay(listing.leads)}
        </td>
        <td className={`${cell} sm:w-48 lg:w-[22rem]`}>
          {listing.marketStatus === marketStatus.invalid ? (
            <span className="text-sm">Contact us to change this listing.</span>
          ) : (
            <ChangeForm listing={listing} title={title} csrfToken={props.csrfToken} onSaved={props.onSaved} />
          )}
          {editable && (
            <button
              ref={factsButton}
              type="button"
              aria-expanded={editingFacts}
              aria-controls={editingFacts ? editorId : undefined}
              onClick={() => setEditingFacts((open) => !open)}
              className={`${secondaryButton} mt-2`}
              data-testid="edit-land-facts"
            >
              {editingFacts ? 'Close land facts' : 'Edit land facts'}
              <span className="sr-only"> of {title}</span>
            </button>
          )}
          {editable && (
            <button
              ref={photosButton}
              type="button"
              aria-expanded={editingPhotos}
              aria-controls={editingPhotos ? photosId : undefined}
              onClick={() => setEditingPhotos((open) => !open)}
              className={`${secondaryButton} mt-2`}
              data-testid="edit-photos"
            >
              {editingPhotos ? 'Close photos' : 'Photos'}
              <span className="sr-only"> of {title}</span>
            </button>
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

type Errors = { price?: string; marketStatus?: string; form?: string }

const inputClass =
  'w-full rounded border border-solid border-gray-400 px-2 py-1 font-body text-base text-brand-ink aria-[invalid=true]:border-red-700'

function ChangeForm(props: {
  listing: ManagedListing
  title: string
  csrfToken: string | null
  onSaved: (listing: ManagedListing) => void
}) {
  const api = useApi()
  const id = useId()
  const [price, setPrice] = useState(String(props.listing.price))
  const [status, setStatus] = useState(props.listing.marketStatus)
  const [errors, setErrors] = useState<Errors>({})
  const [note, setNote] = useState('')
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setNote('')
    const checked = v.safeParse(listingPrice, price.trim() === '' ? Number.NaN : Number(price))
    if (!checked.success) return setErrors({ price: checked.issues[0].message })
    const change: ManagedListingChange = {}
    if (checked.output !== props.listing.price) change.price = checked.output
    const asked = sellerMarketStatuses.find((value) => value === status)
    if (asked !== undefined && asked !== props.listing.marketStatus) change.marketStatus = asked
    if (change.price === undefined && change.marketStatus === undefined) {
      setErrors({})
      return setNote('Nothing to save: the price and status are as they were.')
    }
    setSending(true)
    const result = await sendAccountCall(
      api,
      changeManagedListingCall,
      { listingId: props.listing.id },
      change,
      props.csrfToken,
    )
    setSending(false)
    if (result.kind === 'done') {
      setErrors({})
      setPrice(String(result.data.price))
      setStatus(result.data.marketStatus)
      setNote(`Saved: ${priceDisplay(result.data.price)}, ${statusLabel(result.data.marketStatus)}.`)
      props.onSaved(result.data)
    } else if (result.kind === 'refused') {
      const field = result.field === 'price' || result.field === 'marketStatus' ? result.field : 'form'
      setErrors({ [field]: result.status === 401 ? 'Your session has ended. Log in again to save.' : result.message })
    } else {
      setErrors({ form: 'The change could not be saved just now. Please try again.' })
    }
  }

  const priceError = errors.price
  const statusError = errors.marketStatus
  return (
    <form
      noValidate
      aria-label={`Change ${props.title}`}
      onSubmit={submit}
      className="flex flex-wrap items-start gap-2"
    >
      <div className="flex min-w-0 flex-1 basis-32 flex-col gap-1">
        <label htmlFor={`${id}-price`} className="text-sm font-semibold">
          Price
        </label>
        <div className="flex items-center gap-1">
          <span aria-hidden="true">$</span>
          <input
            id={`${id}-price`}
            name="price"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={price}
            aria-invalid={priceError ? true : undefined}
            aria-describedby={`${id}-price-hint${priceError ? ` ${id}-price-error` : ''}`}
            onChange={(event) => setPrice(event.target.value)}
            className={inputClass}
          />
        </div>
        <span id={`${id}-price-hint`} className="text-xs text-brand-muted">
          2 shows Auction, 0 Contact for Price
        </span>
        {priceError && (
          <p id={`${id}-price-error`} className="m-0 text-sm text-red-700">
            {priceError}
          </p>
        )}
      </div>
      <div className="flex flex-1 basis-36 flex-col gap-1">
        <label htmlFor={`${id}-status`} className="text-sm font-semibold">
          Status
        </label>
        <select
          id={`${id}-status`}
          name="marketStatus"
          value={status}
          aria-invalid={statusError ? true : undefined}
          aria-describedby={statusError ? `${id}-status-error` : undefined}
          onChange={(event) => setStatus(Number(event.target.value))}
          className={`${inputClass} min-w-36`}
        >
          {sellerMarketStatuses.map((value) => (
            <option key={value} value={value}>
              {marketStatusLabels[value]}
            </option>
          ))}
        </select>
        {statusError && (
          <p id={`${id}-status-error`} className="m-0 text-sm text-red-700">
            {statusError}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={sending}
        className="tap-target rounded border-0 bg-brand-primary px-4 py-1 font-semibold text-white disabled:opacity-70"
      >
        {sending ? 'Saving…' : 'Save'}
        <span className="sr-only"> {props.title}</span>
      </button>
      {errors.form && (
        <p role="alert" className="m-0 w-full text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <p role="status" className="m-0 w-full text-sm text-green-800">
        {note}
      </p>
    </form>
  )
}

const statusLabel = (status: number) =>
  marketStatusLabels[status as keyof typeof marketStatusLabels] ?? 'Withdrawn by the site'

/** The page at accountPaths.manageListings: ?page=N (from 1) as the page index. */
export function ManageListingsRoutePage() {
  const { page } = useSearch({ strict: false }) as { page?: number }
  return <ManageListingsPage pageIndex={(page ?? 1) - 1} />
}
