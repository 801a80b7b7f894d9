import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { priceDisplay } from '../../web/format/listing-format.ts'
import { listingLogTypes } from '../../web/api/logging.ts'
import { leadFieldLimits, type ContactSellerLead } from '../../web/leads/lead-form.ts'
import { textFlagMessages } from '../../web/rules/field-rules.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import { leadRateLimit } from '../../worker/leads/lead-rate-limit.ts'
import { expectConsoleError } from './console-guard.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// POST /api/lead/contact/{siteId} through the real worker: what a lead stores (lead rows, the seller's copy in the
// outbox, the 'email lead' events), what it refuses, and that refusing stores nothing.

let nextIp = 1
/** A fresh client address per lead, so the rate limit only counts where a test means it to. */
const freshIp = () => `198.51.100.${nextIp++}`

const postLead = (body: unknown, ip = freshIp(), siteId = 2) =>
  exports.default.fetch(`http://landwatch.localhost/api/lead/contact/${siteId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify(body),
  })

interface SellerListing {
  accountId: number
  email: string
  listingId: number
  title: string
  price: number
}
let seller: { accountId: number; email: string; listings: SellerListing[] }
let otherSellersListing: number

beforeAll(async () => {
  await seedTestDb(300, 5)
  // A seller with an address and at least two listings.
  const rows = await sqlRows<SellerListing>(
    `SELECT a.account_id AS accountId, a.email, l.id AS listingId, l.title, l.price
       FROM listings l JOIN accounts a ON a.account_id = l.account_id
      WHERE a.is_active = 1 AND a.email != '' AND a.account_id IN (
            SELECT account_id FROM listings GROUP BY account_id HAVING COUNT(*) >= 2)
      ORDER BY a.account_id, l.id`,
  )
  const first = rows[0]!
  seller = {
    accountId: first.accountId,
    email: first.email,
    listings: rows.filter((r) => r.accountId === first.accountId),
  }
  const [other] = await sqlRows<{ id: number }>(
    'SELECT id FROM listings WHERE account_id != ?1 AND parent_account_id IS NOT ?1 LIMIT 1',
    seller.accountId,
  )
  otherSellersListing = other!.id
})

const leadFor = (change: Partial<ContactSellerLead> = {}): ContactSellerLead => ({
  name: 'Jane Buyer',
  email: 'jane.buyer@example.org',
  phone: '(512) 555-0123',
  message: 'Is the creek on the property year-round?',
  siteId: 2,
  leadSource: 'listing-detail',
  brokerId: seller.accountId,
  listingIds: [seller.listings[0]!.listingId],
  ...change,
})

const count = async (table: string) => (await sqlRows<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))[0]!.n
/** Rows of every table a lead writes: a refused lead must leave all of them as they were. */
const storedCounts = async () => ({
  leads: await count('leads'),
  outbox: await count('email_outbox'),
  events: await count('listing_events'),
  rateLimits: await count('rate_limits'),
})

interface OutboxRow {
  to_address: string
  reply_to: string
  subject: string
  body_text: string
  kind: string
}

/** The email links to the listing's page on landwatch, and that page answers. */
async function expectListingLink(text: string, listing: SellerListing) {
  const link = /^ {2}(https?:\/\/\S+)$/m.exec(text)?.[1]
  expect(link, text).toMatch(/^http:\/\/landwatch\.localhost/)
  expect(link).toContain(String(listing.listingId))
  const page = await exports.default.fetch(link!)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('data-page-name="Listing Detail"')
}

describe('a valid lead', () => {
  it('is stored, with a copy for the seller in the outbox and an email-lead event', async () => {
    const listing = seller.listings[0]!
    const ip = freshIp()
    const response = await postLead(leadFor({ name: 'Ada Fielding' }), ip)
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { accepted: boolean; leadIds: number[] }
    expect(answer).toEqual({ accepted: true, leadIds: [expect.any(Number)] })

    const [lead] = await sqlRows('SELECT * FROM leads WHERE id = ?1', answer.leadIds[0])
    expect(lead).toMatchObject({
      site_id: 2,
      lead_source: 'listing-detail',
      account_id: seller.accountId,
      listing_id: listing.listingId,
      name: 'Ada Fielding',
      email: 'jane.buyer@example.org',
      phone: '(512) 555-0123',
      message: 'Is the creek on the property year-round?',
      property_title: listing.title,
      price: listing.price,
      ip_address: ip,
    })

    const copies = await sqlRows<OutboxRow>("SELECT * FROM email_outbox WHERE subject LIKE '%Ada Fielding%'")
    expect(copies).toHaveLength(1)
    const copy = copies[0]!
    expect(copy).toMatchObject({ kind: 'lead-copy', to_address: seller.email, site_id: 2 })
    expect(copy.subject).toContain(listing.title)
    for (const text of [
      'Ada Fielding',
      'jane.buyer@example.org',
      '(512) 555-0123',
      'Is the creek on the property year-round?',
      listing.title,
      String(listing.listingId),
      priceDisplay(listing.price),
    ]) {
      expect(copy.body_text).toContain(text)
    }
    // An answer goes straight to the buyer, and the link opens the listing on the site the buyer wrote from.
    expect(copy).toMatchObject({ reply_to: 'jane.buyer@example.org' })
    await expectListingLink(copy.body_text, listing)

    const events = await sqlRows('SELECT * FROM listing_events WHERE ip_address = ?1', ip)
    expect(events).toEqual([
      expect.objectContaining({
        log_type: listingLogTypes.emailLead,
        site_id: 2,
        account_id: seller.accountId,
        listing_id: listing.listingId,
      }),
    ])
  })

  it('sends the buyer a copy: to whom, the listing (title, price, link) and the message as sent', async () => {
    const listing = seller.listings[0]!
    const response = await postLead(leadFor({ name: 'Cal Copy', email: 'cal.copy@example.org' }))
    expect(response.status).toBe(200)
    const copies = await sqlRows<OutboxRow>("SELECT * FROM email_outbox WHERE to_address = 'cal.copy@example.org'")
    expect(copies).toHaveLength(1)
    const copy = copies[0]!
    expect(copy).toMatchObject({ kind: 'lead-buyer-copy', site_id: 2, reply_to: '' })
    expect(copy.subject).toContain(listing.title)
    for (const text of ['Hello Cal Copy', listing.title, priceDisplay(listing.price), leadFor().message!]) {
      expect(copy.body_text).toContain(text)
    }
    // Not the seller's address: the buyer reaches the seller through the site, the seller answers the buyer.
    expect(copy.body_text).not.toContain(seller.email)
    await expectListingLink(copy.body_text, listing)
  })

  it('about two listings is one lead row and one event per listing, and one copy naming both', async () => {
    const [a, b] = seller.listings as [SellerListing, SellerListing]
    const ip = freshIp()
    const response = await postLead(leadFor({ name: 'Two Lots', listingIds: [a.listingId, b.listingId] }), ip)
    expect(response.status).toBe(200)
    const leads = await sqlRows<{ listing_id: number }>('SELECT listing_id FROM leads WHERE ip_address = ?1', ip)
    expect(leads.map((lead) => lead.listing_id).sort()).toEqual([a.listingId, b.listingId].sort())
    expect(await sqlRows('SELECT id FROM listing_events WHERE ip_address = ?1', ip)).toHaveLength(2)
    const copies = await sqlRows<{ body_text: string }>(
      "SELECT body_text FROM email_outbox WHERE subject LIKE '%Two Lots%'",
    )
    expect(copies).toHaveLength(1)
    expect(copies[0]!.body_text).toContain(a.title)
    expect(copies[0]!.body_text).toContain(b.title)
  })

  it('about no listing is one row with the context the modal was opened with', async () => {
    const ip = freshIp()
    const context = { stateId: 48, countyId: 48453, price: 250000, acres: 12.5, propertyTitle: 'Seller page' }
    const response = await postLead(leadFor({ listingIds: [], leadSource: 'seller-profile', ...context }), ip)
    expect(response.status).toBe(200)
    expect(await sqlRows('SELECT * FROM leads WHERE ip_address = ?1', ip)).toEqual([
      expect.objectContaining({
        listing_id: null,
        lead_source: 'seller-profile',
        state_id: 48,
        county_id: 48453,
        price: 250000,
        acres: 12.5,
        property_title: 'Seller page',
      }),
    ])
    expect(await sqlRows('SELECT listing_id FROM listing_events WHERE ip_address = ?1', ip)).toEqual([
      { listing_id: null },
    ])
  })

  it('keeps a well-formed phone number the phone check cannot judge (spec §5: it passes)', async () => {
    // '+999…': no country has calling code 999, so the phone plan cannot say whether the number exists.
    const ip = freshIp()
    const response = await postLead(leadFor({ phone: '+999 123 4567' }), ip)
    expect(response.status).toBe(200)
    expect(await sqlRows('SELECT phone FROM leads WHERE ip_address = ?1', ip)).toEqual([{ phone: '+999 123 4567' }])
  })

  it('is delivered to the local mailbox right after it is stored (development)', async () => {
    const response = await postLead(leadFor({ name: 'Quick Delivery' }))
    expect(response.status).toBe(200)
    let delivered: { sent_at: string | null; sent_via: string | null } | undefined
    for (let attempt = 0; attempt < 50 && !delivered?.sent_at; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      ;[delivered] = await sqlRows("SELECT sent_at, sent_via FROM email_outbox WHERE subject LIKE '%Quick Delivery%'")
    }
    expect(delivered).toMatchObject({ sent_at: expect.any(String), sent_via: 'local-mailbox' })
  })

  it('to a seller without an address is stored without the seller’s copy (the buyer’s only), and says so in the log', async () => {
    const listing = seller.listings[1]!
    await env.DB.prepare("UPDATE accounts SET email = '' WHERE account_id = ?1").bind(seller.accountId).run()
    try {
      expectConsoleError(/has no email, no copy sent/)
      const before = await storedCounts()
      const response = await postLead(leadFor({ name: 'No Address', listingIds: [listing.listingId] }))
      expect(response.status).toBe(200)
      const after = await storedCounts()
      expect(after.leads).toBe(before.leads + 1)
      expect(after.events).toBe(before.events + 1)
      const [mail] = await sqlRows<OutboxRow>("SELECT * FROM email_outbox WHERE body_text LIKE 'Hello No Address,%'")
      expect(after.outbox).toBe(before.outbox + 1)
      expect(mail).toMatchObject({ kind: 'lead-buyer-copy' })
    } finally {
      await env.DB.prepare('UPDATE accounts SET email = ?2 WHERE account_id = ?1')
        .bind(seller.accountId, seller.email)
        .run()
    }
  })

  it('gives a seller whose login has the copy’s address a one-time login to Manage Listings, and nobody else', async () => {
    const copyText = async () =>
      (
        await sqlRows<{ body_text: string }>(
          "SELECT body_text FROM email_outbox WHERE kind = 'lead-copy' ORDER BY id DESC LIMIT 1",
        )
      )[0]!.body_text
    await postLead(leadFor())
    expect(await copyText()).not.toMatch(/logintoken=/)
    // The seller's login, at the account's own address: its copies carry the link.
    await env.DB.prepare(
      `INSERT INTO users (email, contact_name, password_hash, is_seller, account_id, created_at, updated_at)
       VALUES (?1, 'Seller', 'none', 1, ?2, '2026-11-21T00:00:00Z', '2026-11-21T00:00:00Z')`,
    )
      .bind(seller.email.toUpperCase(), seller.accountId)
      .run()
    await postLead(leadFor())
    const link = /\/\?logintoken=([A-Za-z0-9_-]{43})/.exec(await copyText())
    expect(link).not.toBeNull()
    const login = await exports.default.fetch(
      `http://landwatch.localhost/api/authenticate/loginviatoken/${link![1]}/2`,
      {
        method: 'POST',
      },
    )
    expect(login.status).toBe(200)
    expect(((await login.json()) as { userInfo: { isSeller: boolean } }).userInfo.isSeller).toBe(true)
  })

  it('loses none when 20 arrive at once from different addresses', async () => {
    const before = await storedCounts()
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postLead(leadFor({ name: `Crowd Buyer ${i}` }))),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200))
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { leadIds: number[] }).leadIds[0]))
    expect(new Set(ids).size).toBe(20)
    const after = await storedCounts()
    expect(after.leads - before.leads).toBe(20)
    // The seller's copy and the buyer's of each.
    expect(after.outbox - before.outbox).toBe(40)
    expect(after.events - before.events).toBe(20)
  })
})

