import { env } from 'cloudflare:workers'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { siteIds } from '../../brands/site-ids.ts'
import { callPath } from '../../web/api/api-call.ts'
import { unsubscribeAboutCall, unsubscribeCall, unsubscribeRefusals } from '../../web/api/unsubscribe.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import { saveProperty } from '../../worker/account/saved-properties.ts'
import { sendDailyDigests } from '../../worker/alerts/daily-digests.ts'
import { queueInstantAlerts } from '../../worker/alerts/instant-alerts.ts'
import { unsubscribeLinker, unsubscribeTarget } from '../../worker/alerts/unsubscribe-token.ts'
import { alertSite } from '../../worker/alerts/alert-sites.ts'
import { resendSender } from '../../worker/email/email-senders.ts'
import { drainOutbox } from '../../worker/email/outbox-drain.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { landscapePng } from './photo-fixtures.ts'
import { send } from './security/security-kit.ts'
import { callAs, logInAs } from './session-client.ts'
import { insertRow, seedTestDb, sqlRows } from './seeded-db.ts'
import { testConfig } from './worker-config.ts'

// Watched favourites (issue 32): a hearted listing's price drop, status change or new photos reach its buyer at once,
// in a daily message or not at all, each change once; and every alert's signed one-click unsubscribe link.

const hourMs = 3_600_000
const start = new Date('2030-06-01T12:00:00Z')
const at = (ms: number) => new Date(start.getTime() + ms)

const buyers = { instant: 91_001, daily: 91_002, off: 91_003 }
const emailOf = (user: number) => `watcher${user}@buyers.test`

interface OutboxRow {
  site_id: number
  kind: string
  to_address: string
  subject: string
  body_text: string
  unsubscribe_url: string
}
const outbox = () =>
  sqlRows<OutboxRow>(
    'SELECT site_id, kind, to_address, subject, body_text, unsubscribe_url FROM email_outbox ORDER BY id',
  )

let spare: number[] = []

beforeAll(async () => {
  await seedTestDb(60)
  spare = (await sqlRows<{ id: number }>('SELECT id FROM listings ORDER BY id DESC LIMIT 40')).map((r) => r.id)
  for (const [setting, id] of Object.entries(buyers)) {
    await insertRow('users', {
      id,
      email: emailOf(id),
      contact_name: `Watcher ${setting}`,
      password_hash: 'not-a-login',
      favourite_alerts: setting,
      created_at: '2030-01-01T00:00:00Z',
      updated_at: '2030-01-01T00:00:00Z',
    })
  }
})

