import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { callPath, type ApiCall } from '../../../web/api/api-call.ts'
import { seedLogins } from '../../../worker/db/seed/users.ts'
import app from '../../../worker/index.ts'
import { declaredApiCalls } from '../../harness/api-calls.ts'
import { exampleRequest, type ExampleRequest, type ExampleSessions } from '../../harness/api-examples.ts'
import { freshIp, logInAs, sessionCookieOf, type TestSession } from '../session-client.ts'

// What every attack file of this folder shares: requests to the real worker, the harness's example request of each
// declared call made by the person its access needs, and the fields and parameters of a call to attack. Everything
// is read from the declarations (test/harness/api-calls.ts), so a call or field added there is attacked too.

export const landHost = 'land.localhost'

export interface Answer {
  status: number
  headers: Headers
  text: string
  /** The body as JSON, or null when it is not JSON. */
  json: unknown
}

/** Sends a request to the worker on a brand's host, from a client address of its own unless the headers name one. */
export async function send(path: string, init: RequestInit = {}, host = landHost): Promise<Answer> {
  const headers = new Headers(init.headers)
  if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', freshIp())
  const response = await exports.default.fetch(`http://${host}${path}`, { ...init, headers, redirect: 'manual' })
  return answerOf(response)
}

/**
 * Sends as send() does, and waits for the work the worker left after its answer (waitUntil: the mail a reset request
 * decides after answering alike for any address), so that what it did, or did not, write can be read.
 */
export async function sendAndFinish(path: string, init: RequestInit = {}, host = landHost): Promise<Answer> {
  const headers = new Headers(init.headers)
  if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', freshIp())
  const ctx = createExecutionContext()
  const request = new Request(`http://${host}${path}`, { ...init, headers, redirect: 'manual' })
  const answer = await answerOf(await app.fetch(request, env, ctx))
  await waitOnExecutionContext(ctx)
  return answer
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    json = null
  }
  return { status: response.status, headers: response.headers, text, json }
}

/** A harness example request as it goes to the worker. */
export const sendRequest = (request: ExampleRequest, host = landHost) =>
  send(request.path, { method: request.method, headers: request.headers, body: request.body ?? null }, host)

export type HarnessPeople = ExampleSessions & { seller: TestSession; admin: TestSession }

/** The harness's people: the seed's seller for 'user' calls, its admin for 'admin' calls. */
export async function logInHarnessPeople(): Promise<HarnessPeople> {
  const seller = await logInAs(seedLogins.seller.email, seedLogins.seller.password)
  const admin = await logInAs(seedLogins.admin.email, seedLogins.admin.password)
  return { user: seller, admin, seller }
}

/** A buyer of the seed (buyer1 … buyer8), logged in. */
export const logInBuyer = (n: number) => logInAs(`buyer${n}@land.localhost`, seedLogins.buyer.password)

/** The example request of a call, made valid for the harness's people (a saved search of their own, and so on). */
export function exampleOf(call: ApiCall, sessions: ExampleSessions): Promise<ExampleRequest> {
  return exampleRequest(call, sessions, async (request) => {
    const answer = await sendRequest(request)
    return { status: answer.status, json: answer.json ?? answer.text }
  })
}

export type NamedCall = (typeof declaredApiCalls)[number]

export const postCalls: readonly NamedCall[] = declaredApiCalls.filter(({ call }) => call.method === 'POST')

/**
 * The calls that change something for a person: every POST a login needs (access 'user' or 'admin') and every POST
 * of the authentication module (logging in, registering, resetting, logging out change who a browser is).
 */
export const stateChangingCalls: readonly NamedCall[] = postCalls.filter(
  ({ call }) => call.access !== 'anyone' || call.path.startsWith('/authenticate/'),
)

