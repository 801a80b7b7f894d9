import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brands } from '../../brands/brand-registry.ts'
import { accountMenuSections, afterLogoutPath } from '../../web/account/account-links.ts'
import { safeReturnPath } from '../../web/account/return-path.ts'
import { meetsPasswordRule, passwordRule } from '../../web/rules/account-forms.ts'
import { loginPopoverTimeoutMs, savedSearchPopoverDue } from '../../web/rules/account-timing.ts'
import { loginPath } from '../../routes/links/url-name.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import { brandRoutes } from './brand-routes.ts'
import { anyPath, anyText } from './url-properties.ts'

// The account rules as functions: the password rule, the return paths after login and logout, the logged-in menu,
// and the spec's popover timings (§9).

describe('the password rule', () => {
  it('takes 10 to 128 characters with at least 5 different ones', () => {
    expect(meetsPasswordRule('fence-posts')).toBe(true)
    expect(meetsPasswordRule('short-one')).toBe(false)
    expect(meetsPasswordRule('aaaaaaaaaaaa')).toBe(false)
    expect(meetsPasswordRule('1212121212')).toBe(false)
    expect(meetsPasswordRule('abcde'.repeat(26))).toBe(false)
    expect(meetsPasswordRule('abcde'.repeat(25) + 'xyz')).toBe(true)
  })

  it('holds for every long enough text of varied characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: passwordRule.minLength, maxLength: passwordRule.maxLength }), (text) => {
        expect(meetsPasswordRule(text)).toBe(new Set(text).size >= passwordRule.distinctCharacters)
      }),
    )
  })
})

describe('return paths', () => {
  it('keep a path on this site and refuse anything that leaves it', () => {
    expect(safeReturnPath('/account/?tab=1')).toBe('/account/?tab=1')
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'account',
      '',
    ]) {
      expect(safeReturnPath(bad), bad).toBeUndefined()
    }
    expect(loginPath('//evil.example')).toBe('/login')
    expect(loginPath('/dashboard/', 'Dashboard')).toBe('/login?returnUrl=%2Fdashboard%2F&title=Dashboard')
    // A return too long to carry loses its query, then itself (the fuzzer's 28 KB Location header).
    expect(loginPath(`/dashboard/?a=${'%'.repeat(5000)}`)).toBe('/login?returnUrl=%2Fdashboard%2F')
    expect(loginPath(`/${'a'.repeat(5000)}/`)).toBe('/login')
  })

  it('never name another host, whatever the text (the browser resolves what is left)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const path = safeReturnPath(text)
        if (path !== undefined) expect(new URL(path, 'https://land.example').host).toBe('land.example')
      }),
    )
  })

  it('after logout: the current path and query, or home from an account page (spec §2)', () => {
    expect(afterLogoutPath('/Texas/', '?keyword=creek')).toBe('/Texas/?keyword=creek')
    expect(afterLogoutPath('/account/savedsearches/', '')).toBe('/')
  })

  it('after logout: home from an account page or a path that could leave the site, else the path and query', () => {
    const accountPath = fc.constantFrom('/account/', '/account/details/', '/account/savedproperties/1/page-')
    fc.assert(
      fc.property(
        fc.oneof(
          accountPath,
          anyPath.filter((path) => path.startsWith('/') && !/[\uD800-\uDFFF]/.test(path)),
        ),
        anyText,
        (pathname, search) => {
          const back = afterLogoutPath(pathname, search)
          expect(back === '/' || back === `${pathname}${search}`).toBe(true)
          // (The router takes '/ACCOUNT/' for the account page too; afterLogoutPath reads lower case only.)
          if (brandRoutes('land')(pathname).routeId?.startsWith('/account/') && pathname.startsWith('/account')) {
            expect(back).toBe('/')
          }
          expect(safeReturnPath(back)).toBe(back)
          expect(new URL(back, 'https://land.example').host).toBe('land.example')
        },
      ),
    )
  })
})

describe('the logged-in menu', () => {
  const user = { id: 5, contactName: 'Ruth', email: 'r@example.com', type: 1, listOfLiked: [], firstLogin: false }
  it('has the brand sections, with Manage Listings for a seller and the dashboard for an admin', () => {
    const buyer = accountMenuSections(brands.land, { ...user, isAdmin: false, isSeller: false }, siteLinksByBrand.land)
    const titles = buyer.map((section) => section.title)
    expect(titles).toEqual(['My Account', 'Finance', 'Auctions', 'Property Types', 'Other Searches'])
    const links = (sections: typeof buyer) => sections.flatMap((section) => section.links.map((link) => link.label))
    expect(links(buyer)).not.toContain('Manage Listings')
    expect(links(buyer)).not.toContain('Dashboard')
    expect(links(buyer)).not.toContain('Leads')
    const staff = accountMenuSections(brands.laf, { ...user, isAdmin: true, isSeller: true }, siteLinksByBrand.laf)
    expect(links(staff)).toEqual(expect.arrayContaining(['Manage Listings', 'Leads', 'Dashboard', 'Saved Searches']))
  })
})

describe('popover timings (spec §9)', () => {
  it('the login popover hides after 5000 ms on a phone, 10000 ms otherwise', () => {
    expect(loginPopoverTimeoutMs(375)).toBe(5000)
    expect(loginPopoverTimeoutMs(600)).toBe(5000)
    expect(loginPopoverTimeoutMs(601)).toBe(10_000)
  })

  it('the saved-search popover shows on wide screens only, at most once per 30 days', () => {
    const now = Date.UTC(2026, 10, 21)
    const day = 86_400_000
    expect(savedSearchPopoverDue(brands.land.timings.savedSearchPopoverMinWidth, 901, null, now)).toBe(true)
    expect(savedSearchPopoverDue(brands.land.timings.savedSearchPopoverMinWidth, 900, null, now)).toBe(false)
    expect(savedSearchPopoverDue(brands.landwatch.timings.savedSearchPopoverMinWidth, 989, null, now)).toBe(false)
    expect(savedSearchPopoverDue(brands.laf.timings.savedSearchPopoverMinWidth, 990, null, now)).toBe(true)
    expect(savedSearchPopoverDue(brands.land.timings.savedSearchPopoverMinWidth, 1400, now - 29 * day, now)).toBe(false)
    expect(savedSearchPopoverDue(brands.land.timings.savedSearchPopoverMinWidth, 1400, now - 30 * day, now)).toBe(true)
  })
})
