import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lowerUrlName, urlName } from '../../routes/links/url-name.ts'
import {
  kindOfCityOrCounty,
  segmentOfWords,
  stateOfAbbreviation,
  stateOfUrlName,
  wordsOfSegment,
} from '../../routes/search-urls/place-names.ts'
import { placeSegment, readPlaceSegment } from '../../routes/search-urls/place-segments.ts'
import { pathSegments, searchPath } from '../../routes/search-urls/search-path.ts'
import { canonicalTypes, typeListSegment, typesOfSegment } from '../../routes/search-urls/type-list.ts'
import { numberText, readNumber, roundTo } from '../../routes/search-urls/url-numbers.ts'
import { customSearchPage, customSearchPages } from '../../web/search/custom-search-pages.ts'
import { usStates } from '../../web/rules/us-states.ts'
import { propertyTypeNameList } from '../../web/search/criteria-values.ts'
import { anyText } from './url-properties.ts'

// The pieces every brand's search URL codec is built of (routes/search-urls/; the codecs themselves are
// search-url-roundtrip.test.ts's): numbers, place names, states, type lists, place segments, paths and the main land
// site's custom type pages. Each writes what it reads back, and reads any other text as nothing, never throwing.

describe('numbers', () => {
  it('write without exponent or -0 and read back as themselves, at each field’s decimals', () => {
    const field = fc.oneof(
      fc.tuple(fc.double({ min: 0, max: 1e12, noNaN: true }), fc.constantFrom(0, 2), fc.constant(false)),
      fc.tuple(fc.double({ min: -180, max: 180, noNaN: true }), fc.constant(6), fc.constant(true)),
    )
    fc.assert(
      fc.property(field, ([n, decimals, signed]) => {
        const rounded = roundTo(n, decimals)
        expect(Object.is(rounded, -0)).toBe(false)
        expect(numberText(rounded)).not.toMatch(/e/i)
        expect(readNumber(numberText(rounded), signed)).toBe(rounded)
      }),
    )
  })

  it('read from any text only plain decimals, signed where the field allows', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.double().map(String)), fc.boolean(), (text, signed) => {
        const n = readNumber(text, signed)
        if (n === undefined) return
        expect(text).toMatch(signed ? /^-?\d+(\.\d+)?$/ : /^\d+(\.\d+)?$/)
        expect(n).toBe(Number(text))
      }),
    )
  })
})

describe('place names', () => {
  it('turn a URL name into words and back', () => {
    fc.assert(
      fc.property(anyText, (name) => {
        const segment = urlName(name)
        if (segment === '') return
        const words = wordsOfSegment(segment)
        expect(words).toBe(segment.replace(/-/g, ' '))
        expect(segmentOfWords(words!)).toBe(segment)
      }),
    )
  })

  it('read no words from a segment a URL name never is', () => {
    fc.assert(
      fc.property(anyText, (segment) => {
        const words = wordsOfSegment(segment)
        if (words !== undefined) expect(urlName(segment)).toBe(segment)
      }),
    )
  })

  it('find each state by its URL name and its abbreviation in any case, and nothing else', () => {
    fc.assert(
      fc.property(fc.constantFrom(...usStates), fc.boolean(), (state, lower) => {
        const name = lower ? lowerUrlName(state.name) : urlName(state.name).toUpperCase()
        expect(stateOfUrlName(name)).toEqual(state)
        expect(stateOfAbbreviation(lower ? state.abbreviation.toLowerCase() : state.abbreviation)).toEqual(state)
      }),
    )
    fc.assert(
      fc.property(anyText, (text) => {
        const byName = stateOfUrlName(text)
        if (byName) expect(lowerUrlName(byName.name)).toBe(text.toLowerCase())
        const byAbbreviation = stateOfAbbreviation(text)
        if (byAbbreviation) expect(byAbbreviation.abbreviation).toBe(text.toUpperCase())
      }),
    )
  })
})

describe('type lists', () => {
  const types = fc.subarray(propertyTypeNameList, { minLength: 1 })

  it('read back the types in flag order, whatever order the segment names them in', () => {
    fc.assert(
      fc.property(types, (list) => {
        const segment = typeListSegment(list)
        expect(typesOfSegment(segment)).toEqual(canonicalTypes(list))
        const reversed = segment.split('-and-').reverse().join('-and-')
        expect(typesOfSegment(reversed)).toEqual(canonicalTypes(list))
      }),
    )
  })

  it('read a type named twice, or any other text, as no list', () => {
    fc.assert(
      fc.property(types, anyText, (list, text) => {
        const segment = typeListSegment(list)
        expect(typesOfSegment(`${segment}-and-${segment}`)).toBeUndefined()
        const read = typesOfSegment(text)
        if (read) expect(typeListSegment(read).split('-and-').sort()).toEqual(text.split('-and-').sort())
      }),
    )
  })
})

describe('place segments', () => {
  const words = fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 }).map((w) => w.join(' '))
  const place = fc.oneof(
    words.map((w) => ({ kind: 'region' as const, words: w })),
    words.map((w) => ({ kind: kindOfCityOrCounty(w), words: w })),
    words.map((w) => ({ kind: 'county' as const, words: `${w} county` })),
  )

  it('read back the place they write', () => {
    fc.assert(
      fc.property(place, (each) => {
        // A city or county whose name ends in 'region' reads as a region: such a place is not kept by these URLs.
        if (each.kind !== 'region' && /(^| )region$/.test(each.words)) return
        expect(readPlaceSegment(placeSegment(each))).toEqual(each)
      }),
    )
  })

  it('read any other text as no place or one whose segment it is', () => {
    fc.assert(
      fc.property(anyText, (segment) => {
        const read = readPlaceSegment(segment)
        if (read) expect(placeSegment(read)).toBe(segment)
      }),
    )
  })
})

describe('search paths', () => {
  it('split back into the segments they join, with or without the trailing slash', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/)
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), fc.boolean(), (segments, slash) => {
        expect(pathSegments(searchPath(segments, slash, ''))).toEqual(segments)
      }),
    )
  })

  it('refuse a path with an empty segment inside or no leading slash, never throwing', () => {
    fc.assert(
      fc.property(anyText, (path) => {
        const segments = pathSegments(path)
        if (segments) expect(segments.includes('')).toBe(false)
        if (segments) expect(path.startsWith('/')).toBe(true)
      }),
    )
  })
})

describe('custom type pages', () => {
  it('are found by their own slugs only, never by a name every object has', () => {
    const slug = fc.oneof(
      fc.constantFrom(...Object.keys(customSearchPages)),
      fc.constantFrom('constructor', 'toString', '__proto__', 'hasOwnProperty'),
      anyText,
    )
    fc.assert(
      fc.property(fc.option(slug, { nil: undefined }), (text) => {
        const page = customSearchPage(text)
        expect(page !== undefined).toBe(text !== undefined && Object.hasOwn(customSearchPages, text))
      }),
    )
  })
})
