import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { editListingPath } from '../../brands/account-menu.ts'
import { brandIds } from '../../brands/brand-registry.ts'
import { contentPath } from '../../routes/links/brand-urls-by-id.ts'
import { searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { encodePng } from '../../worker/images/png.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, waitForHydration } from '../support/chromium.ts'
import { brandUrl } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'

// A seller adds a listing on a phone (issue 32), on every brand: three photos picked with the form and uploaded once
// it is added, a pin dropped on the map (centred on the county chosen) and its boundary drawn there, then the listing
// found on the search page's map of its county, and its price changed on its edit page.

const port = testServerPort()
const phone = chromiumForTests({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true })
const run = Date.now().toString(36)

/** Gillespie County, Texas: its outline's box, where the pin must fall. */
const county = { stateName: 'Texas', countyName: 'Gillespie County', city: 'Fredericksburg', zip: '78624' }
const countyBox = { south: 29.9, north: 30.5, west: -99.31, east: -98.58 }

/** A 480×320 PNG of a field under the sky, its colour its own, so no two photos are one file. */
async function photo(shade: number) {
  const { bytes } = await encodePng(480, 320, (y, rgb) => {
    for (let x = 0; x < 480; x++) rgb.set(y < 140 ? [130, 180, 230] : [shade, 130 + (x % 30), 60], x * 3)
  })
  return { mimeType: 'image/png', buffer: Buffer.from(bytes) }
}

async function logIn(page: Page, url: string) {
  await page.goto(url)
  await waitForHydration(page)
  const form = page.getByTestId('login-form')
  await form.getByLabel('Email').fill(seedLogins.seller.email)
  await form.getByLabel('Password').fill(seedLogins.seller.password)
  await form.getByRole('button', { name: 'Log in' }).click()
}

describe.each(brandIds)('%s', (brandId) => {
  test('adds a listing with three photos and a pin, finds it on the search map, changes its price', async () => {
    const page = await phone.context.newPage()
    const errors = collectPageErrors(page)
    const word = `quillbrook${brandId}${run}`
    const title = `Twenty acres of live oaks ${word}`
    const addPath = contentPath(brandId, 'addListing')
    await logIn(page, brandUrl(port, brandId, `/login?returnUrl=${encodeURIComponent(addPath)}`))
    await page.waitForURL((url) => url.pathname === addPath)
    await waitForHydration(page)

    const form = page.getByTestId('add-listing-form')
    await form.getByLabel('Title').fill(title)
    await form.getByLabel('Recreational Property').check()
    await form.getByLabel('Acres').fill('20')
    await form.getByLabel('Asking price in dollars').fill('240000')
    await form
      .getByLabel('Description')
      .fill('Live oaks over rolling pasture, a wet-weather creek and a county road along the south line.')
    const shades = [70, 110, 150]
    await form
      .getByTestId('photo-picker-files')
      .setInputFiles(
        await Promise.all(shades.map(async (shade, i) => ({ name: `field-${i + 1}.png`, ...(await photo(shade)) }))),
      )
    const picked = form.getByTestId('photo-picker-photo')
    await expect.poll(() => picked.count()).toBe(3)
    await picked
      .nth(2)
      .getByRole('button', { name: /^Move earlier/ })
      .click()
    await picked
      .first()
      .getByLabel(/^Alt text of photo 1/)
      .fill('The creek under the live oaks')
    expect(
      await picked
        .nth(1)
        .getByLabel(/^Alt text of photo 2/)
        .getAttribute('id'),
    ).toBeTruthy()

    await form.getByLabel('State').selectOption({ label: county.stateName })
    const countySelect = form.getByLabel('County')
    await expect.poll(() => countySelect.isEnabled()).toBe(true)
    await countySelect.selectOption({ label: county.countyName })
    await form.getByLabel('City or nearest town').fill(county.city)
    await form.getByLabel('ZIP code').fill(county.zip)

    // The map loads when the seller asks for it, looking at the county chosen; a tap in its middle drops the pin.
    await form.getByRole('button', { name: 'Show the map to drop your pin' }).click()
    const map = form.getByTestId('place-map-canvas')
    await map.scrollIntoViewIfNeeded()
    await map.locator('canvas.maplibregl-canvas').waitFor({ timeout: 20_000 })
    await expect.poll(() => form.getByTestId('place-map-status').textContent()).toBe('Tap the map where your land is.')
    const box = (await map.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await form.getByTestId('place-pin').waitFor()
    const latitude = Number(await form.getByLabel('Latitude (optional)').inputValue())
    const longitude = Number(await form.getByLabel('Longitude (optional)').inputValue())
    expect(latitude).toBeGreaterThan(countyBox.south)
    expect(latitude).toBeLessThan(countyBox.north)
    expect(longitude).toBeGreaterThan(countyBox.west)
    expect(longitude).toBeLessThan(countyBox.east)

    // The boundary drawn on the same map: three corners make it (the boundary field holds it), undo takes one back.
    await form.getByTestId('place-map-boundary').click()
    const pasted = form.getByLabel('Or paste GeoJSON or KML')
    for (const [dx, dy] of [
      [-30, -30],
      [30, -30],
      [30, 30],
    ])
      await page.mouse.click(box.x + box.width / 2 + dx!, box.y + box.height / 2 + dy!)
    expect(JSON.parse(await pasted.inputValue())).toMatchObject({ type: 'Polygon' })
    expect(await form.getByTestId('boundary-reading').textContent()).toMatch(/This boundary measures/)
    await form.getByRole('button', { name: 'Undo the last corner' }).click()
    expect(await pasted.inputValue()).toBe('')
    await page.mouse.click(box.x + box.width / 2 - 30, box.y + box.height / 2 + 30)
    expect(JSON.parse(await pasted.inputValue()).coordinates[0]).toHaveLength(4)
    // The pin stayed where it was dropped.
    expect(Number(await form.getByLabel('Latitude (optional)').inputValue())).toBe(latitude)

    await form.getByRole('button', { name: 'Add my listing' }).click()
    const added = page.getByTestId('listing-added')
    await added.waitFor()
    await expect
      .poll(() => added.getByTestId('photo-uploads-count').textContent(), { timeout: 30_000 })
      .toBe('All 3 photos are uploaded.')
    const listingUrl = (await added.getByTestId('new-listing-link').getAttribute('href'))!
    const listingId = Number(/(\d+)\/?$/.exec(listingUrl)?.[1])

    // The search page's map of the county, the listing's own word searched: its pin, and pressed, its card.
    const search = new URL(
      searchUrlCodecs[brandId].build({
        stateName: county.stateName,
        countyName: county.countyName,
        keywordQuery: word,
      }),
      brandUrl(port, brandId),
    )
    search.searchParams.set('view', 'map')
    await page.goto(search.href)
    await waitForHydration(page)
    const region = page.getByTestId('search-map-region')
    await expect.poll(() => region.getAttribute('data-rendered-points'), { timeout: 20_000 }).toBe('1')
    const [x, y] = (await region.getAttribute('data-first-point'))!.split(',').map(Number)
    const canvas = (await region.locator('canvas.maplibregl-canvas').boundingBox())!
    await page.mouse.click(canvas.x + x!, canvas.y + y!)
    await expect.poll(() => page.getByTestId('map-pin-card').textContent()).toContain(title)

    // Its edit page: the form filled with the listing, the price changed and saved.
    await page.goto(brandUrl(port, brandId, editListingPath(listingId)))
    await waitForHydration(page)
    const edit = page.getByTestId('edit-listing-form')
    expect(await edit.getByLabel('Title').inputValue()).toBe(title)
    expect(Number(await edit.getByLabel('Latitude (optional)').inputValue())).toBeCloseTo(latitude, 5)
    await edit.getByLabel('Asking price in dollars').fill('225000')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect.poll(() => edit.getByTestId('edit-listing-note').textContent()).toBe('Your changes are saved.')
    expect(errors).toEqual([])
    await page.close()
  })
})
