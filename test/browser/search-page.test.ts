import { describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { brandIds } from '../../brands/brand-registry.ts'
import type { BrandId } from '../../brands/brand-config.ts'
import { acreageBands } from '../../web/rules/price-context.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, waitForHydration } from '../support/chromium.ts'
import { brandUrl, fetchAsBrand } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'

// The search page as a buyer uses it, in a real browser against the worker's bundle: filters, sort and pages
// change the URL through the brand's codec without a full page load, back and forward restore them, and bad URLs are
// the 404 page or move to their canonical form.

const port = testServerPort()
const browser = chromiumForTests()

/** A state search of each brand, and the URL its price filter leads to. */
const stateSearch: Record<BrandId, { path: string; withPrice: RegExp }> = {
  land: { path: '/Texas/all-land/', withPrice: /^\/Texas\/all-land\/price-under-250000\/$/ },
  landwatch: { path: '/texas-land-for-sale', withPrice: /^\/texas-land-for-sale\/price-under-250000$/ },
  laf: { path: '/search/texas-land-for-sale/', withPrice: /^\/search\/texas-land-for-sale\/price-under-250000\/$/ },
}

const pathOf = (page: Page) => new URL(page.url()).pathname
const resultCount = async (page: Page) => (await page.getByTestId('result-count').textContent())?.trim() ?? ''

async function openSearch(page: Page, brandId: BrandId, path: string) {
  const response = await page.goto(brandUrl(port, brandId, path), { waitUntil: 'domcontentloaded' })
  expect(response?.status(), `${brandId} ${path}`).toBe(200)
  await waitForHydration(page)
  // A mark that a full page load would wipe: navigations below must keep it.
  await page.evaluate(() => ((window as unknown as { searchMark: number }).searchMark = 1))
}

const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { searchMark?: number }).searchMark)

