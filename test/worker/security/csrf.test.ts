import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, test } from 'vitest'
import { uploadListingPhotosCall } from '../../../web/api/listing-photos.ts'
import { csrfHeader } from '../../../web/api/account-call.ts'
import type { ApiCall } from '../../../web/api/api-call.ts'
import { logoutCall } from '../../../web/api/authenticate.ts'
import { issueEmailChangeKey } from '../../../worker/account/email-change.ts'
import { issueLoginToken, issueResetKey } from '../../../worker/auth/one-time-keys.ts'
import { seedLogins } from '../../../worker/db/seed/users.ts'
import type { ExampleRequest } from '../../harness/api-examples.ts'
import { seedTestDb, sqlRows } from '../seeded-db.ts'
import { changeWatch } from './db-state.ts'
import {
  exampleOf,
  landHost,
  logInBuyer,
  logInHarnessPeople,
  sendRequest,
  stateChangingCalls,
  withParam,
} from './security-kit.ts'

// CSRF on every call that changes something for a person (security-kit.ts stateChangingCalls: each POST a login
// needs, and logging in, registering, resetting and logging out). worker/auth/csrf.ts has three walls: the browser
// must say the request is same-origin (Sec-Fetch-Site, Origin), the body must be JSON, and a call made with a session
// must carry that session's token in x-csrf-token. Each case forges the call's working example (a real reset key and
// login token where the example has none) past all walls but one, with the victim's cookie attached as the worst
// browser would, and the database must be exactly as it was. Removing csrfGuard() from a route makes its origin and
// token cases fail; removing requireJson makes its content-type case fail.

const evilOrigin = 'https://evil.example'

/** The request as sent, with some headers changed (undefined removes one). */
const withHeaders = (request: ExampleRequest, headers: Record<string, string | undefined>): ExampleRequest => {
  const merged: Record<string, string> = { ...request.headers }
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) delete merged[name]
    else merged[name] = value
  }
  return { ...request, headers: merged }
}

/** The call checks a session's token: a logged-in person's calls, and logging out (anyone may, with a session). */
const takesToken = (call: ApiCall) => call.access !== 'anyone' || call === logoutCall
const hasBody = (call: ApiCall) => call.body !== undefined

