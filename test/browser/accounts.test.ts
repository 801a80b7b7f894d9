import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { siteIds } from '../../brands/site-ids.ts'
import type { BrandId } from '../../brands/brand-config.ts'
import { searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'
import { harnessListings } from '../../worker/db/seed/harness-listings.ts'
import { firstListingId } from '../../worker/db/seed/listings.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { logInForHarness } from '../harness/harness-logins.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, waitForHydration } from '../support/chromium.ts'
import { brandUrl, fetchAsBrand } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'
import { axeViolations } from '../support/axe.ts'

// Issue 8's whole story on every brand, in real browsers: a visitor signs up from a search page's heart (the link
// mailed to the address makes the account and logs in on that page, where the heart then saves the listing), saves
// the search with instant alerts; the seller lowers the price of a listing that matches in Manage Listings, and the
// alert is in the mailbox; the visitor forgets the password and resets it from the mail; an admin opens the dashboard
// while the new buyer is sent to log in. Two chromiums: the visitor's and the staff's.

const port = testServerPort()
const visitor = chromiumForTests({ viewport: { width: 1280, height: 900 } })
const staff = chromiumForTests({ viewport: { width: 1280, height: 900 } })
const run = Date.now().toString(36)
// Each run's own client address, so the registration and login limits count this run only.
const clientAddress = `2001:db8:8::${run.slice(-4)}`
const headers = { 'cf-connecting-ip': clientAddress }
const fixtureIds = new Set(harnessListings.map((_, i) => firstListingId + i))

interface ManagedListing {
  id: number
  price: number
  marketStatus: number
  stateAbbreviation: string
  url: string | null
}

/** An available listing of the seed's seller shown on the brand (not a harness fixture, whose looks tests pin). */
async function sellersListing(brandId: BrandId): Promise<ManagedListing> {
  const fetch = (brand: BrandId, path: string, init: Parameters<typeof fetchAsBrand>[3]) =>
    fetchAsBrand(port, brand, path, init)
  const session = await logInForHarness(fetch, 'seller', clientAddress)
  const response = await fetchAsBrand(port, brandId, `/api/account/listings/${siteIds[brandId]}/0`, {
    headers: { cookie: session.cookie },
  })
  const { listings } = (await response.json()) as { listings: ManagedListing[] }
  const listing = listings.find((l) => l.marketStatus === 1 && l.url && !fixtureIds.has(l.id) && l.price > 10_000)
  if (!listing) throw new Error(`The seed's seller has no available listing shown on ${brandId}`)
  return listing
}

async function mailbox(page: Page, brandId: BrandId) {
  await page.goto(brandUrl(port, brandId, '/mailbox/'))
  return page.getByTestId('mailbox-message')
}

/** WCAG 2.2 AA problems axe finds in an open dialog. */
async function modalViolations(page: Page, selector: string) {
  return (await axeViolations(page, selector)).map((violation) => `${violation.id}: ${violation.help}`)
}

async function logIn(page: Page, brandId: BrandId, path: string, login: { email: string; password: string }) {
  await page.goto(brandUrl(port, brandId, path))
  await waitForHydration(page)
  const form = page.getByTestId('login-form')
  await form.getByLabel('Email').fill(login.email)
  await form.getByLabel('Password').fill(login.password)
  await form.getByRole('button', { name: 'Log in' }).click()
}

