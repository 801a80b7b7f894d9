import { Suspense, useEffect, useRef } from 'react'
import { accountPaths } from '../../../brands/account-menu.ts'
import type { AddedListing } from '../../api/add-listing.ts'
import { linkButton, secondaryButton } from '../account/account-look.tsx'
import { lazyWithNotice } from '../lazy-with-notice.tsx'
import { SiteLink } from '../site-link.tsx'
import type { PendingPhoto } from './pending-photos.ts'

const PhotoUploads = lazyWithNotice(() => import('./photo-uploads.tsx'), 'photo uploads')

/**
 * After the form: where the new listing is, and where the seller manages it, with its photos being uploaded. Focused,
 * so a screen reader hears it.
 */
export function ListingAdded(props: {
  listing: AddedListing
  photos: readonly PendingPhoto[]
  csrfToken: string | null
  onAddAnother: () => void
}) {
  const { listing } = props
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div
      data-testid="listing-added"
      className="flex flex-col gap-3 rounded-lg border border-solid border-green-700 bg-green-50 p-4 sm:p-6"
    >
      <h3 ref={heading} tabIndex={-1} className="m-0 font-heading text-lg font-bold">
        {listing.alreadyAdded ? 'This listing was already added' : 'Your listing is live'}
      </h3>
      <p className="m-0 leading-relaxed">
        <strong>{listing.title}</strong> is listed at the free level and shows in search results now.
        {listing.sellerAccountOpened &&
          ' We opened a free seller account for you with it: buyers see your name on your seller page.'}{' '}
        Change its price or mark it under contract or sold any time in Manage Listings.
      </p>
      {props.photos.length > 0 && (
        <Suspense fallback={<p role="status">Uploading your photos…</p>}>
          <PhotoUploads listingId={listing.id} photos={props.photos} csrfToken={props.csrfToken} />
        </Suspense>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <SiteLink className={linkButton} href={listing.url} data-testid="new-listing-link">
          See your listing
        </SiteLink>
        <SiteLink
          className="tap-target font-semibold text-brand-primary-dark underline"
          href={accountPaths.manageListings}
          data-testid="manage-listings-link"
        >
          Manage Listings
        </SiteLink>
        <button type="button" className={secondaryButton} onClick={props.onAddAnother}>
          Add another property
        </button>
      </div>
    </div>
  )
}
