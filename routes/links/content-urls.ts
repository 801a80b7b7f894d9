import type { ContentPage } from '../../brands/content-pages.ts'

// Where each content page lives (spec §2). Every brand answers the common paths; a brand with its own shape (the
// rural-land site's /add-listing, the farm-and-ranch site's /about/termsandconditions/) names that one canonical and
// answers the common one too. A brand's own shapes are 404 on the other brands.

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

/** A brand's own content paths: the pages whose address differs from the common one. */
export type ContentShapes = Partial<Record<ContentPage, string>>

export interface ContentPaths {
  /** The address a brand links to for a content page. */
  path(page: ContentPage): string
  /** Every address a brand answers for a content page, its canonical one first. */
  paths(page: ContentPage): string[]
}

export function contentPaths(own: ContentShapes): ContentPaths {
  const path = (page: ContentPage) => own[page] ?? commonContentPaths[page]
  return { path, paths: (page) => [...new Set([path(page), commonContentPaths[page]])] }
}