describe.each(brandIds)('%s', (brandId) => {
  test('sign up from a heart, save a search, get the instant alert, reset the password; the dashboard is for admins', async () => {
    await visitor.context.setExtraHTTPHeaders(headers)
    await staff.context.setExtraHTTPHeaders(headers)
    const watched = await sellersListing(brandId)
    const email = `buyer.${brandId}.${run}@example.com`
    const password = 'a-long-walk-in-the-hills'
    const page = await visitor.context.newPage()
    const errors = collectPageErrors(page)

    // The state's search page, where the seller's listing is for sale.
    const searchPath = searchUrlCodecs[brandId].build({ stateAbbreviation: watched.stateAbbreviation })
    await page.goto(brandUrl(port, brandId, searchPath))
    await waitForHydration(page)
    const heart = page.getByTestId('like-button').first()
    const likedId = await heart.getAttribute('data-listing-id')
    await heart.click()
    const modal = page.locator('#account-modal')
    await expect.poll(() => modal.isVisible()).toBe(true)
    expect(await modalViolations(page, '#account-modal')).toEqual([])
    await modal.getByRole('button', { name: 'New here? Create an account' }).click()
    const register = modal.getByTestId('register-form')
    await register.getByLabel('Name').fill('Ruth Landseeker')
    await register.getByLabel('Email').fill(email)
    await register.getByLabel('Password', { exact: true }).fill(password)
    await register.getByLabel('Confirm password').fill(password)
    await register.getByRole('button', { name: 'Create account' }).click()
    // Nothing is made until the address is confirmed: the form says where the link went, as it would for an address
    // that has an account (issue 28: no account enumeration).
    await expect.poll(() => modal.getByTestId('register-requested').textContent()).toContain(email)
    // The mailed link makes the account and logs in, back on the page the sign-up was made from.
    const signUpLink = async () => {
      const mail = await fetchAsBrand(port, brandId, '/api/mailbox/0')
      const { messages } = (await mail.json()) as { messages: { to: string; kind: string; text: string }[] }
      const sent = messages.find((m) => m.kind === 'registration' && m.to === email)
      return /https?:\/\/\S+[?&]logintoken=[A-Za-z0-9_-]{43}/.exec(sent?.text ?? '')?.[0] ?? null
    }
    await expect.poll(signUpLink).toBeTruthy()
    const signUp = new URL((await signUpLink())!)
    expect(signUp.pathname).toBe(searchPath.split('?')[0])
    await page.goto(brandUrl(port, brandId, signUp.pathname + signUp.search))
    await waitForHydration(page)
    await expect.poll(() => page.getByTestId('account-menu-button').isVisible()).toBe(true)
    await expect.poll(() => page.getByTestId('login-popover').isVisible()).toBe(true)
    expect(new URL(page.url()).search).toBe('')
    // Logged in, the heart saves the listing.
    const liked = page.locator(`[data-testid=like-button][data-listing-id="${likedId}"]`).first()
    await liked.click()
    await expect.poll(() => liked.getAttribute('aria-pressed')).toBe('true')

    // Save the search with instant alerts.
    await page.getByTestId('save-search-button').click()
    const save = page.getByTestId('save-search-form')
    await save.waitFor()
    expect(await modalViolations(page, 'dialog:has([data-testid=save-search-form])')).toEqual([])
    await save.getByLabel('At once, for each new match').check()
    await save.getByRole('button', { name: 'Save search' }).click()
    await expect.poll(() => page.getByTestId('search-saved').isVisible()).toBe(true)

    // The seller lowers the watched listing's price in Manage Listings (logging in first, as a visitor would).
    const seller = await staff.context.newPage()
    await seller.goto(brandUrl(port, brandId, '/account/listings/'))
    expect(new URL(seller.url()).pathname).toBe('/login')
    await logIn(seller, brandId, new URL(seller.url()).pathname + new URL(seller.url()).search, seedLogins.seller)
    await seller.waitForURL((url) => url.pathname === '/account/listings/')
    await waitForHydration(seller)
    const row = seller.locator(`[data-testid=managed-listing][data-listing-id="${watched.id}"]`)
    const lower = Math.floor(watched.price * 0.97)
    await row.getByLabel('Asking price in dollars').fill(String(lower))
    await row.getByRole('button', { name: /^Save/ }).click()
    await expect.poll(() => row.getByRole('status').textContent()).toMatch(/Saved/)

    // The instant alert is in the mailbox, to the new buyer.
    const messages = await mailbox(page, brandId)
    const alert = messages.filter({ hasText: email }).filter({ hasText: 'matches your saved search' })
    await expect.poll(() => alert.count()).toBeGreaterThan(0)

    // A forgotten password: log out, ask for a reset, follow the mail's link, choose a new one.
    await page.goto(brandUrl(port, brandId, '/'))
    await waitForHydration(page)
    await page.getByTestId('account-menu-button').click()
    await page.getByRole('button', { name: 'Log out' }).click()
    // Logging out loads the page afresh: done when the new page's header offers Log in.
    await page.getByTestId('site-header').getByRole('link', { name: 'Log in' }).waitFor()
    await waitForHydration(page)
    await page.goto(brandUrl(port, brandId, '/login'))
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Forgot your password?' }).click()
    await page.getByTestId('reset-request-form').getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect.poll(() => page.getByTestId('reset-requested').isVisible()).toBe(true)
    const resetMail = (await mailbox(page, brandId)).filter({ hasText: email }).filter({ hasText: '/reset/' })
    await expect.poll(() => resetMail.count()).toBeGreaterThan(0)
    const link = /https?:\/\/\S+\/reset\/[A-Za-z0-9_-]{43}/.exec((await resetMail.first().textContent()) ?? '')?.[0]
    expect(link).toBeTruthy()
    await page.goto(brandUrl(port, brandId, new URL(link!).pathname))
    await waitForHydration(page)
    const newPassword = 'another-long-walk-home'
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Set new password' }).click()
    await page.waitForURL((url) => url.pathname === '/account/')
    await expect.poll(() => page.getByTestId('account-menu-button').isVisible()).toBe(true)
    // The link worked once.
    await page.goto(brandUrl(port, brandId, new URL(link!).pathname))
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/expired or was already used/)

    // The dashboard: the buyer is sent to log in, the admin sees it.
    await page.goto(brandUrl(port, brandId, '/dashboard/'))
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/dashboard/')
    await seller.context().clearCookies()
    await logIn(seller, brandId, '/login?returnUrl=%2Fdashboard%2F&title=Dashboard', seedLogins.admin)
    await seller.waitForURL((url) => url.pathname === '/dashboard/')
    await expect.poll(() => seller.getByTestId('dashboard-page').isVisible()).toBe(true)
    await seller.context().clearCookies()

    expect(errors).toEqual([])
    await page.close()
    await seller.close()
  })
})