/** The path parameters of a request made for `call` ('/api/account/like/1/5' → { siteId: '1', listingId: '5' }). */
function paramsOf(call: ApiCall, path: string): Record<string, string> {
  const names = call.path.split('/')
  const values = path.replace(/^\/api/, '').split('/')
  return Object.fromEntries(
    names.flatMap((name, i) => (name.startsWith(':') ? [[name.slice(1), decodeURIComponent(values[i] ?? '')]] : [])),
  )
}

/** The request with one path parameter replaced (percent-encoded as a browser sends it). */
export function withParam(call: ApiCall, request: ExampleRequest, name: string, value: string): ExampleRequest {
  return { ...request, path: callPath(call, { ...paramsOf(call, request.path), [name]: value }) }
}

export type FieldPath = readonly (string | number)[]

/** 'listings.0.title': how the worker's 400 names a field (worker/api/validate.ts). */
export const fieldName = (path: FieldPath) => path.join('.')

interface SchemaNode {
  type?: string
  entries?: Record<string, SchemaNode>
  wrapped?: SchemaNode
}

/** The paths of the text fields an object schema declares, through optional and nullable wrappers. */
function schemaTextPaths(schema: SchemaNode | undefined, prefix: FieldPath = []): FieldPath[] {
  if (!schema) return []
  if (schema.type === 'string') return [prefix]
  if (schema.wrapped) return schemaTextPaths(schema.wrapped, prefix)
  if (schema.type === 'object' && schema.entries) {
    return Object.entries(schema.entries).flatMap(([key, entry]) => schemaTextPaths(entry, [...prefix, key]))
  }
  return []
}

/** The paths of the text in an example body; of a list, its first item's (the others have the same fields). */
function exampleTextPaths(value: unknown, prefix: FieldPath = []): FieldPath[] {
  if (typeof value === 'string') return [prefix]
  if (Array.isArray(value)) return value.length ? exampleTextPaths(value[0], [...prefix, 0]) : []
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => exampleTextPaths(item, [...prefix, key]))
  }
  return []
}

/** Every text field of a call's body: those its schema declares and those its example fills. */
export function textFields(call: ApiCall): FieldPath[] {
  const paths = [...schemaTextPaths(call.body as SchemaNode | undefined), ...exampleTextPaths(call.example.body)]
  return [...new Map(paths.map((path) => [fieldName(path), path])).values()]
}

/** Every field of a call's example body, text or not (a list's first item only), for attacks on any value. */
export function bodyFields(call: ApiCall): FieldPath[] {
  const walk = (value: unknown, prefix: FieldPath): FieldPath[] => {
    if (Array.isArray(value)) return value.length ? walk(value[0], [...prefix, 0]) : [prefix]
    if (value && typeof value === 'object') {
      return Object.entries(value).flatMap(([key, item]) => walk(item, [...prefix, key]))
    }
    return prefix.length ? [prefix] : []
  }
  const paths = [...walk(call.example.body, []), ...textFields(call)]
  return [...new Map(paths.map((path) => [fieldName(path), path])).values()]
}

/** A copy of `root` with the value at `path` set (objects and lists made on the way when missing). */
export function withField(root: unknown, path: FieldPath, value: unknown): unknown {
  const copy = structuredClone(root ?? {}) as Record<string | number, unknown>
  let node = copy
  for (const [i, key] of path.slice(0, -1).entries()) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof path[i + 1] === 'number' ? [] : {}
    node = node[key] as Record<string | number, unknown>
  }
  node[path[path.length - 1]!] = value
  return copy
}

/** The request with its JSON body replaced. */
export const withBody = (request: ExampleRequest, body: unknown): ExampleRequest => ({
  ...request,
  headers: { ...request.headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

/** The body of an example request, parsed. */
export const bodyOf = (request: ExampleRequest): unknown => (request.body ? JSON.parse(request.body) : undefined)

/** The `session=…` cookie an answer sets, as a browser would send it back. */
export const cookieSetBy = (answer: Answer) => sessionCookieOf({ headers: answer.headers } as Response)
