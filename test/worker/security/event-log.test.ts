import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { callPath } from '../../../web/api/api-call.ts'
import { clientLogCall, listingLogCall, listingLogTypes } from '../../../web/api/logging.ts'
import { clientLogMessageMaxLength, listingLogInfosMaxLength } from '../../../web/api/logging-limits.ts'
import { popularSearchesCall, type PopularSearch } from '../../../web/api/popular-searches.ts'
import { logPopularSearchCall, searchCall, type SearchResults } from '../../../web/api/search.ts'
import { searchUrlCall } from '../../../web/api/search-url.ts'
import { managedListings, managedListingsCall } from '../../../web/api/seller-listings-manage.ts'
import type { SearchCriteria } from '../../../web/search/search-criteria.ts'
import { seedLogins } from '../../../worker/db/seed/users.ts'
import { eventLimits } from '../../../worker/events/event-limits.ts'
import { seedTestDb, sqlRows } from '../seeded-db.ts'
import { callAs, logInAs, type TestSession } from '../session-client.ts'
import { send, type Answer } from './security-kit.ts'

// Security finding 9: what a browser sends and forgets (listing events, log lines, popular searches) can be neither
// forged nor flooded. The sender is the address Cloudflare saw, never the body's; each visitor has a limit, past which
// nothing is stored; a visitor's view of a listing counts once a day; the popular searches count visitors shown
// results, not posts; and a log line or an event is no bigger than a real page sends. Each case sends from addresses
// of its own (198.51.100.0/24 and 2001:db8::/32, documentation ranges the other files do not use).

let seller: TestSession

beforeAll(async () => {
  await seedTestDb(300)
  seller = await logInAs(seedLogins.seller.email, seedLogins.seller.password)
})

const post = (path: string, body: unknown, address: string) =>
  send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': address },
    body: JSON.stringify(body),
  })

/** Sends `count` requests, `atOnce` at a time, as a script would; answers their statuses. */
async function flood(count: number, request: (i: number) => Promise<Answer>, atOnce = 25): Promise<number[]> {
  const statuses: number[] = []
  for (let start = 0; start < count; start += atOnce) {
    const wave = Array.from({ length: Math.min(atOnce, count - start) }, (_, i) => request(start + i))
    statuses.push(...(await Promise.all(wave)).map((answer) => answer.status))
  }
  return statuses
}

/** The window of a limit `at` falls in (worker/auth/rate-limit.ts's fixed windows). */
const windowOf = (windowSeconds: number, at: number) => Math.floor(at / 1000 / windowSeconds)

/** At most `max` stored in one window; twice that when the flood happened to cross from one window to the next. */
function expectLimited(stored: number, limit: { max: number; windowSeconds: number }, started: number) {
  const windows = windowOf(limit.windowSeconds, Date.now()) - windowOf(limit.windowSeconds, started) + 1
  if (windows === 1) expect(stored).toBe(limit.max)
  else expect(stored).toBeLessThanOrEqual(limit.max * windows)
}

const listingEvent = (logType: number, listingId: number, extra: object = {}) => ({
  logType,
  siteId: 1,
  listingLogInfos: [{ listingId, ...extra }],
})

describe('the sender of an event', () => {
  it('is the address Cloudflare saw: a body ipAddress is not stored', async () => {
    const [listing] = await sqlRows<{ id: number }>('SELECT id FROM listings ORDER BY id LIMIT 1')
    const body = { ...listingEvent(listingLogTypes.phoneClick, listing!.id), ipAddress: '198.18.0.99' }
    expect((await post(callPath(listingLogCall), body, '198.51.100.1')).status).toBe(202)
    const stored = await sqlRows<{ ip_address: string }>(
      'SELECT ip_address FROM listing_events WHERE listing_id = ?1 AND ip_address IN (?2, ?3)',
      listing!.id,
      '198.51.100.1',
      '198.18.0.99',
    )
    expect(stored).toEqual([{ ip_address: '198.51.100.1' }])
  })

  it("makes a listing's event its seller's, whatever account the body names", async () => {
    const [listing] = await sqlRows<{ id: number; account_id: number }>(
      'SELECT id, account_id FROM listings ORDER BY id LIMIT 1 OFFSET 1',
    )
    const forged = listingEvent(listingLogTypes.detailsViewed, listing!.id, { accountId: listing!.account_id + 1 })
    expect((await post(callPath(listingLogCall), forged, '198.51.100.2')).status).toBe(202)
    const stored = await sqlRows<{ account_id: number }>(
      'SELECT account_id FROM listing_events WHERE listing_id = ?1 AND ip_address = ?2',
      listing!.id,
      '198.51.100.2',
    )
    expect(stored).toEqual([{ account_id: listing!.account_id }])
  })
})

