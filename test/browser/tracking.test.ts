import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { trackingScriptDelayMs } from '../../web/analytics/tracking-schedule.ts'
import { harnessPages } from '../harness/page-list.ts'
import { contentPath } from '../../routes/links/brand-urls-by-id.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, isOwnStatusError, launchChromium, waitForHydration } from '../support/chromium.ts'
import { startBundledServer, type BundledServer } from '../support/bundled-server.ts'
import { brandUrl } from '../support/local-server.ts'
import { seededDatabaseCopy, testBundleDir } from './global-setup.ts'
import { axeViolations } from '../support/axe.ts'

// Trackers in a real browser, on a second server of the worker whose main land site has an Analytics id and an ads id (the
// other servers of the browser tests have none): the banner, consent, the scripts' timing on the page's own clock
// (spec §9), and the data layer's page views and error events. The network is closed: requests to the trackers' hosts
// are answered here with stand-in scripts, and counted.

const analyticsId = 'G-TEST123456'
const adsId = 'ca-pub-1234567890123456'
const trackerHosts = /^https:\/\/(www\.googletagmanager\.com|pagead2\.googlesyndication\.com)\//

let server: BundledServer | undefined
beforeAll(async () => {
  server = await startBundledServer({
    bundleDir: testBundleDir,
    persistDir: seededDatabaseCopy('tracking'),
    vars: { LAND_ANALYTICS_ID: analyticsId, LAND_ADS_ID: adsId },
  })
})
afterAll(async () => {
  await server?.stop()
})

const browser = chromiumForTests()
const url = (path: string) => brandUrl(server!.port, 'land', path)

beforeEach(async () => {
  await browser.context.clearCookies()
})

interface PageTracking {
  loadAt?: number
  scripts: { src: string; at: number; nonce: string }[]
}

// Runs in the page before its own scripts: when the window loaded and when each script of another site was put in the
// page, on the page's own clock (performance.now, which page.clock controls).
const recordTracking = `(() => {
  const tracking = (window.__tracking = { scripts: [] })
  addEventListener('load', () => (tracking.loadAt = performance.now()))
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.tagName === 'SCRIPT' && node.src.startsWith('https://'))
          tracking.scripts.push({ src: node.src, at: performance.now(), nonce: node.nonce })
  }).observe(document, { childList: true, subtree: true })
})()`

/** A page whose requests to the trackers' hosts are answered with stand-ins and listed. */
async function trackedPage(options: { context?: BrowserContext; width?: number } = {}) {
  const page = await (options.context ?? browser.context).newPage()
  if (options.width) await page.setViewportSize({ width: options.width, height: 740 })
  const errors = collectPageErrors(page)
  await page.addInitScript(recordTracking)
  const requests: string[] = []
  await page.route(trackerHosts, async (route) => {
    requests.push(route.request().url())
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* a stand-in for the tracker */' })
  })
  return { page, requests, errors }
}

/**
 * Holds the window's load event until `release` is called, by holding the header's logo (an image of every page):
 * the test then knows the moment of the load on the page's clock.
 */
async function holdWindowLoad(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/brand/land/logo.png', async (route) => {
    await released
    await route.fallback()
  })
  return release
}

const tracking = (page: Page) => page.evaluate(() => (window as unknown as { __tracking: PageTracking }).__tracking)
const banner = (page: Page) => page.getByTestId('consent-banner')
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

// While the window's load is held on a faked clock, playwright's own waiting for selectors and actions never ends:
// these pages are read and clicked through evaluate, which does not wait.
const hasBanner = (page: Page) => page.evaluate(() => !!document.querySelector('[data-testid=consent-banner]'))
const answerBanner = (page: Page, choice: 'Accept' | 'Reject') =>
  page.evaluate((name) => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-testid=consent-banner] button')]
    buttons.find((button) => button.textContent === name)!.click()
  }, choice)

/** Opens the home page with the load held, waits for the banner, stops the page's clock, then lets the window load. */
async function openHomeUntilLoad(page: Page) {
  const releaseLoad = await holdWindowLoad(page)
  await page.goto(url('/'), { waitUntil: 'domcontentloaded' })
  const hydrated = () => page.evaluate(() => document.documentElement.dataset.hydrated)
  await expect.poll(hydrated, { timeout: 20_000 }).toBe('true')
  await expect.poll(() => hasBanner(page), { timeout: 10_000 }).toBe(true)
  expect(await page.evaluate(() => document.readyState), 'the window has not loaded yet').toBe('interactive')
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1000)
  releaseLoad()
  await expect.poll(async () => (await tracking(page)).loadAt).toBeDefined()
  return (await tracking(page)).loadAt!
}

