import { describe, expect, test } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { decodePolyline } from '../../web/search/polyline.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, waitForHydration } from '../support/chromium.ts'
import { brandUrl } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'

// The search page's map as a buyer uses it, in a real browser (WebGL in chromium's software renderer) against
// the worker's bundle, on the offline outlines of public/geo: it draws the result set, moving it searches the
// view, a drawn area searches inside it, and every step stays on the same page without console errors.

const port = testServerPort()
const browser = chromiumForTests()

const mapSearch = '/Texas/all-land/?view=map'

/**
 * Console warnings, but for the messages of chromium's software WebGL (SwiftShader without a GPU) about its own
 * read-backs ('GL Driver Message … GPU stall due to ReadPixels'): the browser's, not the page's.
 */
function collectWarnings(page: Page): string[] {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' && !message.text().includes('GL Driver Message')) warnings.push(message.text())
  })
  return warnings
}

const resultCount = async (page: Page) => (await page.getByTestId('result-count').textContent())?.trim() ?? ''
const query = (page: Page) => new URL(page.url()).searchParams
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { mapMark?: number }).mapMark)

async function openMap(page: Page, path = mapSearch): Promise<{ region: Locator; canvas: Locator }> {
  const response = await page.goto(brandUrl(port, 'land', path), { waitUntil: 'domcontentloaded' })
  expect(response?.status()).toBe(200)
  await waitForHydration(page)
  // A mark that a full page load would wipe: every search below must keep it.
  await page.evaluate(() => ((window as unknown as { mapMark: number }).mapMark = 1))
  const region = page.getByTestId('search-map').getByRole('region', { name: /^Map of [\d,]+ results$/ })
  await region.waitFor({ timeout: 20_000 })
  const canvas = region.locator('canvas.maplibregl-canvas')
  await canvas.waitFor()
  // The data is drawn: listing points in the canvas (counted from what the map rendered) or cluster buttons.
  await expect
    .poll(
      async () =>
        Number(await region.getAttribute('data-rendered-points')) +
        (await region.locator('.search-map-cluster').count()),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0)
  return { region, canvas }
}

