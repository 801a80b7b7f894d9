import type { BrandConfigInput } from './brand-config.ts'

/** The account pages, at the same paths on every brand (spec §2, common routes). */
export const accountPaths = {
  overview: '/account/',
  details: '/account/details/',
  savedSearches: '/account/savedsearches/',
  savedProperties: '/account/savedproperties/',
  /** Manage Listings: the seller's property control center (spec §2 Footer). */
  manageListings: '/account/listings/',
  /** The seller's lead inbox: the buyers who wrote about the seller's listings. */
  leads: '/account/leads/',
  dashboard: '/dashboard/',
} as const

/** The form that changes every field of one of the seller's listings, from its row in Manage Listings. */
export const editListingPath = (listingId: number) => `${accountPaths.manageListings}${listingId}/edit/`

/** The logged-in menu's account links: the same account pages on every brand (spec §2, common routes). */
export const myAccountMenuSection: BrandConfigInput['accountMenu'][number] = {
  title: 'My Account',
  links: [
    { label: 'My Account', href: accountPaths.overview },
    { label: 'Saved Properties', href: accountPaths.savedProperties },
    { label: 'Saved Searches', href: accountPaths.savedSearches },
    { label: 'Settings', href: accountPaths.details },
  ],
}
