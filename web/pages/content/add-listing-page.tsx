import { useState } from 'react'
import { useLoginInfo } from '../../account/use-login-info.tsx'
import type { AddedListing } from '../../api/add-listing.ts'
import { headingClass } from '../../components/account/account-look.tsx'
import { addListingAbout } from '../../components/add-listing/add-listing-about.ts'
import { AddListingForm } from '../../components/add-listing/add-listing-form.tsx'
import { AddListingLoginPrompt } from '../../components/add-listing/add-listing-login-prompt.tsx'
import { ListingAdded } from '../../components/add-listing/listing-added.tsx'
import { ListingLevels } from '../../components/add-listing/listing-levels.tsx'
import type { PendingPhoto } from '../../components/add-listing/pending-photos.ts'
import { brandIds } from '../../../brands/brand-ids.ts'
import { brandNames } from '../../../brands/brand-names.ts'
import { useBrand } from '../../site/brand-context.tsx'

// The add-listing page (spec §2: Add a Property, Advertise a Listing): the listing levels compared, and the form that
// adds a free listing now. Anyone may read it; the form is for a logged-in person, a visitor gets the login prompt.

/** Every brand's site: a listing added on one shows on all three. */
const siteNames = brandIds.map((id) => brandNames[id])

export function AddListingPage() {
  const brand = useBrand()
  const login = useLoginInfo()
  const [added, setAdded] = useState<{ listing: AddedListing; photos: PendingPhoto[] } | null>(null)
  return (
    <main data-testid="add-listing-page" className="mx-auto box-border max-w-5xl px-4 pb-24 pt-6 text-brand-ink">
      <h1 className={headingClass}>{addListingAbout.title}</h1>
      <p className="mb-0 mt-2 max-w-[70ch] text-lg leading-relaxed">
        Sell your land where buyers look for it. A listing on {brand.displayName} also shows on{' '}
        {siteNames.filter((name) => name !== brand.displayName).join(' and ')}, and a free one takes a few minutes.{' '}
        <a href="#add-your-property" className="tap-target text-brand-primary-dark underline">
          Add your property
        </a>
      </p>
      <div className="mt-8 flex flex-col gap-10">
        <ListingLevels />
        <section aria-labelledby="add-your-property" className="flex flex-col gap-4">
          <h2 id="add-your-property" className="m-0 scroll-mt-4 font-heading text-xl font-bold md:text-2xl">
            Add your property free
          </h2>
          {added ? (
            <ListingAdded
              listing={added.listing}
              photos={added.photos}
              csrfToken={login.csrfToken}
              onAddAnother={() => setAdded(null)}
            />
          ) : login.userInfo ? (
            <AddListingForm
              csrfToken={login.csrfToken}
              isSeller={login.userInfo.isSeller}
              onAdded={(listing, photos) => setAdded({ listing, photos })}
            />
          ) : (
            <AddListingLoginPrompt />
          )}
        </section>
      </div>
    </main>
  )
}
