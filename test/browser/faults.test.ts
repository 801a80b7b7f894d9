import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { BrandId } from '../../brands/brand-config.ts'
import { brands } from '../../brands/brand-registry.ts'
import { errorMessages } from '../../web/rules/error-messages.ts'
import { chunkLoadTimeoutMs } from '../../web/site/chunk-timeout.ts'
import { hydrationFallbackMs } from '../../web/site/hydration-fallback.ts'
import { harnessPages } from '../harness/page-list.ts'
import { contentPath } from '../../routes/links/brand-urls-by-id.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, launchChromium, waitForHydration } from '../support/chromium.ts'
import { startFaultUpstream, type FaultUpstream } from '../support/fault-upstream.ts'
import { startBundledServer, type BundledServer } from '../support/bundled-server.ts'
import { brandUrl, fetchAsBrand } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'
import { emptyDatabaseCopy, testBundleDir } from './global-setup.ts'

// Faults a visitor must not feel more than the spec allows (issue 11), in a real browser and through the real proxy:
// an upstream API (proxy mode, test/support/fault-upstream.ts) that answers 200 with JSON of the wrong shape or wrong
// values, a component that throws after hydration on what the upstream sent, a lazily loaded part whose script or
// stylesheet does not come, and a page chunk that is slow or never comes. The worker's side of the same faults (D1, the
// server's render crash and its log) is test/worker/d1-faults.test.ts.

const healthyPort = testServerPort()
const healthyOrigin = `http://127.0.0.1:${healthyPort}`
const browser = chromiumForTests()

let faulty: BundledServer
let upstream: FaultUpstream & { dispose(): Promise<void> }

beforeAll(async () => {
  upstream = await startFaultUpstream(healthyOrigin)
  faulty = await startBundledServer({
    bundleDir: testBundleDir,
    persistDir: emptyDatabaseCopy('proxy-faults'),
    vars: { API_ORIGIN: upstream.origin, API_TIMEOUT_MS: '2000' },
  })
})
afterAll(async () => {
  await Promise.all([faulty?.stop(), upstream?.dispose()])
})

const pathOf = (brandId: BrandId, name: string) => harnessPages[brandId].find((page) => page.name === name)!.path

const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
const text = (html: string) =>
  withoutScripts(html)
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

