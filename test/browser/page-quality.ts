import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, test, type ExpectStatic } from 'vitest'
import type { BrandId } from '../../brands/brand-config.ts'
import { breakpoints } from '../../web/rules/layout.ts'
import { brandInTurn, harnessDay, screenshotsOf } from '../harness/harness-day.ts'
import { logInForHarness, type HarnessLogin, type HarnessSession } from '../harness/harness-logins.ts'
import { harnessPages, type HarnessPage } from '../harness/page-list.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, isOwnStatusError, waitForHydration } from '../support/chromium.ts'
import { axeViolations } from '../support/axe.ts'
import { layoutProblems } from '../support/layout-check.ts'
import { artifactsDir, brandUrl, fetchAsBrand } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'

// Every page of the harness's page list, in chromium, one brand a file (page-quality-<brand>.test.ts, so vitest can
// spread the brands over its workers): the status it must answer, no console errors, no WCAG 2.2 AA violation
// (axe-core), and a sound layout at every breakpoint of spec §9. Screenshots (JPEG) at 375 and 1401 px of the brand
// in turn (below; SCREENSHOTS=all for every brand's) go to test/.artifacts/screens/ for a person to look at. (A 404
// at a route's shape: see below.)
//
// Every template is checked in full on every brand at every breakpoint each run. A page that shows the same template
// with other data (its `variantOf`: another county, listing look, page of results) is checked for its status, console
// and phone layout, and in full in turn: on one brand a run, one variant of each template, both by the day. axe checks
// every page checked in full at 1401 px, and at 375 px the pages of that same brand: an axe run costs about a third of
// a page's check, and the brands share their templates, so one brand's run finds what the others' would.
// HARNESS_DAY=<n> repeats a day's choices (the run prints them).

/** The variants checked in full this run: of each template's variants, the one whose turn it is. */
function variantsInFull(pages: readonly HarnessPage[]): Set<string> {
  const byTemplate = new Map<string, HarnessPage[]>()
  for (const page of pages) {
    if (page.variantOf) byTemplate.set(page.variantOf, [...(byTemplate.get(page.variantOf) ?? []), page])
  }
  return new Set([...byTemplate.values()].map((variants) => variants[harnessDay % variants.length]!.name))
}

const port = testServerPort()
const screenshotWidths: readonly number[] = [375, 1401]
const screensDir = join(artifactsDir, 'screens')
const browser = chromiumForTests()
mkdirSync(screensDir, { recursive: true })

// The account pages are checked as the person they are for: one login each for the run, on every brand.
const sessions = new Map<HarnessLogin, HarnessSession>()
beforeAll(async () => {
  const clientAddress = `2001:db8:1::${Date.now().toString(16).slice(-4)}`
  for (const who of ['buyer', 'seller', 'admin'] as const) {
    sessions.set(
      who,
      await logInForHarness((brand, path, init) => fetchAsBrand(port, brand, path, init), who, clientAddress),
    )
  }
})

