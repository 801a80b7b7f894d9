import fc from 'fast-check'
import { Hono, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { apiErrorBody, callPath, type ApiCall } from '../../web/api/api-call.ts'
import { requireJson, validate } from '../../worker/api/validate.ts'
import { declaredApiCalls } from '../harness/api-calls.ts'
import { anyText, isSafeSegment, unicodeText } from './url-properties.ts'

// Every API call's schemas as validators of its requests (web/api/*.ts, served through worker/api/validate.ts), and
// its path as a URL codec (callPath, read back by Hono's router): each call accepts its own example; a path written
// for any parameter values reads back as those values; a body field of the wrong kind is a 400 naming that field;
// no path or body, however broken, gets anything but the call's answer or a 400 { error, field, message }.

const calls = declaredApiCalls.map(({ name, call }) => [name, call] as const)
const paramNames = (call: ApiCall) => [...call.path.matchAll(/:(\w+)/g)].map(([, name]) => name!)

/** The call's own route in a bare Hono app, behind the same validation the worker puts in front of its handler. */
function validatedRoute(call: ApiCall) {
  const checks = [
    ...(call.params ? [validate('param', call.params)] : []),
    ...(call.method === 'POST' && call.body ? [requireJson, validate('json', call.body)] : []),
  ] as MiddlewareHandler[]
  const app = new Hono()
  for (const check of checks) app.use(call.path, check)
  return app.on(call.method, call.path, (c) => c.json({ ok: true }))
}

/** A route that answers the parameters Hono read from the path, to read callPath's paths back. */
function paramsRoute(call: ApiCall) {
  return new Hono().on(call.method, call.path, (c) => c.json(c.req.param()))
}

const requestOf = (call: ApiCall, path: string, body?: unknown) =>
  new Request(`http://api.test${path}`, {
    method: call.method,
    ...(call.method === 'POST'
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) }
      : {}),
  })

/** The kinds of JSON value a schema accepts at the top of it (its wrappers and unions followed), or null for any. */
function acceptedKinds(schema: v.GenericSchema): Set<string> | null {
  const node = schema as unknown as { type: string; wrapped?: v.GenericSchema; options?: unknown[]; literal?: unknown }
  const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)
  switch (node.type) {
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
      return acceptedKinds(node.wrapped!)
    case 'nullable':
    case 'nullish': {
      const kinds = acceptedKinds(node.wrapped!)
      return kinds && new Set([...kinds, 'null'])
    }
    case 'union': {
      const all = (node.options as v.GenericSchema[]).map(acceptedKinds)
      return all.includes(null) ? null : new Set(all.flatMap((kinds) => [...kinds!]))
    }
    case 'picklist':
      return new Set(node.options!.map(kindOf))
    case 'literal':
      return new Set([kindOf(node.literal)])
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return new Set([node.type])
    case 'array':
    case 'tuple':
      return new Set(['array'])
    case 'object':
    case 'strict_object':
    case 'loose_object':
    case 'record':
      return new Set(['object'])
    default:
      return null
  }
}

const valueOfKind: Record<string, unknown> = {
  string: 'wrong',
  number: 7,
  boolean: true,
  array: [],
  object: {},
  null: null,
}

/** Each top-level field of the body with a value of a kind its schema takes none of. */
function wrongKinds(call: ApiCall): [string, unknown][] {
  const entries = (call.body as { entries?: Record<string, v.GenericSchema> } | undefined)?.entries
  if (!entries) return []
  return Object.entries(entries).flatMap(([field, schema]) => {
    const kinds = acceptedKinds(schema)
    const wrong = kinds && Object.keys(valueOfKind).find((kind) => !kinds.has(kind))
    return wrong ? [[field, valueOfKind[wrong]] as [string, unknown]] : []
  })
}

describe.each(calls)('%s', (_, call) => {
  const params = paramNames(call)
  const example = { params: call.example.params ?? {}, body: call.example.body }

  it('accepts its own example', () => {
    if (call.params) expect(v.safeParse(call.params, example.params).issues).toBeUndefined()
    if (call.body) expect(v.safeParse(call.body, example.body).issues).toBeUndefined()
    expect(params.every((name) => name in example.params)).toBe(true)
  })

  if (params.length) {
    it('writes any parameter values in safe segments that read back as the values', async () => {
      // Half a UTF-16 pair cannot be written in a URL at all, nor can a whole segment of '.' or '..' (a URL parser
      // resolves them away): no page sends either (the search bar and forms send what a person types, trimmed).
      const value = fc.oneof(
        fc.constantFrom(...Object.values(example.params)),
        unicodeText().filter((text) => text !== '' && text !== '.' && text !== '..'),
      )
      const values = fc.record(Object.fromEntries(params.map((name) => [name, value])))
      await fc.assert(
        fc.asyncProperty(values, async (asked) => {
          const path = callPath(call, asked)
          expect(path.startsWith('/api/')).toBe(true)
          const segments = path.slice(1).split('/').filter(Boolean)
          for (const segment of segments) expect(isSafeSegment(segment), segment).toBe(true)
          const read = await paramsRoute(call).request(requestOf(call, path.slice('/api'.length), example.body))
          expect(await read.json()).toEqual(asked)
        }),
        { numRuns: 25 },
      )
    })

    it('answers any path parameters with the call or a 400 naming a parameter', async () => {
      const value = anyText.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '')) || '%20')
      const values = fc.record(Object.fromEntries(params.map((name) => [name, value])))
      await fc.assert(
        fc.asyncProperty(values, async (asked) => {
          const path = call.path.replace(/:(\w+)/g, (__, name: string) => asked[name]!)
          const answer = await validatedRoute(call).request(requestOf(call, path, example.body))
          if (answer.status === 404) return // '..' and '.' segments resolved away: no route of the call's.
          expect([200, 400]).toContain(answer.status)
          if (answer.status === 400)
            expect([...params, 'param']).toContain(v.parse(apiErrorBody, await answer.json()).field)
        }),
        { numRuns: 25 },
      )
    })
  }

  if (call.method !== 'POST' || !call.body) return

  it('answers a body field of the wrong kind with a 400 naming it', async () => {
    for (const [field, wrong] of wrongKinds(call)) {
      const body = { ...(example.body as object), [field]: wrong }
      const answer = await validatedRoute(call).request(requestOf(call, callPath(call, example.params).slice(4), body))
      expect(answer.status, `${field}: ${JSON.stringify(wrong)}`).toBe(400)
      const refusal = v.parse(apiErrorBody, await answer.json())
      expect(refusal.field === field || refusal.field.startsWith(`${field}.`), refusal.field).toBe(true)
      expect(refusal.message.length).toBeGreaterThan(0)
    }
  })

  it('answers any JSON body with the call or a 400, never throwing', async () => {
    const field = fc.constantFrom(...Object.keys((example.body as object | undefined) ?? { x: 1 }))
    const body = fc.oneof(
      fc.jsonValue(),
      fc
        .tuple(field, fc.oneof(fc.jsonValue(), anyText))
        .map(([name, value]) => ({ ...(example.body as object), [name]: value })),
    )
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const answer = await validatedRoute(call).request(
          requestOf(call, callPath(call, example.params).slice(4), sent),
        )
        expect([200, 400]).toContain(answer.status)
        if (answer.status === 400) v.parse(apiErrorBody, await answer.json())
      }),
      { numRuns: 30 },
    )
  })
})
