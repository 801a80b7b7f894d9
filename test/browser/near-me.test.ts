import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import type { DeviceInfo } from '../../web/api/device.ts'
import { nearMeAround } from '../../web/search/near-me.ts'
import { roughLocationHref, roughLocationWords, roughPointOf } from '../../web/search/rough-location-move.ts'
import { localDevice } from '../../worker/api/device.ts'
import { cardDistances } from '../support/card-distances.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors } from '../support/chromium.ts'
import { openAtTop } from '../support/keyboard.ts'
import { brandUrl } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'

// Near me that is near (issue 30): the header's Near me asks for the browser's location and searches around it;
// refused, and on land near me opened without a point, the search starts from the connection's rough location (on a
// local host the spec's Austin, TX), says so, and offers the browser's; with no rough point it says the location is
// unknown. The header's Near me is the main land site's mobile location bar, so these run on land at phone width.

const port = testServerPort()
const land = siteLinksByBrand.land
// A buyer in Junction, Texas, who shares their location: /search/all-land/lat30.5/long-99.8/.
const junction = { latitude: 30.49, longitude: -99.77 }
const aroundJunction = land.search(nearMeAround(junction))
// The connection's rough point on a local host, marked rough: /search/all-land/lat30.3/long-97.7/?near=rough.
const roughAustin = roughLocationHref(land.search(nearMeAround(roughPointOf(localDevice)!)), '', true)
const landNearMe = land.search({ isNearMeSearch: true })
// The canonical address of land for sale in Texas on the main land site (/Texas/all-land/ moves there).
const stateSearch = '/Texas/'

const addressOf = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}
const notice = (page: Page) => page.getByTestId('rough-location')
const nearMeInHeader = (page: Page) => page.getByTestId('mobile-location-bar-near-me')

async function open(page: Page, path: string) {
  await page.setViewportSize({ width: 375, height: 800 })
  await openAtTop(page, brandUrl(port, 'land', path))
  // A mark a full page load would wipe: Near me goes in place.
  await page.evaluate(() => ((window as unknown as { nearMeMark: number }).nearMeMark = 1))
}

const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { nearMeMark?: number }).nearMeMark)

describe('with the location shared', () => {
  const browser = chromiumForTests({ geolocation: junction, permissions: ['geolocation'] })

  test("the header's Near me searches around the browser's position, in place", async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    try {
      await open(page, stateSearch)
      await nearMeInHeader(page).click()
      await page.waitForURL((url) => url.pathname + url.search === aroundJunction)
      await expect.poll(() => page.locator('h1').textContent()).toMatch(/Near Me$/)
      expect(await notice(page).count(), 'a shared position is not called rough').toBe(0)
      expect(await stillSamePage(page)).toBe(1)
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })

  test('land near me starts from the rough location without asking; "Use my exact location" asks', async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    // Counts the page's requests for the position: none until the buyer clicks.
    await page.addInitScript(() => {
      const counted = window as unknown as { locationAsks: number }
      const ask = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation)
      counted.locationAsks = 0
      navigator.geolocation.getCurrentPosition = (...args) => {
        counted.locationAsks++
        ask(...args)
      }
    })
    try {
      await open(page, landNearMe)
      await page.waitForURL((url) => url.pathname + url.search === roughAustin)
      await expect
        .poll(() => notice(page).getByRole('status').textContent())
        .toBe(roughLocationWords.near('Austin, TX'))
      expect(await page.evaluate(() => (window as unknown as { locationAsks: number }).locationAsks)).toBe(0)

      await notice(page).getByRole('button', { name: roughLocationWords.useExactLocation }).click()
      await page.waitForURL((url) => url.pathname + url.search === aroundJunction)
      await expect.poll(() => notice(page).count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})

describe('without a shared location', () => {
  const browser = chromiumForTests()

  test("the header's Near me, refused, searches near the connection's rough location; back leaves it", async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    // The visitor refuses (Block). Headless chromium has no prompt to answer, and whether it refuses or waits is its
    // own choice: the refusal is made here, as the browser gives it to the page.
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_, refused) =>
        refused?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)
    })
    try {
      await open(page, stateSearch)
      await nearMeInHeader(page).click()
      await page.waitForURL((url) => url.pathname + url.search === roughAustin)
      await expect
        .poll(() => notice(page).getByRole('status').textContent())
        .toBe(roughLocationWords.near('Austin, TX'))
      await expect.poll(() => page.locator('h1').textContent()).toMatch(/Near Me$/)
      for (const miles of await cardDistances(page)) expect(miles).toBeLessThanOrEqual(50)
      expect(await stillSamePage(page)).toBe(1)
      // The move to the rough point replaced land near me: back goes to the page Near me was clicked on.
      await page.goBack()
      await page.waitForURL((url) => url.pathname === stateSearch)
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })

  test('with no rough point (a connection abroad), it says the location is unknown and stays', async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    const abroad: DeviceInfo = {
      ...localDevice,
      countryCode: 'FR',
      state: '',
      stateId: 0,
      latitude: null,
      longitude: null,
    }
    await page.route('**/api/device', (route) => route.fulfill({ json: abroad }))
    try {
      await open(page, landNearMe)
      await expect.poll(() => notice(page).getByRole('status').textContent()).toBe(roughLocationWords.unknown)
      expect(await notice(page).getByRole('button', { name: roughLocationWords.useExactLocation }).isVisible()).toBe(
        true,
      )
      expect(addressOf(page)).toBe(landNearMe)
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})