/** Checks one page of the list; `expect` is the test's own (two pages are checked at once, see below). */
async function checkPage(brandId: BrandId, harnessPage: HarnessPage, inFull: boolean, expect: ExpectStatic) {
  const session = harnessPage.login && sessions.get(harnessPage.login)
  if (session) {
    await browser.context.addCookies([
      { name: 'session', value: session.token, url: brandUrl(port, brandId), httpOnly: true, secure: true },
    ])
  }
  const page = await browser.context.newPage()
  const errors = collectPageErrors(page)
  try {
    // A variant out of turn is checked at the phone width only, so it opens there: at the context's 1280 px a search
    // page would start its map (maplibre in software GL) for nothing (a tenth of a page-list file's chromium time).
    if (!inFull) await page.setViewportSize({ width: breakpoints[0]!, height: 900 })
    const response = await page.goto(brandUrl(port, brandId, harnessPage.path), { waitUntil: 'load' })
    expect(response?.status(), 'status').toBe(harnessPage.status)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {})
    // The first paint waits for the element each render-blocking `expect` link names (routes/root-route.tsx): a page
    // without it would be held blank until the whole document had been read.
    const expected = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel=expect][blocking~=render]')].map((link) => link.getAttribute('href')),
    )
    expect(expected, 'render-blocking expect links').toEqual(['#site-footer'])
    expect(await page.locator('#site-footer').count(), 'the element the first paint waits for').toBe(1)
    // The page's start scripts (RouterContext.startScripts) run once: hydration leaves the server's at the body's end
    // and adds no copy of them to the head.
    const inlineScripts = await page.evaluate(() =>
      [...document.scripts]
        .filter((script) => !script.src && ['', 'text/javascript', 'module'].includes(script.type))
        .map((script) => `${script.parentElement?.tagName}: ${script.text.slice(0, 20)}`),
    )
    expect(inlineScripts, 'inline scripts after hydration').toEqual([
      'BODY: setTimeout(function(',
      'BODY: requestAnimationFram',
    ])

    // A variant out of turn is checked in full by its template: it checks the status, the console and the phone
    // layout, and leaves the other widths, axe and screenshots.
    const problems: string[] = []
    for (const width of inFull ? breakpoints : [breakpoints[0]!]) {
      await page.setViewportSize({ width, height: 900 })
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      problems.push(...(await layoutProblems(page)).map((problem) => `${width}px: ${problem}`))
      // Screenshots of one brand a run, the brand in turn (SCREENSHOTS=all: every brand's): a full-page one of a long
      // listing page is a few seconds of chromium, and a person looks at one brand's pages at a time.
      if (inFull && screenshotWidths.includes(width) && screenshotsOf(brandId)) {
        await page.screenshot({
          path: join(screensDir, `${brandId}-${harnessPage.name}-${width}.jpg`),
          fullPage: true,
          // JPEG: a third less of chromium's time than PNG, and as good for a person looking at the layout.
          quality: 75,
        })
      }
      if (inFull && (width === 1401 || (width === 375 && brandId === brandInTurn))) {
        for (const violation of await axeViolations(page)) {
          const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5)
          problems.push(
            `${width}px: axe ${violation.id} (${violation.impact}): ${violation.help} at ${targets.join(', ')}`,
          )
        }
      }
    }
    // The whole list, for reading when the assertion's diff is cut short.
    writeFileSync(join(screensDir, `${brandId}-${harnessPage.name}-problems.json`), JSON.stringify(problems, null, 2))
    expect(problems, `layout and accessibility of ${brandId} ${harnessPage.path}`).toEqual([])
    const unexpected = errors.filter((line) => !isOwnStatusError(line, harnessPage.status, harnessPage.path))
    expect(unexpected, `console or page errors on ${brandId} ${harnessPage.path}`).toEqual([])
  } finally {
    await page.close()
    if (session) await browser.context.clearCookies({ name: 'session' })
  }
}

/**
 * A 404 at a route's shape shows the one not-found page, which its own entry ('not-found') checks in the browser, and a
 * page at a second address is checked there at its first (sameAs): these are asked for over HTTP, for their status and
 * the whole page the server renders (its footer, the element the first paint waits for), and for an alias, the
 * canonical address of its first.
 */
async function checkAnswer(brandId: BrandId, harnessPage: HarnessPage, expect: ExpectStatic) {
  const response = await fetchAsBrand(port, brandId, harnessPage.path)
  expect(response.status, 'status').toBe(harnessPage.status)
  const html = await response.text()
  expect(html, 'a whole page').toContain('id="site-footer"')
  const first = harnessPage.sameAs && harnessPages[brandId].find((page) => page.name === harnessPage.sameAs)
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1]
  if (first) expect(canonical && new URL(canonical).pathname, 'the canonical address').toBe(first.path)
}

/**
 * The page list of one brand, several pages at a time, each in its own tab (the browser project's maxConcurrency): the
 * server renders one while chromium lays out and measures the other. Pages seen logged in take turns: the login
 * cookie is the browser's.
 */
export function checkPageList(brandId: BrandId) {
  const pages = harnessPages[brandId]
  const variants = brandId === brandInTurn ? variantsInFull(pages) : new Set<string>()
  const overHttp = (page: HarnessPage) => Boolean(page.sameAs) || (page.status === 404 && page.name !== 'not-found')
  const inFull = (page: HarnessPage) =>
    page.name === 'not-found' || (page.status === 200 && (!page.variantOf || variants.has(page.name)))
  console.log(
    `page quality ${brandId} (HARNESS_DAY=${harnessDay}): variants and axe at 375 px in full on ${brandInTurn}; here: ${[...variants].join(', ') || 'none'}`,
  )
  describe(`${brandId} pages`, () => {
    const named = pages.map((page) => [page.name, page] as const)
    test.concurrent.for(named.filter(([, page]) => overHttp(page)))('%s', async ([, page], { expect }) =>
      checkAnswer(brandId, page, expect),
    )
    test.concurrent.for(named.filter(([, page]) => !page.login && !overHttp(page)))(
      '%s',
      async ([, page], { expect }) => checkPage(brandId, page, inFull(page), expect),
    )
    test.for(named.filter(([, page]) => page.login))('%s', async ([, page], { expect }) =>
      checkPage(brandId, page, inFull(page), expect),
    )
  })
}