beforeEach(async () => {
  // Each test's own hearts and mail only; the seed's saved searches would mail about the same listings.
  await env.DB.batch(
    ['email_outbox', 'saved_properties', 'saved_searches'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  )
  await sqlRows('UPDATE users SET favourite_digest_at = NULL')
})

/** A seeded listing, available at $300,000 on every site, hearted on the land site by the buyers named: its id. */
async function hearted(...users: number[]): Promise<number> {
  const id = spare.pop()!
  await sqlRows(
    'UPDATE listings SET price = 300000, market_status = 1, site_mask = 7, title = ?2 WHERE id = ?1',
    id,
    `Quiet Creek Ranch ${id}`,
  )
  for (const user of users) await saveProperty(env.DB, user, siteIds.land, id, at(0), null)
  return id
}

const setPrice = (id: number, price: number) => sqlRows('UPDATE listings SET price = ?2 WHERE id = ?1', id, price)
const setStatus = (id: number, status: number) =>
  sqlRows('UPDATE listings SET market_status = ?2 WHERE id = ?1', id, status)
let nextPhoto = 100_000_000_001
async function addPhotos(id: number, count: number) {
  for (let i = 0; i < count; i++) {
    await insertRow('listing_photos', {
      document_id: nextPhoto++,
      listing_id: id,
      width: 900,
      height: 600,
      bytes: 1000,
      uploaded_at: '2030-06-01T12:00:00Z',
    })
  }
}

const listingLink = (id: number) =>
  new RegExp(`http://${testConfig.hosts.land[0]!.replace(/\./g, '\\.')}:8787/\\S*${id}`)

describe('instant favourite alerts', () => {
  it('tell a price drop once: the listing, the old and new price, its link and an unsubscribe link', async () => {
    const id = await hearted(buyers.instant, buyers.daily, buyers.off)
    await setPrice(id, 250_000)
    expect(await queueInstantAlerts(env.DB, id, at(hourMs))).toBe(1)
    expect(await queueInstantAlerts(env.DB, id, at(2 * hourMs))).toBe(0)
    const [mail, ...others] = await outbox()
    expect(others).toEqual([])
    expect(mail).toMatchObject({ site_id: siteIds.land, kind: 'favourite-alert', to_address: emailOf(buyers.instant) })
    expect(mail!.subject).toBe(`Price reduced from $300,000 to $250,000: Quiet Creek Ranch ${id}`)
    expect(mail!.body_text).toContain('Price reduced from $300,000 to $250,000')
    expect(mail!.body_text).toMatch(listingLink(id))
    expect(mail!.body_text).toMatch(/To stop these emails: http:\/\/\S+\/unsubscribe\/f91001\.[\w-]{43}/)
    expect(mail!.unsubscribe_url).toMatch(/^http:\/\/\S+\/api\/unsubscribe\/f91001\.[\w-]{43}$/)
  })

  it('say nothing of a price that rises, then tell the drop from the raised price', async () => {
    const id = await hearted(buyers.instant)
    await setPrice(id, 320_000)
    expect(await queueInstantAlerts(env.DB, id, at(hourMs))).toBe(0)
    await setPrice(id, 310_000)
    expect(await queueInstantAlerts(env.DB, id, at(2 * hourMs))).toBe(1)
    expect((await outbox())[0]!.body_text).toContain('Price reduced from $320,000 to $310,000')
  })

  it('tell a status change, and the listing back on the market', async () => {
    const id = await hearted(buyers.instant)
    await setStatus(id, marketStatus.underContract)
    expect(await queueInstantAlerts(env.DB, id, at(hourMs))).toBe(1)
    await setStatus(id, marketStatus.available)
    expect(await queueInstantAlerts(env.DB, id, at(2 * hourMs))).toBe(1)
    const [contract, back] = await outbox()
    expect(contract!.body_text).toContain('Now under contract (was on the market)')
    expect(back!.body_text).toContain('Back on the market (was under contract)')
  })

  it('tell new photos, counted, and not the photos it had when hearted', async () => {
    const id = spare.at(-1)!
    await addPhotos(id, 1)
    await hearted(buyers.instant)
    await addPhotos(id, 2)
    expect(await queueInstantAlerts(env.DB, id, at(hourMs))).toBe(1)
    expect((await outbox())[0]!.body_text).toContain('2 new photos')
  })

  it('tell nothing of changes made before the heart, or to a save with no baseline yet', async () => {
    const id = spare.pop()!
    await setPrice(id, 500_000)
    await setPrice(id, 400_000)
    await saveProperty(env.DB, buyers.instant, siteIds.land, id, at(0), null)
    expect(await queueInstantAlerts(env.DB, id, at(hourMs))).toBe(0)
    // A save of before migration 0035 (or the seed's): its first look records the listing, silently.
    await sqlRows('UPDATE saved_properties SET heard_price = NULL, heard_status = NULL WHERE listing_id = ?1', id)
    await setPrice(id, 350_000)
    expect(await queueInstantAlerts(env.DB, id, at(2 * hourMs))).toBe(0)
    await setPrice(id, 340_000)
    expect(await queueInstantAlerts(env.DB, id, at(3 * hourMs))).toBe(1)
  })
})

describe('daily favourite alerts', () => {
  it('gather a day of changes into one message, once, and none for buyers who switched them off', async () => {
    const first = await hearted(buyers.daily, buyers.off)
    const second = await hearted(buyers.daily, buyers.off)
    await setPrice(first, 280_000)
    await setStatus(second, marketStatus.sold)
    // Not at once: the daily buyer waits for the day's message, the buyer who switched them off gets none.
    expect(await queueInstantAlerts(env.DB, first, at(hourMs))).toBe(0)
    expect(await sendDailyDigests(env.DB, at(hourMs), testConfig)).toBe(1)
    const [mail, ...others] = await outbox()
    expect(others).toEqual([])
    expect(mail!.to_address).toBe(emailOf(buyers.daily))
    expect(mail!.subject).toBe('2 properties you saved changed')
    expect(mail!.body_text).toContain('Price reduced from $300,000 to $280,000')
    expect(mail!.body_text).toContain('Now sold (was on the market)')
    expect(mail!.body_text).toContain('once a day')
    // A day later with nothing new: no message; a change after it, the next day.
    expect(await sendDailyDigests(env.DB, at(25 * hourMs), testConfig)).toBe(0)
    await setPrice(first, 270_000)
    expect(await sendDailyDigests(env.DB, at(26 * hourMs), testConfig)).toBe(0)
    expect(await sendDailyDigests(env.DB, at(49 * hourMs), testConfig)).toBe(1)
    expect((await outbox())[1]!.body_text).toContain('Price reduced from $280,000 to $270,000')
  })
})

describe('the unsubscribe link', () => {
  const tokenOf = (url: string) => url.split('/').at(-1)!

  it('stops the favourite alerts with one POST and no login, and says so to a GET', async () => {
    await sqlRows("UPDATE users SET favourite_alerts = 'instant' WHERE id = ?1", buyers.instant)
    const id = await hearted(buyers.instant)
    await setPrice(id, 200_000)
    await queueInstantAlerts(env.DB, id, at(hourMs))
    const token = tokenOf((await outbox())[0]!.unsubscribe_url)
    const about = await send(callPath(unsubscribeAboutCall, { token }))
    expect(about.status).toBe(200)
    expect(about.json).toMatchObject({ kind: 'favourites', stopped: false })
    // As a mail client posts it (RFC 8058): a form body, no cookie, no CSRF token, from another origin.
    const posted = await send(callPath(unsubscribeCall, { token }), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(posted.status, posted.text).toBe(200)
    expect(posted.json).toMatchObject({ kind: 'favourites', stopped: true })
    expect(await sqlRows('SELECT favourite_alerts FROM users WHERE id = ?1', buyers.instant)).toEqual([
      { favourite_alerts: 'off' },
    ])
    await setPrice(id, 150_000)
    expect(await queueInstantAlerts(env.DB, id, at(2 * hourMs))).toBe(0)
    await sqlRows("UPDATE users SET favourite_alerts = 'instant' WHERE id = ?1", buyers.instant)
  })

  it('of a saved search switches that search to No Updates', async () => {
    await insertRow('saved_searches', {
      id: 7,
      user_id: buyers.instant,
      site_id: siteIds.land,
      name: 'Texas ranches',
      notify: 'Instant',
      criteria: '{"stateId":48}',
      path: '/Texas/',
      created_at: '2030-01-01T00:00:00Z',
      updated_at: '2030-01-01T00:00:00Z',
    })
    const link = await (
      await unsubscribeLinker(env.DB)
    )({ kind: 'saved-search', id: 7 }, alertSite(siteIds.land, testConfig))
    const token = tokenOf(link.oneClick)
    expect((await send(callPath(unsubscribeAboutCall, { token }))).json).toMatchObject({
      kind: 'saved-search',
      description: expect.stringContaining('"Texas ranches"'),
    })
    expect((await send(callPath(unsubscribeCall, { token }), { method: 'POST' })).status).toBe(200)
    expect(await sqlRows('SELECT notify FROM saved_searches WHERE id = 7')).toEqual([{ notify: 'No Updates' }])
  })

  it('refuses a forged or altered token with the field and a clear message, and changes nothing', async () => {
    const link = await (
      await unsubscribeLinker(env.DB)
    )({ kind: 'favourites', id: buyers.instant }, alertSite(siteIds.land, testConfig))
    const token = tokenOf(link.oneClick)
    expect(await unsubscribeTarget(env.DB, token)).toEqual({ kind: 'favourites', id: buyers.instant })
    const signature = token.split('.')[1]!
    const forged = [
      `f${buyers.daily}.${signature}`, // another buyer's id under this buyer's signature
      `s${buyers.instant}.${signature}`, // another kind
      `f${buyers.instant}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `f${buyers.instant}.${'A'.repeat(43)}`,
    ]
    for (const bad of forged) {
      const answer = await send(callPath(unsubscribeCall, { token: bad }), { method: 'POST' })
      expect(answer.status, bad).toBe(400)
      expect(answer.json).toEqual({ error: 'Bad Request', field: 'token', message: unsubscribeRefusals.forged })
    }
    const malformed = await send('/api/unsubscribe/not-a-token', { method: 'POST' })
    expect(malformed.status).toBe(400)
    expect(malformed.json).toMatchObject({ field: 'token' })
    expect(
      await sqlRows(
        'SELECT favourite_alerts FROM users WHERE id IN (?1, ?2) ORDER BY id',
        buyers.instant,
        buyers.daily,
      ),
    ).toEqual([{ favourite_alerts: 'instant' }, { favourite_alerts: 'daily' }])
  })

  it('leaves with the List-Unsubscribe and List-Unsubscribe-Post headers, one line whatever the address', async () => {
    const id = await hearted(buyers.instant)
    await setPrice(id, 100_000)
    await queueInstantAlerts(env.DB, id, at(hourMs))
    const [mail] = await outbox()
    const bodies: Record<string, unknown>[] = []
    const resend = resendSender({ apiKey: 're_test', from: 'Land <alerts@land.example>' }, async (_url, init) => {
      bodies.push(JSON.parse(init!.body as string) as Record<string, unknown>)
      return new Response('{}', { status: 200 })
    })
    await drainOutbox(env.DB, resend)
    expect(bodies[0]!.headers).toEqual({
      'List-Unsubscribe': `<${mail!.unsubscribe_url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    await resend.send({
      id: 1,
      to: 'a@b.test',
      subject: 's',
      text: 't',
      html: '',
      replyTo: '',
      unsubscribeUrl: 'https://x/\r\nBcc: x@y',
    })
    expect(bodies[1]!.headers).toMatchObject({ 'List-Unsubscribe': '<https://x/ Bcc: x@y>' })
  })
})

describe('the writers of a listing', () => {
  it('a photo upload alerts the buyers who hearted the listing, through the upload route', async () => {
    const seller = await logInAs(seedLogins.seller.email, seedLogins.seller.password)
    const [own] = await sqlRows<{ id: number }>(
      `SELECT l.id FROM listings l JOIN users u ON u.account_id = l.account_id
        WHERE u.email = ?1 AND l.market_status > 0 ORDER BY l.id LIMIT 1`,
      seedLogins.seller.email,
    )
    await saveProperty(env.DB, buyers.instant, siteIds.land, own!.id, at(0), null)
    const form = new FormData()
    form.append('photos', new File([await landscapePng(640, 480)], 'field.png'))
    const encoded = new Request('http://form.invalid/', { method: 'POST', body: form })
    const uploaded = await callAs(seller, `/api/account/listingphotos/${own!.id}/upload`, {
      method: 'POST',
      headers: { 'content-type': encoded.headers.get('content-type')! },
      body: await encoded.arrayBuffer(),
    })
    expect(uploaded.status, await uploaded.text()).toBe(200)
    const mail = (await outbox()).filter((row) => row.kind === 'favourite-alert')
    expect(mail).toHaveLength(1)
    expect(mail[0]!.to_address).toBe(emailOf(buyers.instant))
    expect(mail[0]!.body_text).toContain('1 new photo:')
  })

  it('a saved-search alert carries its own unsubscribe link, which stops that search only', async () => {
    const id = spare.pop()!
    await sqlRows(
      "UPDATE listings SET market_status = 1, site_mask = 7, updated_at = '2030-06-01T12:00:00Z' WHERE id = ?1",
      id,
    )
    const [listing] = await sqlRows<{ state_id: number }>('SELECT state_id FROM listings WHERE id = ?1', id)
    await insertRow('saved_searches', {
      id: 8,
      user_id: buyers.daily,
      site_id: siteIds.land,
      name: 'Anything in the state',
      notify: 'Instant',
      criteria: JSON.stringify({ stateId: listing!.state_id }),
      path: '/',
      created_at: '2030-01-01T00:00:00Z',
      updated_at: '2030-01-01T00:00:00Z',
    })
    expect(await queueInstantAlerts(env.DB, id, at(hourMs))).toBe(1)
    const [mail] = await outbox()
    expect(mail!.kind).toBe('saved-search-alert')
    expect(mail!.unsubscribe_url).toMatch(/\/api\/unsubscribe\/s8\.[\w-]{43}$/)
    expect(mail!.body_text).toMatch(/To stop these emails: http:\/\/\S+\/unsubscribe\/s8\.[\w-]{43}/)
  })
})

describe('the setting', () => {
  it('is saved with the settings, kept when a client leaves it out, and refused when unknown', async () => {
    const buyer = await logInAs(seedLogins.buyer.email, seedLogins.buyer.password)
    const details = async () => (await (await callAs(buyer, '/api/account/details')).json()) as Record<string, unknown>
    const { type: _, isSeller: __, createdAt: ___, ...form } = await details()
    expect(form.favouriteAlerts).toBe('instant')
    const save = (body: Record<string, unknown>) =>
      callAs(buyer, '/api/account/details', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await save({ ...form, favouriteAlerts: 'daily' })).status).toBe(200)
    expect((await details()).favouriteAlerts).toBe('daily')
    const { favouriteAlerts: ____, ...withoutIt } = form
    expect((await save(withoutIt)).status).toBe(200)
    expect((await details()).favouriteAlerts).toBe('daily')
    const refused = await save({ ...form, favouriteAlerts: 'weekly' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ field: 'favouriteAlerts' })
  })
})
