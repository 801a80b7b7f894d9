import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { callPath } from '../../../web/api/api-call.ts'
import { likeCall } from '../../../web/api/account.ts'
import { contactSellerCall } from '../../../web/api/leads.ts'
import { resendSender } from '../../../worker/email/email-senders.ts'
import { seedLogins } from '../../../worker/db/seed/users.ts'
import { seedTestDb, sqlRows } from '../seeded-db.ts'
import { callAs, logInAs } from '../session-client.ts'
import { send } from './security-kit.ts'

// Mail headers are one line (security review, issue 28, finding 10). A subject carries text others wrote: a listing's
// title reached the saved-property mail's subject and the seller's lead copy as written, line breaks and all, and a
// line break in a header ends it and starts another (a Bcc:, a body of the attacker's). Checked where mail is written
// (the outbox) and where it leaves (the provider's request).

const injected = 'Quiet Ranch\r\nBcc: everyone@example.com\n\nClick here'

let listingId: number
let accountId: number

beforeAll(async () => {
  await seedTestDb(20)
  const [listing] = await sqlRows<{ id: number; account_id: number }>(
    `SELECT l.id, l.account_id FROM listings l JOIN users u ON u.account_id = l.account_id
      WHERE u.email = ?1 AND l.market_status = 1 AND l.site_mask & 1 = 1 LIMIT 1`,
    seedLogins.seller.email,
  )
  listingId = listing!.id
  accountId = listing!.account_id
  await sqlRows('UPDATE listings SET title = ?1 WHERE id = ?2', injected, listingId)
})

afterEach(() => {
  vi.restoreAllMocks()
})

const subjectsOf = (kind: string) =>
  sqlRows<{ subject: string; to_address: string }>(
    'SELECT subject, to_address FROM email_outbox WHERE kind = ?1 AND subject LIKE ?2',
    kind,
    '%Quiet Ranch%',
  )

function expectOneLine(rows: { subject: string; to_address: string }[]) {
  expect(rows.length).toBeGreaterThan(0)
  for (const row of rows) {
    expect(row.subject).not.toMatch(/[\r\n]/)
    expect(row.to_address).not.toMatch(/[\r\n]/)
    expect(row.subject).toContain('Quiet Ranch Bcc: everyone@example.com Click here')
  }
}

describe('a listing title with line breaks', () => {
  test('reaches the saved-property mail’s subject as one line', async () => {
    const buyer = await logInAs(seedLogins.buyer.email, seedLogins.buyer.password)
    const liked = await callAs(buyer, callPath(likeCall, { siteId: 1, listingId }), {
      method: 'POST',
      body: JSON.stringify({ liked: true }),
    })
    expect(liked.status).toBe(200)
    expectOneLine(await subjectsOf('saved-property'))
  })

  test('reaches the seller’s lead copy as one line', async () => {
    const lead = await send(callPath(contactSellerCall, { siteId: 1 }), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...(contactSellerCall.example.body as object),
        brokerId: accountId,
        listingIds: [listingId],
        leadSource: 'listing-detail',
      }),
    })
    expect(lead.status, lead.text).toBe(200)
    expectOneLine(await subjectsOf('lead-copy'))
  })

  test('leaves for the provider as one line, whatever the outbox holds', async () => {
    const requests: { subject: string; to: string[]; reply_to: string }[] = []
    const provider = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      requests.push(JSON.parse(String(init?.body)))
      return Response.json({ id: 'sent' })
    })
    const sender = resendSender({ apiKey: 're_test', from: 'Land <mail@land.example>' }, provider as typeof fetch)
    await sender.send({
      id: 1,
      to: 'seller@example.com\r\nBcc: x@example.com',
      subject: injected,
      text: 'Body',
      html: '',
      replyTo: 'buyer@example.com\r\nBcc: y@example.com',
    })
    expect(requests).toHaveLength(1)
    expect(requests[0]!.subject).toBe('Quiet Ranch Bcc: everyone@example.com Click here')
    expect(requests[0]!.to).toEqual(['seller@example.com Bcc: x@example.com'])
    expect(requests[0]!.reply_to).toBe('buyer@example.com Bcc: y@example.com')
  })
})