/** Nothing of what went wrong inside reaches the visitor: no stack frame, no file of ours, no validator's words. */
function expectNothingInternal(html: string, what: string) {
  expect(html, what).not.toMatch(/\bat \S+ \(|\bat \S+\.(ts|tsx|js):\d+|\/work\/|node_modules|Internal Server Error/)
  expect(html, what).not.toMatch(/Invalid (key|type): |Expected (number|string|Object|Array) but/)
}

/** The page-data calls of issue 11's lying upstream, each with the page that reads it and what it says then. */
const pageDataCalls = [
  {
    name: 'home',
    brandId: 'land',
    page: '/',
    call: /^\/api\/pagedata\/home\//,
    data: `/api/pagedata/home/${brands.land.siteId}`,
    failed: /Listings could not be loaded just now/,
    number: 'totalAcres',
  },
  {
    name: 'search',
    brandId: 'landwatch',
    page: '/texas-land-for-sale',
    call: /^\/api\/property\/search\//,
    failed: /Results could not be loaded just now/,
    number: 'totalCount',
  },
  {
    name: 'listing',
    brandId: 'land',
    page: pathOf('land', 'listing-diamond'),
    call: /^\/api\/property\/detail\//,
    data: `/api/property/detail/${brands.land.siteId}/${pathOf('land', 'listing-diamond').split('/').at(-2)}`,
    failed: /This listing could not be loaded just now/,
    number: 'price',
  },
  {
    name: 'seller',
    brandId: 'laf',
    page: pathOf('laf', 'seller-master'),
    call: /^\/api\/broker\/details\//,
    data: `/api/broker/details/${brands.laf.siteId}/10001`,
    failed: /This seller could not be loaded just now/,
    number: 'accountId',
  },
] as const

/** The healthy upstream's own answer to a call (what a lie is made of), as JSON text. */
async function healthyAnswer(brandId: BrandId, path: string, init?: Parameters<typeof fetchAsBrand>[3]) {
  const response = await fetchAsBrand(healthyPort, brandId, path, init)
  expect(response.status, path).toBe(200)
  return response.text()
}

/** Every number of a JSON answer turned into its own text: the right fields, the wrong types. */
const numbersAsText = (json: string) =>
  JSON.stringify(JSON.parse(json), (_, v) => (typeof v === 'number' ? String(v) : v))
/** Every number put below zero (-n - 1): the right shape, impossible counts, ids and prices. */
const negated = (json: string) => JSON.stringify(JSON.parse(json), (_, v) => (typeof v === 'number' ? -v - 1 : v))
/** The answer without its first field (of pageData, for a page-data answer). */
function withoutFirstField(json: string) {
  const answer = JSON.parse(json) as Record<string, Record<string, unknown>>
  const target = answer.pageData ?? answer
  delete target[Object.keys(target)[0]!]
  return JSON.stringify(answer)
}

describe('an upstream that answers 200 with JSON of the wrong shape or wrong values (proxy mode)', () => {
  test.each(pageDataCalls)(
    'the $name page shows its fallback, nothing internal, and is never kept by the edge cache',
    async (read) => {
      const healthy =
        'data' in read
          ? await healthyAnswer(read.brandId, read.data)
          : await healthyAnswer(read.brandId, `/api/property/search/${brands[read.brandId].siteId}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ stateAbbreviation: 'TX' }),
            })
      const lies = {
        'a field missing': withoutFirstField(healthy),
        'numbers as text': numbersAsText(healthy),
        'an array where an object belongs': `[${healthy}]`,
        'numbers below zero': negated(healthy),
        'a number past any (1e999 reads as Infinity)': healthy.replace(
          new RegExp(`"${read.number}":\\d+(\\.\\d+)?`),
          `"${read.number}":1e999`,
        ),
      }
      for (const [lie, body] of Object.entries(lies)) {
        expect(body, lie).not.toBe(healthy)
        await upstream.fail({ kind: 'garbage', body }, read.call)
        // The faulty front only ever renders pages while a call fails, and never stores one: each is rendered afresh.
        const path = read.page
        const first = await fetchAsBrand(faulty.port, read.brandId, path)
        const html = await first.text()
        const what = `${read.name}, ${lie}`
        expect(first.status, what).toBe(200)
        expect(text(html), what).toMatch(read.failed)
        expectNothingInternal(html, what)
        // Made while a call failed: the visitor's alone. The home page is one the edge cache keeps: not this one.
        expect(first.headers.get('x-edge-cache'), what).toBe('BYPASS')
        if (read.name === 'home') {
          const again = await fetchAsBrand(faulty.port, read.brandId, path)
          expect(again.headers.get('x-edge-cache'), what).toBe('BYPASS')
          await again.body?.cancel()
        }
      }
      expect((await upstream.received()).filter((call) => read.call.test(call.path)).length).toBeGreaterThan(0)
    },
  )

  test('text with markup stays text: shown as written, run by nothing', async () => {
    const listing = pageDataCalls.find((call) => call.name === 'listing')!
    const healthy = JSON.parse(await healthyAnswer(listing.brandId, listing.data)) as Record<string, unknown>
    const markup = '<script>window.__injected = 1</script><img src=x onerror="window.__injected = 2">'
    await upstream.fail(
      { kind: 'garbage', body: JSON.stringify({ ...healthy, title: markup, description: markup }) },
      listing.call,
    )
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => void dialogs.push(dialog.message()))
    try {
      const response = await page.goto(faulty.url(listing.brandId, listing.page))
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(markup)
      expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined()
      expect(await page.locator('img[src="x"]').count()).toBe(0)
      expect(dialogs).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })

  test('a page number past a lying count moves once to the last page, and no further', async () => {
    const search = pageDataCalls.find((call) => call.name === 'search')!
    const healthy = JSON.parse(
      await healthyAnswer(search.brandId, `/api/property/search/${brands.landwatch.siteId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ stateAbbreviation: 'TX' }),
      }),
    ) as Record<string, unknown>
    // Whatever page is asked for, this upstream answers "page 6 of none".
    await upstream.fail(
      { kind: 'garbage', body: JSON.stringify({ ...healthy, pageIndex: 5, pageCount: 0 }) },
      search.call,
    )
    const moved = await fetchAsBrand(faulty.port, 'landwatch', '/texas-land-for-sale/page-3')
    expect([301, 302, 307]).toContain(moved.status)
    const location = moved.headers.get('location')!
    expect(location).toBe('/texas-land-for-sale')
    const landed = await fetchAsBrand(faulty.port, 'landwatch', location)
    expect(landed.status).toBe(200)
    expect(landed.headers.get('location')).toBeNull()
    await landed.body?.cancel()
  })
})

