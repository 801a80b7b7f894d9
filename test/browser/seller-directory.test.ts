import { isDeepStrictEqual } from 'node:util'
import { describe, expect, test } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { directoryPathsOf, sellerPathsOf } from '../../routes/links/brand-urls-by-id.ts'
import type { DirectoryRequest } from '../../web/api/sellers.ts'
import { directoryHeading } from '../../web/sellers/directory-heading.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, waitForHydration } from '../support/chromium.ts'
import { brandUrl } from '../support/local-server.ts'
import { bottomBarBoxes } from '../support/bottom-bar.ts'
import { testServerPort } from '../support/test-server.ts'

// The broker directory as a buyer uses it, in a real browser against the worker's bundle: the header's Find
// Agents leads there; each filter is a new URL of the brand's shape that, opened afresh, shows the same sellers; a
// seller opens its page.

const port = testServerPort()
const browser = chromiumForTests({ viewport: { width: 1401, height: 900 } })

describe.each(brandIds)('directory on %s', (brandId) => {
  const paths = directoryPathsOf[brandId]

  test(`${brandId}: Find Agents, filter by state, type and order, search a name, open a seller`, async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    const pathAndQuery = () => {
      const url = new URL(page.url())
      return `${url.pathname}${url.search}`
    }
    const sellerNames = () => page.getByTestId('directory-results').locator('h2, h3').allTextContents()
    const settled = () => page.locator('[data-testid=directory-page]:not([aria-busy])').waitFor()
    try {
      await page.goto(brandUrl(port, brandId, '/'), { waitUntil: 'domcontentloaded' })
      await waitForHydration(page)
      await page.getByRole('banner').getByRole('link', { name: 'Find Agents' }).click()
      await page.getByTestId('directory-results').waitFor()
      expect(pathAndQuery()).toBe(paths.path({}))
      // Find Agents may be a full page load: the filters answer once the page has hydrated.
      await waitForHydration(page)

      const form = page.getByRole('search', { name: 'Find a seller' })
      // Each change is a new URL; the page shows it (its heading, and the order in the form, which the heading does
      // not name) with its sellers before the next change builds on it.
      const shown = async (filters: DirectoryRequest) => {
        await page.waitForURL((url) => isDeepStrictEqual(paths.parse(url.pathname, url.search), filters))
        await page.getByRole('heading', { level: 1, name: directoryHeading(filters) }).waitFor()
        await expect.poll(() => form.getByLabel('Sort by').inputValue()).toBe(filters.sort ?? 'default')
        await settled()
      }
      await form.getByLabel('State').selectOption('TX')
      await shown({ stateAbbreviation: 'TX' })
      await form.getByLabel('Seller type').selectOption({ label: 'Brokers' })
      await shown({ stateAbbreviation: 'TX', directoryType: 1 })
      await form.getByLabel('Sort by').selectOption({ label: 'Name: A to Z' })
      await shown({ stateAbbreviation: 'TX', directoryType: 1, sort: 'name-az' })
      const names = await sellerNames()
      expect(names.length).toBeGreaterThan(0)
      // The directory sorts by the lower-cased company name, in code-unit order (SQLite's, seller_stats.sort_name).
      const byName = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a === b ? 0 : 1)
      expect(names).toEqual([...names].sort(byName))
      const places = await page.getByTestId('directory-results').locator('li').allTextContents()
      for (const place of places) expect(place).toMatch(/Broker · .*, TX/)

      // The same URL opened afresh shows the same sellers (the server renders what the client navigated to).
      const fresh = await browser.context.newPage()
      await fresh.goto(page.url(), { waitUntil: 'domcontentloaded' })
      expect(await fresh.getByTestId('directory-results').locator('h2, h3').allTextContents()).toEqual(names)
      await fresh.close()

      // A name searched, then the seller's page.
      await form.getByLabel('Name', { exact: true }).fill(names[0]!)
      await form.getByRole('button', { name: 'Search' }).click()
      await shown({ stateAbbreviation: 'TX', directoryType: 1, sort: 'name-az', keyword: names[0]! })
      const first = page.getByTestId('directory-results').getByRole('link').first()
      const sellerHref = await first.getAttribute('href')
      await first.click()
      await page.waitForURL((url) => url.pathname === sellerHref)
      await page.getByTestId('seller-page').waitFor()
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})

test('the main land site reads /member/{word}/ as a search of sellers by that name', async () => {
  const page = await browser.context.newPage()
  try {
    await page.goto(brandUrl(port, 'land', '/member/simmons/'), { waitUntil: 'domcontentloaded' })
    expect(await page.getByTestId('directory-page').getAttribute('data-page-name')).toBe('Search Results Members')
    const names = await page.getByTestId('directory-results').locator('li').allTextContents()
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(name.toLowerCase()).toContain('simmons')
  } finally {
    await page.close()
  }
})

test.each(brandIds)(
  '%s: /propertylink/{brokerId}, a seller’s link from their own website, moves to their listings',
  async (brandId) => {
    const page = await browser.context.newPage()
    try {
      const response = await page.goto(brandUrl(port, brandId, '/propertylink/10001'), {
        waitUntil: 'domcontentloaded',
      })
      expect(
        await response
          ?.request()
          .redirectedFrom()
          ?.response()
          .then((first) => first?.status()),
      ).toBe(301)
      const listingsPath = sellerPathsOf[brandId].path(
        { accountId: 10001, contactName: 'Frank Simmons', companyName: 'Simmons Real Estate' },
        'listings',
      )
      expect(new URL(page.url()).pathname).toBe(listingsPath)
      await page.getByTestId('seller-page').waitFor()
    } finally {
      await page.close()
    }
  },
)

test('a seller who no longer advertises: the broker-inactive page, not indexed, with no contact for crawlers', async () => {
  const page = await browser.context.newPage()
  try {
    const inactive = { accountId: 10017, contactName: 'Mark Marshall', companyName: 'Prairie Properties' }
    const details = sellerPathsOf.land.path(inactive, 'details')
    // The listings view has nothing to list: it moves to the one page the seller has.
    await page.goto(brandUrl(port, 'land', sellerPathsOf.land.path(inactive, 'listings')), {
      waitUntil: 'domcontentloaded',
    })
    expect(new URL(page.url()).pathname).toBe(details)
    expect(await page.getByTestId('seller-inactive').textContent()).toContain('Mark Marshall')
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex')
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0)
    expect(await page.getByTestId('seller-inactive').locator('a[href^="tel:"]').count()).toBe(0)
  } finally {
    await page.close()
  }
})

