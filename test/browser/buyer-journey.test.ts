import { join } from 'node:path'
import { expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { brandIds } from '../../brands/brand-registry.ts'
import { accountPaths } from '../../brands/account-menu.ts'
import type { MailboxMessage } from '../../web/api/mailbox.ts'
import { searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'
import { harnessCountyGeoid, harnessListings } from '../../worker/db/seed/harness-listings.ts'
import { firstListingId } from '../../worker/db/seed/listings.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { logInForHarness, type HarnessSession } from '../harness/harness-logins.ts'
import { chromiumForTests } from '../support/chromium-for-tests.ts'
import { collectPageErrors, waitForHydration } from '../support/chromium.ts'
import { artifactsDir, brandUrl, fetchAsBrand } from '../support/local-server.ts'
import { testServerPort } from '../support/test-server.ts'

// One buyer's whole search on the main land site, in a real browser: types a place, filters, sorts, pages, goes
// back, switches to the map, pans and draws. After every step the URL alone holds the search: the same URL opened
// in a fresh tab shows the same results, sort and view. The whole session is one page load, and the page never
// blanks out while the next search loads (it keeps the last results, marked aria-busy).

const port = testServerPort()
const browser = chromiumForTests({ viewport: { width: 1280, height: 900 } })

/** What a buyer sees of a search: the count, the sort, the view, and the titles of the cards in order. */
async function searchState(page: Page) {
  const map = page.getByTestId('search-map')
  return {
    count: (await page.getByTestId('result-count').textContent())?.trim(),
    sort: await page.getByLabel('Sort by').inputValue(),
    mapShown: (await map.count()) > 0 && (await map.isVisible()),
    titles: await page.getByTestId('search-card').locator('h2').allTextContents(),
  }
}

/** Waits until the page's results match its URL (the cards and count settle after a search), then reads them. */
async function settledState(page: Page) {
  await page.locator('[data-testid=search-page]:not([aria-busy])').waitFor()
  let last = ''
  await expect
    .poll(async () => {
      const now = JSON.stringify(await searchState(page))
      const settled = now === last
      last = now
      return settled
    })
    .toBe(true)
  return JSON.parse(last) as Awaited<ReturnType<typeof searchState>>
}

/** The current URL opened in a fresh tab shows what the buyer sees now. */
async function expectUrlHoldsState(page: Page, step: string) {
  const seen = await settledState(page)
  const fresh = await browser.context.newPage()
  try {
    const response = await fresh.goto(page.url(), { waitUntil: 'domcontentloaded' })
    expect(response?.status(), step).toBe(200)
    await waitForHydration(fresh)
    expect(await settledState(fresh), `${step}: ${page.url()}`).toEqual(seen)
  } finally {
    await fresh.close()
  }
  return seen
}

test('a buyer’s search on the main land site: every step is in the URL, and it is all one page', async () => {
  const page = await browser.context.newPage()
  const errors = collectPageErrors(page)
  try {
    await page.goto(brandUrl(port, 'land', '/'), { waitUntil: 'domcontentloaded' })
    await waitForHydration(page)
    const bar = page.locator('[data-testid=home-page] [role=combobox]')
    await bar.click()
    await bar.pressSequentially('texas', { delay: 30 })
    await page.getByRole('option', { name: /^Texas\b.*State/ }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname.startsWith('/Texas/'))
    await waitForHydration(page)
    // From here on, a full page load would wipe this mark, and every time the page hides its results is noted.
    await page.evaluate(() => {
      const journey = window as unknown as { journey: number; blanked: string[] }
      journey.journey = 1
      journey.blanked = []
      new MutationObserver(() => {
        const results = document.querySelector<HTMLElement>('[data-testid=search-page]')
        if (results && getComputedStyle(results).display === 'none') journey.blanked.push(location.href)
      }).observe(document.body, { attributes: true, attributeFilter: ['style'], subtree: true })
    })
    const place = await expectUrlHoldsState(page, 'a place')

    await page.getByRole('button', { name: /Price & Acres/ }).click()
    await page.getByLabel('Maximum').first().fill('500000')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.waitForURL((url) => url.pathname.includes('price-under-500000'))
    const filtered = await expectUrlHoldsState(page, 'a price filter')
    expect(filtered.count).not.toBe(place.count)

    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' })
    await page.waitForURL((url) => url.pathname.includes('sort-price-low'))
    const sorted = await expectUrlHoldsState(page, 'a sort')
    expect(sorted.titles).not.toEqual(filtered.titles)
    const sortedUrl = page.url()

    await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Next' }).click()
    await page.waitForURL((url) => /page-2\/$/.test(url.pathname))
    const secondPage = await expectUrlHoldsState(page, 'page 2')
    expect(secondPage.titles).not.toEqual(sorted.titles)

    await page.goBack()
    await page.waitForURL(sortedUrl)
    expect(await settledState(page), 'back to page 1').toEqual(sorted)

    await page.getByRole('navigation', { name: 'Results view' }).getByRole('link', { name: 'Map' }).click()
    await page.waitForURL((url) => url.searchParams.get('view') === 'map')
    const region = page.getByTestId('search-map').getByRole('region', { name: /^Map of [\d,]+ results$/ })
    await region.waitFor({ timeout: 20_000 })
    expect((await expectUrlHoldsState(page, 'the map view')).mapShown).toBe(true)

    const canvas = await region.locator('canvas.maplibregl-canvas').boundingBox()
    if (!canvas) throw new Error('the map canvas has no box')
    const centre = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 }
    await page.mouse.move(centre.x, centre.y)
    await page.mouse.down()
    await page.mouse.move(centre.x + 80, centre.y + 40, { steps: 10 })
    await page.mouse.up()
    await page.waitForURL((url) => url.searchParams.has('bounds'))
    const panned = await expectUrlHoldsState(page, 'a panned map')

    await region.getByRole('button', { name: 'Draw area' }).click()
    for (const [dx, dy] of [
      [-120, -100],
      [120, -90],
      [0, 120],
    ] as const)
      await page.mouse.click(centre.x + dx, centre.y + dy)
    await region.getByRole('button', { name: 'Finish' }).click()
    await page.waitForURL((url) => url.searchParams.has('area'))
    await expectUrlHoldsState(page, 'a drawn area')
    const { pathname } = new URL(page.url())
    expect(pathname, 'the filter stays with the area').toContain('price-under-500000')
    expect(pathname, 'the sort stays with the area').toContain('sort-price-low')

    await page.goBack()
    await page.waitForURL((url) => !url.searchParams.has('area'))
    expect(await settledState(page), 'back from the drawn area').toEqual(panned)
    const journey = await page.evaluate(() => {
      const { journey, blanked } = window as unknown as { journey?: number; blanked?: string[] }
      return { journey, blanked }
    })
    expect(journey.journey, 'one page load').toBe(1)
    expect(journey.blanked, 'the results hidden while a search loaded').toEqual([])
    expect(errors).toEqual([])
  } finally {
    await page.close()
  }
})

// Leads that convert (issue 32): a logged-in buyer writes to a seller from a search card, on every brand, without
// leaving the results, and both emails (the seller's copy, answered to the buyer, and the buyer's own) are in the
// mailbox. Then the seller finds the lead in the lead inbox and answers it by email from there.

/** The county of the seed's fixture listings, which are the seed seller's (the one login a test can be as a seller). */
const fixtureCounty = {
  stateId: 48,
  stateName: 'Texas',
  stateAbbreviation: 'TX',
  countyIdList: [Number(harnessCountyGeoid)],
  countyName: 'Kimble County',
}
const fixtureIds = harnessListings.map((_, i) => String(firstListingId + i))

let sellerSession: Promise<HarnessSession> | undefined
const seller = () =>
  (sellerSession ??= logInForHarness(
    (brandId, path, init) => fetchAsBrand(port, brandId, path, init),
    'seller',
    '2001:db8:32::10',
  ))

let buyerSession: Promise<HarnessSession> | undefined
const buyer = () =>
  (buyerSession ??= logInForHarness(
    (brandId, path, init) => fetchAsBrand(port, brandId, path, init),
    'buyer',
    '2001:db8:32::1',
  ))

test.for(brandIds)(
  '%s: a logged-in buyer writes to a seller from a search card, both emails go, and the seller answers from the inbox',
  async (brandId) => {
    const session = await buyer()
    const info = await fetchAsBrand(port, brandId, '/api/authenticate/logininfo/1', {
      headers: { cookie: session.cookie },
    })
    const { userInfo } = (await info.json()) as { userInfo: { contactName: string; email: string } }
    await browser.context.addCookies([
      { name: 'session', value: session.token, url: brandUrl(port, brandId), httpOnly: true, secure: true },
    ])
    // An address of this test's own: the lead limit counts per client address, and other files write leads too.
    await browser.context.setExtraHTTPHeaders({ 'cf-connecting-ip': `2001:db8:32::${brandIds.indexOf(brandId) + 2}` })
    const page = await browser.context.newPage()
    const errors = collectPageErrors(page)
    try {
      await page.setViewportSize({ width: 375, height: 812 })
      await page.goto(brandUrl(port, brandId, searchUrlCodecs[brandId].build(fixtureCounty)))
      await waitForHydration(page)
      const results = page.url()
      const card = page
        .getByTestId('search-card')
        .filter({ has: page.getByRole('button', { name: /^(Contact Seller|Message)$/ }) })
        .and(page.locator(fixtureIds.map((id) => `[data-listing-id="${id}"]`).join(', ')))
      const first = card.first()
      const listingId = await first.getAttribute('data-listing-id')
      await first.getByRole('button', { name: /^(Contact Seller|Message)$/ }).click()

      const dialog = page.getByRole('dialog')
      expect(await dialog.getByLabel('Name').inputValue()).toBe(userInfo.contactName)
      expect(await dialog.getByLabel('Email').inputValue()).toBe(userInfo.email)
      const message = `Is there water on lot ${listingId}? (${brandId})`
      await dialog.getByLabel('Message (optional)').fill(message)
      await dialog.getByRole('button', { name: 'Send message' }).click()
      await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/^Your message was sent to /)
      expect(page.url(), 'still on the results').toBe(results)

      // Delivered to the local mailbox once the answer has gone (the outbox drains after it).
      const delivered = async () => {
        const mail = await fetchAsBrand(port, brandId, '/api/mailbox/0')
        const { messages } = (await mail.json()) as { messages: MailboxMessage[] }
        return messages.filter((m) => m.text.includes(message) && m.sentVia === 'local-mailbox')
      }
      await expect
        .poll(async () => (await delivered()).map((m) => m.kind).sort())
        .toEqual(['lead-buyer-copy', 'lead-copy'])
      const sent = await delivered()
      const sellerCopy = sent.find((m) => m.kind === 'lead-copy')
      const buyerCopy = sent.find((m) => m.kind === 'lead-buyer-copy')
      expect(sellerCopy?.replyTo, 'an answer to the seller’s copy goes to the buyer').toBe(userInfo.email)
      expect(buyerCopy?.to, 'the buyer’s copy').toBe(userInfo.email)
      for (const copy of [sellerCopy!, buyerCopy!]) expect(copy.text).toMatch(new RegExp(`https?://\\S+${listingId}`))

      // The seller opens the lead inbox, finds the lead (new), opens it and answers it by email.
      await browser.context.clearCookies()
      await browser.context.addCookies([
        { name: 'session', value: (await seller()).token, url: brandUrl(port, brandId), httpOnly: true, secure: true },
      ])
      await page.goto(brandUrl(port, brandId, accountPaths.leads))
      await waitForHydration(page)
      const lead = page.getByTestId('inbox-lead').filter({ hasText: message })
      await expect.poll(() => lead.getAttribute('data-status')).toBe('new')
      await lead.getByRole('button', { name: /^Open/ }).click()
      await expect.poll(() => lead.getByTestId('lead-message').textContent()).toBe(message)
      const answer = `Yes, a well and a creek (${brandId}).`
      await lead.getByLabel(/^Reply by email to /).fill(answer)
      await lead.getByRole('button', { name: 'Send reply' }).click()
      await expect.poll(() => lead.getByRole('status').textContent()).toMatch(/^Your reply was sent to /)
      await expect.poll(() => lead.getAttribute('data-status')).toBe('answered')
      if (brandId === 'land') {
        for (const width of [375, 1401]) {
          await page.setViewportSize({ width, height: 900 })
          await page.screenshot({ path: join(artifactsDir, 'screens', `lead-inbox-${width}.png`), fullPage: true })
        }
        // Manage Listings finds the listing by its id; the URL holds the search, and Back returns to every listing.
        await page.goto(brandUrl(port, brandId, accountPaths.manageListings))
        await waitForHydration(page)
        const find = page.getByRole('search', { name: 'Find your listings' })
        await find.getByLabel('Search your listings').fill(listingId!)
        await find.getByRole('button', { name: 'Search' }).click()
        await page.waitForURL((url) => url.searchParams.get('q') === listingId)
        const rows = page.locator('[data-testid=manage-listings-page]:not([aria-busy]) [data-testid=managed-listing]')
        await expect.poll(() => rows.evaluateAll((all) => all.map((row) => row.dataset.listingId))).toEqual([listingId])
        for (const width of [1401, 375]) {
          await page.setViewportSize({ width, height: 900 })
          await page.screenshot({
            path: join(artifactsDir, 'screens', `manage-listings-find-${width}.png`),
            fullPage: true,
          })
        }
        await page.goBack()
        await page.waitForURL((url) => !url.searchParams.has('q'))
        await expect.poll(() => rows.count()).toBeGreaterThan(1)
      }
      const replied = async () => {
        const mail = await fetchAsBrand(port, brandId, '/api/mailbox/0')
        const { messages } = (await mail.json()) as { messages: MailboxMessage[] }
        return messages.find((m) => m.kind === 'lead-reply' && m.text.includes(answer) && m.sentVia === 'local-mailbox')
      }
      await expect.poll(async () => (await replied())?.to).toBe(userInfo.email)
      const reply = (await replied())!
      expect(reply.replyTo, 'the buyer’s answer goes to the seller').toBe(seedLogins.seller.email)
      expect(reply.text, 'the buyer’s message quoted').toContain(`> ${message}`)
      expect(errors).toEqual([])
    } finally {
      await page.close()
      await browser.context.clearCookies()
      await browser.context.setExtraHTTPHeaders({})
    }
  },
)
