import { env, exports } from 'cloudflare:workers'
import { expect, vi } from 'vitest'
import { csrfHeader } from '../../web/api/account-call.ts'
import { loginInfo, type LoginInfo } from '../../web/api/login-info.ts'
import * as v from 'valibot'

// A browser's session as the worker tests hold it: the cookie the login set and the CSRF token its login info gave.

export interface TestSession {
  cookie: string
  csrfToken: string
  info: LoginInfo
}

let nextIp = 1
/** A client address of its own per call, so a rate limit only counts where a test means it to. */
export const freshIp = () => `203.0.113.${(nextIp++ % 250) + 1}`

/** The `session=…` pair of a Set-Cookie answer. */
export function sessionCookieOf(response: Response): string | null {
  const setCookie = response.headers.get('set-cookie') ?? ''
  const match = /(?:^|,\s*)(session=[^;]*)/.exec(setCookie)
  return match && match[1] !== 'session=' ? match[1]! : null
}

/** Logs in through the real call; fails the test when the login does not succeed. */
export async function logInAs(email: string, password: string, host = 'land.localhost', siteId = 1) {
  const response = await exports.default.fetch(`http://${host}/api/authenticate/login/${siteId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
    body: JSON.stringify({ email, password }),
  })
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  const info = v.parse(loginInfo, body)
  const cookie = sessionCookieOf(response)
  expect(cookie).not.toBeNull()
  return { cookie: cookie!, csrfToken: info.csrfToken!, info } satisfies TestSession
}

/** A call made as the session's browser would make it: its cookie, its CSRF token on anything but a GET. */
export function callAs(session: TestSession | null, path: string, init: RequestInit = {}, host = 'land.localhost') {
  const headers = new Headers(init.headers)
  if (session) headers.set('cookie', session.cookie)
  if (session && init.method && init.method !== 'GET') headers.set(csrfHeader, session.csrfToken)
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json')
  return exports.default.fetch(`http://${host}${path}`, { ...init, headers })
}

/** The token of the newest mail of a kind to an address (its ?logintoken= link), once the work after the answer sent it. */
export async function mailedToken(kind: string, to: string): Promise<string> {
  let token: string | undefined
  await vi.waitFor(async () => {
    const { results } = await env.DB.prepare(
      'SELECT body_text FROM email_outbox WHERE kind = ?1 AND to_address = ?2 ORDER BY id DESC LIMIT 1',
    )
      .bind(kind, to)
      .all<{ body_text: string }>()
    token = /[?&]logintoken=([A-Za-z0-9_-]{43})/.exec(results[0]?.body_text ?? '')?.[1]
    expect(token, `a ${kind} mail to ${to}`).toBeDefined()
  })
  return token!
}

/**
 * Signs up as a person does: the register call, then the link mailed to the address, which makes the account and logs
 * in. Fails the test when either step does not succeed.
 */
export async function signUp(
  form: { contactName: string; email: string; password: string },
  host = 'land.localhost',
  siteId = 1,
): Promise<TestSession> {
  const headers = { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() }
  const registered = await exports.default.fetch(`http://${host}/api/authenticate/register/${siteId}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...form, confirmPassword: form.password }),
  })
  expect(registered.status, await registered.clone().text()).toBe(200)
  const token = await mailedToken('registration', form.email)
  const response = await exports.default.fetch(`http://${host}/api/authenticate/loginviatoken/${token}/${siteId}`, {
    method: 'POST',
    headers,
  })
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  const info = v.parse(loginInfo, body)
  return { cookie: sessionCookieOf(response)!, csrfToken: info.csrfToken!, info }
}
