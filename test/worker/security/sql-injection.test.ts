import { env } from 'cloudflare:workers'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { ApiCall } from '../../../web/api/api-call.ts'
import { findLeaks } from '../../fuzz/checks.ts'
import { queryKeys } from '../../fuzz/hostile-values.ts'
import type { ExampleRequest } from '../../harness/api-examples.ts'
import { declaredApiCalls } from '../../harness/api-calls.ts'
import { seedTestDb, sqlRows } from '../seeded-db.ts'
import { search } from '../search-client.ts'
import { directory } from '../seller-client.ts'
import { rowCounts, tableNames } from './db-state.ts'
import {
  bodyFields,
  bodyOf,
  exampleOf,
  fieldName,
  logInBuyer,
  logInHarnessPeople,
  send,
  sendAndFinish,
  sendRequest,
  withBody,
  withField,
  withParam,
  type Answer,
  type HarnessPeople,
} from './security-kit.ts'

// SQL injection in every path parameter, query string and body field of every declared call
// (test/harness/api-calls.ts), each sent as the harness sends the call's example, by the person its access needs:
// never a 5xx, never a SQL or D1 error text, and never more data than the plain example gets. Then what an injection
// would most want: a search or a directory that returns everything, a login without the password, a reset mailed to
// someone else, another person's saved searches. Afterwards every table is still there with at least its rows. (URL
// segments and query values of pages are attacked with quotes by xss.test.ts, which looks for SQL in every answer.)
// Every statement binds its values; one that interpolated a value would fail its cases (a syntax error answers 500
// with a D1_ERROR, an OR 1=1 answers more rows): the directory's keyword written into its SQL fails three of them.

/** Classic payloads for a string, a statement's end, a double-quoted identifier and a number. */
const sqlPayloads = ["' OR 1=1--", '1; DROP TABLE users--', '" UNION SELECT name, sql FROM sqlite_master--', '1 OR 1=1']

/** For what a search or a directory does with text: FTS5 syntax, LIKE's wildcards, a quote left open. */
const textPayloads = [...sqlPayloads, "' OR '1'='1", '") OR listings_fts MATCH (\'*', "%' OR '%'='", '*', 'NEAR(a b)']

/** How many values an answer holds, counting every item of every list: an OR 1=1 that got through holds more. */
function itemCount(value: unknown): number {
  if (Array.isArray(value)) return value.length + value.reduce((sum: number, item) => sum + itemCount(item), 0)
  if (value && typeof value === 'object') return Object.values(value).reduce((sum: number, v) => sum + itemCount(v), 0)
  return 0
}

/** The answer without the payload it may echo (a 400 naming the value, a saved name), in any form it echoes it. */
function withoutEcho(text: string): string {
  const forms = textPayloads.flatMap((payload) => [
    payload,
    JSON.stringify(payload).slice(1, -1),
    encodeURIComponent(payload),
  ])
  return forms.reduce((rest, form) => rest.replaceAll(form, ''), text)
}

/**
 * What every injected request must get: no server error, nothing of the SQL behind it, and for a read (GET) no more
 * than the plain example reads. (A POST's answer is about what was sent, a land feed check's problems, say; the
 * searches a POST makes are held to their plain searches below.)
 */
function expectRefusedOrPlain(answer: Answer, plain: Answer | null, what: string) {
  expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBeLessThan(500)
  expect(findLeaks(withoutEcho(answer.text)), what).toEqual([])
  if (plain && answer.status === 200 && plain.status === 200) {
    expect(itemCount(answer.json), what).toBeLessThanOrEqual(itemCount(plain.json))
  }
}

/** The plain example's answer now (for a read: what the injected ones are held to), beside the injected answers. */
async function withPlain(call: ApiCall, request: ExampleRequest, injected: ExampleRequest[]) {
  const [plain, ...answers] = await Promise.all([
    call.method === 'GET' ? sendRequest(request) : null,
    ...injected.map((forged) => sendRequest(forged)),
  ])
  return { plain, answers: answers as Answer[] }
}

let people: HarnessPeople
const examples = new Map<ApiCall, ExampleRequest>()
let tablesBefore: string[]
let countsBefore: Record<string, number>

beforeAll(async () => {
  await seedTestDb(120)
  people = await logInHarnessPeople()
  for (const { call } of declaredApiCalls) {
    examples.set(call, await exampleOf(call, people))
  }
  tablesBefore = await tableNames()
  countsBefore = await rowCounts()
})

// Every attack reaches its statement: the rate limits (logins, listings a day, feeds an hour) would otherwise answer
// 429 before the SQL runs.
beforeEach(async () => {
  await env.DB.prepare('DELETE FROM rate_limits').run()
})

const paramRows = declaredApiCalls.flatMap(({ name, call }) =>
  Object.keys(call.example.params ?? {}).map((param) => ({ label: `${name} :${param}`, call, param })),
)

const fieldRows = declaredApiCalls
  .filter(({ call }) => call.method === 'POST')
  .flatMap(({ name, call }) => bodyFields(call).map((path) => ({ label: `${name} ${fieldName(path)}`, call, path })))

