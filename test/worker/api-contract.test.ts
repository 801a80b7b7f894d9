import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { apiErrorBody } from '../../web/api/api-call.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { exampleRequest, type ExampleSessions, type SendRequest } from '../harness/api-examples.ts'
import { logInAs } from './session-client.ts'
import { apiApp } from '../../worker/api/api-app.ts'
import { declaredApiCalls } from '../harness/api-calls.ts'
import { seedTestDb } from './seeded-db.ts'

// The contract both ways: every call web/api/ declares is served by the worker, every route the worker serves is
// declared, and each call's example request is answered with a body its response schema accepts.

let sessions: ExampleSessions
beforeAll(async () => {
  await seedTestDb(200)
  sessions = {
    user: await logInAs(seedLogins.seller.email, seedLogins.seller.password),
    admin: await logInAs(seedLogins.admin.email, seedLogins.admin.password),
  }
})

const send: SendRequest = async (request) => {
  const response = await exports.default.fetch(`http://land.localhost${request.path}`, request)
  const text = await response.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    json = text
  }
  return { status: response.status, json }
}

const served = apiApp.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`)

describe('the API contract', () => {
  it('declares calls', () => {
    expect(declaredApiCalls.length).toBeGreaterThanOrEqual(8)
  })

  it('serves exactly the declared calls', () => {
    const declared = declaredApiCalls.map(({ call }) => `${call.method} ${call.path}`)
    expect([...new Set(served)].sort()).toEqual([...new Set(declared)].sort())
  })

  it.each(declaredApiCalls.map(({ name, call }) => [name, call] as const))(
    '%s: the example is valid and its answer matches the response schema',
    async (_, call) => {
      if (call.params) expect(v.safeParse(call.params, call.example.params ?? {}).issues).toBeUndefined()
      if (call.body) expect(v.safeParse(call.body, call.example.body).issues).toBeUndefined()
      const { status, json } = await send(await exampleRequest(call, sessions, send))
      if (call.example.status) {
        // An example that cannot succeed (a key only a mail carries) gets its refusal, in the 400 body's shape.
        expect(status).toBe(call.example.status)
        expect(v.safeParse(apiErrorBody, json).issues).toBeUndefined()
        return
      }
      expect(status, JSON.stringify(json)).toBeLessThan(300)
      const answer = json
      const parsed = v.safeParse(call.response, answer)
      expect(parsed.issues && v.flatten(parsed.issues)).toBeUndefined()
    },
  )
})
