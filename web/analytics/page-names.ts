/**
 * The names analytics knows pages by (spec §2, Analytics page names). A page's route sets its own in its loader's
 * data (`analyticsPageName` of routes/page-chrome.ts), and every page view in the data layer carries it.
 */
export type AnalyticsPageName =
  | 'Homepage'
  | 'Landing Page'
  | 'Search Results'
  | 'Listing Detail'
  | 'Member Page'
  | 'Member Directory'
  | 'Search Results Members'
  | 'Finance Center'
  | 'Saved Properties'
  | 'Saved Searches'
  | 'Sitemap'
