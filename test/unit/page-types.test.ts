import { describe, expect, it } from 'vitest'
import type { AnalyticsPageName } from '../../web/analytics/page-names.ts'
import { hasSearchMobileNav, headerSearchRow, type HeaderSearchRow } from '../../web/rules/page-types.ts'

// The header's search row by brand and page (spec §2 Header): the main land site's mobile location bar shows on narrow
// screens for every page type except the broker directory, home and broker details, and not on diamond listings.

const land = { isLand: true }
const other = { isLand: false }

describe('the header search row', () => {
  const cases: [
    string,
    { isLand: boolean },
    { transparentHeader?: boolean; analyticsPageName?: AnalyticsPageName },
    HeaderSearchRow,
  ][] = [
    ['land home', land, { transparentHeader: true, analyticsPageName: 'Homepage' }, 'none'],
    ['land diamond listing', land, { transparentHeader: true, analyticsPageName: 'Listing Detail' }, 'none'],
    ['land free listing', land, { analyticsPageName: 'Listing Detail' }, 'all'],
    ['land search', land, { analyticsPageName: 'Search Results' }, 'all'],
    ['land landing page', land, { analyticsPageName: 'Landing Page' }, 'all'],
    ['land broker directory', land, { analyticsPageName: 'Member Directory' }, 'wide'],
    ['land seller search', land, { analyticsPageName: 'Search Results Members' }, 'wide'],
    ['land broker details', land, { analyticsPageName: 'Member Page' }, 'wide'],
    ['land content page', land, {}, 'all'],
    ['land saved properties', land, { analyticsPageName: 'Saved Properties' }, 'all'],
    ['rural-land broker directory', other, { analyticsPageName: 'Member Directory' }, 'all'],
    ['farm broker details', other, { analyticsPageName: 'Member Page' }, 'all'],
    ['farm home', other, { transparentHeader: true, analyticsPageName: 'Homepage' }, 'none'],
  ]
  it.each(cases)('%s', (_, brand, page, row) => {
    expect(headerSearchRow(brand, page)).toBe(row)
  })

  it('the search navigation bar is the main land site’s only', () => {
    expect([hasSearchMobileNav(land), hasSearchMobileNav(other)]).toEqual([true, false])
  })
})
