import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { beforeAll, describe, inject, test, type ExpectStatic } from 'vitest'
import type { BrandId } from '../../brands/brand-config.ts'
import { brandIds } from '../../brands/brand-registry.ts'
import { breakpoints } from '../../web/rules/layout.ts'
import { logInForHarness, type HarnessLogin, type HarnessSession } from '../harness/harness-logins.ts'
import { harnessPages, type HarnessPage } from '../harness/page-list.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, isOwnStatusError, waitForHydration } from '../support/chromium.ts'
import { layoutProblems } from '../support/layout-check.ts'
import { artifactsDir, brandUrl, fetchAsBrand } from '../support/local-server.ts'

// Every page of the harness's page list, on every brand, in chromium: the status it must answer, no console
// errors, no WCAG 2.2 AA violation (axe-core), and a sound layout at every breakpoint of spec §9. Screenshots at
// 375 and 1401 px go to test/.artifacts/screens/ for a person to look at. (A 404 at a route's shape: see below.)
//
// axe checks every page at 1401 px, and at 375 px the pages of one brand a run, in turn by the day (AXE_PHONE_BRAND
// names one). An axe run costs about 0.9 s of a page's 4 s here; the brands share their pages' templates, so the
// phone-width run of one brand finds what the others' would, and three days cover all three.

const port = inject('serverPort')
const screenshotWidths: readonly number[] = [375, 1401]
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const screensDir = join(artifactsDir, 'screens')
const phoneAxeBrand = (process.env.AXE_PHONE_BRAND ?? brandIds[Math.floor(Date.now() / 86_400_000) % 3]) as BrandId
if (!brandIds.includes(phoneAxeBrand)) throw new Error(`AXE_PHONE_BRAND must be one of ${brandIds.join(', ')}`)
console.log(`page quality: axe at 375 px on ${phoneAxeBrand} this run (AXE_PHONE_BRAND=${phoneAxeBrand} to repeat)`)
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
async function checkPage(brandId: BrandId, harnessPage: HarnessPage, expect: ExpectStatic) {
  const session = harnessPage.login && sessions.get(harnessPage.login)
  if (session) {
    await browser.context.addCookies([
      { name: 'session', value: session.token, url: brandUrl(port, brandId), httpOnly: true, secure: true },
    ])
  }
  const page = await browser.context.newPage()
  const errors = collectPageErrors(page)
  try {
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

    // A 404 at a route's shape shows the one not-found page, which its own entry ('not-found') checks in full, and a
    // page at a second address is checked in full at its first (sameAs): these check the status, the console and the
    // phone layout, and leave the other widths, axe and screenshots to that entry.
    const full = (harnessPage.status === 200 && !harnessPage.sameAs) || harnessPage.name === 'not-found'
    const problems: string[] = []
    for (const width of full ? breakpoints : [breakpoints[0]!]) {
      await page.setViewportSize({ width, height: 900 })
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      problems.push(...(await layoutProblems(page)).map((problem) => `${width}px: ${problem}`))
      if (full && screenshotWidths.includes(width)) {
        await page.screenshot({
          path: join(screensDir, `${brandId}-${harnessPage.name}-${width}.png`),
          fullPage: true,
        })
      }
      if (full && (width === 1401 || (width === 375 && brandId === phoneAxeBrand))) {
        const axe = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
        for (const violation of axe.violations) {
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

// Several pages at a time, each in its own tab (the browser project's maxConcurrency): the server renders one while
// chromium lays out and measures the other. Pages seen logged in take turns: the login cookie is the browser's.
describe.each(brandIds)('%s pages', (brandId) => {
  const pages = harnessPages[brandId].map((page) => [page.name, page] as const)
  test.concurrent.for(pages.filter(([, page]) => !page.login))('%s', async ([, page], { expect }) =>
    checkPage(brandId, page, expect),
  )
  test.for(pages.filter(([, page]) => page.login))('%s', async ([, page], { expect }) =>
    checkPage(brandId, page, expect),
  )
})