describe('a flood from one address', () => {
  it('stores listing events up to the limit, answered 202 like the others; another address is not held back', async () => {
    const limit = eventLimits.listingEventsPerVisitor
    const started = Date.now()
    // A different listing each time, so nothing is left out as the same visitor's view of the same listing.
    const statuses = await flood(limit.max + 80, (i) =>
      post(callPath(listingLogCall), listingEvent(listingLogTypes.detailsViewed, 9_000_001 + i), '198.51.100.3'),
    )
    expect(new Set(statuses)).toEqual(new Set([202]))
    const [flooded] = await sqlRows<{ n: number }>(
      'SELECT count(*) AS n FROM listing_events WHERE ip_address = ?1',
      '198.51.100.3',
    )
    expectLimited(flooded!.n, limit, started)

    const other = listingEvent(listingLogTypes.detailsViewed, 9_000_001)
    expect((await post(callPath(listingLogCall), other, '198.51.100.4')).status).toBe(202)
    const [neighbour] = await sqlRows<{ n: number }>(
      'SELECT count(*) AS n FROM listing_events WHERE ip_address = ?1',
      '198.51.100.4',
    )
    expect(neighbour!.n).toBe(1)
  })

  it('stores log lines up to the limit; an IPv6 visitor is its /64, however many addresses it takes from it', async () => {
    const limit = eventLimits.clientLogsPerVisitor
    const started = Date.now()
    const statuses = await flood(limit.max + 20, (i) =>
      post(callPath(clientLogCall), { message: `flood line ${i}` }, `2001:db8:9:1::${(i + 1).toString(16)}`),
    )
    expect(new Set(statuses)).toEqual(new Set([202]))
    const [stored] = await sqlRows<{ n: number }>(
      "SELECT count(*) AS n FROM client_logs WHERE message LIKE 'flood line %'",
    )
    expectLimited(stored!.n, limit, started)
  })
})

describe('views in Manage Listings', () => {
  const viewsOf = async (listingId: number) => {
    const response = await callAs(seller, callPath(managedListingsCall, { siteId: 1, pageIndex: 0 }))
    const page = v.parse(managedListings, await response.json())
    return page.listings.find((listing) => listing.id === listingId)!.views
  }

  it('count the same visitor viewing a listing 10 times in a day once; other visitors each once more', async () => {
    const first = await callAs(seller, callPath(managedListingsCall, { siteId: 1, pageIndex: 0 }))
    const target = v.parse(managedListings, await first.json()).listings[0]!
    const before = target.views
    const view = listingEvent(listingLogTypes.detailsViewed, target.id)
    const statuses = await flood(10, () => post(callPath(listingLogCall), view, '198.51.100.5'), 5)
    expect(new Set(statuses)).toEqual(new Set([202]))
    expect(await viewsOf(target.id)).toBe(before + 1)

    // Two more visitors; the last two addresses are one home's IPv6 network, so one visitor.
    for (const address of ['198.51.100.6', '2001:db8:9:2::1', '2001:db8:9:2::abcd']) {
      expect((await post(callPath(listingLogCall), view, address)).status).toBe(202)
    }
    expect(await viewsOf(target.id)).toBe(before + 3)
  })
})

