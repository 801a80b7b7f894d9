import { describe, expect, test } from 'vitest'
import { brands } from '../../brands/brand-registry.ts'
import { brandIds } from '../../brands/brand-ids.ts'
import type { BrandId } from '../../brands/brand-config.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, waitForHydration } from '../support/chromium.ts'
import { brandUrl, fetchAsBrand } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'

// Issue 32's proof of watched favourites, on every brand: a logged-in buyer hearts a listing, its seller lowers the
// price (through the API, as Manage Listings sends it), and the alert is in the local mailbox with the old and new
// price; its unsubscribe link opens a page that stops the alerts with one press.

const port = testServerPort()
const browser = chromiumForTests({ viewport: { width: 375, height: 800 } })
const run = Date.now().toString(36)
const headers = { 'cf-connecting-ip': `2001:db8:32::${run.slice(-4)}` }

interface Session {
  cookie: string
  token: string
  csrf: string
}

async function logIn(brand: BrandId, email: string, password: string): Promise<Session> {
  const answer = await fetchAsBrand(port, brand, `/api/authenticate/login/${brands[brand].siteId}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(answer.status).toBe(200)
  const token = /session=([A-Za-z0-9_-]{43})/.exec(answer.headers.get('set-cookie') ?? '')![1]!
  const { csrfToken } = (await answer.json()) as { csrfToken: string }
  return { cookie: `session=${token}`, token, csrf: csrfToken }
}

const as = (session: Session, json = false) => ({
  ...headers,
  cookie: session.cookie,
  'x-csrf-token': session.csrf,
  ...(json ? { 'content-type': 'application/json' } : {}),
})

interface Managed {
  id: number
  title: string
  price: number
  priceKind: string
  marketStatus: number
  url: string | null
}

describe('a hearted listing whose price drops', () => {
  test.each(brandIds.map((brand, i) => [brand, i] as const))(
    'reaches the buyer’s mailbox on %s, with a working unsubscribe link',
    async (brand, i) => {
      const siteId = brands[brand].siteId
      const seller = await logIn(brand, seedLogins.seller.email, seedLogins.seller.password)
      const listed = await fetchAsBrand(port, brand, `/api/account/listings/${siteId}/0`, { headers: as(seller) })
      const { listings } = (await listed.json()) as { listings: Managed[] }
      // One of the seller's listings shown on this site, past the harness's fixtures (other files open those).
      const listing = listings.filter(
        (l) => l.url && l.id > 1_000_006 && l.priceKind === 'amount' && l.marketStatus === 1 && l.price > 20_000,
      )[i]!
      expect(listing).toBeTruthy()

      // A buyer of the seed's, one per brand, logged in in the browser: hearts the listing on its page.
      const buyer = await logIn(
        brand,
        seedLogins.buyer.email.replace('buyer1', `buyer${i + 2}`),
        seedLogins.buyer.password,
      )
      await browser.context.addCookies([
        { name: 'session', value: buyer.token, url: brandUrl(port, brand), httpOnly: true, secure: true },
      ])
      await browser.context.setExtraHTTPHeaders(headers)
      const page = await browser.context.newPage()
      const errors = collectPageErrors(page)
      await page.goto(brandUrl(port, brand, listing.url!))
      await waitForHydration(page)
      const heart = page.locator(`main [data-testid=like-button][data-listing-id="${listing.id}"]`).first()
      await heart.click()
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')

      // The seller lowers the price.
      const lower = listing.price - 10_000
      const changed = await fetchAsBrand(port, brand, `/api/account/listings/${listing.id}`, {
        method: 'POST',
        headers: as(seller, true),
        body: JSON.stringify({ priceKind: 'amount', price: lower }),
      })
      expect(changed.status).toBe(200)

      // The alert, in the mailbox: the drop in words, and the unsubscribe link.
      const dollars = (n: number) => `$${n.toLocaleString('en-US')}`
      await page.goto(brandUrl(port, brand, '/mailbox/'))
      await waitForHydration(page)
      const drop = `Price reduced from ${dollars(listing.price)} to ${dollars(lower)}`
      const alert = page.getByTestId('mailbox-message').filter({ hasText: drop }).first()
      await alert.waitFor()
      const link = /https?:\/\/\S+\/unsubscribe\/f\d+\.[\w-]{43}/.exec((await alert.textContent()) ?? '')?.[0]
      expect(link).toBeTruthy()

      await page.goto(brandUrl(port, brand, new URL(link!).pathname))
      await waitForHydration(page)
      await page.getByTestId('unsubscribe-button').click()
      await expect.poll(() => page.getByTestId('unsubscribe-done').textContent()).toContain('properties you saved')
      expect(errors).toEqual([])
      await page.close()
    },
  )
})
