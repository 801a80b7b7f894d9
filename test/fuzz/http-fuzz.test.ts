import { beforeAll, describe, expect, test } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { declaredApiCalls } from '../harness/api-calls.ts'
import { exampleRequest, type ExampleSessions, type SendRequest } from '../harness/api-examples.ts'
import { logInForHarness, type HarnessLogin, type HarnessSession } from '../harness/harness-logins.ts'
import { harnessPages } from '../harness/page-list.ts'
import { fetchAsBrand, localHostName } from '../support/local-server.ts'
import { formatFailures, fuzzServer, fuzzSettings, problemsOf, requestLine, statusSummary } from './fuzzer.ts'
import { sendRaw, type Destination, type FuzzRequest } from './raw-http.ts'
import { fieldByFieldRequests, sampleRequests } from './requests.ts'
import { testServerPort } from '../support/test-server.ts'

// The HTTP fuzzer, against the server of the browser tests (seeded local D1). First the baseline: every
// page of the harness's list answers its status and every declared API call's example succeeds, so the requests the
// fuzzer mutates are known to be right. Then, per brand, FUZZ_COUNT malformed variants of them (seed FUZZ_SEED):
// no answer may be a 5xx or show a stack trace, SQL or a source path; and on one brand, every field of every body in
// turn wrong and left out: in `npm test` a third of the wrong types a field (by the day: 2,000 bodies, not 6,000),
// all of them in `npm run fuzz -- --count N --seed S` (FUZZ_FIELD_TYPES=all).

const port = testServerPort()
const settings = fuzzSettings()

console.log(
  `HTTP fuzz: seed ${settings.seed}, ${settings.count} requests per brand, ${settings.concurrency} at a time ` +
    `(reproduce with FUZZ_SEED=${settings.seed} FUZZ_COUNT=${settings.count})`,
)

/** This run's client address: an IPv6 documentation address (RFC 3849) no other run or test uses. */
const clientAddress = `2001:db8::${Date.now().toString(16).slice(-8, -4)}:${Date.now().toString(16).slice(-4)}`

const destination = (brandId: (typeof brandIds)[number]): Destination => ({
  address: '127.0.0.1',
  port,
  host: `${localHostName(brandId)}:${port}`,
  clientAddress,
})

// The pages and calls of a logged-in person are asked for as them: one login each for the run, on every brand.
const sessions = new Map<HarnessLogin, HarnessSession>()
beforeAll(async () => {
  for (const who of ['buyer', 'seller', 'admin'] as const) {
    const fetch: Parameters<typeof logInForHarness>[0] = (brand, path, init) => fetchAsBrand(port, brand, path, init)
    sessions.set(who, await logInForHarness(fetch, who, clientAddress))
  }
})
const exampleSessions = (): ExampleSessions => ({ user: sessions.get('seller')!, admin: sessions.get('admin')! })

describe.each(brandIds)('%s: the fuzzer baseline', (brandId) => {
  test.each(harnessPages[brandId].map((page) => [page.name, page] as const))(
    'page %s answers its listed status',
    async (_, page) => {
      const session = page.login && sessions.get(page.login)
      const headers: Record<string, string> = session ? { cookie: session.cookie } : {}
      const request: FuzzRequest = { kind: 'baseline', target: page.name, method: 'GET', path: page.path, headers }
      const response = await sendRaw(destination(brandId), request, settings.timeoutMs)
      const where = requestLine(destination(brandId), request)
      expect(response.status, `${where}: ${response.error ?? response.body.slice(0, 300)}`).toBe(page.status)
      expect(problemsOf(response, destination(brandId).host), where).toEqual([])
    },
  )

  test.each(declaredApiCalls.map(({ name, call }) => [name, call] as const))(
    'API %s: its example answers < 300 (or the refusal it names)',
    async (_, call) => {
      const send: SendRequest = async (example) => {
        const answer = await sendRaw(destination(brandId), baselineRequest(call.path, example), settings.timeoutMs)
        let json: unknown = null
        try {
          json = JSON.parse(answer.body)
        } catch {
          json = answer.body
        }
        return { status: answer.status, json }
      }
      const request = baselineRequest(call.path, await exampleRequest(call, exampleSessions(), send))
      const response = await sendRaw(destination(brandId), request, settings.timeoutMs)
      const where = requestLine(destination(brandId), request)
      if (call.example.status) {
        expect(response.status, `${where}: ${response.body.slice(0, 300)}`).toBe(call.example.status)
      } else {
        expect(response.status, `${where}: ${response.error ?? response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(
          200,
        )
        expect(response.status, `${where}: ${response.body.slice(0, 300)}`).toBeLessThan(300)
      }
      expect(problemsOf(response, destination(brandId).host), where).toEqual([])
    },
  )
})

/** An example request as the fuzzer's raw client sends it. */
function baselineRequest(target: string, example: Awaited<ReturnType<typeof exampleRequest>>): FuzzRequest {
  return {
    kind: 'baseline',
    target,
    method: example.method,
    path: example.path,
    headers: example.headers,
    ...(example.body !== undefined ? { body: Buffer.from(example.body) } : {}),
  }
}

describe.each(brandIds.map((brandId, index) => [brandId, index] as const))('%s: HTTP fuzz', (brandId, index) => {
  const seed = (settings.seed + index) | 0

  // The API's body checks are the same on every brand (only the site in the path differs), so one brand a run takes
  // the systematic pass, chosen by the seed: `npm test`'s fixed seed always the same one, FUZZ_SEED=n another.
  test.runIf(brandId === brandIds[Math.abs(settings.seed) % brandIds.length])(
    `every field of every POST body, in turn, of ${settings.fieldTypes === 'all' ? 'each wrong type' : `its share of the wrong types (turn ${settings.fieldTypes.turn})`} and left out`,
    async () => {
      const requests = fieldByFieldRequests(declaredApiCalls, settings.fieldTypes)
      expect(requests.length).toBeGreaterThan(0)
      const report = await fuzzServer(destination(brandId), requests, { ...settings, sessions })
      console.log(
        `HTTP fuzz ${brandId}: ${requests.length} field-by-field bodies in ${(report.ms / 1000).toFixed(1)} s, ` +
          `statuses ${statusSummary(report.outcomes)}, ${report.failures.length} failed`,
      )
      expect(report.failures.length, formatFailures(report, `Field-by-field bodies to ${brandId}`)).toBe(0)
    },
  )

  test(
    `${settings.count} malformed requests (seed ${seed}): no 5xx, no stack trace, SQL or file path`,
    async () => {
      const requests = sampleRequests({ pages: harnessPages[brandId], calls: declaredApiCalls }, settings.count, seed)
      const report = await fuzzServer(destination(brandId), requests, { ...settings, sessions })
      const slowest = Math.max(0, ...report.outcomes.map((outcome) => outcome.response.ms))
      console.log(
        `HTTP fuzz ${brandId}: ${requests.length} requests in ${(report.ms / 1000).toFixed(1)} s ` +
          `(slowest ${slowest} ms), statuses ${statusSummary(report.outcomes)}, ${report.failures.length} failed`,
      )
      expect(
        report.failures.length,
        formatFailures(
          report,
          `HTTP fuzz of ${brandId} (its seed ${seed}; reproduce with FUZZ_SEED=${settings.seed} FUZZ_COUNT=${settings.count})`,
        ),
      ).toBe(0)
    },
    // Generous: a request on this small machine takes up to a few hundred ms when four are in flight.
    Math.max(60_000, settings.count * 400),
  )
})
