import { describe, expect, it } from 'vitest'
import { landLinks } from '../../routes/links/land-links.ts'
import { lafLinks } from '../../routes/links/laf-links.ts'
import { landwatchLinks } from '../../routes/links/landwatch-links.ts'
import { landTypePages } from '../../routes/search-urls/land-type-pages.ts'
import { propertyTypeFlag, type PropertyTypeName } from '../../web/rules/listing-rules.ts'

// The link shapes of spec §2 that pages build today: listing links and property-type links per brand.

const listing = { id: 1000123, city: 'Austin', county: 'Travis County', stateAbbreviation: 'TX' }
const noCity = { id: 1000124, city: '', county: 'St. Mary’s County', stateAbbreviation: 'MD' }

describe('listing links', () => {
  it.each([
    ['land', landLinks.listing(listing), '/property/Austin-TX/1000123/'],
    ['land, no city', landLinks.listing(noCity), '/property/St-Marys-County-MD/1000124/'],
    ['laf', lafLinks.listing(listing), '/property/austin-tx-1000123/'],
    ['landwatch', landwatchLinks.listing(listing), '/travis-county-tx/pid/1000123'],
  ])('%s: %s', (_, href, expected) => {
    expect(href).toBe(expected)
  })

  it('land: /property/{canonicalLocation}/{propertyId}/, the location a place and never the title', () => {
    const withTitle = { ...listing, title: '40 Acres of Hunting Land' }
    expect(landLinks.listing(withTitle)).toMatch(/^\/property\/[A-Za-z0-9-]+-[A-Z]{2}\/\d+\/$/)
    expect(landLinks.listing(withTitle)).not.toMatch(/Acres|Hunting/)
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
    expect(landLinks.propertyType('farm')).toBe('/search/farms-for-sale/')
    expect(landLinks.propertyType('waterfront')).toBe('/search/waterfront-for-sale/')
    expect(landLinks.propertyType('timberland')).toBe('/United-States/timberland/')
    const slugs = new Set<string>(landTypePages.map((page) => page.slug))
    for (const type of Object.keys(propertyTypeFlag) as PropertyTypeName[]) {
      const href = landLinks.propertyType(type)
      if (href.startsWith('/search/')) expect(slugs).toContain(href.split('/')[2])
    }
  })

  it('other brands link property types in their own shapes', () => {
    expect(lafLinks.propertyType('horse')).toBe('/search/all-land/horse-property-for-sale/')
    expect(landwatchLinks.propertyType('ranch')).toBe('/land/ranches')
  })
})