describe('the popular searches', () => {
  const pathOf = async (criteria: SearchCriteria) =>
    (await post(callPath(searchUrlCall, { siteId: 1 }), criteria, '198.51.100.7')).text
  const totalOf = async (criteria: SearchCriteria) =>
    ((await post(callPath(searchCall, { siteId: 1 }), criteria, '198.51.100.7')).json as SearchResults).totalCount
  const logSearch = (criteria: SearchCriteria, address: string) =>
    post(callPath(logPopularSearchCall, { siteId: 1 }), criteria, address)
  const listed = async () =>
    ((await send(callPath(popularSearchesCall, { siteId: '1' }))).json as PopularSearch[]).map((search) => search.path)
  const countOf = async (path: string) =>
    (
      await sqlRows<{ n: number }>(
        'SELECT search_count AS n FROM popular_searches WHERE site_id = 1 AND path = ?1',
        path,
      )
    )[0]?.n ?? 0

  it('count visitors shown results: one visitor posting thousands of times is not listed, several visitors are', async () => {
    // The seed's popular searches out of the way, so the list holds what this case counted alone.
    await sqlRows('DELETE FROM popular_searches WHERE site_id = 1')
    const states = await sqlRows<{ abbreviation: string }>(
      `SELECT s.abbreviation FROM listings l JOIN states s ON s.id = l.state_id
        WHERE (l.site_mask & 1) != 0 AND l.market_status IN (1, 2) GROUP BY s.id ORDER BY count(*) DESC LIMIT 2`,
    )
    const [pushed, searched] = states.map((state) => ({ stateAbbreviation: state.abbreviation }))
    expect(await totalOf(pushed!)).toBeGreaterThan(0)
    expect(await totalOf(searched!)).toBeGreaterThan(0)

    const statuses = await flood(2000, () => logSearch(pushed!, '198.51.100.8'), 50)
    expect(new Set(statuses)).toEqual(new Set([202]))
    for (const address of ['198.51.100.9', '198.51.100.10', '2001:db8:9:3::1']) {
      for (let again = 0; again < 2; again++) expect((await logSearch(searched!, address)).status).toBe(202)
    }

    expect(await countOf(await pathOf(pushed!))).toBe(1)
    expect(await countOf(await pathOf(searched!))).toBe(3)
    const paths = await listed()
    expect(paths).toContain(await pathOf(searched!))
    expect(paths).not.toContain(await pathOf(pushed!))
  })

  it('never count a search with no results, whoever sends it', async () => {
    const [empty] = await sqlRows<{ id: number }>(
      `SELECT c.id FROM counties c WHERE NOT EXISTS (SELECT 1 FROM listings l WHERE l.county_id = c.id)
        ORDER BY c.id LIMIT 1`,
    )
    const nothing = { countyIdList: [empty!.id] }
    expect(await totalOf(nothing)).toBe(0)
    for (let n = 1; n <= 5; n++) expect((await logSearch(nothing, `198.51.100.${20 + n}`)).status).toBe(202)
    const path = await pathOf(nothing)
    expect(await countOf(path)).toBe(0)
    expect(await listed()).not.toContain(path)
  })
})

describe('sizes', () => {
  it('refuses a log message longer than a real error’s with 400 naming the field; one that fits is stored', async () => {
    const tooLong = await post(
      callPath(clientLogCall),
      { message: 'x'.repeat(clientLogMessageMaxLength + 1) },
      '198.51.100.30',
    )
    expect(tooLong.status).toBe(400)
    expect(tooLong.json).toMatchObject({ error: 'Bad Request', field: 'message' })
    expect((tooLong.json as { message: string }).message).toContain(String(clientLogMessageMaxLength))

    const fits = `fits ${'y'.repeat(clientLogMessageMaxLength - 5)}`
    expect((await post(callPath(clientLogCall), { message: fits }, '198.51.100.30')).status).toBe(202)
    expect(await sqlRows('SELECT id FROM client_logs WHERE message = ?1', fits)).toHaveLength(1)
  })

  it('refuses an event naming more listings than a search page shows, with 400 naming the field', async () => {
    const listings = (n: number) => Array.from({ length: n }, (_, i) => ({ listingId: 9_100_001 + i }))
    const body = (n: number) => ({ logType: listingLogTypes.sellerResults, siteId: 1, listingLogInfos: listings(n) })
    const tooMany = await post(callPath(listingLogCall), body(listingLogInfosMaxLength + 1), '198.51.100.31')
    expect(tooMany.status).toBe(400)
    expect(tooMany.json).toMatchObject({ field: 'listingLogInfos' })
    expect((await post(callPath(listingLogCall), body(listingLogInfosMaxLength), '198.51.100.31')).status).toBe(202)
    const [stored] = await sqlRows<{ n: number }>(
      'SELECT count(*) AS n FROM listing_events WHERE ip_address = ?1',
      '198.51.100.31',
    )
    expect(stored!.n).toBe(listingLogInfosMaxLength)
  })
})
