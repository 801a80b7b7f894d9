import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { csrfHeader } from '../../../web/api/account-call.ts'
import { contactCall } from '../../../web/api/contact.ts'
import { contactSellerCall } from '../../../web/api/leads.ts'
import { passwordChangeLimit } from '../../../worker/account/password-change.ts'
import { authLimits } from '../../../worker/auth/auth-limits.ts'
import { issueLoginToken, issueResetKey } from '../../../worker/auth/one-time-keys.ts'
import { tokenHash } from '../../../worker/auth/secret-token.ts'
import { contactRateLimit } from '../../../worker/content/contact-mail.ts'
import { seedLogins } from '../../../worker/db/seed/users.ts'
import { leadRateLimit } from '../../../worker/leads/lead-rate-limit.ts'
import { seedTestDb, sqlRows } from '../seeded-db.ts'
import { logInAs, mailedToken, type TestSession } from '../session-client.ts'
import { cookieSetBy, send, type Answer } from './security-kit.ts'

// Sessions and guessing. A session cookie an attacker set before the login is never the session after it (every way
// in opens a new one and closes the one the browser came with); logging out, a new password and a block end a
// session on the server, not only in the browser. Every limit of worker/auth/auth-limits.ts (and the lead and
// contact forms' own) refuses with 429 and Retry-After once reached, from one address and, for logins, across
// addresses for one account, the right password included.

const password = seedLogins.buyer.password
const buyer = (n: number) => `buyer${n}@land.localhost`
const plantedToken = 'P'.repeat(43)

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

const isLoggedIn = async (cookie: string) =>
  (await send('/api/authenticate/isloggedin', { headers: { cookie } })).json === true

const userIdOf = async (email: string) =>
  (await sqlRows<{ id: number }>('SELECT id FROM users WHERE email = ?1', email))[0]!.id

function expectTooMany(answer: Answer, windowSeconds: number) {
  expect(answer.status, answer.text).toBe(429)
  const retryAfter = Number(answer.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
  expect(answer.headers.get('set-cookie') ?? '').not.toMatch(/session=[A-Za-z0-9_-]{43}/)
}

beforeAll(async () => {
  await seedTestDb(40)
})

describe('session fixation', () => {
  test('a cookie planted before login is not the session after it, and never becomes one', async () => {
    const answer = await post(
      '/api/authenticate/login/1',
      { email: buyer(1), password },
      { cookie: `session=${plantedToken}` },
    )
    expect(answer.status).toBe(200)
    const issued = cookieSetBy(answer)!
    expect(issued).not.toBe(`session=${plantedToken}`)
    expect(await isLoggedIn(issued)).toBe(true)
    expect(await isLoggedIn(`session=${plantedToken}`)).toBe(false)
    expect(await sqlRows('SELECT id FROM sessions WHERE id = ?1', await tokenHash(plantedToken))).toEqual([])
  })

  test("an attacker's own live session planted in the victim's browser is closed by the victim's login", async () => {
    const attacker = await logInAs(buyer(2), password)
    const answer = await post('/api/authenticate/login/1', { email: buyer(1), password }, { cookie: attacker.cookie })
    const victim = cookieSetBy(answer)!
    expect(victim).not.toBe(attacker.cookie)
    // The attacker's token, which the attacker still holds, no longer works: nothing of the victim's is behind it.
    expect(await isLoggedIn(attacker.cookie)).toBe(false)
    const details = await send('/api/account/details', { headers: { cookie: victim } })
    expect((details.json as { email: string }).email).toBe(buyer(1))
  })

  test.for([
    [
      'finishing a sign-up by its link',
      async () => {
        const account = newAccount()
        expect((await post('/api/authenticate/register/1', account)).status).toBe(200)
        const token = await mailedToken('registration', account.email)
        return { path: `/api/authenticate/loginviatoken/${token}/1`, body: undefined }
      },
    ],
    [
      'a reset password',
      async () => ({ path: `/api/authenticate/reset/${await resetKeyOf(buyer(3))}/1`, body: newPassword }),
    ],
    [
      'a login link',
      async () => ({ path: `/api/authenticate/loginviatoken/${await loginTokenOf(buyer(3))}/1`, body: undefined }),
    ],
  ] as const)('%s also opens a new session, not the planted one', async ([, made]) => {
    const { path, body } = await made()
    const answer = await post(path, body, { cookie: `session=${plantedToken}` })
    expect(answer.status, answer.text).toBe(200)
    const issued = cookieSetBy(answer)!
    expect(issued).toMatch(/^session=[A-Za-z0-9_-]{43}$/)
    expect(issued).not.toBe(`session=${plantedToken}`)
    expect(await isLoggedIn(`session=${plantedToken}`)).toBe(false)
  })

  test.for([
    'session=short',
    `session=${plantedToken};x=1`,
    `session=${'a'.repeat(44)}`,
    'session=../../etc',
    'session=',
  ])('a malformed cookie %j is nobody', async (cookie) => {
    expect(await isLoggedIn(cookie)).toBe(false)
    expect((await send('/api/account/details', { headers: { cookie } })).status).toBe(401)
  })

  test('the session cookie is HttpOnly, Secure, SameSite=Lax and for this host only', async () => {
    const answer = await post('/api/authenticate/login/1', { email: buyer(1), password })
    const setCookie = answer.headers.get('set-cookie')!
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/Secure/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).not.toMatch(/Domain=/i)
  })
})

