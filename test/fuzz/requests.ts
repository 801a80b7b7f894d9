import fc from 'fast-check'
import type { ApiCall } from '../../web/api/api-call.ts'
import type { HarnessLogin } from '../harness/harness-logins.ts'
import type { HarnessPage } from '../harness/page-list.ts'
import {
  bodyRequests,
  json,
  nestedToken,
  schemaFields,
  valuePaths,
  withoutValueAt,
  withValueAt,
} from './body-mutations.ts'
import { requestEchoesLeak } from './checks.ts'
import { hostileSegment } from './hostile-values.ts'
import {
  mutatedPath,
  mutatedSearch,
  strayBody,
  userAgents,
  wrongMethodsForGet,
  wrongMethodsForPost,
} from './path-mutations.ts'
import type { FuzzSettings } from './fuzzer.ts'
import type { FuzzRequest } from './raw-http.ts'
import { percentEncode } from './wire.ts'

// fast-check generators of malformed requests: hostile variants of every page of the harness's page list and of
// every API call web/api/ declares (its path, its parameters, its query, its method and, for a POST, its body).
// A request is data (method, the raw request target, headers, body), so a sample from a seed is the same every run.

export interface FuzzTargets {
  pages: readonly HarnessPage[]
  calls: readonly { name: string; call: ApiCall }[]
}

/** Every kind of request the generators make, so a test can check that a sample has them all. */
export const requestKinds = [
  'page path',
  'page query',
  'page method',
  'api path',
  'api param',
  'api query',
  'api method',
  'api body: broken JSON',
  'api body: oversized',
  'api body: content-type',
  'api body: wrong type',
  'api body: missing field',
  'api body: extra field',
  'api body: whole body',
] as const

/** The call's path under /api with each :param given (already in wire form). */
function fillPath(call: ApiCall, values: Record<string, string>): string {
  return `/api${call.path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? percentEncode(call.example.params?.[name] ?? '1'))}`
}

function pageRequests(page: HarnessPage): fc.Arbitrary<FuzzRequest> {
  const target = `page ${page.name}`
  // A page behind a login is asked for as the person the harness lists for it.
  const as = page.login ? { as: page.login } : {}
  const withAgent = (request: FuzzRequest, agent: string): FuzzRequest =>
    agent ? { ...request, headers: { ...request.headers, 'user-agent': agent } } : request
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(mutatedPath(page.path), fc.constantFrom(...userAgents))
        .map(([{ path, part }, agent]) =>
          withAgent(
            { kind: part === 'path' ? 'page path' : 'page query', target, method: 'GET', path, headers: {}, ...as },
            agent,
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...wrongMethodsForGet), strayBody({ q: 1 }))
        .map(([method, body]) => ({ kind: 'page method', target, method, path: page.path, ...body, ...as })),
    },
  )
}

/**
 * Who sends a call's requests: mostly the person its access needs (the seller for 'user', the admin for 'admin'), and
 * now and then someone else, and nobody. A call open to all goes without a session: a login, a registration or a
 * logout made as the harness's people would end the session the rest of the run sends.
 */
function senderOf(call: ApiCall): fc.Arbitrary<HarnessLogin | undefined> {
  if (call.access === 'admin')
    return fc.constantFrom<HarnessLogin | undefined>('admin', 'admin', 'admin', 'seller', 'buyer', undefined)
  if (call.access === 'user')
    return fc.constantFrom<HarnessLogin | undefined>('seller', 'seller', 'seller', 'buyer', 'buyer', undefined)
  return fc.constant(undefined)
}

/** The person whose session goes with the systematic pass's requests: the one the call needs. */
const neededBy = (call: ApiCall): HarnessLogin | undefined =>
  call.access === 'admin' ? 'admin' : call.access === 'user' ? 'seller' : undefined

function apiRequests(name: string, call: ApiCall): fc.Arbitrary<FuzzRequest> {
  const target = `api ${name}`
  const paramNames = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]!)
  const examplePath = fillPath(call, {})
  const choices: { weight: number; arbitrary: fc.Arbitrary<FuzzRequest> }[] = [
    {
      weight: 2,
      arbitrary: mutatedPath(examplePath).map(({ path, part }) => ({
        kind: part === 'path' ? 'api path' : 'api query',
        target,
        method: call.method,
        path,
        headers: call.method === 'POST' ? json(call.example.body).headers : {},
        ...(call.method === 'POST' ? { body: json(call.example.body).body } : {}),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...(call.method === 'GET' ? wrongMethodsForGet : wrongMethodsForPost)),
          strayBody(call.example.body),
        )
        .map(([method, body]) => ({ kind: 'api method', target, method, path: examplePath, ...body })),
    },
  ]
  if (paramNames.length) {
    choices.push({
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...paramNames),
          fc.array(fc.option(hostileSegment, { nil: undefined }), {
            minLength: paramNames.length,
            maxLength: paramNames.length,
          }),
          hostileSegment,
          fc.option(mutatedSearch(''), { nil: undefined }),
        )
        .map(([forced, others, value, search]) => {
          const values: Record<string, string> = {}
          paramNames.forEach((param, i) => {
            const other = others[i]
            if (param === forced) values[param] = value
            else if (other !== undefined) values[param] = other
          })
          const path = fillPath(call, values)
          return {
            kind: 'api param',
            target,
            method: call.method,
            path: search === undefined ? path : `${path}?${search}`,
            headers: {},
          }
        }),
    })
  }
  if (call.method === 'POST') choices.push({ weight: 8, arbitrary: bodyRequests(name, call, examplePath) })
  return fc
    .tuple(fc.oneof(...choices), senderOf(call))
    .map(([request, as]): FuzzRequest => (as ? { ...request, as } : request))
}

