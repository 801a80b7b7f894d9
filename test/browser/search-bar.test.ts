import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { brandIds, brands } from '../../brands/brand-registry.ts'
import type { BrandId } from '../../brands/brand-config.ts'
import { searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'
import type { PlaceSuggestion } from '../../web/api/place-suggestions.ts'
import { breakpoints } from '../../web/rules/layout.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, launchChromium, waitForHydration } from '../support/chromium.ts'
import { layoutProblems } from '../support/layout-check.ts'
import { brandUrl } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'
import { axeViolations } from '../support/axe.ts'

// The search bar on every brand (spec §2, search bar): a WAI-ARIA combobox in the home hero and in the header of
// other pages. Typing offers our places, the keyboard and the mouse pick one, and the brand's search URL opens.

const port = testServerPort()
const headerPage = '/error/?eurl=%2Fbroken%2Fpage'
const browser = chromiumForTests()

/** WCAG 2.2 AA violations (axe-core) inside the page's search forms, as 'rule: targets'. */
async function searchFormViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page, 'form[role=search]')).map(
    (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

/** The path and query of the page's URL. */
const pathOf = (page: Page) => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

/** The places the API offers the brand for the text, as the bar shows them. */
async function placesFor(page: Page, brandId: BrandId, text: string): Promise<PlaceSuggestion[]> {
  const path = `/api/location/suggestions/${brands[brandId].siteId}/${encodeURIComponent(text)}`
  return page.evaluate(async (url) => (await fetch(url)).json(), path)
}

/** Types the text into the bar in `scope` and waits for the places the API offers for it. */
async function openedBar(page: Page, brandId: BrandId, scope: string, text: string) {
  const input = page.locator(`${scope} [role=combobox]`)
  await input.click()
  await input.pressSequentially(text, { delay: 30 })
  const listbox = page.locator(`[id="${await input.getAttribute('aria-controls')}"]`)
  const places = await placesFor(page, brandId, text)
  const first = listbox.locator('[role=option]').first()
  const shown = async () => ((await first.isVisible()) ? await first.textContent() : '')
  await expect.poll(shown, { timeout: 10_000 }).toContain(places[0]!.label)
  // The word is asked for as it is typed (debounced): an earlier part of it may still be listed, with its own places.
  await expect.poll(() => listbox.locator('[role=option]').count(), { timeout: 10_000 }).toBe(places.length)
  return { input, listbox, places }
}

describe.each(brandIds)('search bar of %s', (brandId) => {
  const brand = brands[brandId]
  const searchUrl = searchUrlCodecs[brandId].build

  test(`${brandId}: the hero bar offers places as a combobox, ArrowDown + Enter opens the first`, async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    const requests: string[] = []
    const scripts: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/api/location/suggestions/')) requests.push(path)
      if (request.resourceType() === 'script') scripts.push(path)
    })
    try {
      await page.goto(brandUrl(port, brandId, '/'), { waitUntil: 'networkidle' })
      await waitForHydration(page)
      const optionsChunk = (path: string) => /\/assets\/search-bar-options-[\w-]+\.js$/.test(path)
      expect(scripts.filter(optionsChunk), 'the options’ code before the first focus').toEqual([])
      expect(await page.locator('[data-testid=site-header] [role=combobox]').count(), 'no header bar on home').toBe(0)

      const hero = '[data-testid=home-page]'
      // A name with listings on every brand of the browser seed (places without listings are not offered).
      const { input, listbox, places } = await openedBar(page, brandId, hero, 'tex')
      expect(scripts.filter(optionsChunk), 'the options’ code after the first focus').toHaveLength(1)
      // Typed quickly, the word is asked for once or twice (debounced), not once per letter.
      expect(new Set(requests).size).toBeLessThanOrEqual(2)

      // WAI-ARIA 1.2 combobox with a listbox popup, a label and a named submit button.
      expect(await input.getAttribute('aria-expanded')).toBe('true')
      expect(await input.getAttribute('aria-autocomplete')).toBe('list')
      expect(await input.getAttribute('placeholder')).toBe(brand.searchPlaceholder)
      expect(await listbox.getAttribute('role')).toBe('listbox')
      const label = page.locator(`label[for="${await input.getAttribute('id')}"]`)
      expect((await label.textContent())?.trim()).toBeTruthy()
      expect(await page.locator(`${hero} form[role=search] button[type=submit]`).getAttribute('aria-label')).toBe(
        'Search',
      )
      const options = listbox.locator('[role=option]')
      expect(await options.count()).toBe(places.length)
      const first = options.first()
      expect(await first.textContent()).toContain(places[0]!.label)
      expect(await first.textContent()).toMatch(/County|City|State|Region|Lake|ZIP/)
      expect(await input.getAttribute('aria-activedescendant')).toBeNull()

      await page.keyboard.press('ArrowDown')
      expect(await input.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'))
      expect(await first.getAttribute('aria-selected')).toBe('true')
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowUp')
      expect(await first.getAttribute('aria-selected')).toBe('true')

      await page.keyboard.press('Enter')
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(searchUrl(places[0]!.criteria))
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })

  test(`${brandId}: the header bar (375 px): Escape closes, a second Escape clears, a click picks`, async () => {
    const page = await browser.context.newPage()
    await page.setViewportSize({ width: 375, height: 800 })
    const errors = collectPageErrors(page)
    try {
      await page.goto(brandUrl(port, brandId, headerPage), { waitUntil: 'networkidle' })
      await waitForHydration(page)
      const header = '[data-testid=site-header]'
      const { input, listbox } = await openedBar(page, brandId, header, 'tx')
      await page.keyboard.press('Escape')
      expect(await input.getAttribute('aria-expanded')).toBe('false')
      expect(await listbox.isVisible()).toBe(false)
      expect(await input.inputValue()).toBe('tx')
      await page.keyboard.press('Escape')
      expect(await input.inputValue()).toBe('')

      const { places } = await openedBar(page, brandId, header, 'lake hav')
      const last = listbox.locator('[role=option]').last()
      expect(await last.textContent()).toContain(places.at(-1)!.label)
      await last.click()
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(searchUrl(places.at(-1)!.criteria))
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })

  test(`${brandId}: open and closed it passes axe; Tab closes it; the layout holds at every breakpoint`, async () => {
    const page = await browser.context.newPage()
    try {
      for (const path of ['/', headerPage]) {
        await page.goto(brandUrl(port, brandId, path), { waitUntil: 'networkidle' })
        await waitForHydration(page)
        const { input } = await openedBar(page, brandId, 'form[role=search]', 'san')
        await page.keyboard.press('ArrowDown')
        expect(await searchFormViolations(page), `${path}, open`).toEqual([])
        await page.keyboard.press('Tab')
        expect(await input.getAttribute('aria-expanded')).toBe('false')
        expect(await searchFormViolations(page), `${path}, closed`).toEqual([])
        for (const width of breakpoints) {
          await page.setViewportSize({ width, height: 900 })
          expect(await layoutProblems(page), `${path} at ${width}px`).toEqual([])
          expect(await input.isVisible(), `${path} at ${width}px`).toBe(true)
        }
      }
    } finally {
      await page.close()
    }
  })
})

test('before hydration (no JavaScript) the bar is a form that opens a keyword search', async () => {
  const noScript = await launchChromium({ javaScriptEnabled: false })
  try {
    for (const brandId of brandIds) {
      const page = await noScript.context.newPage()
      await page.goto(brandUrl(port, brandId, '/'))
      await page.locator('form[role=search] [role=combobox]').fill('creek frontage')
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.pathname !== '/')
      expect(pathOf(page).replace(/\+/g, '%20')).toBe(
        searchUrlCodecs[brandId].build({ keywordQuery: 'creek frontage' }),
      )
      await page.close()
    }
  } finally {
    await noScript.close()
  }
})
