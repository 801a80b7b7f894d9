import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import * as account from '../../web/api/account.ts'
import { callPath, type ApiCall } from '../../web/api/api-call.ts'
import { csrfHeader } from '../../web/api/account-call.ts'
import { authMessages, validationMessages } from '../../web/rules/messages.ts'
import { savedSearchLimit } from '../../web/rules/saved-search-form.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { csrfRefused } from '../../worker/auth/csrf.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { insertRow, seedTestDb, sqlRows } from './seeded-db.ts'
import { callAs, freshIp, logInAs, type TestSession } from './session-client.ts'

// The account calls through the real worker and D1, as a logged-in browser makes them: settings, password, saved
// searches, saved properties and the heart. Each person sees and changes only their own.

const password = seedLogins.buyer.password
const buyer = (n: number) => `buyer${n}@land.localhost`

let me: TestSession
let other: TestSession
let myId: number
let otherId: number

beforeAll(async () => {
  await seedTestDb(80)
  me = await logInAs(buyer(1), password)
  other = await logInAs(buyer(2), password)
  myId = me.info.userInfo!.id
  otherId = other.info.userInfo!.id
})

const accountCalls = Object.entries(account as Record<string, unknown>).filter(
  (entry): entry is [string, ApiCall] => typeof entry[1] === 'object' && entry[1] !== null && 'access' in entry[1],
)

const get = (session: TestSession | null, path: string) => callAs(session, path)
const post = (session: TestSession | null, path: string, body?: unknown, host?: string) =>
  callAs(
    session,
    path,
    {
      method: 'POST',
      headers: { 'cf-connecting-ip': freshIp() },
      body: JSON.stringify(body ?? {}),
    },
    host,
  )

/** A listing the site shows, by status (the seed has every status). */
async function listingOn(siteId: number, status: number = marketStatus.available) {
  const [row] = await sqlRows<{ id: number; title: string; city: string; county: string; stateAbbreviation: string }>(
    `SELECT l.id, l.title, l.city_name AS city, c.name_full AS county, s.abbreviation AS stateAbbreviation
       FROM listings l JOIN counties c ON c.id = l.county_id JOIN states s ON s.id = l.state_id
      WHERE (l.site_mask & ?1) != 0 AND l.market_status = ?2 ORDER BY l.id LIMIT 1`,
    1 << (siteId - 1),
    status,
  )
  expect(row, `a listing of status ${status} on site ${siteId}`).toBeDefined()
  return row!
}