describe('login by token (spec §4)', () => {
  test('an unknown token: the alert, and the URL cleaned', async () => {
    const page = await visitor.context.newPage()
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto(brandUrl(port, 'landwatch', `/?logintoken=${'A'.repeat(43)}&utm_source=mail`))
    await waitForHydration(page)
    await expect.poll(() => alerts).toEqual(['Failed to login.'])
    expect(new URL(page.url()).search).toBe('?utm_source=mail')
    await page.close()
  })

  test('a seller follows the link in a lead’s copy: logged in, the URL cleaned, the welcome once', async () => {
    await staff.context.clearCookies()
    const watched = await sellersListing('landwatch')
    const detail = await fetchAsBrand(port, 'landwatch', `/api/property/detail/2/${watched.id}`)
    const { accountId } = (await detail.json()) as { accountId: number }
    const linkOfNewLead = async () => {
      const lead = await fetchAsBrand(port, 'landwatch', '/api/lead/contact/2', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'cf-connecting-ip': `2001:db8:9::${Math.random().toString(16).slice(2, 6)}`,
        },
        body: JSON.stringify({
          name: 'Jane Buyer',
          email: 'jane.buyer@example.org',
          siteId: 2,
          leadSource: 'listing-detail',
          brokerId: accountId,
          listingIds: [watched.id],
        }),
      })
      expect(lead.status).toBe(200)
      const mail = await fetchAsBrand(port, 'landwatch', '/api/mailbox/0')
      const { messages } = (await mail.json()) as { messages: { to: string; kind: string; text: string }[] }
      const copy = messages.find((m) => m.kind === 'lead-copy' && m.to === seedLogins.seller.email)
      return /https?:\/\/\S+\?logintoken=[A-Za-z0-9_-]{43}/.exec(copy?.text ?? '')?.[0]
    }
    const link = await linkOfNewLead()
    expect(link).toBeTruthy()
    const page = await staff.context.newPage()
    await page.clock.install()
    const { pathname, search } = new URL(link!)
    await page.goto(brandUrl(port, 'landwatch', pathname + search))
    await waitForHydration(page)
    const popover = page.getByTestId('login-popover')
    await expect.poll(() => popover.textContent()).toMatch(/Welcome to/)
    // It hides itself after 10 s on a wide screen (spec §9), not before.
    await page.clock.runFor(9_000)
    expect(await popover.isVisible()).toBe(true)
    await page.clock.runFor(1_500)
    await expect.poll(() => popover.count()).toBe(0)
    expect(new URL(page.url()).search).toBe('')
    await expect.poll(() => page.getByTestId('account-menu-button').isVisible()).toBe(true)
    // A second token login in this browser: the popover, but not the welcome again (remembered in local storage).
    const again = new URL((await linkOfNewLead())!)
    await page.goto(brandUrl(port, 'landwatch', again.pathname + again.search))
    await waitForHydration(page)
    await expect.poll(() => page.getByTestId('login-popover').textContent()).toMatch(/You are logged in as/)
    await page.close()
    await staff.context.clearCookies()
  })
})

