import type { BrandId } from './brand-config.ts'

// Where each content page lives (spec §2). Every brand answers the common paths; a brand with its own shape (the
// rural-land site's /add-listing, the farm-and-ranch site's /about/termsandconditions/) names that one canonical and
// answers the common one too. A brand's own shapes are 404 on the other brands.

export const contentPages = [
  'addListing',
  'advertisingTerms',
  'termsOfUse',
  'photoTerms',
  'privacy',
  'californiaPrivacy',
  'contact',
  'landFeedDocs',
  'landFeedStates',
  'farmCreditLeads',
  'farmCreditListings',
  'financing',
] as const
export type ContentPage = (typeof contentPages)[number]

/** The routes common to all sites (spec §2), and the main land site's contact, privacy and California privacy pages. */
const commonContentPaths: Record<ContentPage, string> = {
  addListing: '/addlisting/',
  advertisingTerms: '/terms/advertising/',
  termsOfUse: '/termsofuse/',
  photoTerms: '/terms/advertising/terms-and-conditions-for-submitting-photos/',
  privacy: '/privacy/',
  californiaPrivacy: '/california-privacy/',
  contact: '/contact/',
  landFeedDocs: '/landfeed/docs/',
  landFeedStates: '/landfeed/states/',
  farmCreditLeads: '/farmcredit/documentation/leads/',
  farmCreditListings: '/farmcredit/listings/',
  financing: '/financing',
}

/** Each brand's own shapes (spec §2, route shapes per brand); rural-land paths have no trailing slash. */
const ownContentPaths: Record<BrandId, Partial<Record<ContentPage, string>>> = {
  land: {},
  landwatch: {
    addListing: '/add-listing',
    advertisingTerms: '/advertising-terms',
    termsOfUse: '/terms-conditions',
    photoTerms: '/terms-and-conditions-for-submitting-photos',
    privacy: '/privacy',
    californiaPrivacy: '/california-privacy',
    contact: '/contact',
  },
  laf: {
    advertisingTerms: '/advertising-terms/',
    termsOfUse: '/about/termsandconditions/',
  },
}

/** The address a brand links to for a content page. */
export function contentPath(brandId: BrandId, page: ContentPage): string {
  return ownContentPaths[brandId][page] ?? commonContentPaths[page]
}

/** Every address a brand answers for a content page, its canonical one first. */
export function contentPathsOf(brandId: BrandId, page: ContentPage): string[] {
  return [...new Set([contentPath(brandId, page), commonContentPaths[page]])]
}
