import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { brandIds, brands } from '../../brands/brand-registry.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, waitForHydration } from '../support/chromium.ts'
import { layoutProblems } from '../support/layout-check.ts'
import { artifactsDir, brandUrl } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'

// The header on a phone (spec §2 Header, §4): the navigation sits in a menu that loads its code when first
// opened; opening and closing scroll to the top; what the menu shows can be read and hit.

const port = testServerPort()
const browser = chromiumForTests({ viewport: { width: 375, height: 700 } })

describe.each(brandIds)('mobile menu of %s', (brandId) => {
  test(`${brandId}: folded at 375 px, loaded on first open, scrolls to the top, closes with Escape`, async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    try {
      await page.goto(brandUrl(port, brandId, '/'), { waitUntil: 'networkidle' })
      await waitForHydration(page)
      const header = page.locator('[data-testid=site-header]')
      expect(await header.locator('nav[aria-label=Main]').isVisible()).toBe(false)
      const button = page.locator('[data-testid=mobile-menu-button]')
      expect(await button.getAttribute('aria-expanded')).toBe('false')
      const menuChunk = (path: string) => /\/assets\/mobile-menu-[\w-]+\.js$/.test(path)
      expect(scripts.filter(menuChunk), 'the menu’s code before the first open').toEqual([])

      await page.evaluate(() => window.scrollTo(0, 900))
      await button.click()
      const menu = page.locator('[data-testid=mobile-menu]')
      await menu.waitFor({ state: 'visible' })
      expect(scripts.filter(menuChunk), 'the menu’s code after the first open').toHaveLength(1)
      expect(await button.getAttribute('aria-expanded')).toBe('true')
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      const labels = (await menu.locator('a').allTextContents()).map((text) => text.trim())
      expect(labels).toEqual([...brands[brandId].headerNav.map((item) => item.label), 'Sign up', 'Log in'])
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(labels[0])
      expect(await layoutProblems(page, { headerMayCoverContent: true })).toEqual([])
      await page.screenshot({ path: join(artifactsDir, 'screens', `${brandId}-mobile-menu-375.png`) })

      await page.evaluate(() => window.scrollTo(0, 600))
      await page.keyboard.press('Escape')
      await menu.waitFor({ state: 'detached' })
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('mobile-menu-button')
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})
