import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { inboxLead, leadInbox, leadInboxPageSize, type InboxLead } from '../../web/api/lead-inbox.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { leadReplyLimit } from '../../worker/api/lead-inbox-routes.ts'
import { csvField } from '../../worker/leads/leads-csv.ts'
import { expectError } from './seller-client.ts'
import { insertRow, seedSellerAccount, seedTestDb, sqlRows } from './seeded-db.ts'
import { callAs, logInAs, type TestSession } from './session-client.ts'

// The seller's lead inbox (issue 32) through the real worker and D1: the seller's leads newest first against plain
// SQL, the filters, a lead opened, answered and made new again, a reply by email (in the outbox, Reply-To the seller,
// the buyer's message quoted), the CSV file and its guard against formulas, and another seller's lead as a 404.

type Row = Record<string, string | number | null>

let seller: TestSession
let buyer: TestSession
let account: number
let listingId: number
let otherSellersLead: number

let nextLeadId = 9_000_001
/** A lead of the test's own to the seller (newer than any seeded one: the seed's leads are in the past). */
async function addLead(fields: Row = {}): Promise<number> {
  const id = nextLeadId++
  await insertRow('leads', {
    id,
    site_id: 1,
    lead_source: 'listing-detail',
    account_id: account,
    listing_id: listingId,
    name: 'Rita Buyer',
    email: 'rita.buyer@example.com',
    phone: '512-555-0199',
    message: 'Is the creek year-round?\nAnd is there road access?',
    created_at: `2027-01-01T00:00:${String(id % 60).padStart(2, '0')}Z`,
    ...fields,
  })
  return id
}

beforeAll(async () => {
  await seedTestDb(2000)
  seller = await logInAs(seedLogins.seller.email, seedLogins.seller.password)
  buyer = await logInAs(seedLogins.buyer.email, seedLogins.buyer.password)
  account = await seedSellerAccount()
  const [listing] = await sqlRows<{ id: number }>(
    'SELECT id FROM listings WHERE account_id = ?1 AND market_status = 1 AND (site_mask & 1) != 0 ORDER BY id',
    account,
  )
  listingId = listing!.id
  const [other] = await sqlRows<{ id: number }>(
    'SELECT id FROM leads WHERE account_id != ?1 AND listing_id NOT IN (SELECT id FROM listings WHERE parent_account_id = ?1) ORDER BY id LIMIT 1',
    account,
  )
  otherSellersLead = other!.id
})

const inbox = (session: TestSession | null, query = '', pageIndex = 0) =>
  callAs(session, `/api/account/leads/1/${pageIndex}${query}`)

async function inboxPage(query = '', pageIndex = 0) {
  const response = await inbox(seller, query, pageIndex)
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  return v.parse(leadInbox, body)
}

/** Every lead of the filter, page after page. */
async function allPages(query = '') {
  const first = await inboxPage(query)
  const leads = [...first.leads]
  for (let pageIndex = 1; pageIndex < first.pageCount; pageIndex++)
    leads.push(...(await inboxPage(query, pageIndex)).leads)
  expect(leads.length).toBe(first.totalCount)
  return { first, leads }
}

const post = (path: string, body: unknown, session: TestSession | null = seller) =>
  callAs(session, path, { method: 'POST', body: JSON.stringify(body) })

async function marked(leadId: number, body: unknown): Promise<InboxLead> {
  const response = await post(`/api/account/lead/${leadId}`, body)
  const answer = await response.json()
  expect(response.status, JSON.stringify(answer)).toBe(200)
  return v.parse(inboxLead, answer)
}

const leadRow = async (id: number) => (await sqlRows<Row>('SELECT * FROM leads WHERE id = ?1', id))[0]!

/** The seller's leads by plain SQL: its account's and its agents' listings', newest first. */
const sellersLeadIds = async (where = '') =>
  (
    await sqlRows<{ id: number }>(
      `SELECT id FROM leads WHERE (account_id = ?1 OR listing_id IN (SELECT id FROM listings WHERE parent_account_id = ?1))
        ${where} ORDER BY created_at DESC, id DESC`,
      account,
    )
  ).map((row) => row.id)

