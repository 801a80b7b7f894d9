import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { parseWorkerConfig } from '../../worker/config.ts'
import { emailSenderFor, resendSender, type EmailSender, type OutgoingEmail } from '../../worker/email/email-senders.ts'
import { mailboxPageSize } from '../../worker/email/local-mailbox.ts'
import { drainOutbox, maxSendAttempts } from '../../worker/email/outbox-drain.ts'
import worker from '../../worker/index.ts'
import { expectConsoleError } from './console-guard.ts'
import { sqlRows } from './seeded-db.ts'

// The outbox drainer with the local mailbox and with Resend (over a fake fetch), the cron that retries, the email
// vars, and the local mailbox call.

interface OutboxRow {
  id: number
  sent_at: string | null
  sent_via: string | null
  attempts: number
  last_error: string | null
}

/** Writes `n` messages to the outbox as a lead would; their ids in order. */
async function queue(n: number, siteId = 1): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < n; i++) {
    const row = await env.DB.prepare(
      `INSERT INTO email_outbox (site_id, kind, to_address, subject, body_text, created_at)
       VALUES (?1, 'lead-copy', ?2, ?3, ?4, ?5) RETURNING id`,
    )
      .bind(siteId, `seller${i}@ranch.example.com`, `Inquiry ${i}`, `Message ${i}`, new Date().toISOString())
      .first<{ id: number }>()
    ids.push(row!.id)
  }
  return ids
}

const outbox = () =>
  sqlRows<OutboxRow>('SELECT id, sent_at, sent_via, attempts, last_error FROM email_outbox ORDER BY id')
const local = emailSenderFor({ provider: 'local' })!
const later = (start: Date, ms: number) => new Date(start.getTime() + ms)

/** A fetch that answers `statuses` in turn (the last one from then on) and records each request. */
function fakeFetch(...statuses: number[]) {
  const requests: { url: string; init: RequestInit }[] = []
  const send = (async (url: string, init: RequestInit) => {
    requests.push({ url, init })
    const status = statuses[Math.min(requests.length - 1, statuses.length - 1)]!
    return new Response(status === 200 ? '{"id":"49a3999c"}' : '{"message":"try later"}', { status })
  }) as typeof fetch
  return { send, requests }
}
const resendWith = (send: typeof fetch) =>
  resendSender({ apiKey: 're_test_key', from: 'Land <leads@land.example>' }, send)

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare('DELETE FROM email_outbox'), env.DB.prepare('DELETE FROM rate_limits')])
})

