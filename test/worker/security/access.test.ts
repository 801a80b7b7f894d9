import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, test } from 'vitest'
import * as v from 'valibot'
import { brandIds } from '../../../brands/brand-registry.ts'
import { csrfHeader } from '../../../web/api/account-call.ts'
import { apiErrorBody, type ApiCall } from '../../../web/api/api-call.ts'
import { contactSellerCall } from '../../../web/api/leads.ts'
import app from '../../../worker/index.ts'
import { declaredApiCalls } from '../../harness/api-calls.ts'
import type { ExampleRequest } from '../../harness/api-examples.ts'
import { harnessPages } from '../../harness/page-list.ts'
import { seedTestDb, sqlRows } from '../seeded-db.ts'
import type { TestSession } from '../session-client.ts'
import { brandOrigin } from '../worker-config.ts'
import { changedTables, databaseSnapshot } from './db-state.ts'
import {
  exampleOf,
  logInBuyer,
  logInHarnessPeople,
  send,
  sendRequest,
  type Answer,
  type HarnessPeople,
} from './security-kit.ts'

// Another person's data, and the admin's: every call a login needs refused to a visitor, every admin call and page
// refused to a buyer and a seller, every page behind a login sent to /login; buyer A reading and changing buyer B's
// saved searches, saved properties and settings, a seller changing another seller's listing or sending a feed for
// another account, and the local mailbox (every lead and reset mail) in production. Each statement of the account
// calls names the session's user: dropping that from one makes its case here fail.

let people: HarnessPeople
let buyerA: TestSession
let buyerB: TestSession
let examples: Map<ApiCall, ExampleRequest>

beforeAll(async () => {
  await seedTestDb(120)
  people = await logInHarnessPeople()
  buyerA = await logInBuyer(1)
  buyerB = await logInBuyer(2)
  examples = new Map()
  for (const { call } of declaredApiCalls)
    if (call.access !== 'anyone') examples.set(call, await exampleOf(call, people))
})

/** The example request made by someone else: a session's cookie and token in place of its own, or none. */
function as(request: ExampleRequest, session: TestSession | null): ExampleRequest {
  const { cookie: _cookie, [csrfHeader]: _token, ...headers } = request.headers
  return {
    ...request,
    headers: session ? { ...headers, cookie: session.cookie, [csrfHeader]: session.csrfToken } : headers,
  }
}

/** A refusal in the API's error shape, with nothing of the call's data. */
function expectRefusal(answer: Answer, status: number) {
  expect(answer.status, answer.text).toBe(status)
  expect(v.safeParse(apiErrorBody, answer.json).success).toBe(true)
  expect(Object.keys(answer.json as object).sort()).toEqual(['error', 'field', 'message'])
}

const loginCalls = declaredApiCalls.filter(({ call }) => call.access !== 'anyone')
const adminCalls = declaredApiCalls.filter(({ call }) => call.access === 'admin')
const loginPages = brandIds.flatMap((brandId) =>
  harnessPages[brandId].filter((page) => page.login).map((page) => ({ brandId, page })),
)

describe('calls and pages behind a login', () => {
  test.for(loginCalls)('$name logged out: 401, no data, nothing changed', async ({ call }) => {
    const before = await databaseSnapshot()
    expectRefusal(await sendRequest(as(examples.get(call)!, null)), 401)
    expect(changedTables(before, await databaseSnapshot())).toEqual([])
  })

  test.for(
    adminCalls.flatMap(({ name, call }) => (['a buyer', 'a seller'] as const).map((who) => ({ name, call, who }))),
  )('$name as $who: 403, no data, nothing changed', async ({ call, who }) => {
    const before = await databaseSnapshot()
    const session = who === 'a buyer' ? buyerA : people.seller
    expectRefusal(await sendRequest(as(examples.get(call)!, session)), 403)
    expect(changedTables(before, await databaseSnapshot())).toEqual([])
  })

  test.for(loginPages)('$brandId $page.path logged out goes to /login with its address', async ({ brandId, page }) => {
    const host = new URL(brandOrigin(brandId)).host
    const answer = await send(page.path, {}, host)
    expect(answer.status).toBe(302)
    const location = new URL(answer.headers.get('location')!, brandOrigin(brandId))
    expect(location.origin).toBe(brandOrigin(brandId))
    expect(location.pathname).toBe('/login')
    expect(location.searchParams.get('returnUrl')).toBe(page.path)
  })

  const adminPages = loginPages.filter(({ page }) => page.login === 'admin')
  test.for(adminPages.flatMap((row) => (['a buyer', 'a seller'] as const).map((who) => ({ ...row, who }))))(
    '$brandId $page.path as $who goes to /login and shows no figure',
    async ({ brandId, page, who }) => {
      const session = who === 'a buyer' ? buyerA : people.seller
      const answer = await send(page.path, { headers: { cookie: session.cookie } }, new URL(brandOrigin(brandId)).host)
      expect(answer.status).toBe(302)
      expect(new URL(answer.headers.get('location')!, brandOrigin(brandId)).pathname).toBe('/login')
      expect(answer.text).not.toContain('data-testid="dashboard')
    },
  )

  test.for(adminPages)(
    '$brandId $page.path as the admin is the dashboard (the refusals above are not a broken page)',
    async ({ brandId, page }) => {
      const answer = await send(
        page.path,
        { headers: { cookie: people.admin.cookie } },
        new URL(brandOrigin(brandId)).host,
      )
      expect(answer.status).toBe(200)
    },
  )
})

