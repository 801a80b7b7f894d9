import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { loginInfo } from '../../web/api/login-info.ts'
import { authMessages, validationMessages } from '../../web/rules/messages.ts'
import { passwordsMatch } from '../../web/rules/account-forms.ts'
import { csrfRefused } from '../../worker/auth/csrf.ts'
import { issueLoginToken, issueResetKey } from '../../worker/auth/one-time-keys.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'
import { callAs, freshIp, logInAs, mailedToken, sessionCookieOf } from './session-client.ts'

// The authentication calls through the real worker and D1: sessions and their cookie, CSRF, the neutral login
// refusal, registration, token login, password reset, and the rate limits.

beforeAll(async () => {
  await seedTestDb(60)
})

const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  exports.default.fetch(`http://land.localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp(), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

const buyer = seedLogins.buyer

describe('login', () => {
  it('sets an HttpOnly, Secure, SameSite cookie and answers login info with a CSRF token', async () => {
    const response = await post('/api/authenticate/login/1', buyer)
    expect(response.status).toBe(200)
    const setCookie = response.headers.get('set-cookie')!
    expect(setCookie).toMatch(/session=[A-Za-z0-9_-]{43}/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/Secure/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const info = v.parse(loginInfo, await response.json())
    expect(info.isLoggedIn).toBe(true)
    expect(info.userInfo?.email).toBe(buyer.email)
    expect(info.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(info.hashedEmail).toMatch(/^[0-9a-f]{64}$/)
  })

  it('keeps only a hash of the session token in D1', async () => {
    const session = await logInAs(buyer.email, buyer.password)
    const token = session.cookie.slice('session='.length)
    const rows = await sqlRows<{ id: string }>('SELECT id FROM sessions')
    expect(rows.some((row) => row.id === token)).toBe(false)
    expect(rows.length).toBeGreaterThan(0)
  })

  it('answers isloggedin and logininfo by the cookie', async () => {
    const session = await logInAs(buyer.email, buyer.password)
    expect(await (await callAs(session, '/api/authenticate/isloggedin')).json()).toBe(true)
    expect(await (await callAs(null, '/api/authenticate/isloggedin')).json()).toBe(false)
    const info = v.parse(loginInfo, await (await callAs(session, '/api/authenticate/logininfo/2')).json())
    expect(info.userInfo?.id).toBe(session.info.userInfo!.id)
    const forged = { ...session, cookie: 'session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }
    expect(await (await callAs(forged, '/api/authenticate/isloggedin')).json()).toBe(false)
  })

  it('gives one neutral refusal for a wrong password, an unknown email and a blocked account', async () => {
    await env.DB.prepare("UPDATE users SET is_blocked = 1 WHERE email = 'buyer3@land.localhost'").run()
    const answers = await Promise.all([
      post('/api/authenticate/login/1', { email: buyer.email, password: 'not-the-password' }),
      post('/api/authenticate/login/1', { email: 'nobody@land.localhost', password: buyer.password }),
      post('/api/authenticate/login/1', { email: 'buyer3@land.localhost', password: buyer.password }),
    ])
    for (const response of answers) {
      expect(response.status).toBe(401)
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(await response.json()).toEqual({
        error: 'Unauthorized',
        field: 'password',
        message: authMessages.loginRefused,
      })
    }
  })

  it('takes as long for an unknown email as for a wrong password (one PBKDF2 either way)', async () => {
    const time = async (email: string) => {
      const start = performance.now()
      for (let i = 0; i < 3; i++) await post('/api/authenticate/login/1', { email, password: 'wrong-password-1' })
      return performance.now() - start
    }
    const known = await time('buyer4@land.localhost')
    const unknown = await time('nobody-at-all@land.localhost')
    // Without the dummy verification an unknown address answers in a fraction of a millisecond.
    expect(unknown).toBeGreaterThan(known * 0.5)
  })

  it('rotates the session: the cookie a browser came with is closed at login', async () => {
    const first = await logInAs(buyer.email, buyer.password)
    const response = await post('/api/authenticate/login/1', buyer, { cookie: first.cookie })
    const second = sessionCookieOf(response)
    expect(second).not.toBe(first.cookie)
    expect(await (await callAs(first, '/api/authenticate/isloggedin')).json()).toBe(false)
  })

  it('refuses a login posted from another site', async () => {
    const response = await post('/api/authenticate/login/1', buyer, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ message: csrfRefused })
    const fetchSite = await post('/api/authenticate/login/1', buyer, { 'sec-fetch-site': 'cross-site' })
    expect(fetchSite.status).toBe(403)
  })

  it('limits guesses per email address', async () => {
    const email = 'buyer5@land.localhost'
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      statuses.push((await post('/api/authenticate/login/1', { email, password: `guess-number-${i}` })).status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    const last = await post('/api/authenticate/login/1', { email, password: buyer.password })
    expect(last.status).toBe(429)
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('logout', () => {
  it('needs the CSRF token, then ends the session and clears the cookie', async () => {
    const session = await logInAs(buyer.email, buyer.password)
    const forged = await exports.default.fetch('http://land.localhost/api/authenticate/logout', {
      method: 'POST',
      headers: { cookie: session.cookie },
    })
    expect(forged.status).toBe(403)
    const response = await callAs(session, '/api/authenticate/logout', { method: 'POST' })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/session=;/)
    expect(await (await callAs(session, '/api/authenticate/isloggedin')).json()).toBe(false)
  })
})

describe('register', () => {
  const form = {
    contactName: 'Ruth Landseeker',
    email: 'ruth@example.com',
    password: 'fence-posts-and-gates',
    confirmPassword: 'fence-posts-and-gates',
  }

  it('makes nothing until the mailed link is opened; the link makes a buyer, logged in, with a PBKDF2 hash', async () => {
    const response = await post('/api/authenticate/register/2', form)
    expect([response.status, await response.json()]).toEqual([200, { accepted: true }])
    const token = await mailedToken('registration', form.email)
    expect(await sqlRows('SELECT id FROM users WHERE email = ?1', form.email)).toHaveLength(0)
    const confirmed = await post(`/api/authenticate/loginviatoken/${token}/2`)
    expect(confirmed.status).toBe(200)
    const info = v.parse(loginInfo, await confirmed.json())
    expect(info.userInfo).toMatchObject({ contactName: form.contactName, email: form.email, isSeller: false })
    expect(sessionCookieOf(confirmed)).not.toBeNull()
    const [row] = await sqlRows<{ password_hash: string; type: number }>(
      'SELECT password_hash, type FROM users WHERE email = ?1',
      form.email,
    )
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/)
    expect(row!.type).toBe(1)
    // The link works once; the password chosen at sign-up logs in.
    expect((await post(`/api/authenticate/loginviatoken/${token}/2`)).status).toBe(401)
    await logInAs(form.email, form.password)
  })

  it('makes one account for one email, in any case, even when signed up twice at once', async () => {
    const email = 'twice@example.com'
    const answers = await Promise.all([
      post('/api/authenticate/register/1', { ...form, email }),
      post('/api/authenticate/register/1', { ...form, email: email.toUpperCase() }),
    ])
    expect(answers.map((r) => r.status)).toEqual([200, 200])
    const links = await Promise.all([
      mailedToken('registration', email),
      mailedToken('registration', email.toUpperCase()),
    ])
    const opened = await Promise.all(links.map((token) => post(`/api/authenticate/loginviatoken/${token}/1`)))
    expect(opened.map((r) => r.status).sort()).toEqual([200, 401])
    expect(await sqlRows('SELECT id FROM users WHERE email = ?1', email)).toHaveLength(1)
  })

  it('answers a sign-up for an address with an account as any other, and mails its owner a way in', async () => {
    const taken = await post('/api/authenticate/register/1', {
      ...form,
      email: buyer.email,
      contactName: 'Someone Else',
    })
    expect([taken.status, await taken.json()]).toEqual([200, { accepted: true }])
    const token = await mailedToken('registration-existing', buyer.email)
    const loggedIn = await post(`/api/authenticate/loginviatoken/${token}/1`)
    expect(loggedIn.status).toBe(200)
    expect(v.parse(loginInfo, await loggedIn.json()).userInfo).toMatchObject({ email: buyer.email })
    // Nothing of the account was changed: the name is the owner's, the password too.
    await logInAs(buyer.email, buyer.password)
  })

  it('answers the spec messages for a weak or unmatched password', async () => {
    const weak = await post('/api/authenticate/register/1', { ...form, password: 'short', confirmPassword: 'short' })
    expect(await weak.json()).toMatchObject({ field: 'password', message: validationMessages.password })
    const same = await post('/api/authenticate/register/1', {
      ...form,
      password: 'aaaaaaaaaaaaaa',
      confirmPassword: 'aaaaaaaaaaaaaa',
    })
    expect(await same.json()).toMatchObject({ field: 'password', message: validationMessages.password })
    const unmatched = await post('/api/authenticate/register/1', { ...form, confirmPassword: 'something-else-1' })
    expect(unmatched.status).toBe(400)
    expect(await unmatched.json()).toMatchObject({ field: 'confirmPassword', message: passwordsMatch })
  })
})

describe('login by token', () => {
  it('logs in once and then refuses the same token with the spec message', async () => {
    const [user] = await sqlRows<{ id: number }>("SELECT id FROM users WHERE email = 'buyer2@land.localhost'")
    const token = await issueLoginToken(env.DB, user!.id, 1, new Date())
    const first = await post(`/api/authenticate/loginviatoken/${token}/1`)
    expect(first.status).toBe(200)
    expect(v.parse(loginInfo, await first.json()).userInfo?.id).toBe(user!.id)
    const again = await post(`/api/authenticate/loginviatoken/${token}/1`)
    expect(again.status).toBe(401)
    expect(await again.json()).toMatchObject({ message: authMessages.tokenLoginFailed })
  })

  it('refuses an expired token', async () => {
    const [user] = await sqlRows<{ id: number }>("SELECT id FROM users WHERE email = 'buyer2@land.localhost'")
    const token = await issueLoginToken(env.DB, user!.id, 1, new Date(Date.now() - 8 * 86_400_000))
    expect((await post(`/api/authenticate/loginviatoken/${token}/1`)).status).toBe(401)
  })

  it('says firstLogin only on the first login ever', async () => {
    const [seller] = await sqlRows<{ id: number }>('SELECT id FROM users WHERE email = ?1', seedLogins.seller.email)
    await env.DB.prepare('UPDATE users SET first_login_at = NULL WHERE id = ?1').bind(seller!.id).run()
    const first = await post(
      `/api/authenticate/loginviatoken/${await issueLoginToken(env.DB, seller!.id, 1, new Date())}/1`,
    )
    expect(v.parse(loginInfo, await first.json()).userInfo?.firstLogin).toBe(true)
    const second = await post(
      `/api/authenticate/loginviatoken/${await issueLoginToken(env.DB, seller!.id, 1, new Date())}/1`,
    )
    expect(v.parse(loginInfo, await second.json()).userInfo?.firstLogin).toBe(false)
  })
})

describe('password reset', () => {
  const email = 'buyer6@land.localhost'

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const before = (await sqlRows("SELECT id FROM email_outbox WHERE kind = 'password-reset'")).length
    const known = await post('/api/authenticate/requestreset/1', { email })
    const unknown = await post('/api/authenticate/requestreset/1', { email: 'nobody@example.com' })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(await known.json()).toEqual(await unknown.json())
    // Decided and queued after the answer (worker/email/queue-email.ts queueAfterResponse): waited for.
    const mailsNow = () =>
      sqlRows<{ to_address: string; body_text: string }>(
        "SELECT to_address, body_text FROM email_outbox WHERE kind = 'password-reset' ORDER BY id",
      )
    await vi.waitFor(async () => expect((await mailsNow()).length).toBe(before + 1))
    const mails = await mailsNow()
    expect(mails.at(-1)!.to_address).toBe(email)
    expect(mails.at(-1)!.body_text).toMatch(/http:\/\/land\.localhost:8787\/reset\/[A-Za-z0-9_-]{43}|\/reset\//)
  })

  it('sets the password once, logs in, and closes every other session', async () => {
    const old = await logInAs(email, buyer.password)
    const [user] = await sqlRows<{ id: number }>('SELECT id FROM users WHERE email = ?1', email)
    const key = await issueResetKey(env.DB, user!.id, new Date())
    expect(await (await callAs(null, `/api/authenticate/reset/${key}`)).json()).toEqual({ valid: true })
    const body = { password: 'a-brand-new-password', confirmPassword: 'a-brand-new-password' }
    const response = await post(`/api/authenticate/reset/${key}/1`, body)
    expect(response.status).toBe(200)
    expect(sessionCookieOf(response)).not.toBeNull()
    expect(await (await callAs(old, '/api/authenticate/isloggedin')).json()).toBe(false)
    expect(await (await callAs(null, `/api/authenticate/reset/${key}`)).json()).toEqual({ valid: false })
    const reused = await post(`/api/authenticate/reset/${key}/1`, body)
    expect(await reused.json()).toMatchObject({ field: 'resetKey', message: authMessages.resetKeyUsed })
    await logInAs(email, body.password)
  })

  it('refuses a key past its hour', async () => {
    const [user] = await sqlRows<{ id: number }>('SELECT id FROM users WHERE email = ?1', email)
    const key = await issueResetKey(env.DB, user!.id, new Date(Date.now() - 61 * 60_000))
    const response = await post(`/api/authenticate/reset/${key}/1`, {
      password: 'another-new-password',
      confirmPassword: 'another-new-password',
    })
    expect(response.status).toBe(400)
  })
})

describe('the limits on registration and reset', () => {
  it('refuse an 11th registration from one address in an hour, with Retry-After', async () => {
    const ip = '198.51.100.77'
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const response = await post(
        '/api/authenticate/register/1',
        {
          contactName: 'Many Accounts',
          email: `many.${i}@example.com`,
          password: 'fence-posts-and-gates',
          confirmPassword: 'fence-posts-and-gates',
        },
        { 'cf-connecting-ip': ip },
      )
      statuses.push(response.status)
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429])
    // Ten sign-ups waiting for their links, none for the refused one.
    await vi.waitFor(async () =>
      expect(await sqlRows("SELECT email FROM pending_registrations WHERE email LIKE 'many.%'")).toHaveLength(10),
    )
  })

  it('mail at most 3 reset links an hour to one address, answering the same every time', async () => {
    const email = 'buyer7@land.localhost'
    const mails = async () =>
      (await sqlRows("SELECT id FROM email_outbox WHERE kind = 'password-reset' AND to_address = ?1", email)).length
    const before = await mails()
    for (let i = 0; i < 5; i++) {
      const response = await post('/api/authenticate/requestreset/1', { email })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ accepted: true })
    }
    expect(await mails()).toBe(before + 3)
  })
})
