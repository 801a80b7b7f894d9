import { beforeAll, describe, expect, test } from 'vitest'
import { brandIds } from '../../../brands/brand-registry.ts'
import type { ApiCall } from '../../../web/api/api-call.ts'
import { uploadListingPhotosCall } from '../../../web/api/listing-photos.ts'
import type { ExampleRequest } from '../../harness/api-examples.ts'
import { declaredApiCalls } from '../../harness/api-calls.ts'
import { seedTestDb } from '../seeded-db.ts'
import { brandOrigin } from '../worker-config.ts'
import { changeWatch } from './db-state.ts'
import { exampleOf, logInHarnessPeople, postCalls, send, type Answer, type HarnessPeople } from './security-kit.ts'

// Oversized requests: every POST call's working example (as the person it needs) grown past the API's body limit
// (worker/middleware/body-limit.ts, 64 KiB in worker/api/api-app.ts), sent with an honest Content-Length, with one
// that lies (declares 100 bytes), in chunks with none, and with a Content-Length over the limit and no such body. Each
// is refused naming the body, whatever the call, and changes nothing. Every declared call and every brand's pages
// refuse a URL past the worker's limit (worker/middleware/url-length.ts) with 414. Counting only the declared length
// makes the lying case fail; answering before the limit's check makes the others fail.

/** Four times the API's limit: over it, yet within what the limit reads before it answers (16 times the limit). */
const oversize = 256 * 1024

let people: HarnessPeople
const examples = new Map<ApiCall, ExampleRequest>()
const database = changeWatch()

beforeAll(async () => {
  await seedTestDb(40)
  people = await logInHarnessPeople()
  for (const { call } of declaredApiCalls) examples.set(call, await exampleOf(call, people))
  await database.start()
})

/** The example's JSON followed by spaces (still the same JSON) up to `bytes`. */
const padded = (request: ExampleRequest, bytes = oversize) => {
  const text = request.body ?? '{}'
  return text + ' '.repeat(Math.max(0, bytes - new TextEncoder().encode(text).length))
}

const chunks = (text: string) => {
  const bytes = new TextEncoder().encode(text)
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 16_384) controller.enqueue(bytes.slice(i, i + 16_384))
      controller.close()
    },
  })
}

const sendings: { name: string; init: (request: ExampleRequest) => RequestInit }[] = [
  {
    name: 'an honest Content-Length over the limit',
    init: (request) => ({ body: padded(request) }),
  },
  {
    name: 'a Content-Length that lies (100 bytes declared)',
    init: (request) => ({ body: padded(request), headers: { 'content-length': '100' } }),
  },
  {
    name: 'chunks without a Content-Length',
    init: (request) =>
      ({
        body: chunks(padded(request)),
        headers: { 'transfer-encoding': 'chunked' },
        duplex: 'half',
      }) as RequestInit,
  },
  {
    name: 'a Content-Length over the limit and a short body',
    init: (request) => ({ body: request.body ?? '{}', headers: { 'content-length': String(oversize) } }),
  },
]

/** The limit's refusal: the body named, the limit in bytes said (400, the API's bad-input answer, or 413). */
function expectTooLarge(answer: Answer) {
  expect([400, 413], answer.text).toContain(answer.status)
  expect(answer.json).toMatchObject({ field: 'body' })
  const limit = Number(/at most (\d+) bytes/.exec((answer.json as { message: string }).message)?.[1])
  expect(limit).toBeGreaterThan(0)
  expect(limit).toBeLessThan(oversize)
}

describe('oversized bodies on every POST call', () => {
  // A photo upload has a limit of its own, its files' (test/worker/listing-photos.test.ts).
  const rows = postCalls
    .filter(({ call }) => call !== uploadListingPhotosCall)
    .flatMap(({ name, call }) => sendings.map((sending) => ({ label: `${name} with ${sending.name}`, call, sending })))

  test.for(rows)('$label is refused and changes nothing', async ({ call, sending }) => {
    const request = examples.get(call)!
    const init = sending.init(request)
    const answer = await send(request.path, {
      ...init,
      method: 'POST',
      headers: { ...request.headers, 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
    })
    // Looked at first, so that what this request changed is this case's failure and not the next one's.
    const changed = await database.changedSinceLastLook()
    expectTooLarge(answer)
    expect(changed).toEqual([])
  })
})

describe('over-long URLs', () => {
  const long = `pad=${'a'.repeat(9_000)}`

  test.for(declaredApiCalls.map(({ name, call }) => ({ name, call })))('$name is 414', async ({ call }) => {
    const request = examples.get(call)!
    const path = `${request.path}${request.path.includes('?') ? '&' : '?'}${long}`
    const answer = await send(path, { method: request.method, headers: request.headers, body: request.body ?? null })
    expect(answer.status).toBe(414)
    expect(answer.json).toMatchObject({ error: 'URI Too Long' })
  })

  test.for(brandIds)('%s pages are 414, as a page', async (brandId) => {
    for (const path of [`/?${long}`, `/${'a'.repeat(9_000)}/`]) {
      const answer = await send(path, {}, new URL(brandOrigin(brandId)).host)
      expect(answer.status).toBe(414)
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
    }
  })
})