describe('a refused lead stores nothing', () => {
  const long = (n: number) => 'a'.repeat(n)
  it.each<[string, Partial<ContactSellerLead>, string]>([
    ['name', { name: '' }, validationMessages.required],
    ['name', { name: undefined }, validationMessages.required],
    ['name', { name: long(leadFieldLimits.name + 1) }, validationMessages.maxLength(leadFieldLimits.name)],
    ['name', { name: 'Jane <b>Buyer</b>' }, textFlagMessages.noHtml],
    ['name', { name: 'Jane from www.landflip.biz' }, textFlagMessages.noUrl],
    ['name', { name: 'Jane jane@example.org' }, textFlagMessages.noEmail],
    ['email', { email: '' }, validationMessages.required],
    ['email', { email: 'jane.example.org' }, validationMessages.email],
    ['phone', { phone: '555-0123' }, validationMessages.phoneFormat],
    // Well formed, but no North American number has the area code 123.
    ['phone', { phone: '123-456-7890' }, validationMessages.phoneVerified],
    ['message', { message: long(leadFieldLimits.message + 1) }, validationMessages.maxLength(leadFieldLimits.message)],
    ['message', { message: 'Call me <a href="x">here</a>' }, textFlagMessages.noHtml],
    ['message', { message: 'Cheaper at https://elsewhere.example/land' }, textFlagMessages.noUrl],
    ['siteId', { siteId: 3 }, 'siteId must be the site of the path (2)'],
  ])('%s: %j answers 400 with "%s"', async (field, change, message) => {
    const before = await storedCounts()
    const response = await postLead(leadFor(change))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Bad Request', field, message })
    expect(await storedCounts()).toEqual(before)
  })

  it.each<[string, () => Partial<ContactSellerLead>]>([
    ['brokerId', () => ({ brokerId: 9_999_999 })],
    ['listingIds', () => ({ listingIds: [9_999_999] })],
    ['listingIds', () => ({ listingIds: [seller.listings[0]!.listingId, otherSellersListing] })],
  ])('%s naming nothing of the seller answers 404 on the field', async (field, change) => {
    const before = await storedCounts()
    const response = await postLead(leadFor(change()))
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: 'Not Found', field })
    expect(await storedCounts()).toEqual(before)
  })

  it(`past ${leadRateLimit.maxLeads} from one address in ${leadRateLimit.windowSeconds / 60} minutes, with 429`, async () => {
    // All posts in one window: wait out a window that is about to end.
    const secondsLeft = leadRateLimit.windowSeconds - (Math.floor(Date.now() / 1000) % leadRateLimit.windowSeconds)
    if (secondsLeft < 10) await new Promise((resolve) => setTimeout(resolve, (secondsLeft + 1) * 1000))
    const ip = freshIp()
    for (let i = 0; i < leadRateLimit.maxLeads; i++) {
      expect((await postLead(leadFor({ name: `Busy Buyer ${i}` }), ip)).status).toBe(200)
    }
    const leadsBefore = await count('leads')
    const outboxBefore = await count('email_outbox')
    const refused = await postLead(leadFor({ name: 'One Too Many' }), ip)
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(leadRateLimit.windowSeconds)
    expect(await refused.json()).toMatchObject({ error: 'Too Many Requests', message: expect.stringContaining('5') })
    expect(await count('leads')).toBe(leadsBefore)
    expect(await count('email_outbox')).toBe(outboxBefore)
    expect(await sqlRows("SELECT id FROM leads WHERE name = 'One Too Many'")).toEqual([])
    // Another address is not held back.
    expect((await postLead(leadFor())).status).toBe(200)
  }, 30_000)
})
