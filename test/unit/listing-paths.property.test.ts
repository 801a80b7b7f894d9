import { isNotFound } from '@tanstack/react-router'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { listingIdOf } from '../../routes/listing-route.tsx'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import { usStates } from '../../web/rules/us-states.ts'
import { brandRoutes } from './brand-routes.ts'
import { anyText, isSafePath, unicodeText } from './url-properties.ts'

// A listing's detail URL per brand (spec §2: /property/{canonicalLocation}/{propertyId}/, /{propertyGeo}/pid/{id},
// /property/{location}-{id}/) against the brand's route tree: every listing link reaches a listing route, which
// reads back the listing's id; any other text after a listing route's prefix names one listing or none, never an
// error.

const listingRoutes = ['/property/$', '/listing/$', '/pid/$', '/$propertyGeo/pid/$']
const propertyId = fc.integer({ min: 1, max: 9_999_999_999 })
/** Places as the Census and sellers write them: any text, empty, digits at the end ('Route 66'). */
const placeName = fc.oneof(unicodeText(), fc.constantFrom('', 'Route 66', 'St. Mary’s County', 'Doña Ana County'))
const listing = fc.record({
  id: propertyId,
  city: placeName,
  county: placeName,
  stateAbbreviation: fc.constantFrom(...usStates.map((state) => state.abbreviation)),
})

describe.each(brandIds)('%s listing links', (brandId) => {
  const match = brandRoutes(brandId)
  /** The listing route's beforeLoad on a path: the id it reads, or null for the 404 page. */
  const readListing = (pathname: string) => {
    const { routeId, params, route } = match(pathname)
    expect(listingRoutes).toContain(routeId)
    try {
      const read = (route!.options.beforeLoad as (m: unknown) => { propertyId: number; canonicalPath: string })({
        params,
        location: { pathname },
      })
      expect(read.canonicalPath).toBe(pathname)
      return read.propertyId
    } catch (error) {
      expect(isNotFound(error)).toBe(true)
      return null
    }
  }

  it('reach a listing route that reads back the id, in URL-safe segments', () => {
    fc.assert(
      fc.property(listing, (each) => {
        const path = siteLinksByBrand[brandId].listing(each)
        expect(isSafePath(path), path).toBe(true)
        expect(readListing(path)).toBe(each.id)
      }),
    )
  })

  it('read any other path after /property/ as one listing or none', () => {
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1, maxLength: 4 }), (segments) => {
        const rest = segments.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '')) || 'x')
        const id = readListing(`/property/${rest.join('/')}/`)
        if (id !== null) expect(rest.at(-1)!.endsWith(String(id))).toBe(true)
      }),
    )
  })
})

describe('listingIdOf', () => {
  it('reads the id a detail path ends with, after a slash or a hyphen', () => {
    fc.assert(
      fc.property(unicodeText(), fc.constantFrom('/', '-', ''), propertyId, fc.boolean(), (place, join, id, slash) => {
        const rest = join ? `${place.replace(/\d+$/, '')}${join}${id}` : String(id)
        expect(listingIdOf(`${rest}${slash ? '/' : ''}`)).toBe(id)
      }),
    )
  })

  it('never throws, and reads only a whole id of 1 to 9,999,999,999 that the text ends with', () => {
    fc.assert(
      fc.property(fc.option(anyText, { nil: undefined }), (rest) => {
        const id = listingIdOf(rest)
        if (id === null) return
        expect(Number.isSafeInteger(id) && id >= 1 && id <= 9_999_999_999).toBe(true)
        expect(rest!.replace(/\/$/, '').endsWith(String(id))).toBe(true)
      }),
    )
  })
})