const newAccount = () => ({
  contactName: 'Planted Cookie',
  email: `planted.${crypto.randomUUID()}@example.com`,
  password: 'fence-posts-and-gates',
  confirmPassword: 'fence-posts-and-gates',
})
const newPassword = { password: 'a-brand-new-password', confirmPassword: 'a-brand-new-password' }
const resetKeyOf = async (email: string) => issueResetKey(env.DB, await userIdOf(email), new Date())
const loginTokenOf = async (email: string) => issueLoginToken(env.DB, await userIdOf(email), 1, new Date())

describe('a session ends on the server', () => {
  const calls = (session: TestSession) => ({
    loggedIn: () => isLoggedIn(session.cookie),
    details: () => send('/api/account/details', { headers: { cookie: session.cookie } }),
    like: () =>
      send('/api/account/like/1/1000001', {
        method: 'POST',
        headers: { cookie: session.cookie, [csrfHeader]: session.csrfToken, 'content-type': 'application/json' },
        body: JSON.stringify({ liked: true }),
      }),
  })

  async function expectEnded(session: TestSession) {
    const call = calls(session)
    expect(await call.loggedIn()).toBe(false)
    expect((await call.details()).status).toBe(401)
    expect((await call.like()).status).toBe(401)
    const token = session.cookie.slice('session='.length)
    expect(await sqlRows('SELECT id FROM sessions WHERE id = ?1', await tokenHash(token))).toEqual([])
  }

  test('logging out: the old cookie, replayed, is nobody', async () => {
    const session = await logInAs(buyer(4), password)
    expect(await calls(session).loggedIn()).toBe(true)
    const answer = await post('/api/authenticate/logout', undefined, {
      cookie: session.cookie,
      [csrfHeader]: session.csrfToken,
    })
    expect(answer.status).toBe(200)
    await expectEnded(session)
  })

  test('a new password: every other session of the person ends', async () => {
    const other = await logInAs(buyer(5), password)
    const current = await logInAs(buyer(5), password)
    const answer = await post(
      '/api/account/password',
      { currentPassword: password, password, confirmPassword: password },
      { cookie: current.cookie, [csrfHeader]: current.csrfToken },
    )
    expect(answer.status, answer.text).toBe(200)
    await expectEnded(other)
    expect(await calls(current).loggedIn()).toBe(true)
  })

  test("a block: the person's open session is refused at once", async () => {
    const session = await logInAs(buyer(6), password)
    await env.DB.prepare('UPDATE users SET is_blocked = 1 WHERE email = ?1').bind(buyer(6)).run()
    expect(await calls(session).loggedIn()).toBe(false)
    expect((await calls(session).details()).status).toBe(401)
  })

  test('an expired session is refused', async () => {
    const session = await logInAs(buyer(7), password)
    const token = session.cookie.slice('session='.length)
    await env.DB.prepare("UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id = ?1")
      .bind(await tokenHash(token))
      .run()
    expect(await calls(session).loggedIn()).toBe(false)
    expect((await calls(session).details()).status).toBe(401)
  })
})