describe("buyer A and buyer B's own data", () => {
  const post = (session: TestSession, path: string, body?: unknown) =>
    send(path, {
      method: 'POST',
      headers: { cookie: session.cookie, [csrfHeader]: session.csrfToken, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const userId = (session: TestSession) => session.info.userInfo!.id
  const savedSearchesOf = (session: TestSession) =>
    sqlRows<{ id: number; site_id: number; name: string; notify: string }>(
      'SELECT id, site_id, name, notify FROM saved_searches WHERE user_id = ?1 ORDER BY id',
      userId(session),
    )

  test("A reads only A's saved searches, on every site", async () => {
    const bIds = new Set((await savedSearchesOf(buyerB)).map((row) => row.id))
    expect(bIds.size).toBeGreaterThan(0)
    for (const siteId of [1, 2, 3]) {
      const answer = await send(`/api/account/savedsearches/${siteId}`, { headers: { cookie: buyerA.cookie } })
      const ids = (answer.json as { savedSearches: { id: number }[] }).savedSearches.map((s) => s.id)
      const mine = (await savedSearchesOf(buyerA)).filter((row) => row.site_id === siteId).map((row) => row.id)
      expect(ids.sort()).toEqual(mine.sort())
      expect(ids.filter((id) => bIds.has(id))).toEqual([])
    }
  })

  test("A can neither rename, pause nor delete B's saved searches", async () => {
    const before = await savedSearchesOf(buyerB)
    for (const search of before) {
      const base = `/api/account/savedsearches/${search.site_id}/${search.id}`
      expect((await post(buyerA, base, { name: 'Taken over', notify: 'Instant', active: false })).status).toBe(404)
      expect((await post(buyerA, `${base}/delete`)).status).toBe(404)
    }
    expect(await savedSearchesOf(buyerB)).toEqual(before)
  })

  test("A's saved-searches page shows none of B's searches", async () => {
    const names = (await savedSearchesOf(buyerB)).map((row) => row.name)
    const page = await send('/account/savedsearches/', { headers: { cookie: buyerA.cookie } })
    expect(page.status).toBe(200)
    const mine = new Set((await savedSearchesOf(buyerA)).map((row) => row.name))
    for (const name of names.filter((n) => !mine.has(n))) expect(page.text).not.toContain(name)
  })

  test("A reads only A's saved properties, and A's heart changes none of B's", async () => {
    const savedBy = (session: TestSession) =>
      sqlRows<{ listing_id: number }>(
        'SELECT listing_id FROM saved_properties WHERE user_id = ?1 AND site_id = 1 ORDER BY listing_id',
        userId(session),
      )
    const bBefore = await savedBy(buyerB)
    expect(bBefore.length).toBeGreaterThan(0)
    const answer = await send('/api/account/savedproperties/1/0', { headers: { cookie: buyerA.cookie } })
    const ids = (answer.json as { listings: { id: number }[] }).listings.map((l) => l.id).sort((a, b) => a - b)
    expect(ids).toEqual((await savedBy(buyerA)).map((row) => row.listing_id))
    for (const { listing_id } of bBefore) {
      expect((await post(buyerA, `/api/account/like/1/${listing_id}`, { liked: false })).status).toBe(200)
    }
    expect(await savedBy(buyerB)).toEqual(bBefore)
  })

  test("A's settings are A's: the answer names A, and a body naming B changes nothing of B's", async () => {
    const details = await send('/api/account/details', { headers: { cookie: buyerA.cookie } })
    expect((details.json as { email: string }).email).toBe(buyerA.info.userInfo!.email)
    const row = (session: TestSession) => sqlRows('SELECT * FROM users WHERE id = ?1', userId(session))
    const bBefore = await row(buyerB)
    const form: Record<string, unknown> = { ...(details.json as Record<string, unknown>), contactName: 'Not B at all' }
    for (const key of ['type', 'isSeller', 'createdAt']) delete form[key]
    const smuggled = { ...form, id: userId(buyerB), userId: userId(buyerB), user_id: userId(buyerB) }
    expect((await post(buyerA, '/api/account/details', smuggled)).status).toBe(200)
    const taken = await post(buyerA, '/api/account/details', { ...form, email: buyerB.info.userInfo!.email })
    expect(taken.status).toBe(400)
    // Another's address is never switched to by a save: it needs the current password (and then a mailed link).
    expect(taken.json).toMatchObject({ field: 'currentPassword' })
    expect(await row(buyerB)).toEqual(bBefore)
  })

  test('the local mailbox (every lead and reset mail) does not exist in production, as a call or a page', async () => {
    // A lead whose copy to the seller names the buyer's address: the development mailbox shows it to anyone.
    const email = 'private.buyer@example.com'
    const lead = { ...contactSellerCall.example.body!, email }
    const sent = await send('/api/lead/contact/1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead),
    })
    expect(sent.status).toBe(200)
    expect((await send('/api/mailbox/0')).text).toContain(email)
    const production = { ...env, ENVIRONMENT: 'production' }
    for (const path of ['/api/mailbox/0', '/mailbox/']) {
      const ctx = createExecutionContext()
      const response = await app.fetch(new Request(`http://land.localhost${path}`), production, ctx)
      await waitOnExecutionContext(ctx)
      expect(response.status, path).toBe(404)
      const text = await response.text()
      expect(text).not.toContain(email)
    }
  })
})

describe("a seller and another seller's listings", () => {
  let mine: number
  let theirs: { id: number; price: number | null; market_status: number; account_id: number }

  beforeAll(async () => {
    const [user] = await sqlRows<{ account_id: number }>(
      'SELECT account_id FROM users WHERE id = ?1',
      people.seller.info.userInfo!.id,
    )
    mine = user!.account_id
    theirs = (
      await sqlRows<typeof theirs>(
        'SELECT id, price, market_status, account_id FROM listings WHERE account_id != ?1 LIMIT 1',
        mine,
      )
    )[0]!
  })

  const change = (session: TestSession, listingId: number, body: unknown) =>
    send(`/api/account/listings/${listingId}`, {
      method: 'POST',
      headers: { cookie: session.cookie, [csrfHeader]: session.csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  test.for([
    ['its price', { price: 1000 }],
    ['its status', { marketStatus: 4 }],
  ] as const)("a seller cannot change %s on another seller's listing (404, unchanged)", async ([, body]) => {
    const before = await databaseSnapshot()
    const answer = await change(people.seller, theirs.id, body)
    expectRefusal(answer, 404)
    expect(changedTables(before, await databaseSnapshot())).toEqual([])
  })

  test('a buyer cannot change any listing (403, unchanged)', async () => {
    const before = await databaseSnapshot()
    expectRefusal(await change(buyerA, theirs.id, { price: 1 }), 403)
    expect(changedTables(before, await databaseSnapshot())).toEqual([])
  })

  test("Manage Listings lists only the seller's own listings", async () => {
    const answer = await send('/api/account/listings/1/0', { headers: { cookie: people.seller.cookie } })
    const listings = (answer.json as { listings: { id: number; accountId: number }[] }).listings
    expect(listings.length).toBeGreaterThan(0)
    expect(listings.filter((listing) => listing.accountId !== mine)).toEqual([])
  })

  test('a land feed sent for another account is refused (403) and changes nothing', async () => {
    const request = examples.get([...examples.keys()].find((call) => call.path === '/account/landfeed/:siteId')!)!
    const feed = { ...(JSON.parse(request.body!) as object), accountId: theirs.account_id }
    const before = await databaseSnapshot()
    const answer = await sendRequest({ ...request, body: JSON.stringify(feed) })
    expect(answer.status).toBe(403)
    expect(answer.json).toMatchObject({ field: 'accountId' })
    expect(changedTables(before, await databaseSnapshot())).toEqual([])
  })
})