describe('the outbox drainer', () => {
  it('marks every unsent message delivered to the local mailbox, once', async () => {
    await queue(3)
    expect(await drainOutbox(env.DB, local)).toEqual({ sent: 3, failed: 0 })
    for (const row of await outbox()) {
      expect(row).toMatchObject({
        sent_at: expect.any(String),
        sent_via: 'local-mailbox',
        attempts: 1,
        last_error: null,
      })
    }
    expect(await drainOutbox(env.DB, local)).toEqual({ sent: 0, failed: 0 })
  })

  it('hands the sender the address an answer goes to', async () => {
    const [id] = await queue(1)
    await env.DB.prepare("UPDATE email_outbox SET reply_to = 'jane.buyer@example.org' WHERE id = ?1").bind(id).run()
    const provider = fakeFetch(200)
    expect(await drainOutbox(env.DB, resendWith(provider.send))).toEqual({ sent: 1, failed: 0 })
    expect(JSON.parse(provider.requests[0]!.init.body as string)).toMatchObject({ reply_to: 'jane.buyer@example.org' })
  })

  it('keeps a message whose send failed, counts the attempt, and retries it once its wait is over', async () => {
    const [id] = await queue(1)
    const provider = fakeFetch(503, 503, 200)
    const start = new Date()
    expect(await drainOutbox(env.DB, resendWith(provider.send), start)).toEqual({ sent: 0, failed: 1 })
    expect(await outbox()).toEqual([
      { id, sent_at: null, sent_via: null, attempts: 1, last_error: expect.stringContaining('Resend answered 503') },
    ])
    // Not again at once: the retry waits (1 minute after the first failure).
    await drainOutbox(env.DB, resendWith(provider.send), later(start, 1_000))
    expect(provider.requests).toHaveLength(1)
    await drainOutbox(env.DB, resendWith(provider.send), later(start, 61_000))
    expect(provider.requests).toHaveLength(2)
    expect((await outbox())[0]).toMatchObject({ sent_at: null, attempts: 2 })
    expect(await drainOutbox(env.DB, resendWith(provider.send), later(start, 3_600_000))).toEqual({
      sent: 1,
      failed: 0,
    })
    expect(await outbox()).toEqual([
      { id, sent_at: expect.any(String), sent_via: 'resend', attempts: 3, last_error: null },
    ])
  })

  it(`gives a message up after ${maxSendAttempts} failed attempts, and says so`, async () => {
    expectConsoleError(/not sent after 8 attempts, given up/)
    await queue(1)
    const provider = fakeFetch(500)
    const start = new Date()
    for (let hour = 1; hour <= maxSendAttempts + 3; hour++) {
      await drainOutbox(env.DB, resendWith(provider.send), later(start, hour * 7 * 3_600_000))
    }
    expect(provider.requests).toHaveLength(maxSendAttempts)
    expect((await outbox())[0]).toMatchObject({ sent_at: null, attempts: maxSendAttempts })
  })

  it('sends each message once when two drains run at the same time', async () => {
    const ids = await queue(10)
    const sent: number[] = []
    const slow: EmailSender = {
      name: 'slow',
      send: async (email) => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        sent.push(email.id)
      },
    }
    const results = await Promise.all([drainOutbox(env.DB, slow), drainOutbox(env.DB, slow)])
    expect(results[0].sent + results[1].sent).toBe(10)
    expect(sent.sort((a, b) => a - b)).toEqual(ids)
  })
})

describe('the Resend sender', () => {
  const email: OutgoingEmail = {
    id: 42,
    to: 'seller@ranch.example.com',
    subject: 'New inquiry',
    text: 'Hi',
    html: '',
    replyTo: '',
  }

  it('posts the message to Resend with the key as a bearer token and the outbox id as idempotency key', async () => {
    const provider = fakeFetch(200)
    await resendWith(provider.send).send(email)
    const [{ url, init }] = provider.requests as [{ url: string; init: RequestInit }]
    expect(url).toBe('https://api.resend.com/emails')
    expect(init.method).toBe('POST')
    expect(init.headers).toEqual({
      authorization: 'Bearer re_test_key',
      'content-type': 'application/json',
      'idempotency-key': 'email-outbox/42',
    })
    expect(JSON.parse(init.body as string)).toEqual({
      from: 'Land <leads@land.example>',
      to: ['seller@ranch.example.com'],
      subject: 'New inquiry',
      text: 'Hi',
    })
  })

  it('sends the HTML body when there is one, and throws on an answer that is not OK', async () => {
    const provider = fakeFetch(200, 422)
    await resendWith(provider.send).send({ ...email, html: '<p>Hi</p>' })
    expect(JSON.parse(provider.requests[0]!.init.body as string)).toMatchObject({ html: '<p>Hi</p>', text: 'Hi' })
    await expect(resendWith(provider.send).send(email)).rejects.toThrow(/Resend answered 422/)
  })

  it('names the address an answer goes to, when the message has one (a lead: the buyer)', async () => {
    const provider = fakeFetch(200)
    await resendWith(provider.send).send({ ...email, replyTo: 'jane.buyer@example.org' })
    expect(JSON.parse(provider.requests[0]!.init.body as string)).toMatchObject({ reply_to: 'jane.buyer@example.org' })
  })
})