describe('guessing is limited', () => {
  // The limits count in fixed windows of the clock (10 minutes, an hour): a case that crossed a window's end would
  // start counting again halfway. The clock stands still a minute into an hour while these cases run.
  beforeAll(() => {
    vi.setSystemTime(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 60_000)
  })
  afterAll(() => {
    vi.useRealTimers()
  })

  const login = (email: string, guess: string, ip: string) =>
    post('/api/authenticate/login/1', { email, password: guess }, { 'cf-connecting-ip': ip })

  test('logins from one address: past the limit, refused, the right password included', async () => {
    const ip = '192.0.2.10'
    const { max, windowSeconds } = authLimits.loginPerIp
    // Each guess at another account, so only the address's limit is reached.
    for (let i = 0; i < max; i++)
      expect((await login(`nobody.${i}@example.com`, 'wrong-password-1', ip)).status).toBe(401)
    expectTooMany(await login('nobody.more@example.com', 'wrong-password-1', ip), windowSeconds)
    expectTooMany(await login(buyer(8), password, ip), windowSeconds)
  })

  test('failed logins on one account from many addresses: past the limit, refused, the right password too', async () => {
    const { max, windowSeconds } = authLimits.loginFailuresPerEmail
    const email = 'buyer3@land.localhost'
    // The address in other cases is the same account.
    const spellings = [email, email.toUpperCase(), `Buyer3@Land.Localhost`]
    for (let i = 0; i < max; i++) {
      expect((await login(spellings[i % spellings.length]!, `guess-${i}-wrong`, `192.0.2.${20 + i}`)).status).toBe(401)
    }
    expectTooMany(await login(email, password, '192.0.2.99'), windowSeconds)
    expectTooMany(await login(email.toUpperCase(), password, '192.0.2.98'), windowSeconds)
  })

  test('reset requests from one address: past the limit, refused', async () => {
    const ip = '192.0.2.40'
    const { max, windowSeconds } = authLimits.resetPerIp
    for (let i = 0; i < max; i++) {
      expect(
        (await post('/api/authenticate/requestreset/1', { email: `r${i}@example.com` }, { 'cf-connecting-ip': ip }))
          .status,
      ).toBe(200)
    }
    expectTooMany(
      await post('/api/authenticate/requestreset/1', { email: buyer(1) }, { 'cf-connecting-ip': ip }),
      windowSeconds,
    )
  })

  test('reset mails to one account from many addresses: past the limit, no more mail, the same answer', async () => {
    const email = buyer(2)
    const mails = async () =>
      (await sqlRows("SELECT id FROM email_outbox WHERE kind = 'password-reset' AND to_address = ?1", email)).length
    const before = await mails()
    for (let i = 0; i < authLimits.resetMailsPerEmail.max + 3; i++) {
      const answer = await post(
        '/api/authenticate/requestreset/1',
        { email },
        { 'cf-connecting-ip': `192.0.2.${50 + i}` },
      )
      expect(answer.json).toEqual({ accepted: true })
    }
    // The mail is queued after the answer (the same answer, in the same time, for any address): waited for.
    await vi.waitFor(async () => expect(await mails()).toBe(before + authLimits.resetMailsPerEmail.max))
  })

  test('registrations from one address: past the limit, refused', async () => {
    const ip = '192.0.2.60'
    const { max, windowSeconds } = authLimits.registerPerIp
    for (let i = 0; i < max; i++) {
      expect((await post('/api/authenticate/register/1', newAccount(), { 'cf-connecting-ip': ip })).status).toBe(200)
    }
    expectTooMany(await post('/api/authenticate/register/1', newAccount(), { 'cf-connecting-ip': ip }), windowSeconds)
  })

  test('login links from one address: past the limit, refused, a good link included', async () => {
    const ip = '192.0.2.70'
    const { max, windowSeconds } = authLimits.tokenLoginPerIp
    for (let i = 0; i < max; i++) {
      expect(
        (
          await post(`/api/authenticate/loginviatoken/${'G'.repeat(42)}${i % 10}/1`, undefined, {
            'cf-connecting-ip': ip,
          })
        ).status,
      ).toBe(401)
    }
    const good = await loginTokenOf(buyer(1))
    expectTooMany(
      await post(`/api/authenticate/loginviatoken/${good}/1`, undefined, { 'cf-connecting-ip': ip }),
      windowSeconds,
    )
  })

  test('new passwords by reset key from one address: past the limit, refused, a good key included', async () => {
    const ip = '192.0.2.80'
    const { max, windowSeconds } = authLimits.newPasswordPerIp
    for (let i = 0; i < max; i++) {
      expect(
        (await post(`/api/authenticate/reset/${'K'.repeat(42)}${i % 10}/1`, newPassword, { 'cf-connecting-ip': ip }))
          .status,
      ).toBe(400)
    }
    const good = await resetKeyOf(buyer(1))
    expectTooMany(
      await post(`/api/authenticate/reset/${good}/1`, newPassword, { 'cf-connecting-ip': ip }),
      windowSeconds,
    )
  })

  test('password changes by one person: past the limit, refused, the right current password included', async () => {
    const session = await logInAs(buyer(1), password)
    const headers = { cookie: session.cookie, [csrfHeader]: session.csrfToken }
    const change = (currentPassword: string) =>
      post('/api/account/password', { currentPassword, password, confirmPassword: password }, headers)
    for (let i = 0; i < passwordChangeLimit.max; i++) expect((await change(`wrong-current-${i}`)).status).toBe(400)
    expectTooMany(await change(password), passwordChangeLimit.windowSeconds)
  })

  test.for([
    [
      'contact-seller leads',
      `/api/lead/contact/1`,
      contactSellerCall.example.body,
      leadRateLimit.maxLeads,
      leadRateLimit.windowSeconds,
    ],
    [
      'contact-form messages',
      `/api/content/contact/1`,
      contactCall.example.body,
      contactRateLimit.max,
      contactRateLimit.windowSeconds,
    ],
  ] as const)('%s from one address: past the limit, refused', async ([, path, body, max, windowSeconds]) => {
    const ip = path.includes('lead') ? '192.0.2.90' : '192.0.2.91'
    for (let i = 0; i < max; i++) expect((await post(path, body, { 'cf-connecting-ip': ip })).status).toBe(200)
    expectTooMany(await post(path, body, { 'cf-connecting-ip': ip }), windowSeconds)
  })
})
