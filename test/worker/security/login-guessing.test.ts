import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { loginTokenParameter } from '../../../web/account/login-token.ts'
import { authLimits } from '../../../worker/auth/auth-limits.ts'
import { seedLogins } from '../../../worker/db/seed/users.ts'
import app from '../../../worker/index.ts'
import { countD1Statements } from '../d1-statements.ts'
import { seedTestDb, sqlRows } from '../seeded-db.ts'
import { send, type Answer } from './security-kit.ts'

// Guessing passwords, as an attacker would (security review, issue 28, findings 3, 4 and 7). A burst of guesses at
// once checks no more passwords than the limit (each attempt is reserved before its check; the limit used to be read
// before and counted after, so 16 at once checked 16). Guesses from anywhere cannot lock the owner out: a browser
// they logged in with before has a window of its own, and a login link by mail always works. And the calls that mail
// an address answer alike for an address with an account and one without, the lookup done after the answer.

const password = seedLogins.buyer.password

beforeAll(async () => {
  await seedTestDb(20)
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

const login = (email: string, guess: string, headers: Record<string, string> = {}) =>
  post('/api/authenticate/login/1', { email, password: guess }, headers)

/** The `name=value` pair of a cookie the answer set. */
const cookieOf = (answer: Answer, name: string) =>
  answer.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0]

/** The mails of a kind queued to an address, once the work after the answer has queued them. */
async function mailsTo(kind: string, to: string, count: number) {
  const read = () =>
    sqlRows<{ body_text: string }>('SELECT body_text FROM email_outbox WHERE kind = ?1 AND to_address = ?2', kind, to)
  await vi.waitFor(async () => expect((await read()).length).toBe(count))
  return read()
}

describe('a parallel burst of guesses (finding 3)', () => {
  test('16 guesses at once check at most the limit’s passwords; the rest are refused before any check', async () => {
    const email = 'buyer4@land.localhost'
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => login(email, `wrong-guess-${i}`, { 'cf-connecting-ip': `198.51.100.${i}` })),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(authLimits.loginFailuresPerEmail.max)
    expect(statuses.filter((status) => status === 429)).toHaveLength(16 - authLimits.loginFailuresPerEmail.max)
  })

  test('a right password gives its attempt back: logging in often is no attack', async () => {
    const email = 'buyer5@land.localhost'
    for (let i = 0; i < authLimits.loginFailuresPerEmail.max + 5; i++)
      expect((await login(email, password)).status).toBe(200)
    expect((await login(email, 'one-wrong-guess')).status).toBe(401)
  })
})

describe('nobody can lock the owner out (finding 4)', () => {
  const email = 'buyer7@land.localhost'

  test('guesses from anywhere else leave the owner’s own browser able to log in', async () => {
    // The owner logged in with this browser before: it keeps the known_device cookie.
    const earlier = await login(email, password)
    expect(earlier.status).toBe(200)
    const device = cookieOf(earlier, 'known_device')
    expect(device).toMatch(/^known_device=[A-Za-z0-9_-]{43}$/)

    for (let i = 0; i < authLimits.loginFailuresPerEmail.max + 3; i++) {
      expect([401, 429]).toContain((await login(email, `attacker-guess-${i}`)).status)
    }
    // A browser the account never logged in with: refused, the right password too.
    expect((await login(email, password)).status).toBe(429)
    // The owner's: in.
    const owner = await login(email, password, { cookie: device! })
    expect(owner.status, owner.text).toBe(200)
    // Another account's known browser is not this account's.
    const other = await login('buyer8@land.localhost', password)
    expect((await login(email, password, { cookie: cookieOf(other, 'known_device')! })).status).toBe(429)
  })

  test('the owner on a new browser gets in by a login link from the mail', async () => {
    const asked = await post('/api/authenticate/loginlink/1', { email })
    expect([asked.status, asked.json]).toEqual([200, { accepted: true }])
    const [mail] = await mailsTo('login-link', email, 1)
    const token = new RegExp(`[?&]${loginTokenParameter}=([A-Za-z0-9_-]{43})`).exec(mail!.body_text)?.[1]
    expect(token).toBeDefined()
    const loggedIn = await post(`/api/authenticate/loginviatoken/${token}/1`, {})
    expect(loggedIn.status, loggedIn.text).toBe(200)
    expect((loggedIn.json as { isLoggedIn: boolean }).isLoggedIn).toBe(true)
    // Once.
    expect((await post(`/api/authenticate/loginviatoken/${token}/1`, {})).status).toBe(401)
  })
})

describe('mail to an address answers alike whether or not it has an account (finding 7)', () => {
  /** The answer, and the D1 statements the worker had sent when it answered (the work after it not counted). */
  async function answerOf(path: string, email: string, form: Record<string, string> = {}) {
    const statements = countD1Statements()
    const ctx = createExecutionContext()
    const request = new Request(`http://land.localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': `192.0.2.${Math.floor(Math.random() * 250)}` },
      body: JSON.stringify({ ...form, email }),
    })
    const response = await app.fetch(request, env, ctx)
    const answered = statements.count()
    const body = await response.text()
    await waitOnExecutionContext(ctx)
    vi.restoreAllMocks()
    return { status: response.status, body, statementsBeforeAnswer: answered }
  }

  test.for(['/api/authenticate/requestreset/1', '/api/authenticate/loginlink/1'])(
    '%s: the same answer, after the same work, for an account and for nobody',
    async (path) => {
      const known = await answerOf(path, 'buyer3@land.localhost')
      const unknown = await answerOf(path, `nobody.${Date.now()}@example.com`)
      expect(unknown).toEqual(known)
    },
  )

  test('a sign-up: the same answer, after the same work, for an address with an account and one without', async () => {
    const form = {
      contactName: 'Sam Prober',
      password: 'probing-for-accounts',
      confirmPassword: 'probing-for-accounts',
    }
    const known = await answerOf('/api/authenticate/register/1', 'buyer3@land.localhost', form)
    const unknown = await answerOf('/api/authenticate/register/1', `nobody.${Date.now()}@example.com`, form)
    expect(unknown).toEqual(known)
    expect(known.status).toBe(200)
    // The owner of the address with an account was mailed a way in, and nothing of theirs changed.
    await mailsTo('registration-existing', 'buyer3@land.localhost', 1)
    expect(await sqlRows("SELECT id FROM users WHERE contact_name = 'Sam Prober'")).toEqual([])
  })

  test('no Server-Timing in production: how long a call took is nobody’s business', async () => {
    const timingOf = async (environment: string, path: string) => {
      const ctx = createExecutionContext()
      const response = await app.fetch(
        new Request(`http://land.localhost${path}`),
        { ...env, ENVIRONMENT: environment },
        ctx,
      )
      await response.text()
      await waitOnExecutionContext(ctx)
      return response.headers.get('server-timing')
    }
    for (const path of ['/api/authenticate/isloggedin', '/termsofuse/']) {
      expect(await timingOf('production', path), path).toBeNull()
      // Outside production it stays, for whoever measures the worker locally.
      expect(await timingOf('development', path), path).toMatch(/total;dur=/)
    }
  })
})
