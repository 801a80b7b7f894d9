import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { brands } from '../../brands/brand-registry.ts'
import { contentPath } from '../../routes/links/brand-urls-by-id.ts'
import { contactFieldLimits, contactTopics, type ContactMessage } from '../../web/api/contact.ts'
import { textFlagMessages } from '../../web/rules/field-rules.ts'
import { authMessages, validationMessages } from '../../web/rules/messages.ts'
import app from '../../worker/index.ts'
import { contactRateLimit } from '../../worker/content/contact-mail.ts'
import { sqlRows } from './seeded-db.ts'
import { brandOrigin } from './worker-config.ts'

// The contact page's calls through the real worker: a message lands in the outbox for the brand's support address,
// bad input is refused by field, one address is limited, and a deploy that sends no mail offers the address instead.

let nextIp = 1
/** A fresh client address per message, so the rate limit counts only where a test means it to. */
const freshIp = () => `203.0.113.${nextIp++}`

const messageFor = (change: Partial<ContactMessage> = {}): ContactMessage => ({
  name: 'Ada Fielding',
  email: 'ada.fielding@example.org',
  phone: '(512) 555-0123',
  topic: 'selling',
  message: 'We have 14 ranches to list in the Hill Country. Can we send them as a feed?',
  ...change,
})

const post = (body: unknown, options: { ip?: string; host?: string; siteId?: number; origin?: string } = {}) =>
  exports.default.fetch(`http://${options.host ?? 'land.localhost'}/api/content/contact/${options.siteId ?? 1}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'cf-connecting-ip': options.ip ?? freshIp(),
      ...(options.origin ? { origin: options.origin } : {}),
    },
    body: JSON.stringify(body),
  })

const outboxCount = async () => (await sqlRows<{ n: number }>('SELECT COUNT(*) AS n FROM email_outbox'))[0]!.n

describe('a valid message', () => {
  it('is queued to the support address of the brand, with everything the visitor wrote', async () => {
    const response = await post(messageFor({ name: 'Ada Fielding' }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ accepted: true })
    const mails = await sqlRows<Record<string, string | number>>(
      "SELECT * FROM email_outbox WHERE kind = 'contact-form' AND subject LIKE '%Ada Fielding%'",
    )
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail).toMatchObject({ site_id: 1, to_address: brands.land.supportContact })
    expect(mail.subject).toContain(contactTopics.selling)
    for (const text of [
      'Ada Fielding',
      'ada.fielding@example.org',
      '(512) 555-0123',
      contactTopics.selling,
      'We have 14 ranches to list in the Hill Country. Can we send them as a feed?',
      `land.localhost${contentPath('land', 'contact')}`,
    ]) {
      expect(mail.body_text).toContain(text)
    }
  })

  it('from another brand goes to that brand’s support address', async () => {
    const response = await post(messageFor({ name: 'Rural Writer', phone: '' }), {
      host: 'landwatch.localhost',
      siteId: 2,
    })
    expect(response.status).toBe(200)
    const [mail] = await sqlRows<{ to_address: string; site_id: number; body_text: string }>(
      "SELECT * FROM email_outbox WHERE subject LIKE '%Rural Writer%'",
    )
    expect(mail).toMatchObject({ to_address: brands.landwatch.supportContact, site_id: 2 })
    expect(mail!.body_text).toContain('Phone: (not given)')
  })

  it('is delivered to the local mailbox right after the answer (development)', async () => {
    expect((await post(messageFor({ name: 'Quick Sender' }))).status).toBe(200)
    let sent: { sent_via: string | null } | undefined
    for (let attempt = 0; attempt < 50 && !sent?.sent_via; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      ;[sent] = await sqlRows("SELECT sent_via FROM email_outbox WHERE subject LIKE '%Quick Sender%'")
    }
    expect(sent).toEqual({ sent_via: 'local-mailbox' })
  })
})

describe('a refused message writes nothing', () => {
  it.each<[string, Partial<ContactMessage>, string]>([
    ['name', { name: '' }, validationMessages.required],
    ['name', { name: 'x'.repeat(contactFieldLimits.name + 1) }, validationMessages.maxLength(contactFieldLimits.name)],
    ['name', { name: 'Ada <i>Fielding</i>' }, textFlagMessages.noHtml],
    ['email', { email: 'ada.example.org' }, validationMessages.email],
    ['phone', { phone: '555-01' }, validationMessages.phoneFormat],
    // Area code 123 does not exist: well formed, refused by the server's check of the numbering plan.
    ['phone', { phone: '(123) 456-7890' }, validationMessages.phoneVerified],
    ['topic', { topic: '' as never }, validationMessages.required],
    ['topic', { topic: 'complaint' as never }, validationMessages.required],
    ['message', { message: '   ' }, validationMessages.required],
    ['message', { message: 'See <a href="x">this</a>' }, textFlagMessages.noHtml],
  ])('%s: %j is a 400 naming the field', async (field, change, message) => {
    const before = await outboxCount()
    const response = await post(messageFor(change))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Bad Request', field, message })
    expect(await outboxCount()).toBe(before)
  })

  it('refuses a post another site made', async () => {
    const response = await post(messageFor(), { origin: 'https://elsewhere.example' })
    expect(response.status).toBe(403)
  })
})

describe('one client address', () => {
  it(`may send ${contactRateLimit.max} messages in a window; the next is a 429 and is not queued`, async () => {
    const ip = freshIp()
    for (let i = 1; i <= contactRateLimit.max; i++) {
      expect((await post(messageFor({ name: `Limit Tester ${i}` }), { ip })).status).toBe(200)
    }
    const refused = await post(messageFor({ name: 'Limit Tester over' }), { ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({ field: 'body', message: authMessages.tooManyAttempts })
    const queued = await sqlRows("SELECT id FROM email_outbox WHERE subject LIKE '%Limit Tester%'")
    expect(queued).toHaveLength(contactRateLimit.max)
    // Another address is not held up by this one.
    expect((await post(messageFor({ name: 'Next Door' }))).status).toBe(200)
  })
})

describe('a deploy that sends no mail', () => {
  const noMail = { ...env, EMAIL_PROVIDER: 'none' }
  async function send(url: string, init?: RequestInit) {
    const ctx = createExecutionContext()
    const response = await app.fetch(new Request(url, init), noMail, ctx)
    await waitOnExecutionContext(ctx)
    return response
  }

  it('says so to the page, which offers the support address instead of the form', async () => {
    expect(await (await send('http://land.localhost/api/content/contact/1')).json()).toEqual({ sendsMail: false })
    const page = await send(`${brandOrigin('land')}${contentPath('land', 'contact')}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`href="mailto:${brands.land.supportContact}"`)
    expect(html).toContain('data-testid="contact-mailto"')
    expect(html).not.toContain('data-testid="contact-form"')
  })

  it('refuses a posted message rather than queue mail nobody would read', async () => {
    const before = await outboxCount()
    const response = await send('http://land.localhost/api/content/contact/1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(messageFor()),
    })
    expect(response.status).toBe(503)
    expect(((await response.json()) as { message: string }).message).toContain(brands.land.supportContact)
    expect(await outboxCount()).toBe(before)
  })

  it('is not this one: the page shows the form where mail is sent', async () => {
    expect(await (await exports.default.fetch('http://land.localhost/api/content/contact/1')).json()).toEqual({
      sendsMail: true,
    })
    const html = await (await exports.default.fetch(`${brandOrigin('land')}/contact/`)).text()
    expect(html).toContain('data-testid="contact-form"')
  })
})
