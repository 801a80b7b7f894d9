import { describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { brandIds } from '../../brands/brand-registry.ts'
import type { BrandId } from '../../brands/brand-config.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors } from '../support/chromium.ts'
import { isFocused, KeyboardVisitor, openAtTop } from '../support/keyboard.ts'
import { brandUrl } from '../support/local-server.ts'
import { nudgeDue } from '../support/saved-search-nudge.ts'
import { testServerPort } from '../support/test-server.ts'

// The search page with the keyboard alone (issue 11), on every brand: from the top of the page through the header and
// the search bar to the filters (each panel opened, used and closed), the sort, the saved-search popover, the result
// cards' photo carousels and the pages of results; on the main land site also the map and the phone's bottom bar.
// Every element the focus reaches is checked as it is reached (test/support/keyboard.ts): a ring one can see, a role
// and a name. The search bar's own keys are search-bar.test.ts's, drawing on the map search-map.test.ts's.

const port = testServerPort()
const browser = chromiumForTests({ viewport: { width: 1280, height: 900 } })

/** A state search of each brand, and its last page (a page past the end moves there). */
const stateSearch: Record<BrandId, { first: string; pastTheEnd: string }> = {
  land: { first: '/Texas/all-land/', pastTheEnd: '/Texas/all-land/page-400/' },
  landwatch: { first: '/texas-land-for-sale', pastTheEnd: '/texas-land-for-sale/page-400' },
  laf: { first: '/search/texas-land-for-sale/', pastTheEnd: '/search/texas-land-for-sale/page-400/' },
}

/** How long a search on the test server may take on a busy machine. */
const searching = { timeout: 10_000 }

/** The search has loaded and the map has drawn its data. */
async function mapSettled(page: Page) {
  await page.locator('[data-testid=search-page]:not([aria-busy])').waitFor(searching)
  const region = page.getByTestId('search-map-region')
  const drawn = async () =>
    (await region.getAttribute('aria-busy')) === 'false' &&
    Number(await region.getAttribute('data-points')) + Number(await region.getAttribute('data-clusters')) > 0
  await expect.poll(drawn, searching).toBe(true)
}

const resultCount = async (page: Page) => (await page.getByTestId('result-count').textContent())?.trim() ?? ''
const expanded = (button: Locator) => button.getAttribute('aria-expanded')

describe.each(brandIds)('the search page of %s by keyboard', (brandId) => {
  test(`${brandId}: header, filter panels, sort, the saved-search popover and a card’s photos`, async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    const keys = new KeyboardVisitor(page)
    try {
      await nudgeDue(page)
      await openAtTop(page, brandUrl(port, brandId, stateSearch[brandId].first))
      const count = page.getByTestId('result-count')
      expect(await count.getAttribute('role'), 'the result count is announced as it changes').toBe('status')
      const allCount = await resultCount(page)

      // Price & Acres: a disclosure; Escape closes it from inside and gives the focus back to its button.
      const priceButton = page.getByRole('button', { name: /^Price & Acres/ })
      await keys.tabTo(priceButton)
      expect(await expanded(priceButton)).toBe('false')
      await keys.press('Enter')
      expect(await expanded(priceButton)).toBe('true')
      // The form's code comes on the first opening (or when the button is first pointed at or focused).
      await page.getByRole('spinbutton', { name: 'Minimum' }).first().waitFor()
      expect((await keys.press('Tab'))?.label).toBe('spinbutton "Minimum"')
      await keys.press('Tab')
      await keys.type('250000')
      await keys.press('Escape')
      expect(await expanded(priceButton)).toBe('false')
      expect(await isFocused(priceButton)).toBe(true)
      expect(await resultCount(page), 'Escape applies nothing').toBe(allCount)
      // Again, and Apply: the search changes in place, the focus is back on the button, the new count is announced.
      await keys.press('Enter')
      await keys.tabTo(page.getByRole('spinbutton', { name: 'Maximum' }).first())
      await keys.type('250000')
      await keys.tabTo(page.getByRole('button', { name: 'Apply' }))
      await keys.press('Enter')
      await page.waitForURL((url) => url.pathname.includes('price-under-250000'))
      await expect.poll(() => resultCount(page), searching).not.toBe(allCount)
      expect(await isFocused(priceButton), 'the focus is back on Price & Acres').toBe(true)
      expect(await priceButton.textContent()).toContain('up to $250K')
      const priceCount = await resultCount(page)

      // Property type: a checkbox ticked with Space, applied with Enter.
      const typeButton = page.getByRole('button', { name: /^Property Type/ })
      await keys.tabTo(typeButton)
      await keys.press('Enter')
      const firstType = await keys.press('Tab')
      expect(firstType?.role).toBe('checkbox')
      await keys.press('Space')
      expect(await page.getByRole('checkbox', { name: firstType!.name }).isChecked()).toBe(true)
      await keys.tabTo(page.getByRole('button', { name: 'Apply' }))
      await keys.press('Enter')
      await expect.poll(() => typeButton.textContent(), searching).toContain(`: ${firstType!.name}`)
      await expect.poll(() => resultCount(page), searching).not.toBe(priceCount)
      expect(await isFocused(typeButton)).toBe(true)
      // Tabbing on past a panel's last control closes it: left open, it would lie over what the focus moves to.
      await keys.press('Enter')
      await keys.tabTo(page.getByRole('button', { name: 'Apply' }))
      await keys.press('Tab')
      expect(await expanded(typeButton)).toBe('false')

      // More filters: its code loads on opening; the keyword field is reached with Tab, Escape closes.
      const moreButton = page.getByRole('button', { name: /^More Filters/ })
      expect(await isFocused(moreButton)).toBe(true)
      await keys.press('Enter')
      await page.getByRole('searchbox', { name: 'Keywords' }).waitFor()
      expect((await keys.press('Tab'))?.label).toBe('searchbox "Keywords"')
      await keys.press('Escape')
      expect(await expanded(moreButton)).toBe('false')
      expect(await isFocused(moreButton)).toBe(true)

      // Sort: the arrow keys on the select change the order (Chromium on Linux changes a closed select's value).
      const sort = page.getByRole('combobox', { name: 'Sort by' })
      await keys.tabTo(sort)
      await keys.press('ArrowDown')
      await page.waitForURL((url) => url.pathname.includes('sort-newest'), searching)
      expect(await isFocused(sort)).toBe(true)

      // The saved-search popover (the first search page of a wide screen): its Close gives the focus to Save search.
      const popover = page.getByTestId('saved-search-popover')
      expect(await popover.getAttribute('role'), 'the popover is announced').toBe('status')
      await keys.tabTo(popover.getByRole('button', { name: 'Close' }))
      await keys.press('Enter')
      await popover.waitFor({ state: 'detached' })
      expect(await isFocused(page.getByRole('button', { name: 'Save search' })), 'focus after the popover').toBe(true)

      // A card's photos: a carousel whose buttons step round its slides, each slide and the count announced.
      const card = page
        .getByTestId('search-card')
        .filter({ has: page.locator('[data-carousel="started"]') })
        .first()
      const carousel = card.locator('[aria-roledescription="carousel"]')
      await carousel.waitFor()
      expect(await carousel.getAttribute('role')).toBe('group')
      expect(await carousel.getAttribute('aria-label')).toMatch(/^Photos of /)
      const counter = carousel.getByTestId('carousel-counter')
      expect(await counter.getAttribute('aria-live')).toBe('polite')
      const total = Number((await counter.textContent())?.split('/')[1])
      const slides = carousel.locator('[aria-roledescription="slide"]')
      expect(await slides.evaluateAll((all) => all.map((slide) => slide.getAttribute('aria-label')))).toEqual(
        Array.from({ length: total }, (_, index) => `${index + 1} of ${total}`),
      )
      await keys.tabTo(carousel.getByRole('button', { name: 'Next photo' }))
      await keys.press('Enter')
      await expect.poll(() => counter.textContent()).toBe(`2/${total}`)
      await keys.press('Shift+Tab')
      expect(await isFocused(carousel.getByRole('button', { name: 'Previous photo' }))).toBe(true)
      await keys.press('Enter')
      await keys.press('Enter')
      await expect.poll(() => counter.textContent()).toBe(`${total}/${total}`)

      // On to the card's heart, its title, and the title opens the listing.
      await keys.tabTo(card.getByTestId('like-button'))
      const title = card.locator('h2 a')
      await keys.tabTo(title)
      const href = await title.getAttribute('href')
      await keys.follow()
      await page.waitForURL((url) => url.pathname === href)
      expect(keys.problems).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })

  test(`${brandId}: the cards and pages of results, from the top of the last page`, async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    const keys = new KeyboardVisitor(page)
    try {
      // The saved-search popover shows again: tabbing on past it must not leave it over the cards.
      await nudgeDue(page)
      await openAtTop(page, brandUrl(port, brandId, stateSearch[brandId].pastTheEnd))
      const popover = page.getByTestId('saved-search-popover')
      await popover.waitFor()
      const pages = page.getByRole('navigation', { name: 'Pages of results' })
      const current = pages.locator('[aria-current="page"]')
      const last = Number((await current.textContent())?.trim())
      expect(await current.getAttribute('aria-label')).toBe(`Page ${last}`)
      expect(await resultCount(page)).toMatch(new RegExp(`page ${last} of ${last}$`))

      // Every card on the way is checked (none covered by the popover); then Previous, pressed with Enter, shows the
      // page before in place.
      await keys.tabTo(page.getByTestId('search-card').first().getByTestId('like-button'))
      expect(await popover.count(), 'the popover, once the focus has moved on past it').toBe(0)
      await keys.tabTo(pages.getByRole('link', { name: 'Previous' }))
      await keys.press('Enter')
      await expect.poll(() => resultCount(page), searching).toMatch(new RegExp(`page ${last - 1} of ${last}$`))
      await expect.poll(() => current.textContent(), searching).toBe(String(last - 1))
      expect(keys.problems).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})

describe('the main land site’s own parts of the search page by keyboard', () => {
  test('the list/map toggle, the map’s keys and zoom buttons, and back to the list', async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    const keys = new KeyboardVisitor(page)
    try {
      await openAtTop(page, brandUrl(port, 'land', stateSearch.land.pastTheEnd))
      const views = page.getByRole('navigation', { name: 'Results view' })
      expect(await views.getByRole('link', { name: 'List' }).getAttribute('aria-current')).toBe('page')
      await keys.tabTo(views.getByRole('link', { name: 'Map' }))
      await keys.press('Enter')
      await page.waitForURL((url) => url.searchParams.get('view') === 'map', searching)
      const region = page.getByTestId('search-map').getByRole('region', { name: /^Map of [\d,]+ results$/ })
      await region.waitFor({ timeout: 20_000 })
      expect(await views.getByRole('link', { name: 'Map' }).getAttribute('aria-current')).toBe('page')

      // The map itself is next: its arrow keys pan it, and the view it shows is searched; then its zoom buttons. Each
      // move waits for the map's data to be drawn first: a move made before then is undone when the data arrives
      // (the map fits itself to the results), for the keyboard and the mouse alike.
      const canvas = region.locator('canvas')
      await mapSettled(page)
      await keys.tabTo(canvas)
      for (let step = 0; step < 3; step++) await keys.press('ArrowRight')
      await page.waitForURL((url) => url.searchParams.has('bounds'), searching)
      await mapSettled(page)
      const zoom = () => Number(new URL(page.url()).searchParams.get('zoom'))
      const panned = zoom()
      const zoomIn = region.getByRole('button', { name: 'Zoom in' })
      await keys.tabTo(zoomIn)
      await keys.press('Enter')
      await expect.poll(zoom, searching).toBeGreaterThan(panned)
      expect(await isFocused(zoomIn)).toBe(true)
      await keys.tabTo(region.getByRole('button', { name: 'Draw area' }))

      // Back to the list: from the map, Shift+Tab goes back up to the toggle.
      await keys.tabTo(views.getByRole('link', { name: 'List' }), { back: true })
      await keys.press('Enter')
      await page.waitForURL((url) => !url.searchParams.has('view'))
      expect(keys.problems).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })

  test('on a phone, the bottom bar’s Filters and sort opens the filter sheet, and Escape gives the focus back', async () => {
    const page = await browser.context.newPage()
    await page.setViewportSize({ width: 375, height: 740 })
    const errors = collectPageErrors(page)
    const keys = new KeyboardVisitor(page)
    try {
      await openAtTop(page, brandUrl(port, 'land', stateSearch.land.pastTheEnd))
      const bar = page.getByTestId('search-mobile-bar')
      await keys.tabTo(bar.getByRole('button', { name: 'Filters and sort' }))
      await keys.press('Enter')
      const sheet = page.getByRole('dialog', { name: 'Filters' })
      await sheet.waitFor()
      await expect.poll(() => sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
      await keys.press('Escape')
      await sheet.waitFor({ state: 'hidden' })
      const opener = page.getByTestId('filter-sheet-button')
      expect(await isFocused(opener), 'the focus, back on the bar’s Filters').toBe(true)
      expect(await opener.isVisible()).toBe(true)
      await keys.check()
      expect(keys.problems).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})