const consentCookie = async (context: BrowserContext) =>
  (await context.cookies(url('/'))).find((cookie) => cookie.name === 'tracking_consent')

/**
 * Runs `steps` in a chromium of their own whose clock is faked (page.clock is the whole context's: paused, it would
 * hold every later page of the file), with a page of it and a next page to open in the same profile.
 */
async function withFakedClock(
  steps: (page: Awaited<ReturnType<typeof trackedPage>>, context: BrowserContext) => Promise<void>,
) {
  const clocked = await launchChromium()
  try {
    const first = await trackedPage({ context: clocked.context })
    await first.page.clock.install()
    await steps(first, clocked.context)
  } finally {
    await clocked.close()
  }
}

describe('consent and the scripts’ timing', () => {
  test('after Accept: nothing before 2250 ms after load, the tag and the ad script at 2250, with the nonce', async () => {
    await withFakedClock(async ({ page, requests, errors }, context) => {
      const loadAt = await openHomeUntilLoad(page)
      const privacy = await page.evaluate(() =>
        document.querySelector('[data-testid=consent-banner] a')?.getAttribute('href'),
      )
      expect(privacy).toBe(contentPath('land', 'privacy'))
      await answerBanner(page, 'Accept')
      await expect.poll(() => hasBanner(page)).toBe(false)

      await page.clock.runFor(trackingScriptDelayMs - 1)
      await settle()
      expect(requests, 'no tracker before 2250 ms after load').toEqual([])
      await page.clock.runFor(1)
      await expect.poll(() => requests.length).toBe(2)
      expect(requests.sort()).toEqual([
        `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${adsId}`,
        `https://www.googletagmanager.com/gtag/js?id=${analyticsId}`,
      ])
      const nonce = await page.evaluate(
        () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content,
      )
      const { scripts } = await tracking(page)
      expect(scripts.map((script) => script.at - loadAt)).toEqual([trackingScriptDelayMs, trackingScriptDelayMs])
      for (const script of scripts) expect(script.nonce).toBe(nonce)

      // gtag.js's commands: configured in USD without a page view of its own, then the data layer's page view.
      const commands = await page.evaluate(() =>
        (window.dataLayer ?? [])
          .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
          .map((entry) => JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>))) as unknown[]),
      )
      expect(commands.map((command) => command.slice(0, 2))).toEqual([
        ['js', expect.any(String)],
        ['config', analyticsId],
        ['event', 'page_view'],
      ])
      expect(commands[1]![2]).toEqual({ currency: 'USD', send_page_view: false })
      expect(commands[2]![2]).toMatchObject({ page_name: 'Homepage', brand: 'land' })

      const cookie = await consentCookie(context)
      expect(cookie?.value).toBe('accepted')
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400)
      // The choice is kept: the next page (in this profile, on a clock running again) asks nothing and loads the tag.
      await page.clock.resume()
      await page.close()
      const next = await trackedPage({ context })
      await next.page.goto(url('/'), { waitUntil: 'load' })
      await waitForHydration(next.page)
      await expect.poll(() => next.requests.length, { timeout: 10_000 }).toBe(2)
      expect(await banner(next.page).count()).toBe(0)
      expect([...errors, ...next.errors], 'no CSP violation or other error').toEqual([])
    })
  })

  test('after Reject nothing loads, ever, and the next page neither asks nor allows the trackers', async () => {
    await withFakedClock(async ({ page, requests }, context) => {
      await openHomeUntilLoad(page)
      await answerBanner(page, 'Reject')
      await expect.poll(() => hasBanner(page)).toBe(false)
      const scroll = () => page.evaluate(() => window.scrollBy(0, 600))
      await scroll()
      await page.clock.runFor(60_000)
      await scroll()
      await settle()
      expect(requests).toEqual([])
      expect((await tracking(page)).scripts).toEqual([])
      expect((await consentCookie(context))?.value).toBe('rejected')
      await page.clock.resume()
      await page.close()

      const next = await trackedPage({ context })
      const response = await next.page.goto(url('/'), { waitUntil: 'load' })
      expect(response?.headers()['content-security-policy']).not.toMatch(/google|doubleclick/)
      await waitForHydration(next.page)
      await next.page.waitForTimeout(trackingScriptDelayMs + 1000)
      expect(next.requests).toEqual([])
      expect(await banner(next.page).count()).toBe(0)
    })
  })

  test('under Global Privacy Control nothing is asked and nothing loads', async () => {
    const { page, requests } = await trackedPage()
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    )
    await page.goto(url('/'), { waitUntil: 'load' })
    await waitForHydration(page)
    expect(await page.getAttribute('html', 'data-analytics-id'), 'the brand has trackers').toBe(analyticsId)
    await page.waitForTimeout(trackingScriptDelayMs + 1000)
    expect(requests).toEqual([])
    expect(await banner(page).count()).toBe(0)
    await page.close()
  })
})

