// The content pages every brand has (spec §2): legal and partner pages, the add-listing page, the loan guide. Where
// each lives on a brand is the brand's URL module's to say (routes/links/*-urls.ts).

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
