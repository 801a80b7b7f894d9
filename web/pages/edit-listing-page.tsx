import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { notFound, useParams } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import { accountPaths } from '../../brands/account-menu.ts'
import { useLoginInfo } from '../account/use-login-info.tsx'
import type { ApiFetch } from '../api/api-client.ts'
import { editableListingQuery, type EditableListing } from '../api/edit-listing.ts'
import { headingClass, pageClass, secondaryButton } from '../components/account/account-look.tsx'
import { legendClass } from '../components/add-listing/form-look.tsx'
import { lazyWithNotice } from '../components/lazy-with-notice.tsx'
import { SiteLink } from '../components/site-link.tsx'
import { useApi } from '../site/api-context.tsx'

// A seller's listing, every field of it (issue 32): the add-listing form's fields filled with the listing's values and
// its status (edit-listing-form.tsx), and its photos in Manage Listings' photos editor. Reached from the listing's row
// in Manage Listings.

const EditListingForm = lazyWithNotice(() => import('../components/add-listing/edit-listing-form.tsx'), 'listing form')
const PhotosEditor = lazyWithNotice(() => import('../components/manage-listings/photos-editor.tsx'), 'photos form')

/**
 * The route's loader (routes/account-routes.tsx), in this chunk rather than the routes' own (every page's first
 * script carries those): the listing's values, or the not-found page for an id that is none of the seller's.
 */
export async function loadEditListing(context: { queryClient: QueryClient; api: ApiFetch }, listingIdText: string) {
  if (!/^[1-9]\d{0,9}$/.test(listingIdText)) throw notFound()
  const listing = await context.queryClient.ensureQueryData(editableListingQuery(context.api, Number(listingIdText)))
  if (!listing) throw notFound()
}

export function EditListingRoutePage() {
  const { listingId = '' } = useParams({ strict: false }) as { listingId?: string }
  const { data: listing } = useSuspenseQuery(editableListingQuery(useApi(), Number(listingId)))
  // The route's loader answers 404 for a listing the call does not answer.
  return listing && <EditListingPage key={listing.id} listing={listing} />
}

function EditListingPage(props: { listing: EditableListing }) {
  const { listing } = props
  const { csrfToken } = useLoginInfo()
  const [photosOpen, setPhotosOpen] = useState(false)
  return (
    <main data-testid="edit-listing-page" className={`${pageClass} box-border text-brand-ink`}>
      <p className="m-0 mb-2">
        <SiteLink href={accountPaths.manageListings} className="tap-target text-brand-primary-dark underline">
          Manage Listings
        </SiteLink>
      </p>
      <h1 className={headingClass}>Edit {listing.title}</h1>
      <div className="mt-6 flex flex-col gap-6">
        <section aria-labelledby="listing-photos" className="flex flex-col gap-2">
          <h2 id="listing-photos" className={`${legendClass} m-0`}>
            Photos
          </h2>
          {photosOpen ? (
            <Suspense fallback={<p role="status">Loading the photos…</p>}>
              <PhotosEditor
                id="listing-photos-editor"
                listingId={listing.id}
                title={listing.title}
                csrfToken={csrfToken}
                onClose={() => setPhotosOpen(false)}
              />
            </Suspense>
          ) : (
            <div>
              <button type="button" className={secondaryButton} onClick={() => setPhotosOpen(true)}>
                Add, order or delete photos
              </button>
            </div>
          )}
        </section>
        <Suspense fallback={<p role="status">Loading the form…</p>}>
          <EditListingForm listing={listing} csrfToken={csrfToken} />
        </Suspense>
      </div>
    </main>
  )
}
