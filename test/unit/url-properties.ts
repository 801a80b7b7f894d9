import fc from 'fast-check'
import { hostileSegment } from '../fuzz/hostile-values.ts'

// What the property tests of URL codecs and validators share: text of every kind a URL or a form may carry, and what
// a safe URL segment is. The brands' route trees to match paths against are in brand-routes.ts.

/** Half a UTF-16 pair, which no URL can encode (encodeURIComponent throws on it). */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code))

/** Well-formed text of any script: letters, marks, emoji, controls, spaces. */
export const unicodeText = (maxLength = 40) =>
  fc.oneof(fc.string({ unit: 'grapheme', maxLength }), fc.string({ unit: 'binary', maxLength }))

/**
 * Any text a visitor, a crawler or a fuzzer may put in a URL or a form: unicode, percent-encoding (broken too), '..',
 * '//', NUL, 5–10 KB runs (test/fuzz/hostile-values.ts), lone surrogates.
 */
export const anyText = fc.oneof(
  { weight: 3, arbitrary: unicodeText() },
  { weight: 3, arbitrary: hostileSegment },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(loneSurrogate, fc.constant('a')), maxLength: 6 }) },
)

/** A path: '/' and segments of any text, or any text at all (no leading slash, '//', a query). */
export const anyPath = fc.oneof(
  fc.array(anyText, { maxLength: 6 }).map((segments) => `/${segments.join('/')}`),
  fc.array(anyText, { maxLength: 6 }).map((segments) => `/${segments.join('/')}/`),
  anyText,
)

/** A path segment that reads as itself in a URL: RFC 3986 pchar (percent-escapes included), never a dot segment. */
export const isSafeSegment = (segment: string): boolean =>
  /^[A-Za-z0-9\-._~%!$&'()*+,;=:@]+$/.test(segment) && segment !== '.' && segment !== '..'

/** Every segment of a path safe, none empty but a trailing one. */
export const isSafePath = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && path.slice(1).replace(/\/$/, '').split('/').every(isSafeSegment)
