import { siteIds } from '../../brands/site-ids.ts'
import { callPath } from '../../web/api/api-call.ts'
import { loginCall } from '../../web/api/authenticate.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { fetchAsBrand } from '../support/local-server.ts'
import type { Session } from './soak-http.ts'

// The people the load acts as: the seed's buyers (buyer1…buyerN, one password) and its seller, each logged in once
// through the real call. Every login comes from a client address of its own, so the per-address login limit
// (worker/auth/auth-limits.ts: 30 in 10 minutes) never counts two of them, nor an earlier run's.

const buyerEmail = (n: number) => seedLogins.buyer.email.replace(/^buyer1@/, `buyer${n}@`)

async function logIn(port: number, login: { email: string; password: string }, address: string): Promise<Session> {
  const response = await fetchAsBrand(port, 'land', callPath(loginCall, { siteId: siteIds.land }), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': address },
    body: JSON.stringify(login),
  })
  const body = (await response.json()) as { csrfToken?: string | null }
  const cookie = /session=[A-Za-z0-9_-]{43}/.exec(response.headers.get('set-cookie') ?? '')?.[0]
  if (response.status !== 200 || !cookie || !body.csrfToken) {
    throw new Error(`could not log in as ${login.email}: ${response.status} ${JSON.stringify(body)}`)
  }
  return { email: login.email, cookie, csrfToken: body.csrfToken }
}

/** Logs in `buyers` buyers and the seller, one after another, each from `address(i)`. */
export async function logInEveryone(
  port: number,
  buyers: number,
  address: (i: number) => string,
): Promise<{ buyers: Session[]; seller: Session }> {
  const sessions: Session[] = []
  for (let n = 1; n <= buyers; n++) {
    sessions.push(await logIn(port, { email: buyerEmail(n), password: seedLogins.buyer.password }, address(n)))
  }
  return { buyers: sessions, seller: await logIn(port, seedLogins.seller, address(0)) }
}
