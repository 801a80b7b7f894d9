import { expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, waitForHydration } from '../support/chromium.ts'
import { brandUrl } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'

// A listing's map as a buyer sees it, full screen and on the page: the box the map is drawn in has the size it is
// given (the Map tab was once a black dialog, its map 0 px high: test/unit/fullscreen-carousel.test.ts says why), and
// the offline base map around the listing's county comes from the site's own public/geo files (docs/maps.md).
// Listing 1,000,001 is the seed's diamond fixture in Kimble County, TX (harness-listings.ts).

const port = testServerPort()
const viewport = { width: 1401, height: 900 }
const browser = chromiumForTests({ viewport })
const diamond = `/property/Kimble-County-TX/1000001/`

/** The public/geo files the page fetched, each with its Cache-Control. */
function collectGeoFiles(page: Page): Map<string, string | undefined> {
  const files = new Map<string, string | undefined>()
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path.startsWith('/geo/') && response.ok()) files.set(path, response.headers()['cache-control'])
  })
  return files
}

test('the full-screen Map tab fills the screen under its bar, on the county lines and towns of public/geo', async () => {
  const page = await browser.context.newPage()
  const errors = collectPageErrors(page)
  const geoFiles = collectGeoFiles(page)
  try {
    await page.goto(brandUrl(port, 'land', diamond), { waitUntil: 'domcontentloaded' })
    await waitForHydration(page)
    await page.locator('[data-fullscreen-mode=map]').click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    const map = dialog.getByTestId('listing-map')
    await expect.poll(() => map.getAttribute('data-outline'), { timeout: 15_000 }).toBe('shown')

    const bar = await dialog.getByRole('button', { name: 'Close' }).boundingBox()
    const box = await map.boundingBox()
    if (!bar || !box) throw new Error('the Close button or the map has no box')
    // Edge to edge, from under the bar to the foot of the screen; the canvas as large as its box.
    expect(box.x).toBe(0)
    expect(box.width).toBe(viewport.width)
    expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height)
    expect(box.y + box.height).toBeCloseTo(viewport.height, 0)
    expect(box.height).toBeGreaterThan(viewport.height / 2)
    // The canvas fills its box: made before the dialog shows, the map once stayed at maplibre's default 400 × 300.
    const rounded = (rect: { x: number; y: number; width: number; height: number } | null) =>
      rect && [rect.x, rect.y, rect.width, rect.height].map(Math.round)
    await expect.poll(async () => rounded(await map.locator('canvas').boundingBox())).toEqual(rounded(box))

    // A county view: the state outlines, every county's lines and every named town, kept a day by the browser.
    const geo = ['/geo/counties.geojson', '/geo/states.geojson', '/geo/towns-far.geojson', '/geo/towns.geojson']
    await expect.poll(() => [...geoFiles.keys()].sort(), { timeout: 15_000 }).toEqual(geo)
    expect(new Set(geoFiles.values())).toEqual(new Set(['public, max-age=86400']))

    // Closed, the page's own map below the description has its box's height too.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    const section = page.getByTestId('listing-map-section')
    await section.scrollIntoViewIfNeeded()
    const pageMap = section.getByTestId('listing-map')
    await expect.poll(() => pageMap.getAttribute('data-outline'), { timeout: 15_000 }).toBe('shown')
    await expect.poll(async () => (await pageMap.locator('canvas').boundingBox())?.height).toBeGreaterThan(300)
    expect(errors).toEqual([])
  } finally {
    await page.close()
  }
})
