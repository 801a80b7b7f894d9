import { describe, expect, it } from 'vitest'
import { landTypePages } from '../../routes/search-urls/land-type-pages.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import { propertyTypeFlag, type PropertyTypeName } from '../../web/rules/listing-rules.ts'

// The link shapes of spec §2 that pages build today: listing links and property-type links per brand.

const listing = { id: 1000123, city: 'Austin', county: 'Travis County', stateAbbreviation: 'TX' }
const noCity = { id: 1000124, city: '', county: 'St. Mary’s County', stateAbbreviation: 'MD' }

describe('listing links', () => {
  it.each([
    ['land', siteLinksByBrand.land.listing(listing), '/property/Austin-TX/1000123/'],
    ['land, no city', siteLinksByBrand.land.listing(noCity), '/property/St-Marys-County-MD/1000124/'],
    ['laf', siteLinksByBrand.laf.listing(listing), '/property/austin-tx-1000123/'],
    ['landwatch', siteLinksByBrand.landwatch.listing(listing), '/travis-county-tx/pid/1000123'],
  ])('%s: %s', (_, href, expected) => {
    expect(href).toBe(expected)
  })

  it('land: /property/{canonicalLocation}/{propertyId}/, the location a place and never the title', () => {
    const withTitle = { ...listing, title: '40 Acres of Hunting Land' }
    expect(siteLinksByBrand.land.listing(withTitle)).toMatch(/^\/property\/[A-Za-z0-9-]+-[A-Z]{2}\/\d+\/$/)
    expect(siteLinksByBrand.land.listing(withTitle)).not.toMatch(/Acres|Hunting/)
  })
})

describe('the main land site’s type pages', () => {
  it('are the spec’s 14, in its order', () => {
    expect(landTypePages.map((page) => page.slug)).toEqual([
      'farms-for-sale',
      'ranches-for-sale',
      'residential-land-for-sale',
      'recreational-land-for-sale',
      'hunting-land-for-sale',
      'undeveloped-land-for-sale',
      'horse-property-for-sale',
      'commercial-land-for-sale',
      'present-use-orchard-vineyards',
      'waterfront-for-sale',
      'log-cabins-for-sale',
      'cheap-land-for-sale',
      'off-grid-land-for-sale',
      'land-with-mineral-rights-for-sale',
    ])
  })

  it('are where property types with a type page link to; other types search the country', () => {
    expect(siteLinksByBrand.land.propertyType('farm')).toBe('/search/farms-for-sale/')
    expect(siteLinksByBrand.land.propertyType('waterfront')).toBe('/search/waterfront-for-sale/')
    expect(siteLinksByBrand.land.propertyType('timberland')).toBe('/United-States/timberland/')
    const slugs = new Set<string>(landTypePages.map((page) => page.slug))
    for (const type of Object.keys(propertyTypeFlag) as PropertyTypeName[]) {
      const href = siteLinksByBrand.land.propertyType(type)
      if (href.startsWith('/search/')) expect(slugs).toContain(href.split('/')[2])
    }
  })

  it('other brands link property types in their own shapes', () => {
    expect(siteLinksByBrand.laf.propertyType('horse')).toBe('/search/all-land/horse-property-for-sale/')
    expect(siteLinksByBrand.landwatch.propertyType('ranch')).toBe('/land/ranches')
  })
})
