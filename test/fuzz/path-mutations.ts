import fc from 'fast-check'
import { hostileQueryValue, hostileSegment, queryKeys } from './hostile-values.ts'
import type { FuzzRequest } from './raw-http.ts'

// Hostile variants of a page's or call's path and query, and the wrong methods to send them with.

function splitTarget(path: string): { pathname: string; search: string } {
  const at = path.indexOf('?')
  return at < 0 ? { pathname: path, search: '' } : { pathname: path.slice(0, at), search: path.slice(at + 1) }
}

function queryKeysOf(search: string): string[] {
  return search
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=')[0]!)
}

/** Hostile variants of a pathname: segments inserted, replaced or extended, separators and ends changed. */
function mutatedPathname(pathname: string): fc.Arbitrary<string> {
  const segments = pathname.split('/')
  const last = segments.length - 1
  const join = (parts: string[]) => parts.join('/')
  return fc
    .oneof(
      fc
        .tuple(fc.integer({ min: 1, max: segments.length }), hostileSegment)
        .map(([at, segment]) => join([...segments.slice(0, at), segment, ...segments.slice(at)])),
      fc
        .tuple(fc.integer({ min: Math.min(1, last), max: last }), hostileSegment)
        .map(([at, segment]) => join(segments.map((part, i) => (i === at && i > 0 ? segment : part)))),
      fc
        .tuple(fc.integer({ min: Math.min(1, last), max: last }), hostileSegment)
        .map(([at, segment]) => join(segments.map((part, i) => (i === at ? part + segment : part)))),
      fc
        .tuple(fc.array(hostileSegment, { minLength: 2, maxLength: 4 }), fc.boolean())
        .map(([added, keep]) => join([...(keep ? segments : ['']), ...added])),
      fc
        .constantFrom('//', '\\', '/./', '/../', '%2F', '/%2F/', '/;/', '///')
        .map((separator) => segments.join(separator)),
      fc
        .constantFrom(
          '/',
          '//',
          '/.',
          '/..',
          '/../..',
          '/../../..',
          '%00',
          '.',
          '~',
          ';x=1',
          '/index.html',
          '/%2e%2e',
          '\\',
          '%',
          '.json',
          '.php',
        )
        .map((suffix) => pathname + suffix),
      fc
        .constantFrom(
          '//',
          '///',
          '/\\',
          '\\',
          '/./',
          '/../',
          '//evil.example/',
          '/\\evil.example/',
          '/%5Cevil.example/',
        )
        .map((prefix) => prefix + pathname.replace(/^\//, '')),
      fc.constantFrom(
        pathname.toUpperCase(),
        pathname.replace(/\/$/, ''),
        pathname.endsWith('/') ? pathname : `${pathname}/`,
      ),
    )
    .map((path) => path || '/')
}

/** Hostile variants of a query string (without the '?'): values, duplicated keys, added keys, broken structure. */
export function mutatedSearch(search: string): fc.Arbitrary<string> {
  const keys = queryKeysOf(search)
  const keyArb = fc.constantFrom(...keys, ...queryKeys)
  const pair = fc.tuple(keyArb, hostileQueryValue).map(([key, value]) => `${key}=${value}`)
  return fc.oneof(
    // an existing key's value replaced
    keys.length
      ? fc.tuple(fc.constantFrom(...keys), hostileQueryValue).map(([key, value]) =>
          search
            .split('&')
            .map((part) => (part.split('=')[0] === key ? `${key}=${value}` : part))
            .join('&'),
        )
      : pair,
    // a key twice or more (the router may read an array)
    fc
      .tuple(keyArb, fc.array(hostileQueryValue, { minLength: 2, maxLength: 4 }))
      .map(([key, values]) => values.map((value) => `${key}=${value}`).join('&')),
    fc
      .tuple(fc.array(pair, { minLength: 1, maxLength: 5 }), fc.boolean())
      .map(([pairs, keep]) => [...(keep && search ? [search] : []), ...pairs].join('&')),
    fc.constantFrom('&&&', '=', '=&=', '?a=b', 'a=b=c', 'a', '%', 'a=%', '&a', 'a=1;b=2', '#', 'a=1#b', '+=+'),
  )
}

/** A path with its query: the pathname mutated, the query mutated, or both. */
export function mutatedPath(path: string): fc.Arbitrary<{ path: string; part: 'path' | 'query' }> {
  const { pathname, search } = splitTarget(path)
  return fc.oneof(
    {
      weight: 3,
      arbitrary: mutatedPathname(pathname).map((p) => ({ path: search ? `${p}?${search}` : p, part: 'path' as const })),
    },
    { weight: 2, arbitrary: mutatedSearch(search).map((s) => ({ path: `${pathname}?${s}`, part: 'query' as const })) },
  )
}

// Methods

export const wrongMethodsForGet = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND']
export const wrongMethodsForPost = ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']

export const userAgents = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  '',
]

/** A body sent with a wrong method, sometimes: none, the JSON example, or a form. */
export function strayBody(example: unknown): fc.Arbitrary<Pick<FuzzRequest, 'headers' | 'body'>> {
  return fc.constantFrom<Pick<FuzzRequest, 'headers' | 'body'>>(
    { headers: {} },
    { headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(example ?? {})) },
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: Buffer.from('a=1&b=%E0%A4%A') },
  )
}
