import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { callPath } from '../../web/api/api-call.ts'
import { apiApp } from '../../worker/api/api-app.ts'
import { declaredApiCalls } from '../harness/api-calls.ts'
import { seedTestDb } from './seeded-db.ts'

// The contract both ways: every call web/api/ declares is served by the worker, every route the worker serves is
// declared, and each call's example request is answered with a body its response schema accepts.

beforeAll(async () => {
  await seedTestDb(200)
})

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
      const response = await exports.default.fetch(`http://land.localhost${callPath(call, call.example.params)}`, {
        method: call.method,
        ...(call.body
          ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(call.example.body) }
          : {}),
      })
      expect(response.status).toBeLessThan(300)
      const answer = call.responseType === 'text' ? await response.text() : await response.json()
      const parsed = v.safeParse(call.response, answer)
      expect(parsed.issues && v.flatten(parsed.issues)).toBeUndefined()
    },
  )
})
