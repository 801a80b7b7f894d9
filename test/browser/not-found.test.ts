import { describe, expect, test } from 'vitest'
import { brandIds, brands } from '../../brands/brand-registry.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, isOwnStatusError, waitForHydration } from '../support/chromium.ts'
import { brandUrl } from '../support/local-server.ts'
import { errorMessages } from '../../web/rules/error-messages.ts'
import { testServerPort } from '../support/test-server.ts'

// An unmatched URL answers 404 with the brand's own not-found text, in the brand's document.

const port = testServerPort()
const missingPath = '/no/such/page'
const browser = chromiumForTests()

describe.each(brandIds)('not-found page of %s', (brandId) => {
  const brand = brands[brandId]

  test(`${brandId}: ${missingPath} answers 404 with the brand's not-found message`, async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    try {
      const url = brandUrl(port, brandId, missingPath)
      const response = await page.goto(url, { waitUntil: 'domcontentloaded' })
      expect(response?.status()).toBe(404)
      expect(await page.getAttribute('html', 'data-brand')).toBe(brandId)
      const message = page.locator('[data-testid=status-message]')
      expect((await message.textContent())?.trim()).toBe(brand.notFoundMessage)

      await waitForHydration(page)
      // Still the not-found message once hydrated (the client agrees with the server).
      expect((await message.textContent())?.trim()).toBe(brand.notFoundMessage)

      const unexpected = errors.filter((line) => !isOwnStatusError(line, 404, missingPath))
      expect(unexpected, `console or page errors on ${url}:\n  ${unexpected.join('\n  ')}`).toEqual([])
    } finally {
      await page.close()
    }
  })
})

describe('the error page', () => {
  test('shows the server-error text for the failed page and stays put once hydrated (no redirect loop)', async () => {
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    try {
      const url = brandUrl(port, 'laf', '/error/?eurl=%2Fbroken%2Fpage')
      const response = await page.goto(url, { waitUntil: 'domcontentloaded' })
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      await page.waitForTimeout(300)
      expect(new URL(page.url()).pathname).toBe('/error/')
      expect((await page.locator('[data-testid=status-message]').textContent())?.trim()).toBe(errorMessages.serverError)
      expect(await page.locator('[data-testid=status-page]').textContent()).toContain('/broken/page')
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})
