import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parsePlainSearch, stringifyPlainSearch, withOtherParameters } from '../../routes/plain-search.ts'
import { searchQueryKeys } from '../../routes/search-urls/search-query.ts'
import { anyText, unicodeText } from './url-properties.ts'

// The router's query strings as plain text (routes/plain-search.ts): what a page writes reads back as the same
// strings, never as JSON ('?keyword=123' stays '123'); reading never throws; and a canonical search URL keeps the
// parameters that are not search criteria (tracking tags, a login token) as they came.

/** Parameter names, among them those of Object.prototype ('__proto__' aside: no plain object keeps it as a key). */
const key = fc.oneof(
  fc.stringMatching(/^[a-z][A-Za-z0-9_]{0,11}$/),
  unicodeText(8).filter((name) => name !== '' && name !== '__proto__'),
  fc.constantFrom('toString', 'constructor', 'valueOf', 'hasOwnProperty'),
)
const value = fc.oneof(
  unicodeText(),
  fc.constantFrom('123', '"cabin"', 'true', 'null', '[1]', '{"a":1}', '1e3', ' spaced ', '&', '=', '+', '%', '#'),
)
const query = fc.dictionary(key, value, { maxKeys: 6 })

describe('plain query strings', () => {
  it('read back what they write, every value the string it was', () => {
    fc.assert(
      fc.property(query, (search) => {
        const text = stringifyPlainSearch(search)
        expect(text === '' || text.startsWith('?')).toBe(true)
        expect(parsePlainSearch(text)).toEqual(search)
      }),
    )
  })

  it('leave out what has no value, and write anything else as JSON text', () => {
    fc.assert(
      fc.property(key, fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.nat(), { maxLength: 3 })), (name, other) => {
        expect(stringifyPlainSearch({ [name]: undefined, other: null })).toBe('')
        expect(parsePlainSearch(stringifyPlainSearch({ [name]: other }))).toEqual({ [name]: JSON.stringify(other) })
      }),
    )
  })

  it('never throw on any query text, and keep the first of a repeated parameter', () => {
    fc.assert(
      fc.property(anyText, key, value, value, (text, name, first, second) => {
        expect(typeof parsePlainSearch(text)).toBe('object')
        const repeated = `?${new URLSearchParams([
          [name, first],
          [name, second],
        ])}`
        expect(parsePlainSearch(repeated)[name]).toBe(first)
      }),
    )
  })
})

describe('a canonical search URL with the other parameters', () => {
  const searchKey = fc.constantFrom(...searchQueryKeys)
  const canonical = fc
    .tuple(fc.stringMatching(/^(\/[A-Za-z0-9-]{1,12}){1,3}\/?$/), fc.dictionary(searchKey, value, { maxKeys: 3 }))
    .map(([path, search]) => `${path}${stringifyPlainSearch(search)}`)
  const current = fc.dictionary(fc.oneof(key, searchKey), value, { maxKeys: 6 })

  it('keeps the canonical path and criteria, and every other parameter as it came', () => {
    fc.assert(
      fc.property(canonical, current, (href, asked) => {
        const result = withOtherParameters(href, stringifyPlainSearch(asked))
        const [path, search = ''] = result.split('?')
        expect(path).toBe(href.split('?')[0])
        const kept = parsePlainSearch(search)
        const criteria = parsePlainSearch(href.split('?')[1] ?? '')
        for (const [name, text] of Object.entries(kept)) {
          const isCriterion = (searchQueryKeys as readonly string[]).includes(name)
          expect(text).toBe(isCriterion ? criteria[name] : asked[name])
        }
        for (const name of Object.keys(asked)) {
          if (!(searchQueryKeys as readonly string[]).includes(name)) expect(kept[name]).toBe(asked[name])
        }
        // The router writes location.searchStr the same way: the result is its own canonical form.
        expect(withOtherParameters(result, stringifyPlainSearch(asked))).toBe(result)
      }),
    )
  })
})
