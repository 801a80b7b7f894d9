import { describe, expect, test } from 'vitest'
import { harnessListings } from '../../worker/db/seed/harness-listings.ts'
import { firstListingId } from '../../worker/db/seed/listings.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { encodePng } from '../../worker/images/png.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { axeViolations } from '../support/axe.ts'
import { collectPageErrors, waitForHydration } from '../support/chromium.ts'
import { brandUrl } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'
import { browserTestListings } from './global-setup.ts'

// A seller's photos in Manage Listings (issue 32), on the land site as a seller uses them: open a listing's photos (a
// lazy chunk), add one from a file, see it served by the image route, give it alt text, move it, delete it; axe finds
// nothing in the form. On a listing past the harness's fixtures, and the photo deleted at the end, so the listing is
// as the seed drew it.

const port = testServerPort()
const seller = chromiumForTests({ viewport: { width: 1280, height: 900 } })
const fixtureIds = new Set(harnessListings.map((_, i) => firstListingId + i))

/** A 600×400 PNG: a sky over a field. */
async function fieldPng(): Promise<Buffer> {
  const { bytes } = await encodePng(600, 400, (y, rgb) => {
    for (let x = 0; x < 600; x++) rgb.set(y < 180 ? [130, 180, 230] : [90 + (x % 40), 130, 60], x * 3)
  })
  return Buffer.from(bytes)
}

describe('a seller’s photos in Manage Listings', () => {
  test('added from a file, shown, given alt text, moved and deleted', async () => {
    const page = await seller.context.newPage()
    const errors = collectPageErrors(page)
    await page.goto(brandUrl(port, 'land', '/account/listings/'))
    if (new URL(page.url()).pathname === '/login') {
      await waitForHydration(page)
      const login = page.getByTestId('login-form')
      await login.getByLabel('Email').fill(seedLogins.seller.email)
      await login.getByLabel('Password').fill(seedLogins.seller.password)
      await login.getByRole('button', { name: 'Log in' }).click()
      await page.waitForURL((url) => url.pathname === '/account/listings/')
    }
    await waitForHydration(page)

    const rows = page.getByTestId('managed-listing')
    await rows.first().waitFor()
    const ids = await rows.evaluateAll((all) => all.map((row) => Number(row.getAttribute('data-listing-id'))))
    // A seeded listing (they all have photos), not a fixture: listings that other files add to this server's
    // database (the land feed, add listing) come first in the list and have none.
    const seeded = (id: number) => id >= firstListingId && id < firstListingId + browserTestListings
    const listingId = ids.find((id) => seeded(id) && !fixtureIds.has(id))!
    const row = page.locator(`[data-testid=managed-listing][data-listing-id="${listingId}"]`)
    await row.getByTestId('edit-photos').click()
    const editor = page.getByTestId('photos-editor')
    const photos = editor.getByTestId('photos-editor-photo')
    await expect.poll(() => photos.count()).toBeGreaterThan(0)
    const before = await photos.count()

    await editor.getByTestId('photos-editor-files').setInputFiles({
      name: 'field.png',
      mimeType: 'image/png',
      buffer: await fieldPng(),
    })
    await expect.poll(() => editor.getByTestId('photos-editor-note').textContent()).toBe('Photo added.')
    expect(await photos.count()).toBe(before + 1)
    const added = photos.last()
    // The new photo is shown from the image route: an uploaded photo's WebP, decoded by the browser.
    await expect
      .poll(() => added.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(122)

    const violations = await axeViolations(page, '[data-testid=photos-editor]')
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])

    await added.getByLabel(`Alt text of photo ${before + 1}`).fill('The south field')
    await added.getByRole('button', { name: /^Save alt text/ }).click()
    await expect.poll(() => editor.getByTestId('photos-editor-note').textContent()).toMatch(/Alt text .* saved/)
    expect(await added.locator('img').getAttribute('alt')).toBe('The south field')

    await added.getByRole('button', { name: /^Move earlier/ }).click()
    await expect
      .poll(() => editor.getByTestId('photos-editor-note').textContent())
      .toBe(`Photo moved to place ${before}.`)
    const moved = photos.nth(before - 1)
    expect(await moved.locator('img').getAttribute('alt')).toBe('The south field')

    await moved.getByRole('button', { name: /^Delete/ }).click()
    await expect.poll(() => editor.getByTestId('photos-editor-note').textContent()).toBe(`Photo ${before} deleted.`)
    expect(await photos.count()).toBe(before)
    expect(errors).toEqual([])
  })
})
