import fc from 'fast-check'
import type { ApiCall } from '../../web/api/api-call.ts'
import { scriptMarker } from './checks.ts'
import type { FuzzRequest } from './raw-http.ts'

// Malformed bodies for POST calls: broken, oversized, mislabelled JSON and fields of the wrong type.

/** The field names of an object schema, or of the object schema a v.pipe(...) wraps. */
export function schemaFields(schema: unknown): string[] {
  const object = schema as { type?: string; entries?: object; pipe?: unknown[] } | undefined
  if (object?.entries && typeof object.entries === 'object') return Object.keys(object.entries)
  if (Array.isArray(object?.pipe)) return schemaFields(object.pipe[0])
  return []
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/**
 * Deep nesting stands in a value as a token, written out as text by jsonText: JSON.stringify of a value thousands of
 * levels deep would overflow the stack here before the server ever saw it.
 */
export const nestedToken = (depth: number, kind: 'array' | 'object') => `__fuzz_nested_${kind}_${depth}__`

/** JSON.stringify, with nesting tokens written out as nested arrays or objects. */
export function jsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'undefined').replace(
    /"__fuzz_nested_(array|object)_(\d+)__"/g,
    (_, kind: string, depth: string) =>
      kind === 'array'
        ? `${'['.repeat(Number(depth))}1${']'.repeat(Number(depth))}`
        : `${'{"a":'.repeat(Number(depth))}1${'}'.repeat(Number(depth))}`,
  )
}

/** A value of the wrong type for about any field. */
const hostileJson: fc.Arbitrary<Json> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom<Json>(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      2 ** 53 + 2,
      1e308,
      -1e308,
      5e-324,
      '',
      ' ',
      '0',
      '1',
      'null',
      'true',
      scriptMarker,
      "' OR 1=1--",
      ';DROP TABLE listings',
      '日本語🏞️',
      '\u0000',
      '\ud800',
      [],
      [null],
      [1, 'a'],
      {},
      { a: 1 },
      { $gt: '' },
    ),
  },
  { weight: 1, arbitrary: fc.integer().map((n): Json => n) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map((n): Json => n) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }).map((s): Json => s) },
  { weight: 2, arbitrary: fc.integer({ min: 8_001, max: 60_000 }).map((n): Json => 'x'.repeat(n)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.integer({ min: 20, max: 5_000 }), fc.constantFrom('array' as const, 'object' as const))
      .map(([depth, kind]) => nestedToken(depth, kind)),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => value as Json) },
)

/** Paths to every value in an example: ['message'], ['listingLogInfos', 0, 'listingId']… */
export function valuePaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...valuePaths(item, [...prefix, i])])
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...valuePaths(item, [...prefix, key])])
  }
  return []
}

export function withValueAt(root: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy: unknown = structuredClone(root ?? {})
  let node = copy as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[path[path.length - 1]!] = value
  return copy
}

export function withoutValueAt(root: unknown, path: readonly (string | number)[]): unknown {
  const copy: unknown = structuredClone(root ?? {})
  let node = copy as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  const key = path[path.length - 1]!
  if (Array.isArray(node)) node.splice(Number(key), 1)
  else delete node[key]
  return copy
}

export const json = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(jsonText(value)),
})
const text = (body: string, contentType = 'application/json') => ({
  headers: { 'content-type': contentType },
  body: Buffer.from(body, 'utf8'),
})

/** JSON that does not parse, made from the example's own text where it can be. */
function brokenJson(example: unknown): fc.Arbitrary<Pick<FuzzRequest, 'headers' | 'body'>> {
  const source = JSON.stringify(example ?? {})
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc.integer({ min: 0, max: Math.max(0, source.length - 1) }).map((end) => text(source.slice(0, end))),
    },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(
          source.replace(/}$/, ',}'),
          `[${source},]`,
          source.replace(/\d+/, 'NaN'),
          source.replace(/\d+/, 'Infinity'),
          source.replace(/"([^"]*)"(?=\s*[,}])/, "'$1'"),
          source.replace(/"([^"]*)":/, '$1:'),
          source.replace(/:("[^"]*"|\d+)/, ':undefined'),
          `/* comment */${source}`,
          `\ufeff${source}`,
          `${source}${source}`,
          `${source}garbage`,
        )
        .map((body) => text(body)),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          '{"message":"unterminated',
          '{"message":"bad \\x41 escape"}',
          '{"message":"raw \u0001 control"}',
          '{"message":"\\ud800"}',
          '{,}',
          '{"a":1,,"b":2}',
          'NaN',
          'undefined',
          "{'a':1}",
          '',
          ' \n\t ',
          '\u0000',
          '[[[[[[[[',
          '{"a":{"a":{"a":',
        )
        .map((body) => text(body)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 1_000, max: 30_000 }), fc.boolean())
        .map(([depth, closed]) => text('['.repeat(depth) + (closed ? ']'.repeat(depth) : ''))),
    },
  )
}

