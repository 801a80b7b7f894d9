import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { brandIds, brands } from '../../brands/brand-registry.ts'
import type { BrandId } from '../../brands/brand-config.ts'
import { breakpoints, footerCollapsedCount, popularStatesCollapsedCount } from '../../web/rules/layout.ts'
import { hydrationFallbackMs } from '../../web/site/hydration-fallback.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { harnessPages } from '../harness/page-list.ts'
import { contentPath } from '../../routes/links/brand-urls-by-id.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, launchChromium, waitForHydration } from '../support/chromium.ts'
import { layoutProblems } from '../support/layout-check.ts'
import { brandUrl } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'

// The header and footer of every brand at every breakpoint of spec §9 (§2 Header, Footer): the navigation folds into
// the menu below 1025 px, the farm-and-ranch site's band shows from 901 px, the main land site's mobile location bar
// shows on narrow screens except on the broker directory, home and broker details (and diamond listings), the footer's
// lists and links are the spec's, and the lists refresh only when the login status changes. Then the hydration
// fallback on a fake clock and a page chunk that does not arrive.

const port = testServerPort()
const browser = chromiumForTests()
const pathOf = (brandId: BrandId, name: string) => {
  const page = harnessPages[brandId].find((listed) => listed.name === name)
  if (!page) throw new Error(`page list: ${brandId} has no page ${name}`)
  return page.path
}
const searchPage: Record<BrandId, string> = {
  land: pathOf('land', 'search-state-type'),
  landwatch: pathOf('landwatch', 'search-state'),
  laf: pathOf('laf', 'search-state'),
}
const shown = (page: Page, testId: string) => page.getByTestId(testId).first().isVisible()

async function openPage(brandId: BrandId, path: string, width = 1280) {
  const page = await browser.context.newPage()
  await page.setViewportSize({ width, height: 800 })
  const errors = collectPageErrors(page)
  await page.goto(brandUrl(port, brandId, path))
  await waitForHydration(page)
  return { page, errors }
}

