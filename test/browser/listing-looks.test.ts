import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { brandIds, brands } from '../../brands/brand-registry.ts'
import type { BrandId } from '../../brands/brand-config.ts'
import { listingIdOf } from '../../routes/listing-route.tsx'
import { listingLogTypes } from '../../web/api/logging.ts'
import { hasContactBar, hasTransparentHeader, listingLook } from '../../web/rules/listing-look.ts'
import { harnessListings } from '../../worker/db/seed/harness-listings.ts'
import { firstListingId } from '../../worker/db/seed/listings.ts'
import { harnessPages } from '../harness/page-list.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, waitForHydration } from '../support/chromium.ts'
import { brandUrl, fetchAsBrand } from '../support/local-server.ts'
import { bottomBarBoxes } from '../support/bottom-bar.ts'
import { testServerPort } from '../support/test-server.ts'

// The detail page's three looks in a real browser on every brand, for each of the seed's six fixtures: the look the
// rule gives (web/rules/listing-look.ts, spelled out in test/unit/listing-look.test.ts), the header transparent over
// the diamond listing's photo only, and the land site's contact bar on available and under-contract listings, with
// its room under the footer from the server's first answer and the footer's last link clear of it on a phone.

const port = testServerPort()
const browser = chromiumForTests()

/** The fixtures' detail pages at the brand's canonical paths (the harness's page list), with the fixture each shows. */
function fixturePages(brandId: BrandId) {
  return harnessPages[brandId].flatMap((page) => {
    const id = page.status === 200 && page.name.startsWith('listing-') ? listingIdOf(page.path) : null
    const fixture = id === null ? undefined : harnessListings[id - firstListingId]
    if (!fixture) return []
    const listing = { listingLevel: fixture.level, upgradeLevelId: fixture.upgrade, marketStatus: fixture.status }
    return [{ name: page.name, path: page.path, listing }]
  })
}

async function open(page: Page, brandId: BrandId, path: string) {
  await page.goto(brandUrl(port, brandId, path), { waitUntil: 'domcontentloaded' })
  await waitForHydration(page)
}

describe.each(brandIds)('listing looks on %s', (brandId) => {
  const brand = brands[brandId]
  const pages = fixturePages(brandId)

  test(`${brandId}: each fixture's look, header and contact bar`, async () => {
    expect(pages.map((page) => page.name)).toHaveLength(harnessListings.length)
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    try {
      for (const fixture of pages) {
        await open(page, brandId, fixture.path)
        const seen = await page.evaluate(() => {
          const header = document.querySelector('[data-testid=site-header]')!
          return {
            look: document.querySelector('main')?.dataset.look,
            transparentHeader: getComputedStyle(header).backgroundColor === 'rgba(0, 0, 0, 0)',
            contactBar: document.querySelector('[data-testid=contact-bar]') !== null,
            // One way to write to the seller a page: the bar's Contact Seller replaces the one under the seller card.
            // (Not counting the cards of other listings, which write to their own sellers.)
            contactSellerButtons: [...document.querySelectorAll('button')].filter(
              (button) => button.textContent === 'Contact Seller' && !button.closest('[data-testid=search-card]'),
            ).length,
          }
        })
        const bar = hasContactBar(fixture.listing)
        expect(seen, fixture.name).toMatchObject({
          look: listingLook(brand, fixture.listing),
          transparentHeader: hasTransparentHeader(fixture.listing),
          contactBar: bar,
        })
        expect(seen.contactSellerButtons, fixture.name).toBeLessThanOrEqual(1)
      }
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})

test.for(brandIds)('%s: the contact bar’s room under the footer is in the server’s first answer', async (brandId) => {
  for (const fixture of fixturePages(brandId)) {
    const html = await (await fetchAsBrand(port, brandId, fixture.path)).text()
    const bodyClass = /<body class="([^"]*)"/.exec(html)?.[1] ?? ''
    const bar = hasContactBar(fixture.listing)
    expect(bodyClass.split(' ').includes('pb-bottom-bar'), fixture.name).toBe(bar)
    expect(html.includes('data-testid="contact-bar"'), fixture.name).toBe(bar)
  }
})

test.for(brandIds)(
  '%s: on a phone the contact bar calls and writes to the seller, and leaves the footer’s last link clear',
  async (brandId) => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    try {
      await page.setViewportSize({ width: 375, height: 812 })
      const diamond = fixturePages(brandId).find((fixture) => fixture.name === 'listing-diamond')!
      await open(page, brandId, diamond.path)
      const bar = page.getByTestId('contact-bar')

      // Call: a tel: link, its click logged as the seller card's is (the navigation stopped in the page).
      const call = bar.getByRole('link', { name: /^Call / })
      expect(await call.getAttribute('href')).toMatch(/^tel:/)
      await call.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()))
      const logged = page.waitForRequest(
        (request) =>
          request.method() === 'POST' &&
          new URL(request.url()).pathname === '/api/Logging' &&
          (request.postDataJSON() as { logType: number }).logType === listingLogTypes.phoneClick,
      )
      await call.click()
      await logged

      // Contact Seller opens the contact dialog.
      await bar.getByRole('button', { name: 'Contact Seller' }).click()
      await page.getByRole('dialog').getByLabel('Email').waitFor()
      await page.keyboard.press('Escape')

      const boxes = await bottomBarBoxes(page, 'contact-bar')
      expect(boxes.barBottom, 'the bar sits at the foot of the window').toBeCloseTo(boxes.window, 0)
      expect(boxes.lastLinkBottom, 'the footer’s last link above the bar').toBeLessThanOrEqual(boxes.barTop)
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  },
)
