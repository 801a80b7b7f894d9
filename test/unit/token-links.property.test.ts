import fc from 'fast-check'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { QueryClient } from '@tanstack/react-query'
import { brandIds } from '../../brands/brand-registry.ts'
import { logInByToken } from '../../web/account/token-login.ts'
import { loginTokenParameter } from '../../web/account/login-token.ts'
import { callPath } from '../../web/api/api-call.ts'
import { loginViaTokenCall, resetKeyCall } from '../../web/api/authenticate.ts'
import { resetMail } from '../../worker/auth/reset-mail.ts'
import { isSecretToken, newSecretToken } from '../../worker/auth/secret-token.ts'
import type { Db } from '../../worker/db/db.ts'
import { sellerLoginLink } from '../../worker/leads/seller-login-link.ts'
import { brandRoutes } from './brand-routes.ts'
import { anyText } from './url-properties.ts'

// The links that carry a one-time key (spec §4 login by token; the password reset mail): every key the worker makes
// is one every reader takes (the API's path schemas, the page's token check); a mailed link reads back as its key;
// and the page takes a login token off the URL, keeping the rest of it, whatever the URL holds.

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const origin = 'https://www.openacres.example'
/** D1 as a seller's login token needs it: the seller's user, and the token's row written. */
const sellerDb = {
  prepare: () => ({ bind: () => ({ first: async () => ({ id: 7 }), run: async () => ({}) }) }),
} as unknown as Db

/** The page's token login on a URL: the API path it calls, if any, and the address it moves to. */
async function tokenLoginOn(href: string) {
  const calls: string[] = []
  const moves: string[] = []
  vi.stubGlobal('window', { location: { href }, alert: () => undefined })
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const refused = Response.json({ error: 'Unauthorized', field: 'token', message: 'Used.' }, { status: 401 })
  await logInByToken({
    api: async (path) => {
      calls.push(path)
      return refused.clone()
    },
    siteId: 1,
    queryClient: {} as QueryClient,
    navigate: async (to) => {
      moves.push(to)
    },
  })
  return { calls, moves }
}

describe('one-time keys', () => {
  it('are taken by every reader: the worker’s check, the API’s path schemas, the page', async () => {
    for (let n = 0; n < 50; n++) {
      const key = newSecretToken()
      expect(isSecretToken(key), key).toBe(true)
      expect(v.is(loginViaTokenCall.params, { token: key, siteId: '1' })).toBe(true)
      expect(v.is(resetKeyCall.params, { resetKey: key })).toBe(true)
    }
  })

  it('in a seller’s login link reach the API from the home page, and leave the URL', async () => {
    for (let n = 0; n < 20; n++) {
      const link = (await sellerLoginLink(
        sellerDb,
        { accountId: 1, email: 's@land.example' } as never,
        1,
        origin,
        new Date(),
      ))!
      const token = new URL(link).searchParams.get(loginTokenParameter)!
      const { calls, moves } = await tokenLoginOn(link)
      expect(calls).toEqual([callPath(loginViaTokenCall, { token, siteId: 1 })])
      expect(moves).toEqual(['/'])
    }
  })

  it('in a reset mail reach the reset route as the key', () => {
    fc.assert(
      fc.property(fc.constantFrom(...brandIds), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), (brandId, key) => {
        const mail = resetMail({ siteId: 1, siteName: 'OpenAcres', origin, to: 'r@example.com', key })
        const link = mail.text.split('\n').find((line) => line.startsWith(origin))!
        const { routeId, params } = brandRoutes(brandId)(new URL(link).pathname)
        expect(routeId).toBe('/reset/$resetKey')
        expect(params.resetKey).toBe(key)
      }),
      { numRuns: 30 },
    )
  })
})

describe('the page’s token login', () => {
  it('takes the token off any URL, keeping the rest, and asks the API only for a well-formed token', async () => {
    const value = fc.oneof(anyText, fc.constant('A'.repeat(43)), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/))
    const url = fc
      .tuple(
        fc.array(fc.tuple(fc.constantFrom('a', 'utm_source', loginTokenParameter, 'page'), value), { maxLength: 4 }),
        fc.constantFrom('', '#map'),
      )
      .map(([pairs, hash]) => {
        const search = new URLSearchParams(pairs.map(([k, text]) => [k, text.replace(/[\uD800-\uDFFF]/g, '')]))
        return `${origin}/Texas/?${search}${hash}`
      })
    await fc.assert(
      fc.asyncProperty(url, async (href) => {
        const asked = new URL(href)
        const token = asked.searchParams.get(loginTokenParameter) ?? ''
        const { calls, moves } = await tokenLoginOn(href)
        const kept = new URL(href)
        kept.searchParams.delete(loginTokenParameter)
        expect(moves).toEqual([`${kept.pathname}${kept.search}${kept.hash}`])
        expect(new URL(moves[0]!, origin).searchParams.has(loginTokenParameter)).toBe(false)
        expect(calls).toEqual(isSecretToken(token) ? [callPath(loginViaTokenCall, { token, siteId: 1 })] : [])
      }),
      { numRuns: 60 },
    )
  })
})