/** The visitor's log line (spec §7 /api/Logging/Log/) the page sends, as the upstream received it. */
const logLinesReceived = async () =>
  (await upstream.received())
    .filter((call) => call.method === 'POST' && call.path === '/api/Logging/Log/')
    .map((call) => JSON.parse(call.body) as { message: string; referringUrl: string })

describe('a component that throws after hydration, on what the upstream sent', () => {
  test('the spec’s render crash: logged to the server once, then the error page at /error/?eurl=', async () => {
    // The map's data with a cluster at latitude 1000: valid by the call's schema, a point no map can place.
    await upstream.fail(
      { kind: 'garbage', body: JSON.stringify({ totalCount: 12, points: [], clusters: [[1000, -99.5, 12]] }) },
      /^\/api\/property\/mapData\//,
    )
    const page = await browser.context.newPage()
    try {
      const path = '/Texas/?view=map'
      const logged = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/Logging/Log/',
        { timeout: 30_000 },
      )
      await page.goto(faulty.url('land', path))
      const line = (await logged).postDataJSON() as { message: string; referringUrl: string }
      expect(line.message).toMatch(/^Render crash: Invalid LngLat latitude value/)
      expect(line.referringUrl).toBe(path)
      await page.waitForURL(`**/error/?eurl=${encodeURIComponent(path)}`)
      expect(await page.getByTestId('status-message').textContent()).toBe(errorMessages.serverError)
      await waitForHydration(page)
      const lines = await logLinesReceived()
      expect(lines.filter((sent) => sent.message.startsWith('Render crash:'))).toHaveLength(1)
    } finally {
      await page.close()
    }
  })
})

