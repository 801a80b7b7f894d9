import type { BrandId } from '../../brands/brand-config.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'

// The people the harness logs in as: a buyer, the seed's seller and its admin (worker/db/seed/users.ts). Each
// harness (browser checks, fuzzer) logs in once per person and uses the session on every brand (a session is not
// tied to a host), so a run stays far inside the login rate limits.

export type HarnessLogin = 'buyer' | 'seller' | 'admin'

const harnessLogins: Record<HarnessLogin, { email: string; password: string }> = {
  // buyer2, not buyer1: the account browser tests log in as buyer1, and each address has its own login limit.
  buyer: { email: 'buyer2@land.localhost', password: seedLogins.buyer.password },
  seller: seedLogins.seller,
  admin: seedLogins.admin,
}

export interface HarnessSession {
  /** 'session=…' for a Cookie header. */
  cookie: string
  /** The token's value alone, for a browser's cookie jar. */
  token: string
  csrfToken: string
}

type Fetch = (
  brandId: BrandId,
  path: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<Response>

/** Logs in through the real call (from a client address of the caller's), or throws saying why it could not. */
export async function logInForHarness(fetch: Fetch, who: HarnessLogin, clientAddress: string): Promise<HarnessSession> {
  const response = await fetch('land', '/api/authenticate/login/1', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': clientAddress },
    body: JSON.stringify(harnessLogins[who]),
  })
  const body = (await response.json()) as { csrfToken?: string }
  const token = /session=([A-Za-z0-9_-]{43})/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  if (response.status !== 200 || !token || !body.csrfToken) {
    throw new Error(`The harness could not log in as ${who}: ${response.status} ${JSON.stringify(body)}`)
  }
  return { cookie: `session=${token}`, token, csrfToken: body.csrfToken }
}