describe.each(brandIds)('search page of %s', (brandId) => {
  test(`${brandId}: price filter, sort, page and back, all in place`, async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    try {
      const { path, withPrice } = stateSearch[brandId]
      await openSearch(page, brandId, path)
      expect(await page.getByTestId('search-card').count()).toBeGreaterThan(0)
      const allCount = await resultCount(page)

      await page.getByRole('button', { name: /Price & Acres/ }).click()
      await page.getByLabel('Maximum').first().fill('250000')
      await page.getByRole('button', { name: 'Apply' }).click()
      await page.waitForURL((url) => withPrice.test(url.pathname))
      await expect.poll(() => resultCount(page)).not.toBe(allCount)
      const prices = await page
        .getByTestId('search-card')
        .evaluateAll((cards) =>
          cards.map((card) => Number(card.querySelector('.text-xl')?.textContent?.replace(/[^0-9]/g, ''))),
        )
      for (const price of prices) expect(price).toBeLessThanOrEqual(250000)

      await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' })
      await page.waitForURL((url) => url.pathname.includes('sort-price-high'))
      const sorted = await page
        .getByTestId('search-card')
        .evaluateAll((cards) =>
          cards.map((card) => Number(card.querySelector('.text-xl')?.textContent?.replace(/[^0-9]/g, '')) || 0),
        )
      expect(sorted).toEqual([...sorted].sort((a, b) => b - a))

      const sortedPath = pathOf(page)
      const next = page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Next' })
      if (await next.count()) {
        await next.click()
        await page.waitForURL((url) => /page-2\/?$/.test(url.pathname))
        await page.goBack()
        await page.waitForURL((url) => url.pathname === sortedPath)
      }
      await page.goBack()
      await page.waitForURL((url) => withPrice.test(url.pathname))
      // Back restores the sort once the earlier search is in place again.
      await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('26')
      expect(await stillSamePage(page), 'a filter change reloaded the whole page').toBe(1)
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})

describe('main land site landing pages and URLs', () => {
  test('a state landing page shows its market summary and the state’s listings', async () => {
    const page = await browser.context.newPage()
    try {
      await openSearch(page, 'land', '/Texas/')
      expect(await page.getAttribute('main', 'data-page-name')).toBe('Landing Page')
      await expect.poll(() => page.getByTestId('summary-count').textContent()).toMatch(/\d/)
      expect(await page.getByTestId('acreage-bands').locator('li').count()).toBe(acreageBands.length)
      const addresses = await page.getByTestId('card-address').allTextContents()
      expect(addresses.length).toBeGreaterThan(0)
      for (const address of addresses) expect(address).toMatch(/TX \d{5}/)
    } finally {
      await page.close()
    }
  })

  test('the stored copy of a landing page, served to an address with a tracking tag, hydrates as it is', async () => {
    // The edge cache keys a landing page on the parameters it reads (issue 28): /Iowa/?utm_source=… is served the copy
    // rendered for /Iowa/, and the browser's router must find that copy's match its own, not load the page again.
    await (await fetchAsBrand(port, 'land', '/Iowa/')).text()
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    const searches: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/property/search')) searches.push(request.url())
    })
    try {
      const response = await page.goto(brandUrl(port, 'land', '/Iowa/?utm_source=newsletter&gclid=abc'))
      expect(response?.headers()['x-edge-cache']).toBe('HIT')
      await waitForHydration(page)
      expect(await page.getAttribute('main', 'data-page-name')).toBe('Landing Page')
      expect(new URL(page.url()).search).toBe('?utm_source=newsletter&gclid=abc')
      await page.waitForLoadState('networkidle')
      expect(searches, 'the search loaded again after hydration').toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })

  test('a filtered search is a search page, noindex outside production', async () => {
    const page = await browser.context.newPage()
    try {
      await openSearch(page, 'land', '/search/Texas/ranches-for-sale/')
      expect(await page.getAttribute('main', 'data-page-name')).toBe('Search Results')
      expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex, nofollow')
      // Its own title, description and canonical address, once each.
      expect(await page.title()).toBe('Ranches for Sale in Texas | OpenAcres')
      expect(await page.locator('meta[name=description]').count()).toBe(1)
      expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(
        /\/search\/Texas\/ranches-for-sale\/$/,
      )
    } finally {
      await page.close()
    }
  })

  test('a readable URL that is not canonical moves to the canonical one, keeping other query parameters', async () => {
    const response = await fetchAsBrand(
      port,
      'land',
      '/Texas/all-land/sort-newest/price-under-500000/page-1/?utm_source=mail',
    )
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/Texas/all-land/price-under-500000/sort-newest/?utm_source=mail')
  })

  test('a page past the end moves to the last page, keeping other query parameters', async () => {
    const response = await fetchAsBrand(port, 'land', '/Texas/all-land/page-400/?utm_source=mail')
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toMatch(/^\/Texas\/all-land\/page-\d+\/\?utm_source=mail$/)
  })

  test('an empty search says so and offers similar properties', async () => {
    const page = await browser.context.newPage()
    try {
      await openSearch(page, 'land', '/Texas/all-land/acres-over-900000/')
      await expect.poll(() => page.getByTestId('no-results').isVisible()).toBe(true)
      await expect.poll(() => page.getByTestId('similar-results').getByTestId('search-card').count()).toBeGreaterThan(0)
    } finally {
      await page.close()
    }
  })
})

describe('result cards off screen', () => {
  // A card's contents are laid out and painted only as it nears the window (content-visibility: auto): the browser
  // skips the rest of a page of 25 while the page loads. Until drawn, a card keeps about its height, so the page's
  // length and the scroll bar hardly move as the buyer scrolls.
  const shown = (card: Locator) =>
    card.locator('h2').evaluate((title) => title.checkVisibility({ contentVisibilityAuto: true }))
  const height = (card: Locator) => card.evaluate((box) => box.getBoundingClientRect().height)

  test.each([
    { device: 'phone', viewport: { width: 412, height: 823 } },
    { device: 'desktop', viewport: { width: 1280, height: 900 } },
  ])('are skipped until near the window, at about their height, on a $device', async ({ viewport }) => {
    const page = await browser.context.newPage()
    await page.setViewportSize(viewport)
    try {
      await openSearch(page, 'landwatch', stateSearch.landwatch.path)
      const cards = page.getByTestId('search-card')
      expect(await cards.count()).toBe(25)
      expect(await shown(cards.first()), 'the first card is drawn').toBe(true)
      const last = cards.last()
      expect(await shown(last), 'the last card is not drawn yet').toBe(false)
      const kept = await height(last)
      await last.scrollIntoViewIfNeeded()
      await expect.poll(() => shown(last)).toBe(true)
      const drawn = await height(last)
      expect(Math.abs(kept - drawn) / drawn, `kept ${kept} px, drawn ${drawn} px`).toBeLessThan(0.15)
    } finally {
      await page.close()
    }
  })
})