/** True when node:http can write the target and the request carries no text the leak checks look for. */
function isSendable(request: FuzzRequest): boolean {
  if (!request.path || /[^\x21-\xff]/.test(request.path)) return false
  if (requestEchoesLeak(request.path)) return false
  return !(request.body && requestEchoesLeak(request.body.toString('latin1')))
}

/** Malformed requests to one brand's pages and API calls, the pages and the API about equally often. */
function fuzzRequests(targets: FuzzTargets): fc.Arbitrary<FuzzRequest> {
  const pages = targets.pages.map((page) => ({ weight: 1, arbitrary: pageRequests(page) }))
  // A POST call takes bodies as well as paths, so it gets more of the API's share.
  const calls = targets.calls.map(({ name, call }) => ({
    weight: call.method === 'POST' ? 3 : 1,
    arbitrary: apiRequests(name, call),
  }))
  // Pages are several times slower to answer (a server render), so the API gets the larger share of the count.
  const groups = [
    { weight: 2, choices: pages },
    { weight: 3, choices: calls },
  ].filter((group) => group.choices.length > 0)
  if (!groups.length) throw new Error('nothing to fuzz: no pages and no API calls')
  return fc
    .oneof(...groups.map((group) => ({ weight: group.weight, arbitrary: fc.oneof(...group.choices) })))
    .filter(isSendable)
}

/** `count` requests, the same for the same seed. */
export function sampleRequests(targets: FuzzTargets, count: number, seed: number): FuzzRequest[] {
  if (count <= 0) return []
  // Unbiased: fast-check's bias favours the first arbitraries of a oneof, which left the calls declared last unsampled.
  return fc.sample(fuzzRequests(targets), { seed, numRuns: count, unbiased: true })
}

/** One value of each wrong type, for the systematic pass over every field. */
const wrongTypeValues: readonly { name: string; value: unknown }[] = [
  { name: 'null', value: null },
  { name: 'number', value: -1 },
  { name: 'huge number', value: 1e308 },
  { name: 'string', value: 'x' },
  { name: 'empty string', value: '' },
  { name: 'array', value: [1] },
  { name: 'object', value: { a: 1 } },
  { name: 'boolean', value: true },
  { name: 'very long string', value: 'x'.repeat(20_000) },
  { name: 'deep array', value: nestedToken(2_000, 'array') },
  { name: 'deep object', value: nestedToken(2_000, 'object') },
]

/**
 * A nested field's wrong types (a land feed listing's fact, a fact of Manage Listings'): each other kind of JSON value.
 * The sizes (a huge number, a 20,000-character string, 2,000 levels deep) are the whole body's limits, tried on every
 * top-level field; repeating them on each of a body's nested fields tried its limits hundreds of times more.
 */
const nestedWrongTypeValues = wrongTypeValues.filter((wrong) =>
  ['null', 'number', 'string', 'empty string', 'array', 'object', 'boolean'].includes(wrong.name),
)

/** How many turns the wrong types of a field are shared over in `npm test` (FuzzSettings.fieldTypes). */
export const fieldTypeTurns = 3

/**
 * Not random: every field of every POST call's example body (nested ones too, and the schema's optional fields the
 * example leaves out) in turn replaced by a value of each wrong type, and in turn left out. With a turn, each field
 * takes the wrong types of its share of that turn (a field's shares shift with its place, so a run tries every type
 * on some field); every field is still left out in turn.
 */
export function fieldByFieldRequests(calls: FuzzTargets['calls'], types: FuzzSettings['fieldTypes']): FuzzRequest[] {
  return calls.flatMap(({ name, call }) => {
    if (call.method !== 'POST') return []
    const example = call.example.body ?? {}
    const path = fillPath(call, {})
    const fields = [...new Set([...schemaFields(call.body), ...Object.keys(example as object)])]
    const paths = [...fields.map((field) => [field]), ...valuePaths(example).filter((p) => p.length > 1)]
    const as = neededBy(call)
    const request = (kind: string, body: unknown): FuzzRequest => ({
      kind,
      target: `api ${name}`,
      method: 'POST',
      path,
      ...json(body),
      ...(as ? { as } : {}),
    })
    const inTurn = (place: number, index: number) =>
      types === 'all' || (types.turn + place + index) % fieldTypeTurns === 0
    return [
      ...paths.flatMap((at, place) =>
        (at.length > 1 ? nestedWrongTypeValues : wrongTypeValues)
          .filter((_, index) => inTurn(place, index))
          .map(({ name: type, value }) =>
            request(`api body: ${at.join('.')} as ${type}`, withValueAt(example, at, value)),
          ),
      ),
      ...valuePaths(example).map((at) => request(`api body: without ${at.join('.')}`, withoutValueAt(example, at))),
    ]
  })
}