describe('the banner on a phone (375 px)', () => {
  test('covers neither the home page’s search bar nor a listing’s contact bar, and passes axe', async () => {
    const { page } = await trackedPage({ width: 375 })
    const listing = harnessPages.land.find((harnessPage) => harnessPage.name === 'listing-free')!
    await page.goto(url(listing.path), { waitUntil: 'domcontentloaded' })
    await waitForHydration(page)
    await banner(page).waitFor()
    const bannerBox = (await banner(page).boundingBox())!
    const barBox = (await page.getByTestId('contact-bar').boundingBox())!
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(barBox.y + 0.5)
    expect(bannerBox.height, 'a small strip').toBeLessThan(160)
    const violations = await axeViolations(page, '[data-testid=consent-banner]')
    expect(violations.map((violation) => violation.id)).toEqual([])

    await page.goto(url('/'), { waitUntil: 'domcontentloaded' })
    await waitForHydration(page)
    await banner(page).waitFor()
    const search = (await page.getByRole('combobox').first().boundingBox())!
    const homeBanner = (await banner(page).boundingBox())!
    expect(search.y + search.height).toBeLessThan(homeBanner.y)
    await page.close()
  })
})

describe('the data layer', () => {
  const pageViews = (page: Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? []).flatMap((entry) => {
        const view = entry as { event?: string; page_name?: string; brand?: string }
        return view.event === 'page_view' ? [`${view.brand}: ${view.page_name ?? '(none)'}`] : []
      }),
    )

  test('holds a page view with the page’s name for the first page and each client navigation', async () => {
    const { page, errors } = await trackedPage()
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' })
    await waitForHydration(page)
    const seen = ['land: Homepage']
    await expect.poll(() => pageViews(page)).toEqual(seen)

    const step = async (name: string, go: () => Promise<unknown>) => {
      await go()
      seen.push(`land: ${name}`)
      await expect.poll(() => pageViews(page), { timeout: 15_000 }).toEqual(seen)
    }
    const breadcrumb = (index: number) =>
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').nth(index).click()
    const firstListing = () => page.locator('main a[href^="/property/"]:not([aria-hidden])').first().click()
    await step('Listing Detail', firstListing)
    await step('Landing Page', () => breadcrumb(1))
    await step('Listing Detail', () => page.goBack())
    await step('Search Results', () => breadcrumb(0))
    await step('Listing Detail', firstListing)
    await step('Member Page', () => page.getByTestId('seller-card').getByRole('link').first().click())
    expect(errors).toEqual([])
    await page.close()
  })

  test('holds an error event with the status on the 404 page and after a render crash', async () => {
    const { page, errors } = await trackedPage()
    const errorEvents = () =>
      page.evaluate(() =>
        (window.dataLayer ?? []).flatMap((entry) => {
          const error = entry as { event?: string; status?: number }
          return error.event === 'error_page' ? [error.status] : []
        }),
      )
    const missing = await page.goto(url('/no/such/page'), { waitUntil: 'domcontentloaded' })
    expect(missing?.status()).toBe(404)
    await waitForHydration(page)
    await expect.poll(errorEvents).toEqual([404])
    await page.goto(url('/error/?eurl=%2Fbroken%2Fpage'), { waitUntil: 'domcontentloaded' })
    await waitForHydration(page)
    await expect.poll(errorEvents).toEqual([-1])
    expect(errors.filter((line) => !isOwnStatusError(line, 404, '/no/such/page'))).toEqual([])
    await page.close()
  })
})