describe('who may call', () => {
  it('declares every account call for a logged-in user', () => {
    expect(accountCalls.length).toBe(10)
    for (const [name, call] of accountCalls) expect(call.access, name).toBe('user')
  })

  it.each(accountCalls)('%s answers 401 to a logged-out browser', async (_, call) => {
    const response = await exports.default.fetch(`http://land.localhost${callPath(call, call.example.params)}`, {
      method: call.method,
      ...(call.method === 'POST'
        ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(call.example.body ?? {}) }
        : {}),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ field: 'session' })
  })

  it.each(accountCalls.filter(([, call]) => call.method === 'POST'))(
    '%s answers 403 without the session’s CSRF token, and changes nothing',
    async (_, call) => {
      const before = await sqlRows('SELECT * FROM saved_properties WHERE user_id = ?1', myId)
      const response = await exports.default.fetch(`http://land.localhost${callPath(call, call.example.params)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: me.cookie },
        body: JSON.stringify(call.example.body ?? {}),
      })
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ field: csrfHeader, message: csrfRefused })
      expect(await sqlRows('SELECT * FROM saved_properties WHERE user_id = ?1', myId)).toEqual(before)
    },
  )

  it('refuses a POST from another site even with the token', async () => {
    const response = await callAs(me, callPath(account.likeCall, { siteId: 1, listingId: 1 }), {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: JSON.stringify({ liked: true }),
    })
    expect(response.status).toBe(403)
  })
})

describe('account details', () => {
  const form = {
    contactName: 'Dana Settings',
    email: 'dana.settings@example.com',
    phone: '512-555-0142',
    phoneType: 'mobile',
    mailingAddress1: '100 Congress Ave',
    mailingAddress2: 'Suite 5',
    billingAddress1: 'PO Box 12',
    billingAddress2: '',
    city: 'Austin',
    state: 'tx',
    zip: '78701',
    newsletter: true,
    sendSavedPropertyConfirmation: false,
  }

  it('answers the user’s own fields', async () => {
    const session = await logInAs(buyer(4), password)
    const [row] = await sqlRows<{ contact_name: string; created_at: string; zip: string }>(
      'SELECT contact_name, created_at, zip FROM users WHERE id = ?1',
      session.info.userInfo!.id,
    )
    const details = v.parse(account.accountDetails, await (await get(session, '/api/account/details')).json())
    expect(details).toMatchObject({
      contactName: row!.contact_name,
      email: buyer(4),
      zip: row!.zip,
      createdAt: row!.created_at,
      type: 1,
      isSeller: false,
      sendSavedPropertyConfirmation: true,
    })
  })

  it('saves every field and answers them as stored', async () => {
    const session = await logInAs(buyer(3), password)
    // The same address: a new one needs the password and a confirmation (security/email-change.test.ts).
    const mine = { ...form, email: buyer(3) }
    const response = await post(session, '/api/account/details', mine)
    expect(response.status).toBe(200)
    const expected = { ...mine, state: 'TX', type: 1, isSeller: false }
    expect(await response.json()).toMatchObject({ ...expected, confirmationSentTo: null })
    const again = await (await get(session, '/api/account/details')).json()
    expect(again).toMatchObject(expected)
    const [row] = await sqlRows(
      'SELECT email, newsletter, send_saved_property_confirmation FROM users WHERE id = ?1',
      session.info.userInfo!.id,
    )
    expect(row).toEqual({ email: mine.email, newsletter: 1, send_saved_property_confirmation: 0 })
  })

  // Before security findings 5 and 7 this answered 400 'emailTaken', telling anyone logged in who has an account.
  it('asks for the current password before any other address, taken or not, and changes nothing without it', async () => {
    const before = await sqlRows('SELECT * FROM users WHERE id = ?1', myId)
    for (const email of [buyer(2), buyer(2).toUpperCase(), 'nobody.yet@example.com']) {
      const response = await post(me, '/api/account/details', { ...form, email })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: 'Bad Request',
        field: 'currentPassword',
        message: authMessages.currentPasswordForEmail,
      })
    }
    expect(await sqlRows('SELECT * FROM users WHERE id = ?1', myId)).toEqual(before)
  })

  it('keeps the user’s own address, however it is written', async () => {
    const session = await logInAs(buyer(5), password)
    const response = await post(session, '/api/account/details', { ...form, email: buyer(5).toUpperCase() })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ email: buyer(5).toUpperCase(), confirmationSentTo: null })
  })

  it('refuses a phone number that cannot exist, but not one it cannot judge', async () => {
    const before = await sqlRows('SELECT * FROM users WHERE id = ?1', myId)
    const response = await post(me, '/api/account/details', { ...form, email: buyer(1), phone: '123-456-7890' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field: 'phone', message: validationMessages.phoneVerified })
    expect(await sqlRows('SELECT * FROM users WHERE id = ?1', myId)).toEqual(before)
  })

  it('checks the form with the page’s schema', async () => {
    const response = await post(me, '/api/account/details', { ...form, contactName: '' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field: 'contactName', message: validationMessages.required })
  })
})

describe('password change', () => {
  const email = buyer(6)
  const change = (session: TestSession, currentPassword: string, next: string) =>
    post(session, '/api/account/password', { currentPassword, password: next, confirmPassword: next })
  const hashOf = async (userId: number) =>
    (await sqlRows<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = ?1', userId))[0]!
      .password_hash
  const loggedIn = async (session: TestSession) =>
    (await (await callAs(session, '/api/authenticate/isloggedin')).json()) as boolean

  it('refuses a wrong current password and keeps the hash', async () => {
    const session = await logInAs(email, password)
    const before = await hashOf(session.info.userInfo!.id)
    const response = await change(session, 'not-my-password', 'a-new-password-9')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Bad Request',
      field: 'currentPassword',
      message: authMessages.currentPasswordWrong,
    })
    expect(await hashOf(session.info.userInfo!.id)).toBe(before)
    expect(await loggedIn(session)).toBe(true)
  })

  it('sets the new password and closes the user’s other sessions, not this one', async () => {
    const elsewhere = await logInAs(email, password)
    const here = await logInAs(email, password)
    const bystander = await logInAs(buyer(7), password)
    const response = await change(here, password, 'a-new-password-9')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ changed: true })
    expect(await loggedIn(here)).toBe(true)
    expect(await loggedIn(elsewhere)).toBe(false)
    expect(await loggedIn(bystander)).toBe(true)
    const login = (pw: string) =>
      exports.default.fetch('http://land.localhost/api/authenticate/login/1', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
        body: JSON.stringify({ email, password: pw }),
      })
    expect((await login(password)).status).toBe(401)
    expect((await login('a-new-password-9')).status).toBe(200)
  })

  it('refuses a new password that breaks the rule or its confirmation', async () => {
    const response = await post(me, '/api/account/password', {
      currentPassword: password,
      password: 'aaaaaaaaaaaa',
      confirmPassword: 'aaaaaaaaaaaa',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field: 'password', message: validationMessages.password })
  })
})

describe('saved searches', () => {
  const list = async (session: TestSession, siteId = 1) => {
    const response = await get(session, `/api/account/savedsearches/${siteId}`)
    expect(response.status).toBe(200)
    return v.parse(account.savedSearchesCall.response, await response.json()).savedSearches
  }
  const create = (session: TestSession, body: unknown, siteId = 1) =>
    post(session, `/api/account/savedsearches/${siteId}`, body)
  const rowOf = async (id: number) => (await sqlRows('SELECT * FROM saved_searches WHERE id = ?1', id))[0]

  it('lists the user’s own on the site, newest first', async () => {
    await insertRow('saved_searches', {
      user_id: myId,
      site_id: 1,
      name: 'Older',
      criteria: '{}',
      path: '/United-States/all-land/',
      created_at: '2001-01-01T00:00:00.000Z',
      updated_at: '2001-01-01T00:00:00.000Z',
    })
    const expected = await sqlRows<{ id: number }>(
      'SELECT id FROM saved_searches WHERE user_id = ?1 AND site_id = 1 ORDER BY created_at DESC, id DESC',
      myId,
    )
    const mine = await list(me)
    expect(mine.map((search) => search.id)).toEqual(expected.map((row) => row.id))
    expect(mine.at(-1)?.name).toBe('Older')
    const others = await sqlRows<{ id: number }>('SELECT id FROM saved_searches WHERE user_id != ?1', myId)
    expect(others.length).toBeGreaterThan(0)
    expect(mine.some((search) => others.some((row) => row.id === search.id))).toBe(false)
  })

  it('builds the path from the criteria with the site’s codec, whatever path the page sent', async () => {
    const search: SearchCriteria = { countyIdList: [48453], propertyTypes: ['ranch'], priceMax: 500000 }
    const criteria = { ...search, pageIndex: 3 }
    // What the page's own link to the search is, named by the place's name (and never page 4).
    const named: SearchCriteria = { ...search, countyName: 'Travis County', stateAbbreviation: 'TX' }
    for (const [siteId, brand] of [
      [1, 'land'],
      [2, 'landwatch'],
    ] as const) {
      const response = await create(me, { name: 'Travis ranches', criteria, path: '/somewhere/else/' }, siteId)
      expect(response.status).toBe(200)
      const saved = v.parse(account.savedSearch, await response.json())
      expect(saved.path).toBe(searchUrlCodecs[brand].build(saved.criteria))
      expect(saved.path).toBe(searchUrlCodecs[brand].build(named))
      expect(saved.path).not.toMatch(/page/)
      expect(saved).toMatchObject({ siteId, name: 'Travis ranches', notify: 'No Updates', active: true })
      expect(saved.criteria).toMatchObject({ countyIdList: [48453], countyName: 'Travis County', stateId: 48 })
      expect(await rowOf(saved.id)).toMatchObject({ user_id: myId, site_id: siteId, path: saved.path, active: 1 })
    }
  })

  it('refuses bad criteria naming the field, and an unknown place', async () => {
    const bad = await create(me, { name: 'Bad', criteria: { priceMin: 'cheap' } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ field: 'criteria.priceMin' })
    const nowhere = await create(me, { name: 'Nowhere', criteria: { countyIdList: [99999] } })
    expect(nowhere.status).toBe(400)
    expect(await nowhere.json()).toMatchObject({ field: 'criteria.countyIdList' })
  })

  it('refuses a name with a web address, a bad notify and a bad path', async () => {
    for (const [body, field] of [
      [{ name: 'See www.example.com', criteria: {} }, 'name'],
      [{ name: '', criteria: {} }, 'name'],
      [{ name: 'x'.repeat(101), criteria: {} }, 'name'],
      [{ name: 'Weekly', notify: 'Weekly', criteria: {} }, 'notify'],
      [{ name: 'Elsewhere', criteria: {}, path: '//evil.example/' }, 'path'],
    ] as const) {
      const response = await create(me, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(await response.json()).toMatchObject({ field })
    }
  })

  it('keeps at most the limit per user and site', async () => {
    const session = await logInAs(buyer(8), password)
    const userId = session.info.userInfo!.id
    await env.DB.prepare('DELETE FROM saved_searches WHERE user_id = ?1').bind(userId).run()
    const at = new Date().toISOString()
    await env.DB.batch(
      Array.from({ length: savedSearchLimit }, (_, i) =>
        env.DB.prepare(
          `INSERT INTO saved_searches (user_id, site_id, name, criteria, path, created_at, updated_at)
           VALUES (?1, 1, ?2, '{}', '/United-States/all-land/', ?3, ?3)`,
        ).bind(userId, `Search ${i}`, at),
      ),
    )
    const over = await create(session, { name: 'One too many', criteria: {} })
    expect(over.status).toBe(400)
    expect(await over.json()).toMatchObject({ field: 'body' })
    const count = async (siteId: number) =>
      (
        await sqlRows<{ n: number }>(
          'SELECT count(*) AS n FROM saved_searches WHERE user_id = ?1 AND site_id = ?2',
          userId,
          siteId,
        )
      )[0]!.n
    expect(await count(1)).toBe(savedSearchLimit)
    // The limit is per site.
    expect((await create(session, { name: 'On the rural-land site', criteria: {} }, 2)).status).toBe(200)
    expect(await count(2)).toBe(1)
  })

  it('renames, changes notify and pauses the user’s own search', async () => {
    const created = v.parse(account.savedSearch, await (await create(me, { name: 'To change', criteria: {} })).json())
    const path = `/api/account/savedsearches/1/${created.id}`
    const renamed = await post(me, path, { name: 'Changed' })
    expect(await renamed.json()).toMatchObject({ name: 'Changed', notify: 'No Updates', active: true })
    const changed = await post(me, path, { notify: 'Instant', active: false })
    expect(await changed.json()).toMatchObject({ name: 'Changed', notify: 'Instant', active: false })
    expect(await rowOf(created.id)).toMatchObject({ name: 'Changed', notify: 'Instant', active: 0 })
    const nothing = await post(me, path, {})
    expect(nothing.status).toBe(400)
  })

  it('starts a resumed or switched-on search’s mail from now, not from when it was saved or paused', async () => {
    const created = v.parse(account.savedSearch, await (await create(me, { name: 'Quiet', criteria: {} })).json())
    const path = `/api/account/savedsearches/1/${created.id}`
    const longAgo = '2026-01-01T00:00:00.000Z'
    const reset = () =>
      env.DB.prepare('UPDATE saved_searches SET last_notified_at = ?2 WHERE id = ?1').bind(created.id, longAgo).run()
    await reset()
    await post(me, path, { name: 'Still quiet' })
    expect((await rowOf(created.id))!.last_notified_at).toBe(longAgo)
    const before = new Date().toISOString()
    await post(me, path, { notify: 'Daily' })
    expect(((await rowOf(created.id))!.last_notified_at as string) >= before).toBe(true)
    await post(me, path, { active: false })
    await reset()
    await post(me, path, { active: true })
    expect(((await rowOf(created.id))!.last_notified_at as string) >= before).toBe(true)
  })

  it('deletes the user’s own search', async () => {
    const created = v.parse(account.savedSearch, await (await create(me, { name: 'To delete', criteria: {} })).json())
    const response = await post(me, `/api/account/savedsearches/1/${created.id}/delete`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ deleted: true, id: created.id })
    expect(await rowOf(created.id)).toBeUndefined()
    expect((await post(me, `/api/account/savedsearches/1/${created.id}/delete`)).status).toBe(404)
  })

  it('never shows, renames or deletes another user’s search (404, row unchanged)', async () => {
    const theirs = v.parse(
      account.savedSearch,
      await (await create(other, { name: 'Not yours', criteria: { stateAbbreviation: 'TX' } })).json(),
    )
    const before = await rowOf(theirs.id)
    expect((await list(me)).some((search) => search.id === theirs.id)).toBe(false)
    const rename = await post(me, `/api/account/savedsearches/1/${theirs.id}`, { name: 'Mine now', active: false })
    expect(rename.status).toBe(404)
    expect(await rename.json()).toMatchObject({ field: 'id' })
    expect((await post(me, `/api/account/savedsearches/1/${theirs.id}/delete`)).status).toBe(404)
    // Nor the owner's own id under another site.
    expect((await post(other, `/api/account/savedsearches/2/${theirs.id}`, { name: 'Moved' })).status).toBe(404)
    expect(await rowOf(theirs.id)).toEqual(before)
    expect((await list(other)).some((search) => search.id === theirs.id)).toBe(true)
  })
})

describe('saved properties and the heart', () => {
  const like = (session: TestSession, siteId: number, listingId: number, liked: boolean) =>
    post(session, `/api/account/like/${siteId}/${listingId}`, { liked })
  const savedRows = (userId: number, listingId: number) =>
    sqlRows('SELECT * FROM saved_properties WHERE user_id = ?1 AND listing_id = ?2', userId, listingId)
  const mails = (listingTitle: string) =>
    sqlRows<{ to_address: string; subject: string; body_text: string; site_id: number }>(
      `SELECT to_address, subject, body_text, site_id FROM email_outbox WHERE kind = 'saved-property' AND subject LIKE ?1`,
      `%${listingTitle}`,
    )
  const page = async (session: TestSession, siteId: number, pageIndex = 0) => {
    const response = await get(session, `/api/account/savedproperties/${siteId}/${pageIndex}`)
    expect(response.status).toBe(200)
    return v.parse(account.savedProperties, await response.json())
  }

  it('likes once when two tabs like at once, and mails one confirmation with the title and link', async () => {
    const session = await logInAs(buyer(4), password)
    const userId = session.info.userInfo!.id
    const listing = await listingOn(1)
    await env.DB.prepare('DELETE FROM saved_properties WHERE user_id = ?1').bind(userId).run()
    const answers = await Promise.all([like(session, 1, listing.id, true), like(session, 1, listing.id, true)])
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(await answer.json()).toMatchObject({ listingId: listing.id, liked: true, listOfLiked: [listing.id] })
    }
    expect(await savedRows(userId, listing.id)).toHaveLength(1)
    const sent = await mails(listing.title)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to_address: buyer(4), site_id: 1 })
    expect(sent[0]!.body_text).toContain(`http://land.localhost${siteLinksByBrand.land.listing(listing)}`)
    // Liking again later saves nothing new and mails nothing.
    expect((await like(session, 1, listing.id, true)).status).toBe(200)
    expect(await mails(listing.title)).toHaveLength(1)
    // Saved on another brand's site: the link is that brand's, on its host.
    const rural = await listingOn(2, marketStatus.underContract)
    expect((await like(session, 2, rural.id, true)).status).toBe(200)
    const [ruralMail] = await mails(rural.title)
    expect(ruralMail).toMatchObject({ site_id: 2 })
    expect(ruralMail!.body_text).toContain(`http://landwatch.localhost${siteLinksByBrand.landwatch.listing(rural)}`)
  })

  it('mails no confirmation to a user who turned them off', async () => {
    const listing = await listingOn(2)
    await env.DB.prepare('UPDATE users SET send_saved_property_confirmation = 0 WHERE id = ?1').bind(otherId).run()
    await env.DB.prepare('DELETE FROM saved_properties WHERE user_id = ?1 AND listing_id = ?2')
      .bind(otherId, listing.id)
      .run()
    const before = (await sqlRows('SELECT id FROM email_outbox')).length
    expect((await like(other, 2, listing.id, true)).status).toBe(200)
    expect(await savedRows(otherId, listing.id)).toHaveLength(1)
    expect(await sqlRows('SELECT id FROM email_outbox')).toHaveLength(before)
    await env.DB.prepare('UPDATE users SET send_saved_property_confirmation = 1 WHERE id = ?1').bind(otherId).run()
  })

  it('unlikes, and unliking again is no error', async () => {
    const listing = await listingOn(1, marketStatus.underContract)
    await like(me, 1, listing.id, true)
    expect(await savedRows(myId, listing.id)).toHaveLength(1)
    for (let i = 0; i < 2; i++) {
      const response = await like(me, 1, listing.id, false)
      expect(response.status).toBe(200)
      const answer = v.parse(account.likeCall.response, await response.json())
      expect(answer).toMatchObject({ listingId: listing.id, liked: false })
      expect(answer.listOfLiked).not.toContain(listing.id)
    }
    expect(await savedRows(myId, listing.id)).toHaveLength(0)
  })

  it('answers 404 for a listing that does not exist or that the site does not show', async () => {
    const unknown = await like(me, 1, 987654321, true)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ field: 'listingId' })
    expect(await sqlRows('SELECT * FROM saved_properties WHERE listing_id = 987654321')).toHaveLength(0)
    const [hidden] = await sqlRows<{ id: number }>('SELECT id FROM listings WHERE (site_mask & 2) = 0 LIMIT 1')
    if (hidden) {
      expect((await like(me, 2, hidden.id, true)).status).toBe(404)
      expect(await sqlRows('SELECT * FROM saved_properties WHERE listing_id = ?1 AND site_id = 2', hidden.id)).toEqual(
        [],
      )
    }
  })

  it('keeps a save per site: a heart on one site is not one on another', async () => {
    const listing = await listingOn(1)
    await env.DB.prepare('DELETE FROM saved_properties WHERE user_id = ?1 AND listing_id = ?2')
      .bind(myId, listing.id)
      .run()
    await like(me, 1, listing.id, true)
    const elsewhere = await page(me, 3)
    expect(elsewhere.listings.some((card) => card.id === listing.id)).toBe(false)
    expect((await page(me, 1)).listings.some((card) => card.id === listing.id)).toBe(true)
  })

  it('lists the user’s saved listings, newest saved first, 24 a page, off market ones with their status', async () => {
    const session = await logInAs(buyer(5), password)
    const userId = session.info.userInfo!.id
    await env.DB.prepare('DELETE FROM saved_properties WHERE user_id = ?1').bind(userId).run()
    const ids = (
      await sqlRows<{ id: number }>('SELECT id FROM listings WHERE market_status != -1 ORDER BY id LIMIT 30')
    ).map((row) => row.id)
    const offMarket = await listingOn(1, marketStatus.offMarket)
    const saved = [...ids.filter((id) => id !== offMarket.id), offMarket.id]
    await env.DB.batch(
      saved.map((id, i) =>
        env.DB.prepare(
          'INSERT INTO saved_properties (user_id, listing_id, site_id, created_at) VALUES (?1, ?2, 1, ?3)',
        ).bind(userId, id, new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString()),
      ),
    )
    const first = await page(session, 1)
    const second = await page(session, 1, 1)
    expect(first).toMatchObject({ totalCount: saved.length, pageIndex: 0, pageSize: 24, pageCount: 2 })
    expect(first.listings).toHaveLength(24)
    const newestFirst = [...saved].reverse()
    expect([...first.listings, ...second.listings].map((card) => card.id)).toEqual(newestFirst)
    expect(first.listings[0]).toMatchObject({ id: offMarket.id, marketStatus: marketStatus.offMarket })
    expect(first.listings[0]!.savedAt).toBe(new Date(Date.UTC(2024, 0, 1, 0, saved.length - 1)).toISOString())
    expect((await page(session, 1, 5)).listings).toEqual([])
  })

  it('never shows another user’s saved listings', async () => {
    const theirs = await sqlRows<{ listing_id: number }>(
      'SELECT listing_id FROM saved_properties WHERE user_id = ?1 AND site_id = 1',
      otherId,
    )
    const listing = await listingOn(1, marketStatus.sold)
    await insertRow('saved_properties', {
      user_id: otherId,
      listing_id: listing.id,
      site_id: 1,
      created_at: new Date().toISOString(),
    }).catch(() => undefined)
    const mineOnly = await sqlRows<{ listing_id: number }>(
      'SELECT listing_id FROM saved_properties WHERE user_id = ?1 AND site_id = 1',
      myId,
    )
    const cards = (await page(me, 1)).listings.map((card) => card.id)
    expect(cards.sort()).toEqual(mineOnly.map((row) => row.listing_id).sort())
    const onlyTheirs = [...theirs.map((row) => row.listing_id), listing.id].filter(
      (id) => !mineOnly.some((row) => row.listing_id === id),
    )
    expect(onlyTheirs.length).toBeGreaterThan(0)
    expect(cards.some((id) => onlyTheirs.includes(id))).toBe(false)
  })
})

describe('the pages’ query options', () => {
  it('read the answers through the contract', async () => {
    const api = (path: string, init?: RequestInit) => callAs(me, path, init)
    const details = await account.accountDetailsQuery(api).queryFn!({} as never)
    expect(details).toMatchObject({ status: 200, data: { email: buyer(1) } })
    const searches = await account.savedSearchesQuery(api, 1).queryFn!({} as never)
    expect(searches.status).toBe(200)
    const properties = await account.savedPropertiesQuery(api, 1, 0).queryFn!({} as never)
    expect(properties).toMatchObject({ status: 200, data: { pageIndex: 0, pageSize: 24 } })
    const loggedOut = await account.accountDetailsQuery((path, init) => callAs(null, path, init)).queryFn!({} as never)
    expect(loggedOut).toEqual({ status: 401, data: null })
  })
})