describe('SQL injection in every path parameter', () => {
  test.for(paramRows)('$label', async ({ call, param }) => {
    const request = examples.get(call)!
    const injected = sqlPayloads.map((payload) => withParam(call, request, param, payload))
    const { plain, answers } = await withPlain(call, request, injected)
    for (const [i, answer] of answers.entries()) expectRefusedOrPlain(answer, plain, sqlPayloads[i]!)
  })
})

describe('SQL injection in every body field', () => {
  test.for(fieldRows)('$label', async ({ call, path }) => {
    const request = examples.get(call)!
    const injected = sqlPayloads.map((payload) => withBody(request, withField(bodyOf(request), path, payload)))
    const { plain, answers } = await withPlain(call, request, injected)
    for (const [i, answer] of answers.entries()) expectRefusedOrPlain(answer, plain, sqlPayloads[i]!)
  })
})

/**
 * The names a query string may carry to a handler: the fuzzer's (eurl, page, sort…) and every parameter and field
 * name a declared call takes (a handler that read one from the query, as the mailbox reads pageIndex, would get it).
 */
const queryNames = [
  ...new Set([
    ...queryKeys,
    ...declaredApiCalls.flatMap(({ call }) => [
      ...Object.keys(call.example.params ?? {}),
      ...bodyFields(call).map((path) => String(path[0])),
    ]),
  ]),
]

describe('SQL injection in the query string of every call', () => {
  test.for(declaredApiCalls.map(({ name, call }) => ({ name, call })))('$name', async ({ call }) => {
    const request = examples.get(call)!
    const injected = sqlPayloads.map((payload) => {
      const query = queryNames.map((name) => `${name}=${encodeURIComponent(payload)}`).join('&')
      return { ...request, path: `${request.path}?${query}` }
    })
    const { plain, answers } = await withPlain(call, request, injected)
    for (const [i, answer] of answers.entries()) expectRefusedOrPlain(answer, plain, sqlPayloads[i]!)
  })
})

describe('what an injection would be for', () => {
  const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.join(' ') ?? ''

  test.for(textPayloads)('a search for %s finds no more than a search for its words', async (payload) => {
    const everything = await search({})
    const injected = await search({ keywordQuery: payload })
    // Text without a word ('*') is no keyword at all, as the search box reads it: then the plain search is everything.
    const plain = words(payload) ? await search({ keywordQuery: words(payload) }) : everything
    expect(injected.totalCount).toBeLessThanOrEqual(plain.totalCount)
    if (words(payload)) expect(injected.totalCount).toBeLessThan(everything.totalCount)
  })

  test.for(textPayloads)('the broker directory by name %s finds no seller whose name lacks it', async (payload) => {
    const found = await directory({ keyword: payload })
    expect(found.totalCount).toBe(0)
  })

  test.for([
    ['a password', (email: string) => ({ email, password: "' OR '1'='1" })],
    ['a password ending the statement', (email: string) => ({ email, password: "x' OR 1=1--" })],
    ['an address', (email: string) => ({ email: `${email}' OR '1'='1`, password: 'anything-at-all' })],
    ['an address ending the statement', (email: string) => ({ email: `${email}'--`, password: 'anything-at-all' })],
  ] as const)('a login with an injected %s fails and opens no session', async ([, form]) => {
    const answer = await send('/api/authenticate/login/1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form('buyer1@land.localhost')),
    })
    expect([400, 401]).toContain(answer.status)
    expect(answer.headers.get('set-cookie')).toBeNull()
  })

  test("a reset asked for \"x' OR '1'='1\" mails nobody", async () => {
    const before = await sqlRows('SELECT id FROM email_outbox')
    const answer = await sendAndFinish('/api/authenticate/requestreset/1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: "x@example.com' OR '1'='1" }),
    })
    expect(answer.status).toBeLessThan(500)
    expect(await sqlRows('SELECT id FROM email_outbox')).toHaveLength(before.length)
  })

  test('a saved search id of "1 OR 1=1" reads none of another person\'s searches', async () => {
    const buyer = await logInBuyer(3)
    const others = await sqlRows<{ id: number }>(
      'SELECT id FROM saved_searches WHERE user_id != ?1',
      buyer.info.userInfo!.id,
    )
    expect(others.length).toBeGreaterThan(0)
    for (const id of ['1 OR 1=1', `${others[0]!.id}' OR '1'='1`]) {
      const path = `/api/account/savedsearches/1/${encodeURIComponent(id)}`
      const answer = await send(path, {
        method: 'POST',
        headers: { cookie: buyer.cookie, 'x-csrf-token': buyer.csrfToken, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Mine now' }),
      })
      expect(answer.status).toBe(400)
    }
    const renamed = await sqlRows("SELECT id FROM saved_searches WHERE name = 'Mine now'")
    expect(renamed).toEqual([])
  })
})

// Last, after every injection above (the tests of a file run in order).
describe('afterwards', () => {
  test('every table is still there and holds at least the rows it had', async () => {
    expect(await tableNames()).toEqual(tablesBefore)
    const counts = await rowCounts()
    for (const [table, count] of Object.entries(countsBefore)) {
      // rate_limits is the one table this file empties itself (beforeEach).
      if (table !== 'rate_limits') expect(counts[table], table).toBeGreaterThanOrEqual(count)
    }
  })
})