describe.each(brandIds)('%s header and footer', (brandId) => {
  const brand = brands[brandId]

  test(`${brandId}: the header at every breakpoint: menu below 1025 px, search row, band, nothing drawn over`, async () => {
    const { page, errors } = await openPage(brandId, searchPage[brandId])
    try {
      for (const width of breakpoints) {
        await page.setViewportSize({ width, height: 800 })
        const header = page.getByTestId('site-header')
        expect(await header.locator('nav[aria-label=Main]').isVisible(), `navigation at ${width}`).toBe(width >= 1025)
        expect(await shown(page, 'mobile-menu-button'), `menu button at ${width}`).toBe(width < 1025)
        expect(await shown(page, 'header-search-row'), `search row at ${width}`).toBe(true)
        // The main land site's mobile location bar has Near me beside the search, on narrow screens only.
        expect(await shown(page, 'mobile-location-bar-near-me'), `near me at ${width}`).toBe(
          brand.isLand && width < 901,
        )
        expect(await shown(page, 'header-band'), `band at ${width}`).toBe(brand.headerBand.length > 0 && width >= 901)
        expect(await layoutProblems(page), `layout at ${width}`).toEqual([])
      }
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })

  test(`${brandId}: the footer's columns, links and collapsed lists`, async () => {
    const { page, errors } = await openPage(brandId, searchPage[brandId], 375)
    try {
      const footer = page.getByTestId('site-footer')
      const states = footer.getByTestId('footer-states')
      const collapsed = brand.footer.stateList === 'popular' ? popularStatesCollapsedCount : footerCollapsedCount
      expect(await states.getByRole('heading').textContent()).toBe(
        brand.footer.stateList === 'popular' ? 'Popular States' : 'Real Estate For Sale by State',
      )
      expect(await states.locator('li').count()).toBe(collapsed)
      await states.getByTestId('footer-list-toggle').click()
      const expanded = (await states.locator('li a').allTextContents()).map((text) => text.trim())
      expect(expanded.length).toBeGreaterThan(collapsed)
      // The rural-land and farm-and-ranch footers sort their expanded state list (spec §2 Footer).
      if (brand.footer.stateList === 'column')
        expect(expanded).toEqual([...expanded].sort((a, b) => a.localeCompare(b)))
      expect(await states.getByTestId('footer-list-toggle').textContent()).toBe('Less')

      const types = footer.getByTestId('footer-types')
      expect(await types.count()).toBe(brand.footer.showPropertyTypes ? 1 : 0)
      if (brand.footer.showPropertyTypes) {
        const labels = await types.locator('li a').allTextContents()
        expect(labels).toHaveLength(footerCollapsedCount)
        for (const label of labels) expect(label).toMatch(/ for Sale$/)
      }
      expect(await footer.getByTestId('footer-brand').count()).toBe(brand.footer.stateList === 'column' ? 1 : 0)

      const about = footer.getByTestId('footer-about')
      const newTab = async (name: string) => about.getByRole('link', { name, exact: true }).getAttribute('target')
      expect(await newTab('Privacy Policy')).toBe('_blank')
      expect(await newTab('CA: Do Not Sell My Personal Info')).toBe('_blank')
      expect(await newTab('Terms of Use')).toBeNull()
      expect(await about.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe(
        contentPath(brandId, 'termsOfUse'),
      )

      // A visitor logs in first, then reaches the add-listing page or Manage Listings (spec §2 For Partners).
      const partners = footer.getByTestId('footer-partners')
      const hrefOf = (name: string) => partners.getByRole('link', { name }).getAttribute('href')
      const addListing = new URL((await hrefOf('Advertise a Listing'))!, 'http://x')
      expect(addListing.pathname).toBe('/login')
      expect(addListing.searchParams.get('returnUrl')).toBe(contentPath(brandId, 'addListing'))
      expect(new URL((await hrefOf('Manage Listings'))!, 'http://x').searchParams.get('returnUrl')).toBe(
        '/account/listings/',
      )
      expect(await partners.getByRole('link', { name: 'Advertise a Business' }).getAttribute('target')).toBe('_blank')

      expect(await footer.getByTestId('copyright').textContent()).toContain(String(new Date().getFullYear()))
      expect(await footer.getByRole('list', { name: 'Social networks' }).locator('a').count()).toBe(5)
      // At the foot of the page (a bar fixed to the window's foot covers what scrolls under it, but never the footer's
      // end: the room under the footer keeps it clear).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      expect(await layoutProblems(page)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})

describe('the main land site’s mobile location bar and search navigation', () => {
  const cases: [string, boolean][] = [
    ['search-state-type', true],
    ['listing-free', true],
    ['terms-of-use', true],
    ['directory', false],
    ['seller-master', false],
    ['home', false],
    ['listing-diamond', false],
  ]
  test.each(cases)('at 375 px, %s: the location bar %s', async (name, expected) => {
    const { page, errors } = await openPage('land', pathOf('land', name), 375)
    try {
      expect(await shown(page, 'header-search-row')).toBe(expected)
      if (name === 'directory' || name === 'seller-master') {
        // Hidden on a phone only: a wide screen has the header's search.
        await page.setViewportSize({ width: 1401, height: 800 })
        expect(await shown(page, 'header-search-row')).toBe(true)
      }
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })

  test('a search page has the navigation bar on a phone, with room for it under the footer, and none on a wide screen', async () => {
    const { page, errors } = await openPage('land', pathOf('land', 'search-page-2'), 375)
    try {
      const bar = page.getByTestId('search-mobile-bar')
      expect(await bar.isVisible()).toBe(true)
      const room = () => page.evaluate(() => getComputedStyle(document.body).paddingBottom)
      const barHeight = await bar.evaluate((element) => `${element.getBoundingClientRect().height}px`)
      expect(await room()).toBe(barHeight)
      expect(await bar.getByRole('link', { name: 'Previous' }).count()).toBe(1)
      expect(await bar.getByRole('link', { name: 'Next page' }).count()).toBe(1)
      // From the foot of the results, the bar's button opens the filter sheet (below 601 px the filters are one).
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await bar.getByRole('button', { name: 'Filters and sort' }).click()
      const sheet = page.getByRole('dialog', { name: 'Filters' })
      await sheet.waitFor()
      await expect.poll(() => sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Escape')
      await sheet.waitFor({ state: 'hidden' })
      expect(await layoutProblems(page)).toEqual([])
      await page.setViewportSize({ width: 1401, height: 800 })
      expect(await bar.isVisible()).toBe(false)
      expect(await room()).toBe('0px')
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})

describe('the footer lists', () => {
  test('load with the page, stay as they are on client navigation, and refresh when the visitor logs in', async () => {
    const { page, errors } = await openPage('landwatch', searchPage.landwatch)
    const listRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/popular/')) listRequests.push(request.url())
    })
    try {
      // A link the router follows in place: the search's next page.
      await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: '2' }).click()
      await page.waitForURL(/page-2/)
      await waitForHydration(page)
      expect(listRequests, 'the lists after a client navigation').toEqual([])
      const partners = page.getByTestId('footer-partners')
      expect(await partners.getByRole('link', { name: 'Manage Listings' }).getAttribute('href')).toMatch(/^\/login\?/)

      // A visitor's heart asks for a login in a dialog over the page: the login changes the page in place.
      await page
        .getByTestId('search-page')
        .getByRole('button', { name: /^Save / })
        .first()
        .click()
      const form = page.getByTestId('login-form')
      await form.getByLabel('Email').fill('buyer3@land.localhost')
      await form.getByLabel('Password').fill(seedLogins.buyer.password)
      await form.getByRole('button', { name: 'Log in' }).click()
      await expect.poll(() => listRequests.length, { timeout: 10_000 }).toBeGreaterThan(0)
      expect(listRequests.every((url) => url.includes('/api/popular/statenames'))).toBe(true)
      // Logged in, Manage Listings goes straight to the property control center.
      expect(await partners.getByRole('link', { name: 'Manage Listings' }).getAttribute('href')).toBe(
        '/account/listings/',
      )
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})

describe('when the page’s script is late or missing', () => {
  test(`the hydration fallback shows its notice ${hydrationFallbackMs} ms after the page began, not before`, async () => {
    // Its own chromium: a faked clock is the whole context's.
    const clocked = await launchChromium()
    try {
      const page = await clocked.context.newPage()
      // Paused before the page begins: its timers run only as the test moves the clock.
      await page.clock.install({ time: new Date('2026-11-21T12:00:00Z') })
      await page.clock.pauseAt(new Date('2026-11-21T12:00:01Z'))
      // The app's script never arrives.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
      await page.goto(brandUrl(port, 'laf', '/'), { waitUntil: 'domcontentloaded' })
      const notice = page.getByTestId('hydration-notice')
      await page.clock.runFor(hydrationFallbackMs - 1)
      expect(await notice.isVisible()).toBe(false)
      const content = page.locator('main').first()
      const before = await content.boundingBox()
      await page.clock.runFor(1)
      expect(await notice.isVisible()).toBe(true)
      // It lies over the window, out of the page's flow: its coming moves nothing (a layout shift on slow phones).
      expect(await content.boundingBox()).toEqual(before)
      expect(await notice.textContent()).toContain('links and search work now')
    } finally {
      await clocked.close()
    }
  })

  test('a hydrated page never shows the notice', async () => {
    const { page, errors } = await openPage('laf', '/')
    try {
      await page.waitForTimeout(hydrationFallbackMs + 300)
      expect(await page.getByTestId('hydration-notice').isVisible()).toBe(false)
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })

  test('a page chunk that does not load is logged in the spec’s words, and the visitor lands on the error page', async () => {
    const page = await browser.context.newPage()
    try {
      await page.route(/\/assets\/terms-of-use-page-[\w-]+\.js$/, (route) => route.abort())
      const logged = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/Logging/Log/',
      )
      await page.goto(brandUrl(port, 'land', contentPath('land', 'termsOfUse')))
      const body = (await logged).postDataJSON() as { message: string; referringUrl: string }
      expect(body.message).toMatch(/^Render crash: Loading chunk terms-of-use-page-[\w-]+ failed\.\n\(missing: http/)
      expect(body.referringUrl).toBe(contentPath('land', 'termsOfUse'))
      await page.waitForURL(/\/error\/\?eurl=%2Ftermsofuse%2F/)
    } finally {
      await page.close()
    }
  })
})