describe('who may read it', () => {
  it('answers 401 logged out and 403 to a buyer', async () => {
    await expectError(await inbox(null), 401, 'session')
    await expectError(await inbox(buyer), 403, 'session')
    await expectError(await post(`/api/account/lead/${otherSellersLead}`, { read: true }, buyer), 403, 'session')
    await expectError(await callAs(null, '/api/account/leadexport/1'), 401, 'session')
  })

  it('answers 404 for another seller’s lead, the same as for no lead, and leaves it as it was', async () => {
    const before = await leadRow(otherSellersLead)
    const theirs = await post(`/api/account/lead/${otherSellersLead}`, { status: 'answered' })
    const none = await post('/api/account/lead/999999999', { status: 'answered' })
    const [a, b] = [(await theirs.json()) as { message: string }, (await none.json()) as { message: string }]
    expect([theirs.status, none.status]).toEqual([404, 404])
    expect(a.message.replace(String(otherSellersLead), '#')).toBe(b.message.replace('999999999', '#'))
    const reply = await post(`/api/account/lead/${otherSellersLead}/reply`, { message: 'Hello there' })
    expect(reply.status).toBe(404)
    expect(await leadRow(otherSellersLead)).toEqual(before)
    expect(
      await sqlRows("SELECT id FROM email_outbox WHERE kind = 'lead-reply' AND to_address = ?1", before.email),
    ).toEqual([])
  })
})

describe('the list', () => {
  it('is the seller’s leads, newest first, a page at a time, with the count of new ones', async () => {
    await addLead()
    const { first, leads } = await allPages()
    expect(leads.map((lead) => lead.id)).toEqual(await sellersLeadIds())
    expect(first.leads.length).toBeLessThanOrEqual(leadInboxPageSize)
    expect(first.newCount).toBe((await sellersLeadIds("AND status = 'new'")).length)
    const newest = leads[0]!
    expect(newest).toMatchObject({ name: 'Rita Buyer', email: 'rita.buyer@example.com', phone: '512-555-0199' })
    expect(newest.listing?.id).toBe(listingId)
    expect(newest.listing?.url).toMatch(new RegExp(`/${listingId}/$`))
  })

  it.each(['new', 'answered'])('status=%s lists the leads in it', async (status) => {
    const { leads } = await allPages(`?status=${status}`)
    expect(leads.length).toBeGreaterThan(0)
    expect(leads.map((lead) => lead.id)).toEqual(await sellersLeadIds(`AND status = '${status}'`))
  })

  it('listingId lists the leads about that listing, and names it', async () => {
    const { first, leads } = await allPages(`?listingId=${listingId}`)
    expect(leads.map((lead) => lead.id)).toEqual(await sellersLeadIds(`AND listing_id = ${listingId}`))
    expect(first.listing?.id).toBe(listingId)
    const [other] = await sqlRows<{ listing_id: number }>(
      'SELECT listing_id FROM leads WHERE id = ?1',
      otherSellersLead,
    )
    const theirs = await inboxPage(`?listingId=${other!.listing_id}`)
    expect(theirs).toMatchObject({ totalCount: 0, listing: null, leads: [] })
  })

  it.each([
    ['?status=unread', 'status'],
    ['?listingId=abc', 'listingId'],
    ['?listingId=0', 'listingId'],
  ])('%s answers 400 naming %s', async (query, field) => {
    await expectError(await inbox(seller, query), 400, field)
  })
})

describe('marking a lead', () => {
  it('opened, it is read from then on (the first time kept), still new', async () => {
    const id = await addLead()
    const opened = await marked(id, { read: true })
    expect(opened).toMatchObject({ id, status: 'new', answeredAt: null })
    expect(opened.readAt).toMatch(/^\d{4}-/)
    expect((await marked(id, { read: true })).readAt).toBe(opened.readAt)
  })

  it('marked answered by hand records when; marked new again clears it', async () => {
    const id = await addLead()
    const answered = await marked(id, { status: 'answered' })
    expect(answered.status).toBe('answered')
    expect(answered.answeredAt).toMatch(/^\d{4}-/)
    expect(answered.readAt).not.toBeNull()
    expect(await leadRow(id)).toMatchObject({ status: 'answered', answered_at: answered.answeredAt })
    const again = await marked(id, { status: 'new' })
    expect(again).toMatchObject({ status: 'new', answeredAt: null, readAt: answered.readAt })
  })

  it.each([
    [{}, 'body'],
    [{ read: false }, 'read'],
    [{ status: 'done' }, 'status'],
  ])('answers 400 for %j naming %s', async (body, field) => {
    await expectError(await post(`/api/account/lead/${await addLead()}`, body), 400, field)
  })
})

