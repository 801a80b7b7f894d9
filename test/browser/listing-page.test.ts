import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { brandIds } from '../../brands/brand-registry.ts'
import type { BrandId } from '../../brands/brand-config.ts'
import { listingIdOf } from '../../routes/listing-route.tsx'
import { validationMessages } from '../../web/rules/messages.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, waitForHydration } from '../support/chromium.ts'
import { brandUrl } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'

// The listing detail page as a buyer meets it, in a real browser against the worker's bundle: every brand's
// detail shapes lead to the one canonical URL, search cards open it, it remembers what was viewed, and a message to
// the seller arrives in the (local) mailbox. Listing 1,000,001 is the seed's diamond fixture (harness-listings.ts).

const port = testServerPort()
const browser = chromiumForTests()

const diamond = 1_000_001
const canonical: Record<BrandId, (id: number) => string> = {
  land: (id) => `/property/Kimble-County-TX/${id}/`,
  landwatch: (id) => `/kimble-county-tx/pid/${id}`,
  laf: (id) => `/property/kimble-county-tx-${id}/`,
}
const otherShapes: Record<BrandId, (id: number) => string[]> = {
  land: (id) => [`/listing/${id}/`, `/property/${id}/`, `/property/Travis-County-TX/${id}/`],
  landwatch: (id) => [`/pid/${id}`, `/listing/${id}`, `/property/anything-${id}/`, `/travis-county-tx/pid/${id}`],
  laf: (id) => [`/listing/${id}/`, `/property/austin-tx-${id}/`],
}

async function open(page: Page, brandId: BrandId, path: string) {
  const response = await page.goto(brandUrl(port, brandId, path), { waitUntil: 'domcontentloaded' })
  await waitForHydration(page)
  return response
}

const pathOf = (page: Page) => new URL(page.url()).pathname

describe.each(brandIds)('listing detail on %s', (brandId) => {
  test(`${brandId}: every detail shape moves to the canonical URL (301) and shows the listing`, async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    try {
      for (const path of otherShapes[brandId](diamond)) {
        const response = await open(page, brandId, path)
        expect(response?.status(), path).toBe(200)
        expect(
          await response
            ?.request()
            .redirectedFrom()
            ?.response()
            .then((first) => first?.status()),
          path,
        ).toBe(301)
        expect(pathOf(page), path).toBe(canonical[brandId](diamond))
      }
      const page1 = page.getByTestId('listing-page')
      expect(await page1.locator('h1').textContent()).toBeTruthy()
      expect(await page.getByTestId('listing-facts').textContent()).toContain('Acreage')
      expect(await page.getByTestId('seller-card').textContent()).toContain('Listed by')
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')
      expect(await crumbs.allTextContents()).toEqual(['United States', 'Texas', 'Kimble County'])
      expect(await page.locator('link[rel=canonical]').getAttribute('href')).toContain(canonical[brandId](diamond))

      // The seller's name opens the seller's page in place, which lists this listing among theirs.
      const seller = page.getByTestId('seller-card').getByRole('link').first()
      const sellerName = (await seller.textContent())?.trim()
      await seller.click()
      await page.getByTestId('seller-page').waitFor()
      expect(await page.getByTestId('seller-page').locator('h1').textContent()).toContain(sellerName)
      expect(await page.locator(`a[href="${canonical[brandId](diamond)}"]`).count()).toBeGreaterThan(0)
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})

test('a detail shape of another brand is no listing page: /pid/ on the main land site is the 404 page', async () => {
  const page = await browser.context.newPage()
  try {
    expect((await open(page, 'land', `/pid/${diamond}`))?.status()).toBe(404)
    expect((await open(page, 'land', '/property/Kimble-County-TX/999999999/'))?.status()).toBe(404)
  } finally {
    await page.close()
  }
})

/** The fixtures' county (Kimble County, TX) as each brand's search page. */
const kimbleSearch: Record<BrandId, string> = {
  land: '/Kimble-County-TX/',
  landwatch: '/texas-land-for-sale/kimble-county',
  laf: '/search/texas-land-for-sale/kimble-county/',
}

test.each(brandIds)(
  '%s: a search card opens the listing in place, and the next listing lists it as recently viewed',
  async (brandId) => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    try {
      await open(page, brandId, kimbleSearch[brandId])
      await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1))
      const card = page.getByTestId('search-card').first()
      const title = (await card.locator('h2').textContent())?.trim()
      await card.locator('h2 a').click()
      await page.waitForURL((url) => listingIdOf(url.pathname) !== null)
      await expect.poll(() => page.getByTestId('listing-page').locator('h1').textContent()).toBe(title)
      expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark), 'one page load').toBe(1)
      const first = pathOf(page)

      await open(page, brandId, canonical[brandId](diamond + 1))
      const viewed = page.getByTestId('recently-viewed')
      await viewed.waitFor()
      expect(await viewed.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toContain(
        first,
      )
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  },
)

test.each(brandIds)(
  '%s: a message to the seller: the spec’s messages on bad fields, then it arrives in the mailbox',
  async (brandId) => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    try {
      // A client address of its own: leads are limited per address, and the HTTP fuzzer sends leads from the same
      // machine (one shared bucket without the header that Cloudflare sets in production).
      await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `203.0.113.${1 + Math.floor(Math.random() * 250)}` })
      await open(page, brandId, canonical[brandId](diamond))
      const contact = page.getByRole('button', { name: 'Contact Seller' })
      await contact.click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      await dialog.getByLabel('Name').fill('')
      await dialog.getByLabel('Email').fill('not-an-email')
      await dialog.getByRole('button', { name: 'Send message' }).click()
      await expect.poll(() => dialog.textContent()).toContain(validationMessages.required)
      expect(await dialog.textContent()).toContain(validationMessages.email)

      const buyer = `Journey Buyer ${brandId} ${Date.now()}`
      await dialog.getByLabel('Name').fill(buyer)
      await dialog.getByLabel('Email').fill('buyer@example.com')
      await dialog.getByRole('button', { name: 'Send message' }).click()
      await expect.poll(() => dialog.getByRole('status').textContent()).toContain('Your message was sent')
      await page.keyboard.press('Escape')
      await expect.poll(() => contact.evaluate((button) => button === document.activeElement)).toBe(true)

      await open(page, brandId, '/mailbox/')
      await expect
        .poll(async () => page.getByTestId('mailbox-message').first().textContent(), { timeout: 10_000 })
        .toContain(buyer)
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  },
)