/** The canvas's centre in page pixels. */
async function centreOf(canvas: Locator): Promise<{ x: number; y: number }> {
  const box = await canvas.boundingBox()
  if (!box) throw new Error('the map canvas has no box')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

describe('search map of the main land site', () => {
  test('draws the results; dragging searches the view; a drawn area searches inside it; Clear area undoes it', async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    const warnings = collectWarnings(page)
    try {
      const { region, canvas } = await openMap(page)
      expect(await region.getByRole('button', { name: 'Zoom in' }).count()).toBe(1)
      expect(await region.locator('[data-map-problem]').count()).toBe(0)

      const centre = await centreOf(canvas)
      const stateCount = await resultCount(page)
      await page.mouse.move(centre.x, centre.y)
      await page.mouse.down()
      await page.mouse.move(centre.x - 120, centre.y - 60, { steps: 12 })
      await page.mouse.up()
      await page.waitForURL((url) => url.searchParams.has('bounds') && url.searchParams.has('zoom'))
      expect(query(page).get('view')).toBe('map')
      const bounds = query(page).get('bounds')!.split(',').map(Number)
      expect(bounds).toHaveLength(4)
      expect(bounds[0]).toBeLessThan(bounds[2]!)
      expect(bounds[1]).toBeLessThan(bounds[3]!)
      // The view is the place now: the results follow the map, not the state it started on.
      await expect.poll(() => resultCount(page)).not.toBe(stateCount)
      const viewCount = await resultCount(page)
      // Rendering the new view's data searches nothing more (no loop between the map and the URL).
      const viewUrl = page.url()
      await page.waitForTimeout(1500)
      expect(page.url()).toBe(viewUrl)

      await region.getByRole('button', { name: 'Draw area' }).click()
      const finish = region.getByRole('button', { name: 'Finish' })
      const corners: [number, number][] = [
        [-90, -90],
        [100, -70],
        [10, 110],
      ]
      for (const [dx, dy] of corners) await page.mouse.click(centre.x + dx, centre.y + dy)
      await expect.poll(() => finish.isEnabled()).toBe(true)
      await finish.click()
      await page.waitForURL((url) => url.searchParams.has('area'))
      expect(decodePolyline(query(page).get('area')!)).toHaveLength(3)
      await expect.poll(() => resultCount(page)).not.toBe(viewCount)
      expect(query(page).get('view')).toBe('map')

      await region.getByRole('button', { name: 'Clear area' }).click()
      await page.waitForURL((url) => !url.searchParams.has('area'))
      await expect.poll(() => resultCount(page)).toBe(viewCount)
      expect(await region.getByRole('button', { name: 'Clear area' }).count()).toBe(0)
      expect(await stillSamePage(page), 'a map search reloaded the whole page').toBe(1)
      expect(errors).toEqual([])
      expect(warnings).toEqual([])
    } finally {
      await page.close()
    }
  })

  test('a country-wide search shows the server’s clusters; clicking one zooms in and searches there', async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    const warnings = collectWarnings(page)
    try {
      // The whole country (the main land site's /search/all-land/ is near me, which starts from the visitor's location).
      const { region } = await openMap(page, '/United-States/?view=map')
      const clusters = region.getByRole('button', { name: /^([\d.]+[KM] \([\d,]+\)|[\d,]+) listings here: zoom in$/ })
      expect(await clusters.count()).toBeGreaterThan(1)
      // Each name starts with what the cluster shows ('1.5K'): a voice user says what they see (WCAG 2.5.3).
      const names = await clusters.evaluateAll((all) => all.map((b) => [b.textContent, b.getAttribute('aria-label')]))
      for (const [shown, name] of names) expect(name?.startsWith(`${shown} `), `${name} shows ${shown}`).toBe(true)
      const countryCount = await resultCount(page)
      await clusters.nth(Math.floor((await clusters.count()) / 2)).click()
      await page.waitForURL((url) => url.searchParams.has('bounds') && url.searchParams.has('zoom'))
      await expect.poll(() => resultCount(page)).not.toBe(countryCount)
      // Back to the country: the map follows the history.
      await page.goBack()
      await page.waitForURL((url) => !url.searchParams.has('bounds'))
      await expect.poll(() => resultCount(page)).toBe(countryCount)
      expect(errors).toEqual([])
      expect(warnings).toEqual([])
    } finally {
      await page.close()
    }
  })

  test('an area can be drawn from the keyboard, and Escape leaves drawing', async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    const warnings = collectWarnings(page)
    try {
      const { region, canvas } = await openMap(page)
      const startUrl = page.url()
      await region.getByRole('button', { name: 'Draw area' }).focus()
      await page.keyboard.press('Enter')
      const addCentre = region.getByRole('button', { name: 'Add map centre' })
      await expect.poll(() => addCentre.evaluate((button) => button === document.activeElement)).toBe(true)
      for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight']) {
        await canvas.focus()
        // Each arrow pans the map by 100 pixels over 300 ms; the corner goes where the centre then is.
        for (let step = 0; step < 2; step++) await page.keyboard.press(key)
        await page.waitForTimeout(700)
        await addCentre.focus()
        await page.keyboard.press('Enter')
      }
      expect(await region.getByText('3 placed').count()).toBe(1)
      // Panning while drawing is not a search.
      expect(page.url()).toBe(startUrl)
      await region.getByRole('button', { name: 'Finish' }).focus()
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.searchParams.has('area'))
      expect(decodePolyline(query(page).get('area')!)).toHaveLength(3)

      await region.getByRole('button', { name: 'Draw area' }).focus()
      await page.keyboard.press('Enter')
      await region.getByRole('button', { name: 'Cancel' }).waitFor()
      await page.keyboard.press('Escape')
      await region.getByRole('button', { name: 'Draw area' }).waitFor()
      expect(await region.getByRole('button', { name: 'Finish' }).count()).toBe(0)
      expect(await region.getAttribute('data-drawing')).toBe('false')
      expect(errors).toEqual([])
      expect(warnings).toEqual([])
    } finally {
      await page.close()
    }
  })
})
