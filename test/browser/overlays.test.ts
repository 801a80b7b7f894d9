import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import type { BrandId } from '../../brands/brand-config.ts'
import { brandIds } from '../../brands/brand-registry.ts'
import { breakpoints } from '../../web/rules/layout.ts'
import { screenshotsOf } from '../harness/harness-day.ts'
import { harnessPages } from '../harness/page-list.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, waitForHydration } from '../support/chromium.ts'
import { artifactsDir, brandUrl } from '../support/local-server.ts'
import { markOpeners, openedPart, openPartProblems } from '../support/overlay-check.ts'
import { testServerPort } from '../support/test-server.ts'

// Every popover, sheet and dialog of the pages that have them, opened at each of the 8 breakpoints on every brand
// (issue 30): the page must not grow wider than the window and no control of the open part may lie off screen. The
// header's and footer's own (the phone menu, the footer's lists) are the same on every page: they are opened on the
// home page, and only the openers inside <main> on the others.

const port = testServerPort()
const browser = chromiumForTests()

/** The templates whose <main> opens something: the search list and map, a listing, a seller, the directory. */
const pagesWithOverlays = ['home', 'search-country', 'search-state', 'search-map', 'listing-diamond', 'seller-master']

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/** Polls until `check` answers true (a dialog's code loads on its first opening), or gives up after `timeoutMs`. */
async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return true
}

async function closeOpened(page: Page, index: number) {
  const opener = page.locator(`[data-overlay-opener="${index}"]`)
  await page.keyboard.press('Escape')
  if ((await opener.getAttribute('aria-expanded')) === 'true' && (await opener.isVisible())) await opener.click()
  // A dialog the opener asked for on its way (the login a visitor is shown first) closes with Escape too; one that
  // stays would make the page inert for the next opener.
  await page.evaluate(() =>
    document.querySelectorAll('dialog[open]').forEach((dialog) => (dialog as HTMLDialogElement).close()),
  )
}

/** Each open part at the phone width, for a person to look at (test/.artifacts/screens/overlay-*.jpg): the brand in
 * turn's (test/harness/harness-day.ts). */
const screenshotWidth = breakpoints[0]
const screensDir = join(artifactsDir, 'screens')
mkdirSync(screensDir, { recursive: true })
const fileName = (text: string) =>
  text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()

async function overlayProblems(page: Page, scope: 'page' | 'main', shotName: string | undefined): Promise<string[]> {
  const problems: string[] = []
  for (const width of breakpoints) {
    await page.setViewportSize({ width, height: 800 })
    await page.evaluate(() =>
      document.querySelectorAll('[data-overlay-opener]').forEach((el) => el.removeAttribute('data-overlay-opener')),
    )
    const openers = await markOpeners(page, scope)
    for (const [index, name] of openers.entries()) {
      const opener = page.locator(`[data-overlay-opener="${index}"]`)
      if (!(await opener.isVisible())) continue
      await opener.click()
      const opened = await waitFor(() => openedPart(page, index), 10_000)
      await nextFrame(page)
      if (opened && shotName && width === screenshotWidth) {
        const path = join(screensDir, `overlay-${shotName}-${fileName(name)}-${width}.jpg`)
        await page.screenshot({ path, quality: 75 })
      }
      if (!opened) problems.push(`${width}px ${name}: nothing opened`)
      else problems.push(...(await openPartProblems(page, index)).map((problem) => `${width}px ${name}: ${problem}`))
      await closeOpened(page, index)
    }
  }
  return problems
}

describe.each(brandIds)('%s', (brandId: BrandId) => {
  const pages = harnessPages[brandId].filter((page) => pagesWithOverlays.includes(page.name))
  test.concurrent.for(pages.map((page) => [page.name, page.path] as const))(
    'every popover, sheet and dialog of %s fits the window at every breakpoint',
    async ([name, path]) => {
      const page = await browser.context.newPage()
      const errors = collectPageErrors(page)
      try {
        await page.setViewportSize({ width: breakpoints[0], height: 800 })
        const response = await page.goto(brandUrl(port, brandId, path), { waitUntil: 'load' })
        expect(response?.status()).toBe(200)
        await waitForHydration(page)
        const openedAt = page.url()
        const shotName = screenshotsOf(brandId) ? `${brandId}-${name}` : undefined
        const problems = await overlayProblems(page, name === 'home' ? 'page' : 'main', shotName)
        expect(problems, `${brandId} ${path}`).toEqual([])
        expect(page.url(), 'no opener navigates').toBe(openedAt)
        expect(errors).toEqual([])
      } finally {
        await page.close()
      }
    },
  )
})