describe('a reply by email', () => {
  it('goes to the buyer from the site, Reply-To the seller, the buyer’s message quoted, and answers the lead', async () => {
    const id = await addLead({ email: 'quinn.reply@example.com', name: 'Quinn' })
    const response = await post(`/api/account/lead/${id}/reply`, { message: 'Yes, it runs all year. Come Saturday?' })
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    expect(v.parse(inboxLead, body)).toMatchObject({ id, status: 'answered' })
    const [mail] = await sqlRows<Row>(
      "SELECT * FROM email_outbox WHERE kind = 'lead-reply' AND to_address = 'quinn.reply@example.com'",
    )
    expect(mail).toMatchObject({ reply_to: seedLogins.seller.email, site_id: 1 })
    const text = String(mail!.body_text)
    expect(text).toContain('Yes, it runs all year. Come Saturday?')
    expect(text).toContain('> Is the creek year-round?\n> And is there road access?')
    expect(text).toMatch(new RegExp(`https?://\\S+/${listingId}/`))
    expect(String(mail!.subject)).toMatch(/^Re: /)
    expect(await leadRow(id)).toMatchObject({ status: 'answered' })
  })

  it('answers 400 for an empty message, sending nothing', async () => {
    const id = await addLead({ email: 'empty.reply@example.com' })
    await expectError(await post(`/api/account/lead/${id}/reply`, { message: '   ' }), 400, 'message')
    expect(await sqlRows("SELECT id FROM email_outbox WHERE to_address = 'empty.reply@example.com'")).toEqual([])
    expect((await leadRow(id)).status).toBe('new')
  })

  it('is rate-limited per seller: past the limit a 429 with Retry-After, nothing sent', async () => {
    const seconds = Math.floor(Date.now() / 1000)
    const windowStart = seconds - (seconds % leadReplyLimit.windowSeconds)
    await sqlRows(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, ?3)
       ON CONFLICT (key, window_start) DO UPDATE SET count = ?3`,
      `lead-reply:${account}`,
      windowStart,
      leadReplyLimit.max,
    )
    const id = await addLead({ email: 'limited.reply@example.com' })
    const response = await post(`/api/account/lead/${id}/reply`, { message: 'One too many' })
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await sqlRows("SELECT id FROM email_outbox WHERE to_address = 'limited.reply@example.com'")).toEqual([])
    expect((await leadRow(id)).status).toBe('new')
    await sqlRows('DELETE FROM rate_limits WHERE key = ?1', `lead-reply:${account}`)
  })
})

/** RFC 4180 read back: quoted fields with doubled quotes, commas and line breaks inside them, CRLF between records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let field = ''
  let record: string[] = []
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') ((field += '"'), i++)
      else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') (record.push(field), (field = ''))
    else if (char === '\r' && text[i + 1] === '\n')
      (record.push(field), records.push(record), (record = []), (field = ''), i++)
    else field += char
  }
  return records
}

describe('the CSV file', () => {
  it('is every lead of the filter as text/csv with a file name, quoted by RFC 4180, formulas defused', async () => {
    const hostile = await addLead({
      name: '=HYPERLINK("http://evil.example","Click")',
      email: 'csv.buyer@example.com',
      phone: '+1 512 555 0100',
      message: '@SUM(A1:A9), "quoted"\nsecond line',
    })
    const response = await callAs(seller, `/api/account/leadexport/1?listingId=${listingId}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="leads-listing-${listingId}-\\d{4}-\\d\\d-\\d\\d\\.csv"$`),
    )
    const text = await response.text()
    expect(text.endsWith('\r\n')).toBe(true)
    const [header, ...rows] = parseCsv(text)
    expect(header).toEqual([
      'Date',
      'Status',
      'Name',
      'Email',
      'Phone',
      'Message',
      'Listing ID',
      'Listing',
      'Listing URL',
    ])
    expect(rows.length).toBe((await sellersLeadIds(`AND listing_id = ${listingId}`)).length)
    const row = rows.find((cells) => cells[3] === 'csv.buyer@example.com')!
    expect(row[2]).toBe(`'=HYPERLINK("http://evil.example","Click")`)
    expect(row[4]).toBe(`'+1 512 555 0100`)
    expect(row[5]).toBe(`'@SUM(A1:A9), "quoted"\nsecond line`)
    expect(row[6]).toBe(String(listingId))
    expect(row[8]).toMatch(new RegExp(`^https?://\\S+/${listingId}/$`))
    expect(await leadRow(hostile)).toMatchObject({ status: 'new' })
  })

  it('without a filter is all the seller’s leads; with status, those in it', async () => {
    const all = parseCsv(await (await callAs(seller, '/api/account/leadexport/1')).text())
    expect(all.length - 1).toBe((await sellersLeadIds()).length)
    const answered = await callAs(seller, '/api/account/leadexport/1?status=answered')
    expect(answered.headers.get('content-disposition')).toMatch(/filename="leads-answered-/)
    const rows = parseCsv(await answered.text()).slice(1)
    expect(rows.length).toBe((await sellersLeadIds("AND status = 'answered'")).length)
    for (const cells of rows) expect(cells[1]).toBe('answered')
  })

  it.each([
    ['=1+1', "'=1+1"],
    ['-2', "'-2"],
    ['\tcmd', "'\tcmd"],
    ['plain, with comma', '"plain, with comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['fine', 'fine'],
  ])('writes %j as %j', (value, written) => {
    expect(csvField(value)).toBe(written)
  })

  it('answers 400 naming a bad filter', async () => {
    await expectError(await callAs(seller, '/api/account/leadexport/1?status=all'), 400, 'status')
  })
})
