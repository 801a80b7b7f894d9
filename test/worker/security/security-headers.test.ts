import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, test } from 'vitest'
import type { BrandId } from '../../../brands/brand-config.ts'
import { brandIds } from '../../../brands/brand-registry.ts'
import { logInForHarness, type HarnessLogin, type HarnessSession } from '../../harness/harness-logins.ts'
import { harnessPages } from '../../harness/page-list.ts'
import { defaultSeed } from '../../../worker/db/seed/generate.ts'
import { seedTestDb } from '../seeded-db.ts'
import { brandOrigin } from '../worker-config.ts'
import { send, type Answer } from './security-kit.ts'

// The security headers of every HTML answer: every page of the harness's page list on every brand (the 404 and error
// pages among them, the account pages as their person), the 414 page, and a page served again from the edge cache.
// A Content-Security-Policy whose script-src allows only this response's nonce ('strict-dynamic' for what the nonce'd
// entry loads), never 'unsafe-inline' or 'unsafe-eval', with the nonce on every <script> of the page and no script
// without it; framing by this site only; HSTS for a year; a Referrer-Policy that keeps paths to this site;
// X-Content-Type-Options: nosniff. Two answers never share a nonce.

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  )
}

/** The nonce attribute of every <script> of a page, as the browser parses it (undefined: a script without one). */
async function scriptNonces(html: string): Promise<(string | undefined)[]> {
  const nonces: (string | undefined)[] = []
  const rewriter = new HTMLRewriter().on('script', {
    element(element) {
      nonces.push(element.getAttribute('nonce') ?? undefined)
    },
  })
  await rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html' } })).text()
  return nonces
}

const strictReferrers = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']

/** Every header this file asks of an HTML answer; the nonce the page's scripts carry. */
async function expectSecureHtml(answer: Answer): Promise<string> {
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
  const csp = directives(answer.headers.get('content-security-policy') ?? '')
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? []
  const nonce = scriptSrc.map((source) => /^'nonce-([^']+)'$/.exec(source)?.[1]).find(Boolean)
  expect(nonce, 'a nonce in script-src').toBeTruthy()
  expect(scriptSrc).not.toContain("'unsafe-inline'")
  expect(scriptSrc).not.toContain("'unsafe-eval'")
  expect(scriptSrc.filter((source) => source === '*' || /^(https?|data|blob):$/.test(source))).toEqual([])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('base-uri')).toEqual(["'self'"])
  const frameAncestors = csp.get('frame-ancestors')
  const frameOptions = answer.headers.get('x-frame-options')
  expect(frameAncestors ?? frameOptions, 'frame-ancestors or X-Frame-Options').toBeTruthy()
  if (frameAncestors) expect(frameAncestors.every((source) => source === "'self'" || source === "'none'")).toBe(true)
  if (frameOptions) expect(frameOptions.toUpperCase()).toMatch(/^(DENY|SAMEORIGIN)$/)
  const hsts = answer.headers.get('strict-transport-security') ?? ''
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000)
  expect(strictReferrers).toContain(answer.headers.get('referrer-policy'))
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
  const nonces = await scriptNonces(answer.text)
  expect(nonces.filter((scriptNonce) => scriptNonce !== nonce)).toEqual([])
  return nonce!
}

const logins = new Map<HarnessLogin, HarnessSession>()
const hostOf = (brandId: BrandId) => new URL(brandOrigin(brandId)).host

beforeAll(async () => {
  await seedTestDb(120, defaultSeed)
  const fetchOn = (brandId: BrandId, path: string, init: RequestInit) =>
    exports.default.fetch(`${brandOrigin(brandId)}${path}`, init)
  for (const who of ['buyer', 'seller', 'admin'] as const) {
    logins.set(who, await logInForHarness(fetchOn, who, `198.51.100.${logins.size + 1}`))
  }
})

const rows = brandIds.flatMap((brandId) =>
  harnessPages[brandId].map((page) => ({ brandId, page, label: `${brandId} ${page.name} (${page.path})` })),
)

describe('security headers on every page of every brand', () => {
  test.for(rows)(
    '$label',
    // The map view of a search renders for seconds here (its first render in workerd): room for it.
    { timeout: 20_000 },
    async ({ brandId, page }) => {
      const cookie = page.login ? logins.get(page.login)!.cookie : undefined
      const init = cookie ? { headers: { cookie } } : {}
      let answer = await send(page.path, init, hostOf(brandId))
      // A page this small seed has no second page of, or names its seller otherwise, moves: its new address is checked.
      const location = answer.headers.get('location')
      if (answer.status >= 300 && answer.status < 400 && location?.startsWith('/')) {
        expect(answer.headers.get('strict-transport-security')).toBeTruthy()
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
        answer = await send(location, init, hostOf(brandId))
      }
      expect(answer.status).toBe(page.status)
      await expectSecureHtml(answer)
    },
  )

  test.for(brandIds)('%s: the 414 page of an address too long to be ours', async (brandId) => {
    const answer = await send(`/${'a'.repeat(9_000)}/`, {}, hostOf(brandId))
    expect(answer.status).toBe(414)
    await expectSecureHtml(answer)
  })

  test.for(brandIds)('%s: two answers have two nonces, a copy from the edge cache its own', async (brandId) => {
    const first = await send('/', {}, hostOf(brandId))
    const second = await send('/', {}, hostOf(brandId))
    expect(second.headers.get('x-edge-cache')).toMatch(/HIT|STALE|MISS/)
    const nonces = [await expectSecureHtml(first), await expectSecureHtml(second)]
    expect(nonces[0]).not.toBe(nonces[1])
    // Each answer's scripts carry that answer's own nonce, so the other's does not appear in it at all.
    expect(second.text).not.toContain(nonces[0])
  })
})
