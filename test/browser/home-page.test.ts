import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { brandIds, brands } from '../../brands/brand-registry.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, waitForHydration } from '../support/chromium.ts'
import { artifactsDir, brandUrl } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'

// Each brand's home page in a real browser against the worker's bundle: the server-rendered document is the
// brand's, it hydrates without errors, and the footer's More toggle answers a click.

const port = testServerPort()
const browser = chromiumForTests()

function formatErrors(errors: string[]): string {
  return errors.length ? `\n  ${errors.join('\n  ')}` : ''
}

/** Every <script> tag of the server's HTML must carry the response's CSP nonce (src or inline). */
function scriptTagsWithoutNonce(html: string, nonce: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]).filter((tag) => !tag.includes(`nonce="${nonce}"`))
}

describe.each(brandIds)('home page of %s', (brandId) => {
  const brand = brands[brandId]

  test(`${brandId}: renders the brand, hydrates without errors, and the footer toggle works`, async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    try {
      const response = await page.goto(brandUrl(port, brandId, '/'), { waitUntil: 'domcontentloaded' })
      expect(response, 'no response for the home page').not.toBeNull()
      expect(response!.status()).toBe(200)

      // Content-Security-Policy with a nonce, and every script tag of the document carries it.
      const csp = (await response!.allHeaders())['content-security-policy']
      expect(csp, 'content-security-policy header').toBeTruthy()
      const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(csp!)?.[1]
      expect(nonce, `no script nonce in CSP: ${csp}`).toBeTruthy()
      const html = await response!.text()
      expect(scriptTagsWithoutNonce(html, nonce!), 'script tags without the CSP nonce').toEqual([])

      // The server-rendered document is the brand's.
      expect(await page.getAttribute('html', 'data-brand')).toBe(brandId)
      const header = page.locator('[data-testid=site-header]')
      expect((await header.locator('[data-testid=brand-name]').textContent())?.trim()).toBe(brand.displayName)
      const navLabels = (await header.locator('nav a').allTextContents()).map((text) => text.trim())
      for (const item of brand.headerNav) expect(navLabels, `header nav of ${brandId}`).toContain(item.label)

      const year = new Date().getFullYear()
      const copyright = await page.locator('[data-testid=site-footer] [data-testid=copyright]').textContent()
      expect(copyright?.replace(/\s+/g, ' ').trim()).toBe(`© ${year} ${brand.legalName}. All rights reserved.`)

      await page.locator('[data-testid=home-page]').waitFor({ state: 'attached' })
      const cards = page.locator(
        '[data-testid=featured-listings] [data-testid=listing-card], [data-testid=newest-listings] [data-testid=listing-card]',
      )
      await cards.first().waitFor({ state: 'attached', timeout: 10_000 })
      expect(await cards.count(), 'featured or newest listing cards').toBeGreaterThan(0)
      // The first card's photo is a phone's largest picture in the first screen (the page's LCP): it loads at once
      // and first; the other cards' photos load as they are laid out.
      const photos = page.locator('[data-testid=featured-listings] img, [data-testid=newest-listings] img')
      expect(await photos.first().getAttribute('loading')).toBe('eager')
      expect(await photos.first().getAttribute('fetchpriority')).toBe('high')
      expect(await photos.nth(1).getAttribute('loading')).toBe('lazy')
      expect(await photos.nth(1).getAttribute('fetchpriority')).toBeNull()

      // Hydrated: the first footer More toggle expands its list.
      await waitForHydration(page)
      const toggle = page.locator('[data-testid=site-footer] [data-testid=footer-list-toggle]').first()
      await toggle.waitFor({ state: 'visible' })
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      const listId = await toggle.getAttribute('aria-controls')
      expect(listId, 'the toggle names the list it controls (aria-controls)').toBeTruthy()
      const items = page.locator(`[id="${listId}"] > li`)
      const before = await items.count()
      await toggle.click()
      await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 5_000 }).toBe('true')
      await expect.poll(() => items.count(), { timeout: 5_000 }).toBeGreaterThan(before)

      // Let late requests (images, lazy chunks) finish so their failures are seen too.
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {})
      mkdirSync(artifactsDir, { recursive: true })
      await page.screenshot({ path: join(artifactsDir, `home-${brandId}.png`), fullPage: true })

      expect(errors, `console or page errors on ${brandId}'s home page:${formatErrors(errors)}`).toEqual([])
    } finally {
      await page.close()
    }
  })
})
