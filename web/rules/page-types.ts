import type { AnalyticsPageName } from '../analytics/page-names.ts'

// The spec's page types (§2 Footer): what the header's location bar and the room under the footer depend on.

type PageType = 'HomePage' | 'SearchPage' | 'PropertyDetailPage' | 'BrokerDetailsPage' | 'BrokerDirectory'

/** A page's type, from the name analytics knows it by (a route sets that one); pages of other names have none. */
const pageTypeByName: Partial<Record<AnalyticsPageName, PageType>> = {
  Homepage: 'HomePage',
  'Landing Page': 'SearchPage',
  'Search Results': 'SearchPage',
  'Listing Detail': 'PropertyDetailPage',
  'Member Page': 'BrokerDetailsPage',
  'Member Directory': 'BrokerDirectory',
  'Search Results Members': 'BrokerDirectory',
}

/** The main land site's search pages have a navigation bar at the foot of a phone's window (spec §2 Footer). */
export const hasSearchMobileNav = (brand: { isLand: boolean }) => brand.isLand

/** Where the header's search row shows: at every width, on wide screens only (md, 901 px, and up), or nowhere. */
export type HeaderSearchRow = 'all' | 'wide' | 'none'

/**
 * The header's search row. A transparent header (home, diamond listings) lies over a hero with its own search, so it
 * has none. On narrow screens the main land site's row is its mobile location bar, shown for every page type except
 * the broker directory, home and broker details (spec §2 Header); the other brands keep their search row everywhere.
 */
export function headerSearchRow(
  brand: { isLand: boolean },
  page: { transparentHeader?: boolean; analyticsPageName?: AnalyticsPageName },
): HeaderSearchRow {
  const pageType = page.analyticsPageName && pageTypeByName[page.analyticsPageName]
  if (page.transparentHeader || pageType === 'HomePage') return 'none'
  if (brand.isLand && (pageType === 'BrokerDirectory' || pageType === 'BrokerDetailsPage')) return 'wide'
  return 'all'
}
