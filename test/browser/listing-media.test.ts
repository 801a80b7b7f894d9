import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { brandIds } from '../../brands/brand-registry.ts'
import type { BrandId } from '../../brands/brand-config.ts'
import { listingLogTypes } from '../../web/api/logging.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, waitForHydration } from '../support/chromium.ts'
import { brandUrl, fetchAsBrand } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'

// The listing page's media and the buyer's other ways out of it, in a real browser on every brand: the full-screen
// carousel in each mode (its code loaded on first opening, not before), the map below the description, similar
// listings, the share dialog, the printable flyer, and the log lines (POST /api/Logging) each of those sends.
// Listing 1,000,001 is the seed's diamond fixture with photos, a video and a 3D tour (harness-listings.ts).

const port = testServerPort()
const browser = chromiumForTests({ viewport: { width: 1401, height: 900 } })
const diamond = 1_000_001
const detailPath: Record<BrandId, string> = {
  land: `/property/Kimble-County-TX/${diamond}/`,
  landwatch: `/kimble-county-tx/pid/${diamond}`,
  laf: `/property/kimble-county-tx-${diamond}/`,
}

/** The log types the page posts, in order. */
function collectLogTypes(page: Page): number[] {
  const types: number[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/Logging')
      types.push((request.postDataJSON() as { logType: number }).logType)
  })
  return types
}

const scripts = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop() ?? ''))

describe.each(brandIds)('listing media on %s', (brandId) => {
  test(`${brandId}: every media mode full screen, the map, similar listings, share and the flyer`, async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    const logged = collectLogTypes(page)
    try {
      await page.goto(brandUrl(port, brandId, detailPath[brandId]), { waitUntil: 'domcontentloaded' })
      await waitForHydration(page)
      await expect.poll(() => logged).toEqual([listingLogTypes.detailsViewed])
      expect((await scripts(page)).some((name) => name.startsWith('fullscreen-carousel'))).toBe(false)
      expect((await scripts(page)).some((name) => name.startsWith('maplibre') || name.startsWith('listing-map'))).toBe(
        false,
      )

      // Photos: the third thumbnail, then the main photo opens full screen at that photo; arrows step around.
      await page.getByRole('button', { name: /^Show photo 3 of/ }).click()
      const opener = page.getByRole('button', { name: /^Open photo 3 of \d+ full screen$/ })
      await opener.click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      expect((await scripts(page)).some((name) => name.startsWith('fullscreen-carousel'))).toBe(true)
      const total = Number(/of (\d+)/.exec((await opener.getAttribute('aria-label')) ?? '')?.[1])
      const counter = () => dialog.getByText(new RegExp(`^\\d+/${total}$`)).textContent()
      await expect.poll(counter).toBe(`3/${total}`)
      await expect
        .poll(() => dialog.getByRole('button', { name: 'Close' }).evaluate((b) => b === document.activeElement))
        .toBe(true)
      await page.keyboard.press('ArrowRight')
      await expect.poll(counter).toBe(`4/${total}`)
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('ArrowLeft')
      await expect.poll(counter).toBe(`1/${total}`)
      await page.keyboard.press('ArrowLeft')
      await expect.poll(counter).toBe(`${total}/${total}`)
      // Video, tour and map modes inside the carousel.
      await dialog.getByRole('button', { name: 'Video', exact: true }).click()
      expect(await dialog.locator('iframe').getAttribute('src')).toMatch(
        /^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\//,
      )
      await dialog.getByRole('button', { name: '3D Tour', exact: true }).click()
      expect(await dialog.locator('iframe').getAttribute('src')).toMatch(/^https:\/\/my\.matterport\.com\/show\/\?m=/)
      await dialog.getByRole('button', { name: 'Map', exact: true }).click()
      await expect
        .poll(() => dialog.getByTestId('listing-map').getAttribute('data-outline'), { timeout: 15_000 })
        .toBe('shown')
      expect(await dialog.locator('canvas').boundingBox()).toMatchObject({ width: 1401 })
      // Escape closes; the focus is back on the photo that opened it; opened again, it starts at the first photo.
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true)
      await page.locator('[data-fullscreen-mode=video]').click()
      await expect.poll(() => page.getByRole('dialog').locator('iframe').count()).toBe(1)
      await page.getByRole('dialog').getByRole('button', { name: 'Photos', exact: true }).click()
      await expect.poll(counter).toBe(`1/${total}`)
      await page.keyboard.press('Escape')

      // The map below the description and similar listings load as the buyer scrolls to them.
      await page.getByTestId('listing-map-section').scrollIntoViewIfNeeded()
      await expect
        .poll(() => page.getByTestId('listing-map-section').getByTestId('listing-map').getAttribute('data-outline'), {
          timeout: 15_000,
        })
        .toBe('shown')
      const similar = page.getByTestId('similar-listings')
      await similar.scrollIntoViewIfNeeded()
      await expect.poll(() => similar.getAttribute('aria-busy')).toBe('false')
      const similarLinks = await similar
        .locator('h2 a, h3 a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(similarLinks.length).toBeGreaterThan(0)
      expect(similarLinks).not.toContain(detailPath[brandId])

      // Share: the canonical URL to copy (sendToFriend logged once).
      await page.getByRole('button', { name: 'Share' }).click()
      const share = page.getByRole('dialog')
      await share.waitFor()
      expect(await share.getByLabel('Link to this property').inputValue()).toMatch(
        new RegExp(`${detailPath[brandId]}$`),
      )
      await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await share.getByRole('button', { name: 'Copy' }).click()
      await expect.poll(() => share.getByRole('status').textContent()).toBe('Copied')
      await page.keyboard.press('Escape')

      // The flyer (a document click), printed (flyer printed).
      await page.getByRole('link', { name: 'Flyer' }).click()
      await page.waitForURL((url) => url.pathname === `/flyer/${diamond}`)
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Print flyer' }).waitFor()
      await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')))
      await expect
        .poll(() => logged)
        .toEqual([
          listingLogTypes.detailsViewed,
          listingLogTypes.sendToFriend,
          listingLogTypes.documentClick,
          listingLogTypes.flyersPrinted,
        ])
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})

test('the seller’s phone and website log their clicks', async () => {
  const page = await browser.context.newPage()
  const logged = collectLogTypes(page)
  try {
    // A fixture listing whose seller has a phone and a website.
    let withWebsite: number | undefined
    for (let id = diamond; id < diamond + 6 && !withWebsite; id++) {
      const response = await fetchAsBrand(port, 'land', `/api/property/detail/1/${id}`)
      const { seller } = (await response.json()) as { seller: { url: string; phone: string } }
      if (seller.url && seller.phone) withWebsite = id
    }
    expect(withWebsite, 'a fixture whose seller has a website').toBeDefined()
    await page.goto(brandUrl(port, 'land', `/listing/${withWebsite}/`), { waitUntil: 'domcontentloaded' })
    await waitForHydration(page)
    const card = page.getByTestId('seller-card')
    // A tel: link would leave the page: the click is what is logged, so the navigation is stopped in the page.
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        (event) =>
          (event.target as Element).closest('a')?.addEventListener('click', (e) => e.preventDefault(), { once: true }),
        true,
      ),
    )
    await card.getByRole('link', { name: /^Call / }).click()
    await card.getByRole('link', { name: 'Seller’s website' }).click()
    const expected = [listingLogTypes.detailsViewed, listingLogTypes.phoneClick, listingLogTypes.externalLinkClick]
    await expect.poll(() => logged).toEqual(expected)
  } finally {
    await page.close()
  }
})