test('the main land site’s seller pages keep a bar at the foot of the window, clear of the footer; the others none', async () => {
  const page = await browser.context.newPage()
  const master = { accountId: 10001, contactName: 'Frank Simmons', companyName: 'Simmons Real Estate' }
  try {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(brandUrl(port, 'land', sellerPathsOf.land.path(master, 'details')), {
      waitUntil: 'domcontentloaded',
    })
    await waitForHydration(page)
    const bar = page.getByTestId('seller-bar')
    expect(await bar.textContent()).toContain('Frank Simmons')
    const boxes = await bottomBarBoxes(page, 'seller-bar')
    expect(boxes.barBottom, 'the bar sits at the foot of the window').toBeCloseTo(boxes.window, 0)
    expect(boxes.lastLinkBottom, 'the footer’s last link above the bar').toBeLessThanOrEqual(boxes.barTop)
    // From the details to the properties, and back.
    await bar.getByRole('link', { name: 'Properties' }).click()
    await page.waitForURL((url) => url.pathname === sellerPathsOf.land.path(master, 'listings'))
    await page
      .getByTestId('seller-bar')
      .getByRole('link', { name: /^About/ })
      .click()
    await page.waitForURL((url) => url.pathname === sellerPathsOf.land.path(master, 'details'))

    await page.goto(brandUrl(port, 'landwatch', sellerPathsOf.landwatch.path(master, 'details')), {
      waitUntil: 'domcontentloaded',
    })
    await page.getByTestId('seller-page').waitFor()
    expect(await page.getByTestId('seller-bar').count()).toBe(0)
  } finally {
    await page.close()
  }
})