/** What a form (which cannot send JSON) posts: the example's fields, url-encoded. */
const formBody = (request: ExampleRequest) =>
  new URLSearchParams(
    Object.entries(JSON.parse(request.body ?? '{}') as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  ).toString()

let attackersToken = ''

interface Forgery {
  name: string
  /** The statuses that refuse it: 403 from the origin and token walls, 400 from the JSON wall. */
  expected: number[]
  /** The field the refusal names: the wall that stood ('origin', the token's header, the body). */
  fields: string[]
  /** Whether the forgery means anything for the call (no token to leave out of a call that takes none). */
  appliesTo: (call: ApiCall) => boolean
  forge: (request: ExampleRequest) => ExampleRequest
}

const anyCall = () => true

const forgeries: Forgery[] = [
  {
    name: 'without the CSRF token',
    expected: [403],
    fields: [csrfHeader],
    appliesTo: takesToken,
    forge: (request) => withHeaders(request, { [csrfHeader]: undefined }),
  },
  {
    name: "with another person's CSRF token",
    expected: [403],
    fields: [csrfHeader],
    appliesTo: takesToken,
    forge: (request) => withHeaders(request, { [csrfHeader]: attackersToken }),
  },
  {
    name: 'from another site (Origin)',
    expected: [403],
    fields: ['origin'],
    appliesTo: anyCall,
    forge: (request) => withHeaders(request, { origin: evilOrigin }),
  },
  {
    name: 'from a sandboxed frame (Origin: null)',
    expected: [403],
    fields: ['origin'],
    appliesTo: anyCall,
    forge: (request) => withHeaders(request, { origin: 'null' }),
  },
  {
    name: 'from a look-alike host (Origin)',
    expected: [403],
    fields: ['origin'],
    appliesTo: anyCall,
    forge: (request) => withHeaders(request, { origin: `http://${landHost}.evil.example` }),
  },
  {
    name: 'from another site (Sec-Fetch-Site: cross-site)',
    expected: [403],
    fields: ['origin'],
    appliesTo: anyCall,
    forge: (request) => withHeaders(request, { 'sec-fetch-site': 'cross-site' }),
  },
  {
    name: 'from a sibling subdomain (Sec-Fetch-Site: same-site)',
    expected: [403],
    fields: ['origin'],
    appliesTo: anyCall,
    forge: (request) => withHeaders(request, { 'sec-fetch-site': 'same-site' }),
  },
  {
    // What another site's <form enctype="text/plain"> makes a browser send: its origin, no token.
    name: 'as a cross-site form post (text/plain)',
    expected: [403],
    fields: ['origin'],
    appliesTo: anyCall,
    forge: (request) =>
      withHeaders(request, {
        origin: evilOrigin,
        'sec-fetch-site': 'cross-site',
        'content-type': 'text/plain',
        [csrfHeader]: undefined,
      }),
  },
  {
    // A browser that says nowhere where the request came from: the JSON wall or the token must stop it. A call with
    // neither a body nor a session (login by a mailed token) has no second wall: every browser in use sends Origin on
    // a cross-site POST, which the first wall refuses.
    name: "as an old browser's form post (url-encoded, no Origin)",
    expected: [400, 403],
    fields: ['body', csrfHeader],
    appliesTo: (call) => hasBody(call) || takesToken(call),
    forge: (request) => ({
      ...withHeaders(request, { 'content-type': 'application/x-www-form-urlencoded', [csrfHeader]: undefined }),
      ...(request.body ? { body: formBody(request) } : {}),
    }),
  },
  {
    // The JSON wall alone: same origin and the right token, but a body a form could have sent.
    name: 'with a body that is not JSON (text/plain)',
    expected: [400],
    fields: ['body'],
    appliesTo: hasBody,
    forge: (request) => withHeaders(request, { 'content-type': 'text/plain;charset=UTF-8' }),
  },
]

let examples: Map<ApiCall, ExampleRequest>
const database = changeWatch()

beforeAll(async () => {
  await seedTestDb(60)
  const people = await logInHarnessPeople()
  const victim = await logInBuyer(4)
  attackersToken = (await logInBuyer(5)).csrfToken
  const [buyer3] = await sqlRows<{ id: number }>("SELECT id FROM users WHERE email = 'buyer3@land.localhost'")
  examples = new Map()
  for (const { call } of stateChangingCalls) {
    let request = await exampleOf(call, people)
    // Keys only a mail carries: real ones, so that a forged request that got through would log in or reset.
    if (call.path.includes(':token')) {
      request = withParam(call, request, 'token', await issueLoginToken(env.DB, buyer3!.id, 1, new Date()))
    }
    if (call.path.includes(':resetKey')) {
      request = withParam(call, request, 'resetKey', await issueResetKey(env.DB, buyer3!.id, new Date()))
    }
    if (call.path.includes(':confirmKey')) {
      // The seller's own address in capitals: a switch, if it were made, keeps the harness's logins working.
      const email = seedLogins.seller.email
      const [seller] = await sqlRows<{ id: number }>('SELECT id FROM users WHERE email = ?1', email)
      const key = await issueEmailChangeKey(env.DB, seller!.id, email.toUpperCase(), new Date())
      request = withParam(call, request, 'confirmKey', key)
    }
    // The calls anyone may make are forged with the victim's session cookie attached; the others carry their own.
    if (!request.headers.cookie)
      request = withHeaders(request, { cookie: victim.cookie, [csrfHeader]: victim.csrfToken })
    examples.set(call, request)
  }
  await database.start()
})

const rows = stateChangingCalls.flatMap(({ name, call }) =>
  forgeries
    .filter((forgery) => forgery.appliesTo(call))
    .map((forgery) => ({ label: `${name} ${forgery.name}`, call, forgery })),
)

describe('CSRF on every state-changing call', () => {
  test.for(rows)('$label is refused and changes nothing', async ({ call, forgery }) => {
    const answer = await sendRequest(forgery.forge(examples.get(call)!))
    // Looked at first, so that what this request changed is this case's failure and not the next one's.
    const changed = await database.changedSinceLastLook()
    expect(forgery.expected, answer.text).toContain(answer.status)
    expect(forgery.fields).toContain((answer.json as { field?: string } | null)?.field)
    expect(answer.headers.get('set-cookie') ?? '').not.toMatch(/session=[A-Za-z0-9_-]{43}/)
    expect(changed).toEqual([])
  })
})

describe('the same calls made properly go through (so the refusals above are the walls at work)', () => {
  test.for(stateChangingCalls.map(({ name, call }) => ({ name, call })))('$name', async ({ call }) => {
    const answer = await sendRequest(examples.get(call)!)
    // A photo upload is a multipart form, which the harness does not send: its example gets the upload's own refusal
    // (no photos), not a wall's.
    if (call === uploadListingPhotosCall) expect(answer.status, answer.text).toBe(400)
    else expect(answer.status, answer.text).toBeLessThan(300)
  })
})