describe('a lazily loaded part that does not load', () => {
  /** Opens the main land site's search with the map, a part loaded when wanted, with `blocked` never arriving. */
  async function mapSearchWithout(blocked: RegExp) {
    const page = await browser.context.newPage()
    const consoleErrors: { text: string; code?: string }[] = []
    page.on('console', async (message) => {
      if (message.type() !== 'error') return
      const failure = message.args()[1]
      const code = failure
        ? ((await failure.evaluate((error) => (error as { code?: string }).code)) ?? undefined)
        : undefined
      consoleErrors.push({ text: message.text(), code })
    })
    await page.route(blocked, (route) => route.abort())
    const path = '/Texas/?view=map'
    await page.goto(brandUrl(healthyPort, 'land', path))
    await waitForHydration(page)
    const notice = page.getByTestId('search-map').getByRole('alert')
    await notice.waitFor({ timeout: 20_000 })
    return { page, path, notice, consoleErrors }
  }

  /** The page goes on without the part: the results, and a filter that searches again. */
  async function expectUsable(page: Page, path: string) {
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path)
    expect(await page.getByTestId('result-count').isVisible()).toBe(true)
    await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Next' }).click()
    await page.waitForURL(/page-2/)
    expect(await page.getByTestId('result-count').isVisible()).toBe(true)
  }

  test('its script: the spec’s text in the console, a notice where the part would be, the page usable', async () => {
    const { page, path, notice, consoleErrors } = await mapSearchWithout(/\/assets\/search-map-[\w-]+\.js$/)
    try {
      expect(await notice.textContent()).toBe('The map could not be loaded. Please reload the page and try again.')
      expect(consoleErrors.map((error) => error.text).join('\n')).toMatch(
        /Loading the map failed[\s\S]*Loading chunk search-map-[\w-]+ failed/,
      )
      await expectUsable(page, path)
    } finally {
      await page.close()
    }
  })

  test('the card photo carousel’s script: the spec’s text in the console, each card keeps its photo', async () => {
    const page = await browser.context.newPage()
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    try {
      await page.route(/\/assets\/card-carousel-[\w-]+\.js$/, (route) => route.abort())
      const path = '/United-States/'
      await page.goto(brandUrl(healthyPort, 'land', path))
      await waitForHydration(page)
      await expect
        .poll(() => consoleErrors.join('\n'), { timeout: 20_000 })
        .toMatch(/Loading the photo carousel failed[\s\S]*Loading chunk card-carousel-[\w-]+ failed/)
      const waiting = page.locator('[data-carousel="waiting"]')
      expect(await waiting.count(), 'cards that would have a carousel').toBeGreaterThan(0)
      expect(await waiting.first().locator('img').count(), 'the card’s still photo').toBe(1)
      expect(await page.locator('[data-carousel="started"]').count()).toBe(0)
      await expectUsable(page, path)
    } finally {
      await page.close()
    }
  })

  test('its stylesheet: Loading CSS chunk {id} failed, code CSS_CHUNK_LOAD_FAILED, the page usable', async () => {
    const { page, path, consoleErrors } = await mapSearchWithout(/\/assets\/map-style-[\w-]+\.css$/)
    try {
      // The console's message comes on its own time (its error's code is read from the page first).
      const cssFailure = () => consoleErrors.find((error) => /Loading CSS chunk/.test(error.text))
      await expect.poll(cssFailure).toBeDefined()
      const failure = cssFailure()
      expect(failure?.text).toMatch(/Loading the map failed[\s\S]*Loading CSS chunk map-style-[\w-]+ failed/)
      expect(failure?.code).toBe('CSS_CHUNK_LOAD_FAILED')
      await expectUsable(page, path)
    } finally {
      await page.close()
    }
  })
})

describe('a page chunk that is slow or never comes', () => {
  const termsOfUse = contentPath('land', 'termsOfUse')
  const pageChunk = /\/assets\/terms-of-use-page-[\w-]+\.js$/

  test(`slow: the hydration fallback's notice after ${hydrationFallbackMs} ms, gone once the page takes over`, async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    try {
      await page.route(pageChunk, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, hydrationFallbackMs + 1500))
        await route.continue()
      })
      await page.goto(brandUrl(healthyPort, 'land', termsOfUse), { waitUntil: 'domcontentloaded' })
      const notice = page.getByTestId('hydration-notice')
      await notice.waitFor({ state: 'visible', timeout: hydrationFallbackMs + 1000 })
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
      await waitForHydration(page)
      expect(await notice.isVisible()).toBe(false)
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })

  test(`never: after ${chunkLoadTimeoutMs / 1000} s (the spec's limit, on a fake clock) logged and the error page`, async () => {
    // Its own chromium: a faked clock is the whole context's.
    const clocked = await launchChromium()
    try {
      const page = await clocked.context.newPage()
      // The page's clock runs on from here, and the test moves it on by minutes at a time.
      await page.clock.install()
      await page.route(pageChunk, () => {})
      let logged: { message: string } | undefined
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/Logging/Log/')
          logged = request.postDataJSON() as { message: string }
      })
      await page.goto(brandUrl(healthyPort, 'land', termsOfUse), { waitUntil: 'domcontentloaded' })
      // The app starts after the first paint and asks for the page's chunk at once (its two minutes start then).
      await page.waitForTimeout(2000)
      await page.clock.runFor(chunkLoadTimeoutMs - 3000)
      await page.waitForTimeout(300)
      expect(logged).toBeUndefined()
      expect(page.url()).toContain(termsOfUse)
      await page.clock.runFor(5000)
      await page.waitForURL(`**/error/?eurl=${encodeURIComponent(termsOfUse)}`)
      expect(logged?.message).toMatch(
        /^Render crash: Loading chunk TermsOfUsePage failed\.\n\(timeout: TermsOfUsePage\)/,
      )
    } finally {
      await clocked.close()
    }
  })
})