describe('the cron', () => {
  it('drains the outbox and clears rate-limit windows (of every limit) older than a day', async () => {
    await queue(2)
    const now = Math.floor(Date.now() / 1000)
    await env.DB.batch(
      [
        ['lead:203.0.113.1', now - 2 * 86_400],
        ['lead:203.0.113.1', now - 60],
        ['login-ip:203.0.113.1', now - 2 * 86_400],
        ['login-ip:203.0.113.1', now - 600],
      ].map(([key, start]) =>
        env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)').bind(key, start),
      ),
    )
    const ctx = createExecutionContext()
    worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), env, ctx)
    await waitOnExecutionContext(ctx)
    expect((await outbox()).map((row) => row.sent_via)).toEqual(['local-mailbox', 'local-mailbox'])
    expect(await sqlRows('SELECT key, window_start FROM rate_limits ORDER BY key')).toEqual([
      { key: 'lead:203.0.113.1', window_start: now - 60 },
      { key: 'login-ip:203.0.113.1', window_start: now - 600 },
    ])
  })
})

describe('the email vars', () => {
  const vars = {
    LAND_HOSTS: 'land.example',
    LANDWATCH_HOSTS: 'rural.example',
    LAF_HOSTS: 'farm.example',
    ENVIRONMENT: 'development',
  }
  const resend = { EMAIL_PROVIDER: 'resend', EMAIL_FROM: 'Land <leads@land.example>', EMAIL_API_KEY: 're_x' }

  it('default to the local mailbox outside production and to none in production', () => {
    expect(parseWorkerConfig(vars).email).toEqual({ provider: 'local' })
    expect(parseWorkerConfig({ ...vars, ENVIRONMENT: 'production', EMAIL_PROVIDER: '' }).email).toEqual({
      provider: 'none',
    })
  })

  it('configure Resend with its sender and key', () => {
    expect(parseWorkerConfig({ ...vars, ENVIRONMENT: 'production', ...resend }).email).toEqual({
      provider: 'resend',
      from: 'Land <leads@land.example>',
      apiKey: 're_x',
    })
  })

  it.each([
    ['EMAIL_PROVIDER', { EMAIL_PROVIDER: 'smtp' }],
    ['EMAIL_PROVIDER', { ENVIRONMENT: 'production', EMAIL_PROVIDER: 'local' }],
    ['EMAIL_FROM', { EMAIL_FROM: 'leads at land' }],
    ['EMAIL_FROM', { ...resend, EMAIL_FROM: '' }],
    ['EMAIL_API_KEY', { ...resend, EMAIL_API_KEY: ' ' }],
  ])('a bad %s is refused with a message naming it (%j)', (name, change) => {
    expect(() => parseWorkerConfig({ ...vars, ...change })).toThrow(new RegExp(`\\b${name}\\b`))
  })
})

describe('GET /api/mailbox/{siteId}', () => {
  const mailbox = (path: string) => exports.default.fetch(`http://land.localhost/api/mailbox/${path}`)

  it('answers the newest messages first, a page at a time, in development', async () => {
    const ids = [...(await queue(mailboxPageSize, 1)), ...(await queue(5, 2))]
    const first = (await (await mailbox('0')).json()) as { messages: { id: number }[]; totalCount: number }
    expect(first.totalCount).toBe(ids.length)
    expect(first.messages.map((message) => message.id)).toEqual(ids.toReversed().slice(0, mailboxPageSize))
    expect(first.messages[0]).toMatchObject({ siteId: 2, to: 'seller4@ranch.example.com', text: 'Message 4' })
    const second = (await (await mailbox('0?pageIndex=1')).json()) as { messages: { id: number }[] }
    expect(second.messages.map((message) => message.id)).toEqual(ids.toReversed().slice(mailboxPageSize))
    const siteTwo = (await (await mailbox('2')).json()) as { messages: { siteId: number }[]; totalCount: number }
    expect(siteTwo.totalCount).toBe(5)
    expect(siteTwo.messages.every((message) => message.siteId === 2)).toBe(true)
  })

  it('refuses a page index that is not a whole number', async () => {
    const response = await mailbox('0?pageIndex=-1')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field: 'pageIndex' })
  })

  it('does not exist in production', async () => {
    await queue(1)
    const ctx = createExecutionContext()
    const response = await worker.fetch(
      new Request('http://land.localhost/api/mailbox/0'),
      { ...env, ENVIRONMENT: 'production' },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('seller0@ranch.example.com')
  })
})
