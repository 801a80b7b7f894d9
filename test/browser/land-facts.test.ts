import type { Locator } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import type { BrandId } from '../../brands/brand-config.ts'
import { brandIds, brands } from '../../brands/brand-registry.ts'
import type { ListingDetail } from '../../web/api/listing-detail.ts'
import { landFactRows, type LandFactRow } from '../../web/format/land-facts-format.ts'
import { notStatedLabel } from '../../web/rules/land-facts.ts'
import { harnessListings } from '../../worker/db/seed/harness-listings.ts'
import { canContactSeller } from '../../web/rules/listing-rules.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors } from '../support/chromium.ts'
import { isFocused, openAtTop } from '../support/keyboard.ts'
import { brandUrl, fetchAsBrand } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'

// A land fact the seller did not state asks the seller (issue 31), on a phone, on every brand: pressing two of them
// (one twice) opens Contact Seller with both questions in the message, each once; the lead sent carries them to the
// seller's mailbox, and closing the form gives the focus back to the fact pressed last.

const port = testServerPort()
const browser = chromiumForTests({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

/** The seed's fixtures (1,000,001…), on every brand's site: the first a buyer may write about with two facts unstated. */
async function listingAsking(brandId: BrandId): Promise<{ id: number; asks: LandFactRow[] }> {
  for (let id = 1_000_001; id <= 1_000_000 + harnessListings.length; id++) {
    const answer = await fetchAsBrand(port, brandId, `/api/property/detail/${brands[brandId].siteId}/${id}`)
    const listing = (await answer.json()) as ListingDetail
    const asks = landFactRows(listing.landFacts, listing.landFactsSource).filter((row) => row.words === null)
    if (canContactSeller(listing) && asks.length >= 2) return { id, asks }
  }
  throw new Error('no fixture listing a buyer may contact leaves two land facts unstated')
}

/** React has taken over the server's button (its chunk came and hydrated): a press now reaches it. */
const hydrated = (button: Locator) =>
  button.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))

describe.each(brandIds)('land facts on %s', (brandId) => {
  test(`${brandId}: a fact not stated puts its question into the message the seller gets`, async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    try {
      // A client address of its own: leads are limited per address (as test/browser/listing-page.test.ts does).
      await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `203.0.113.${1 + Math.floor(Math.random() * 250)}` })
      const { id, asks } = await listingAsking(brandId)
      const [first, second] = asks as [LandFactRow, LandFactRow]
      await openAtTop(page, brandUrl(port, brandId, `/listing/${id}/`))
      const facts = page.getByTestId('land-facts')
      const ask = (row: LandFactRow) => facts.getByRole('button', { name: `${row.label}: ${notStatedLabel}` })
      await expect.poll(() => hydrated(ask(first))).toBe(true)

      const dialog = page.getByRole('dialog')
      const message = dialog.getByLabel('Message (optional)')
      await ask(first).click()
      await dialog.waitFor()
      expect(await message.inputValue()).toContain(first.question)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      expect(await isFocused(ask(first)), 'the focus is back on the fact pressed').toBe(true)

      await ask(second).click()
      await dialog.waitFor()
      await page.keyboard.press('Escape')
      await ask(first).click()
      await dialog.waitFor()
      const asked = await message.inputValue()
      expect(asked.split(first.question)).toHaveLength(2)
      expect(asked.split(second.question)).toHaveLength(2)

      const buyer = `Land Facts Buyer ${brandId} ${Date.now()}`
      await dialog.getByLabel('Name').fill(buyer)
      await dialog.getByLabel('Email').fill('facts.buyer@example.com')
      await dialog.getByRole('button', { name: 'Send message' }).click()
      await expect.poll(() => dialog.getByRole('status').textContent()).toContain('Your message was sent')

      await openAtTop(page, brandUrl(port, brandId, '/mailbox/'))
      // The seller's email, not the buyer's copy of what was sent.
      const copy = page.getByTestId('mailbox-message').filter({ hasText: buyer }).filter({ hasText: 'New inquiry' })
      await copy.waitFor()
      const text = await copy.textContent()
      expect(text).toContain(first.question)
      expect(text).toContain(second.question)
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})