describe('login by a mailed link (issue 28: nobody can lock an owner out)', () => {
  test('the login page mails a one-time login link, and the link logs the owner in', async () => {
    await staff.context.clearCookies()
    const email = 'buyer8@land.localhost'
    const page = await staff.context.newPage()
    const errors = collectPageErrors(page)
    await page.goto(brandUrl(port, 'laf', '/login'))
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Email me a login link' }).click()
    await page.getByTestId('login-link-request-form').getByLabel('Email').fill(email)
    const asked = Date.now()
    await page.getByRole('button', { name: 'Send login link' }).click()
    await expect.poll(() => page.getByTestId('login-link-requested').textContent()).toContain(email)
    // The newest login link mailed to the address (the mailbox lists the newest first).
    const linkOf = async () => {
      const mail = await fetchAsBrand(port, 'laf', '/api/mailbox/0')
      const { messages } = (await mail.json()) as {
        messages: { to: string; kind: string; text: string; createdAt: string }[]
      }
      const newest = messages.find((m) => m.kind === 'login-link' && m.to === email)
      if (!newest || Date.parse(newest.createdAt) < asked - 5_000) return null
      return /https?:\/\/\S+\?logintoken=[A-Za-z0-9_-]{43}/.exec(newest.text)?.[0] ?? null
    }
    await expect.poll(linkOf).toBeTruthy()
    const { pathname, search } = new URL((await linkOf())!)
    await page.goto(brandUrl(port, 'laf', pathname + search))
    await waitForHydration(page)
    await expect.poll(() => page.getByTestId('account-menu-button').isVisible()).toBe(true)
    expect(new URL(page.url()).search).toBe('')
    expect(errors).toEqual([])
    await page.close()
    await staff.context.clearCookies()
  })
})

test('a session ended elsewhere shows at the first mouse move (login status re-checked, spec §4)', async () => {
  await staff.context.clearCookies()
  const page = await staff.context.newPage()
  await logIn(page, 'laf', '/login?returnUrl=%2F', seedLogins.admin)
  await page.waitForURL((url) => url.pathname === '/')
  await waitForHydration(page)
  await expect.poll(() => page.getByTestId('account-menu-button').isVisible()).toBe(true)
  // The session ends in another tab.
  const [cookie] = await staff.context.cookies(brandUrl(port, 'laf'))
  const session = { cookie: `session=${cookie!.value}` }
  const info = await fetchAsBrand(port, 'laf', '/api/authenticate/logininfo/3', { headers: session })
  const { csrfToken } = (await info.json()) as { csrfToken: string }
  const out = await fetchAsBrand(port, 'laf', '/api/authenticate/logout', {
    method: 'POST',
    headers: { ...session, 'x-csrf-token': csrfToken },
  })
  expect(out.status).toBe(200)
  await page.mouse.move(200, 300)
  await page.mouse.move(240, 320)
  await expect.poll(() => page.getByTestId('site-header').getByRole('link', { name: 'Log in' }).isVisible()).toBe(true)
  await page.close()
})
