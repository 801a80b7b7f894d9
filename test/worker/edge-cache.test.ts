import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import app from '../../worker/index.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { expectConsoleError } from './console-guard.ts'
import { countD1Statements } from './d1-statements.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'
import { callAs, logInAs } from './session-client.ts'

// The edge cache through the real worker, its Cache API and D1: what is shared, what never is, one render for a
// storm of identical requests, a stale copy refreshed behind the visitor, and a listing change seen at once.

beforeAll(async () => {
  await seedTestDb(300)
})

afterEach(() => {
  vi.restoreAllMocks()
})

const get = (url: string, init?: RequestInit) => exports.default.fetch(url, init)
const edgeCacheOf = (response: Response) => response.headers.get('x-edge-cache')
const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

/** Counts the statements the worker sends D1 (through the request's session) while `run` runs. */
async function countQueries(run: () => Promise<unknown>): Promise<number> {
  const statements = countD1Statements()
  await run()
  vi.restoreAllMocks()
  return statements.count()
}

describe('edge cache', () => {
  it('renders a landing page once, then serves the copy with each visitor’s own nonce', async () => {
    const first = await get('http://laf.localhost/')
    const firstHtml = await first.text()
    const second = await get('http://laf.localhost/')
    const secondHtml = await second.text()
    expect([first.status, second.status]).toEqual([200, 200])
    expect([edgeCacheOf(first), edgeCacheOf(second)]).toEqual(['MISS', 'HIT'])
    // A nonce is never shared: the copy carries this response's, the one its CSP allows.
    const [firstNonce, secondNonce] = [nonceOf(first)!, nonceOf(second)!]
    expect(firstNonce).not.toBe(secondNonce)
    expect(secondHtml).toContain(`nonce="${secondNonce}"`)
    expect(secondHtml).not.toContain(firstNonce)
    expect(secondHtml.replaceAll(secondNonce, firstNonce)).toBe(firstHtml)
    expect(second.headers.get('cache-control')).toBe('private, no-cache')
    // Each brand host has its own copy.
    expect(edgeCacheOf(await get('http://landwatch.localhost/'))).toBe('MISS')
  })

  it('never serves a stored page to a logged-in visitor, nor stores theirs', async () => {
    await get('http://laf.localhost/')
    const session = await logInAs(seedLogins.buyer.email, seedLogins.buyer.password, 'laf.localhost', 3)
    const page = await callAs(session, '/', {}, 'laf.localhost')
    expect(page.status).toBe(200)
    expect(edgeCacheOf(page)).toBe('BYPASS')
    expect(await page.text()).toContain(seedLogins.buyer.email.split('@')[0])
    // A session cookie that names no session is anyone's: served from the cache like them.
    const madeUp = await get('http://laf.localhost/', { headers: { cookie: `session=${'x'.repeat(43)}` } })
    expect(edgeCacheOf(madeUp)).toBe('HIT')
  })

  it('bypasses what depends on the request: search results, listings, the API, writes', async () => {
    const [listing] = await sqlRows<{ id: number }>('SELECT id FROM listings WHERE market_status = 1 LIMIT 1')
    for (const url of [
      'http://land.localhost/search/all-land/',
      `http://land.localhost/property/${listing!.id}/`,
      'http://land.localhost/api/popular/statenames/0',
      'http://land.localhost/termsofuse/',
    ]) {
      const first = await get(url)
      const again = await get(url)
      expect([url, edgeCacheOf(first), edgeCacheOf(again)]).toEqual([url, 'BYPASS', 'BYPASS'])
    }
  })

  it('lets a storm of identical requests reach D1 once', async () => {
    // A cold key rendered alone: what one render asks of D1.
    const oneRender = await countQueries(() => get('http://land.localhost/Texas/').then((r) => r.text()))
    expect(oneRender).toBeGreaterThan(1)
    const storm = await countQueries(() =>
      Promise.all(
        Array.from({ length: 25 }, () => get('http://land.localhost/Ohio/').then((r) => [edgeCacheOf(r), r.status])),
      ),
    )
    // At most the one render of the key; its data version was read within the interval already.
    expect(storm).toBeLessThanOrEqual(oneRender)
    const later = await countQueries(() =>
      get('http://land.localhost/Ohio/').then((r) => expect(edgeCacheOf(r)).toBe('HIT')),
    )
    expect(later).toBe(0)
  })

  it('serves a stale copy while one background render replaces it', async () => {
    await get('http://land.localhost/Utah/')
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 301_000)
    const stale = await get('http://land.localhost/Utah/')
    expect(edgeCacheOf(stale)).toBe('STALE')
    expect(stale.status).toBe(200)
    // The refresh ran in the background (waitUntil) and stored a new copy: fresh again.
    await vi.waitFor(async () => expect(edgeCacheOf(await get('http://land.localhost/Utah/'))).toBe('HIT'))
  })

  it('never stores a page made while its data could not be had', async () => {
    expectConsoleError(/failed[\s\S]*D1 is down/)
    // D1 fails every query but the data version's: the page's calls answer 500, and the page shows what it can.
    const failingDb = {
      withSession: (start?: string) => {
        const session = env.DB.withSession(start)
        const prepare = (sql: string) => {
          if (!sql.includes('data_version')) throw new Error('D1 is down')
          return session.prepare(sql)
        }
        return { prepare, batch: session.batch.bind(session), getBookmark: () => session.getBookmark() }
      },
    }
    // A page no other case here stores (the cache keeps a page by its address alone, without a query it does not read).
    const url = 'http://laf.localhost/sitemap/kansas/'
    const ctx = createExecutionContext()
    const degraded = await app.fetch(new Request(url), { ...env, DB: failingDb }, ctx)
    await waitOnExecutionContext(ctx)
    expect(degraded.status).toBe(200)
    expect(edgeCacheOf(degraded)).toBe('BYPASS')
    // Once D1 answers again, the page is rendered whole, and that copy is the one kept.
    expect(edgeCacheOf(await get(url))).toBe('MISS')
    expect(edgeCacheOf(await get(url))).toBe('HIT')
  })

  it('shows a listing change at once: the data version in the key moves with it', async () => {
    const seller = await logInAs(seedLogins.seller.email, seedLogins.seller.password)
    const [listing] = await sqlRows<{ id: number; state_name: string; price: number }>(
      `SELECT l.id, s.name AS state_name, l.price FROM listings l JOIN states s ON s.id = l.state_id
        JOIN users u ON u.account_id = l.account_id WHERE u.email = ?1 AND l.market_status = 1 LIMIT 1`,
      seedLogins.seller.email,
    )
    const home = 'http://land.localhost/'
    await get(home)
    expect(edgeCacheOf(await get(home))).toBe('HIT')
    const response = await callAs(seller, `/api/account/listings/${listing!.id}`, {
      method: 'POST',
      body: JSON.stringify({ price: listing!.price + 1000 }),
    })
    expect(response.status).toBe(200)
    expect(edgeCacheOf(response)).toBe('BYPASS')
    expect(edgeCacheOf(await get(home))).toBe('MISS')
  })
})