/** Bodies of a few hundred kB, over the API's body limit; half of them chunked, without a content-length. */
function oversizedBody(
  example: unknown,
  fields: string[],
): fc.Arbitrary<Pick<FuzzRequest, 'headers' | 'body' | 'chunked'>> {
  const base = (example && typeof example === 'object' && !Array.isArray(example) ? example : {}) as Record<
    string,
    unknown
  >
  const field = fields[0] ?? 'message'
  return fc
    .tuple(
      fc.integer({ min: 200_000, max: 500_000 }),
      fc.constantFrom('field', 'array', 'keys', 'nesting'),
      fc.boolean(),
    )
    .map(([size, shape, chunked]) => {
      let body: string
      if (shape === 'field') body = JSON.stringify({ ...base, [field]: 'x'.repeat(size) })
      else if (shape === 'array') {
        const item = JSON.stringify(base)
        body = `[${Array.from({ length: Math.ceil(size / (item.length + 1)) }, () => item).join(',')}]`
      } else if (shape === 'keys') {
        body = JSON.stringify({
          ...base,
          ...Object.fromEntries(Array.from({ length: size / 12 }, (_, i) => [`k${i}`, i])),
        })
      } else body = '['.repeat(size / 2) + ']'.repeat(size / 2)
      return { ...text(body), chunked }
    })
}

/** The example sent with a wrong or missing content-type, or a body of another format. */
function contentTypeBody(example: unknown): fc.Arbitrary<Pick<FuzzRequest, 'headers' | 'body'>> {
  const source = JSON.stringify(example ?? {})
  const form = Object.entries((example ?? {}) as Record<string, unknown>)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
  const multipart = `--fuzz\r\ncontent-disposition: form-data; name="message"\r\n\r\nhello\r\n--fuzz--\r\n`
  return fc.oneof(
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=fuzz',
        'application/json; charset=utf-16',
        'application/json; charset=nonsense',
        'application/jsonp',
        'application/json, text/plain',
        'APPLICATION/JSON',
        'application/vnd.api+json',
        'application/xml',
        'text/json',
        '*/*',
        '',
        ';',
        'application/',
        'application/json\u00e9',
      )
      .map((contentType) => text(source, contentType)),
    fc.constant({ headers: {}, body: Buffer.from(source) }),
    fc.constant(text(form, 'application/x-www-form-urlencoded')),
    fc.constant(text(form, 'application/json')),
    fc.constant(text(multipart, 'multipart/form-data; boundary=fuzz')),
    fc.constant(text(multipart, 'application/json')),
    fc.constant(text('<log><message>x</message></log>', 'application/xml')),
    fc.constant({ headers: { 'content-type': 'application/json' }, body: Buffer.from(source, 'utf16le') }),
  )
}

export function bodyRequests(name: string, call: ApiCall, path: string): fc.Arbitrary<FuzzRequest> {
  const example = call.example.body ?? {}
  const fields = [...new Set([...schemaFields(call.body), ...Object.keys(example as object)])]
  const paths = [...fields.map((field) => [field]), ...valuePaths(example).filter((p) => p.length > 1)]
  const make = (kind: string) => (body: Pick<FuzzRequest, 'headers' | 'body' | 'chunked'>) =>
    ({ kind, target: `api ${name}`, method: 'POST', path, ...body }) as FuzzRequest
  const missing = [...valuePaths(example).map((p) => withoutValueAt(example, p)), {}]
  const extraKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'id', '', ' ', 'siteId ')
  const wholeBodies: Json[] = [[], [example as Json], [1, 2], 'a string', '', 0, -1, 1e308, null, true, false]

  return fc.oneof(
    { weight: 3, arbitrary: brokenJson(example).map(make('api body: broken JSON')) },
    { weight: 1, arbitrary: oversizedBody(example, fields).map(make('api body: oversized')) },
    { weight: 2, arbitrary: contentTypeBody(example).map(make('api body: content-type')) },
    {
      weight: 5,
      arbitrary: paths.length
        ? fc
            .tuple(fc.constantFrom(...paths), hostileJson)
            .map(([at, value]) => make('api body: wrong type')(json(withValueAt(example, at, value))))
        : hostileJson.map((value) => make('api body: wrong type')(json(value))),
    },
    { weight: 2, arbitrary: fc.constantFrom(...missing).map((body) => make('api body: missing field')(json(body))) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.array(fc.tuple(extraKeys, hostileJson), { minLength: 1, maxLength: 3 }), fc.boolean())
        .map(([extras, first]) => {
          // Written as text: JSON.stringify would drop a __proto__ key set on an object literal.
          const added = extras.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(',')
          const source = JSON.stringify(example)
          const body =
            source === '{}' ? `{${added}}` : first ? `{${added},${source.slice(1)}` : `${source.slice(0, -1)},${added}}`
          return make('api body: extra field')(text(body))
        }),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.constantFrom(...wholeBodies), hostileJson)
        .map((body) => make('api body: whole body')(json(body))),
    },
  )
}
