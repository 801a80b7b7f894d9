import { describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, waitForHydration } from '../support/chromium.ts'
import { brandUrl } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'

// The card photo carousel of the search page (spec §2 listing card, §9 carousel constants): only gold, platinum and
// diamond cards with several photos get one, only once the card is within 300 px of the viewport; it loops, has
// previous/next and 'n/total', and loads the photos near the current one: 5 ahead on desktop, 2 on phones, and from
// the first slide the last photo too (one step back around the loop).

const port = testServerPort()
const browser = chromiumForTests()

/** A search with many upgraded listings: the whole country, newest first, so cards of every level mix. */
const searchPath = '/United-States/all-land/'

const counter = (carousel: Locator) => carousel.getByTestId('carousel-counter')
const loadedPhotos = (carousel: Locator) => carousel.locator('img').count()

/** Distance in px from the viewport's bottom edge to the top of each waiting (not yet started) carousel card. */
function waitingDistances(page: Page): Promise<number[]> {
  return page
    .locator('[data-carousel="waiting"]')
    .evaluateAll((boxes) => boxes.map((box) => box.getBoundingClientRect().top - window.innerHeight))
}

describe.each([
  { device: 'desktop', viewport: { width: 1280, height: 900 }, ahead: 5 },
  { device: 'phone', viewport: { width: 375, height: 740 }, ahead: 2 },
])('card carousel on a $device', ({ viewport, ahead }) => {
  test('starts near the viewport only; loops; previous/next; n/total; loads the photos near the current one', async () => {
    const page = await browser.context.newPage()
    await page.setViewportSize(viewport)
    const errors = collectPageErrors(page)
    try {
      const response = await page.goto(brandUrl(port, 'land', searchPath), { waitUntil: 'domcontentloaded' })
      expect(response?.status()).toBe(200)
      await waitForHydration(page)

      const started = page.locator('[data-carousel="started"] [aria-roledescription="carousel"]')
      await expect.poll(() => started.count(), { timeout: 10_000 }).toBeGreaterThan(0)
      // Cards start one per idle period (web/site/idle-queue.ts): once those near the viewport have, every card
      // still waiting is farther than the trigger margin below it.
      await expect
        .poll(async () => (await waitingDistances(page)).every((distance) => distance > 300), { timeout: 10_000 })
        .toBe(true)
      const waiting = await waitingDistances(page)
      expect(waiting.length, 'a page of results with carousel cards below the fold').toBeGreaterThan(0)
      for (const distance of waiting) expect(distance).toBeGreaterThan(300)

      // Scrolling a waiting card near the viewport starts its carousel.
      // Scrolling a waiting card near the viewport starts its carousel (marked first: it stops matching 'waiting').
      await page
        .locator('[data-carousel="waiting"]')
        .last()
        .evaluate((box) => box.setAttribute('data-probe', 'far'))
      const far = page.locator('[data-probe="far"]')
      await far.scrollIntoViewIfNeeded()
      const carousel = far.locator('[aria-roledescription="carousel"]')
      await expect.poll(() => carousel.count()).toBe(1)

      const total = Number((await counter(carousel).textContent())?.split('/')[1])
      expect(await counter(carousel).textContent()).toBe(`1/${total}`)
      // From the first slide: itself, `ahead` after it, and the last one.
      expect(await loadedPhotos(carousel)).toBe(Math.min(total, ahead + 2))

      await carousel.getByRole('button', { name: 'Next photo' }).click()
      await expect.poll(() => counter(carousel).textContent()).toBe(`2/${total}`)
      await carousel.getByRole('button', { name: 'Previous photo' }).click()
      await carousel.getByRole('button', { name: 'Previous photo' }).click()
      await expect.poll(() => counter(carousel).textContent()).toBe(`${total}/${total}`)
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})
