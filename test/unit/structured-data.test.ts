import { describe, expect, it } from 'vitest'
import type { BrandId } from '../../brands/brand-config.ts'
import { brands } from '../../brands/brand-registry.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import type { ListingDetail } from '../../web/api/listing-detail.ts'
import type { DirectoryResults, SellerDetails, SellerLink } from '../../web/api/sellers.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import { directoryStructuredData } from '../../web/seo/directory-structured-data.ts'
import { listingBreadcrumbTrail } from '../../web/seo/listing-breadcrumb-trail.ts'
import { listingShareImage, listingStructuredData } from '../../web/seo/listing-structured-data.ts'
import { jsonLdScript, openGraphMeta, type CanonicalSite, type JsonLdNode } from '../../web/seo/open-graph.ts'
import { homeStructuredData } from '../../web/seo/home-structured-data.ts'
import { searchBreadcrumbTrail, searchStructuredData } from '../../web/seo/search-structured-data.ts'
import { sellerShareImage, sellerStructuredData } from '../../web/seo/seller-structured-data.ts'
import type { SearchResults } from '../../web/api/search.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { sampleListingDetail, sampleSearchListing, sampleSellerDetails } from '../support/samples.ts'
import { loadSchemaOrgVocabulary, schemaOrgProblems } from '../support/schema-org-vocabulary.ts'

// The JSON-LD of listing, seller and directory pages, for every brand and every kind of listing and seller, checked
// against the schema.org vocabulary itself (test/support/schema-org-vocabulary.ts), as the page would carry it.

const vocabulary = loadSchemaOrgVocabulary()

const sites: Record<BrandId, CanonicalSite> = {
  land: { origin: 'https://land.example', links: siteLinksByBrand.land },
  landwatch: { origin: 'https://landwatch.example', links: siteLinksByBrand.landwatch },
  laf: { origin: 'https://laf.example', links: siteLinksByBrand.laf },
}

/** What the page's script holds, read back the way a crawler reads it. */
const emitted = (data: JsonLdNode) => JSON.parse(jsonLdScript(data).children)

const listingDetail = (change: Partial<ListingDetail> = {}): ListingDetail =>
  sampleListingDetail({
    address1: '1200 Ranch Rd 12',
    imageIds: [701, 702],
    description: '  Good grass,\n\nlive water and   a barn.  ',
    photos: [
      { documentId: 701, altText: 'The creek' },
      { documentId: 702, altText: '' },
    ],
    countyId: 453,
    ...change,
    seller: {
      phone: '(512) 555-0100',
      addressLines: ['12 Oak Rd', 'Austin, TX 78701'],
      licenseNumber: 'TX-1',
      logoId: 501,
      ...change.seller,
    },
  })

const listings: [string, ListingDetail][] = [
  ['available, priced', listingDetail()],
  ['under contract', listingDetail({ marketStatus: marketStatus.underContract })],
  ['off market', listingDetail({ marketStatus: marketStatus.offMarket })],
  ['sold', listingDetail({ marketStatus: marketStatus.sold, salesDate: '2026-02-01T00:00:00Z' })],
  ['auction (price 2)', listingDetail({ price: 2, transactionType: 2, auctionDate: '2026-05-01' })],
  ['Contact for Price (price 0)', listingDetail({ price: 0 })],
  [
    'no photos, city, street or date; an owner selling',
    listingDetail({
      photos: [],
      city: '',
      address1: '',
      dateListed: '0001-01-01T00:00:00Z',
      seller: { ...listingDetail().seller, directoryType: 4, logoId: null, phone: '', addressLines: [] },
    }),
  ],
]

const agentLink = (accountId: number, directoryType: number): SellerLink => ({
  accountId,
  companyName: 'Hill Country Land Co.',
  contactName: `Agent ${accountId}`,
  directoryType,
  listingCount: 3,
  canonicalUrl: `/member/agent-${accountId}/${accountId}/`,
})

const sellers: [string, SellerDetails][] = [
  [
    'a corporate master broker with agents and awards',
    sampleSellerDetails({
      children: [agentLink(10043, 2), agentLink(10044, 2)],
      awards: [
        { year: 2025, title: 'Top Producer', issuer: 'Texas Land Institute' },
        { year: 2019, title: 'Rookie of the Year', issuer: '' },
      ],
    }),
  ],
  [
    'a corporate agent',
    sampleSellerDetails({ accountType: 4, directoryType: 2, parentAccountId: 10042, parent: agentLink(10042, 1) }),
  ],
  ['an agent of a company without an account', sampleSellerDetails({ directoryType: 2, logoId: null })],
  ['an auctioneer', sampleSellerDetails({ directoryType: 3 })],
  ['a land retailer', sampleSellerDetails({ directoryType: 5, contactName: '' })],
  ['an owner', sampleSellerDetails({ directoryType: 4, licenseNumber: '', url: 'hill-country.example.com' })],
  ['an owner named only by a company', sampleSellerDetails({ directoryType: 4, contactName: '' })],
  [
    'an owner with an award',
    sampleSellerDetails({
      directoryType: 4,
      awards: [{ year: 2024, title: 'Conservation Award', issuer: 'Hill Country Trust' }],
    }),
  ],
  [
    'a seller with nothing but a name',
    sampleSellerDetails({
      ...{ address1: '', address2: '', city: '', stateAbbreviation: '', zip: '', description: '', phone: '' },
      ...{ phoneFax: '', logoId: null, portraitId: null, url: '', licenseNumber: '', companyName: '' },
    }),
  ],
]

const directoryPage: DirectoryResults = {
  totalCount: 27,
  pageIndex: 1,
  pageSize: 25,
  pageCount: 2,
  sellers: [26, 27].map((n) => ({
    accountId: 10000 + n,
    companyName: `Company ${n}`,
    contactName: n === 26 ? `Seller ${n}` : '',
    directoryType: 1,
    city: 'Austin',
    stateAbbreviation: 'TX',
    logoId: null,
    portraitId: null,
    listingCount: 2,
    totalAcres: 80,
    averagePrice: 100000,
    canonicalUrl: `/member/seller-${n}/${10000 + n}/`,
  })),
}

describe.each(Object.entries(sites))('%s: JSON-LD is schema.org', (brandId, site) => {
  it.each(listings)('a listing: %s', (_, listing) => {
    const data = emitted(listingStructuredData(listing, site, listingBreadcrumbTrail(listing, site.links)))
    expect(data['@context']).toBe('https://schema.org')
    expect(schemaOrgProblems(vocabulary, data)).toEqual([])
  })

  it.each(sellers)('a seller: %s', (_, seller) => {
    expect(schemaOrgProblems(vocabulary, emitted(sellerStructuredData(seller, site)))).toEqual([])
  })

  it('a directory page', () => {
    expect(schemaOrgProblems(vocabulary, emitted(directoryStructuredData(directoryPage, site, 'Brokers')))).toEqual([])
  })

  it('the home page', () => {
    const home = { listingCount: 1234, totalAcres: 56789.4, featuredListings: [sampleSearchListing()] }
    const data = emitted(
      homeStructuredData(brands[brandId as BrandId], { ...home, newestListings: [], popularStates: [] }, site),
    )
    expect(schemaOrgProblems(vocabulary, data)).toEqual([])
    expect(data.description).toContain('1,234 listings covering 56,789 acres')
    expect(data.mainEntity.itemListElement).toHaveLength(1)
  })

  it.each(searches)('a search or landing page: %s', (_, criteria) => {
    expect(schemaOrgProblems(vocabulary, emitted(searchData(site, criteria)))).toEqual([])
  })
})

const searches: [string, SearchCriteria][] = [
  ['the whole country', {}],
  ['a state', { stateAbbreviation: 'TX', stateName: 'Texas', stateId: 48 }],
  [
    'ranches in a county',
    { stateAbbreviation: 'TX', stateName: 'Texas', countyName: 'Travis County', propertyTypes: ['ranch'] },
  ],
]

/** A page of a search (the second, unless told), as the route's loader builds its JSON-LD. */
function searchData(site: CanonicalSite, criteria: SearchCriteria, heading = 'Land for Sale', pageIndex = 1) {
  const results: SearchResults = {
    totalCount: 27,
    pageIndex,
    pageSize: 25,
    pageCount: 2,
    listings: [sampleSearchListing(), sampleSearchListing({ id: 3000002, title: '', acres: 12.5 })],
    location: { type: 'default', idList: [], stateId: null },
    circle: null,
    criteria,
  }
  const path = site.links.search({ ...criteria, pageIndex: pageIndex || undefined })
  const url = `${site.origin}${path}`
  return searchStructuredData(
    results,
    { heading, url, trail: searchBreadcrumbTrail(criteria, heading, path, site.links) },
    site,
  )
}

describe('what a search page’s JSON-LD says', () => {
  it('lists the page’s listings in order, numbered on from the pages before, as whole URLs', () => {
    const data = emitted(
      searchData(sites.land, { stateAbbreviation: 'TX', stateName: 'Texas' }, 'Land for Sale in Texas'),
    )
    expect(data['@type']).toBe('CollectionPage')
    expect(data.mainEntity).toEqual({
      '@type': 'ItemList',
      numberOfItems: 27,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 26,
          url: `https://land.example${siteLinksByBrand.land.listing(sampleSearchListing())}`,
          name: 'Creekside Ranch',
        },
        {
          '@type': 'ListItem',
          position: 27,
          url: `https://land.example${siteLinksByBrand.land.listing(sampleSearchListing({ id: 3000002 }))}`,
          name: '12.5 acres in Travis County, Texas',
        },
      ],
    })
  })

  it('puts the places above it in the trail, each a search of that place, then the page when it is narrower', () => {
    const criteria = {
      stateAbbreviation: 'TX',
      stateName: 'Texas',
      countyName: 'Travis County',
      propertyTypes: ['ranch'],
    }
    const data = emitted(searchData(sites.laf, criteria as SearchCriteria, 'Ranches for Sale in Travis County, TX'))
    const steps = data.breadcrumb.itemListElement.map((step: { name: string; item: string }) => [step.name, step.item])
    expect(steps).toEqual([
      ['United States', `https://laf.example${siteLinksByBrand.laf.search({})}`],
      ['Texas', `https://laf.example${siteLinksByBrand.laf.search({ stateAbbreviation: 'TX' })}`],
      [
        'Travis County, TX',
        `https://laf.example${siteLinksByBrand.laf.search({ stateAbbreviation: 'TX', countyName: 'Travis County' })}`,
      ],
      [
        'Ranches for Sale in Travis County, TX',
        `https://laf.example${siteLinksByBrand.laf.search({ ...criteria, pageIndex: 1 } as SearchCriteria)}`,
      ],
    ])
    // A state's own page ends the trail at the state.
    const texas = { stateAbbreviation: 'TX', stateName: 'Texas' }
    const state = emitted(searchData(sites.laf, texas, 'Land for Sale in Texas', 0)).breadcrumb
    expect(state.itemListElement.map((step: { name: string }) => step.name)).toEqual(['United States', 'Texas'])
  })
})

describe('what the listing’s JSON-LD says', () => {
  const site = sites.landwatch
  const build = (listing: ListingDetail) =>
    emitted(listingStructuredData(listing, site, listingBreadcrumbTrail(listing, site.links)))

  it('the canonical URL, photos as whole URLs on the canonical host, the trimmed text, the land', () => {
    const data = build(listingDetail())
    expect(data.url).toBe('https://landwatch.example/travis-county-tx/pid/3000001')
    expect(data.offers.url).toBe(data.url)
    expect(data.image).toEqual([
      'https://landwatch.example/images/701/1200x800',
      'https://landwatch.example/images/702/1200x800',
    ])
    expect(data.description).toBe('Good grass, live water and a barn.')
    expect(data.datePosted).toBe('2026-01-01T00:00:00Z')
    expect(data.contentLocation.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1200 Ranch Rd 12',
      addressLocality: 'Austin',
      addressRegion: 'TX',
      postalCode: '78701',
      addressCountry: 'US',
    })
    expect(data.contentLocation.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 30.2, longitude: -97.7 })
    expect(data.offers.seller).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Jo Ann Maple',
      telephone: '(512) 555-0100',
    })
  })

  it('the breadcrumb trail of the page: United States › state › county, as whole URLs', () => {
    expect(build(listingDetail()).breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'United States', item: 'https://landwatch.example/land' },
      { '@type': 'ListItem', position: 2, name: 'Texas', item: 'https://landwatch.example/texas-land-for-sale' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Travis County',
        item: 'https://landwatch.example/texas-land-for-sale/travis-county',
      },
    ])
  })

  it.each([
    [marketStatus.available, 'InStock'],
    [marketStatus.underContract, 'Reserved'],
    [marketStatus.offMarket, 'OutOfStock'],
    [marketStatus.sold, 'SoldOut'],
  ])('market status %i is %s', (status, member) => {
    expect(build(listingDetail({ marketStatus: status })).offers.availability).toBe(`https://schema.org/${member}`)
  })

  it.each([
    [250000, { price: 250000, priceCurrency: 'USD' }],
    [2, { description: 'Auction' }],
    [0, { description: 'Contact for Price' }],
  ])('price %i: %o and no other price', (price, expected) => {
    const { offers } = build(listingDetail({ price }))
    expect({ price: offers.price, priceCurrency: offers.priceCurrency, description: offers.description }).toEqual({
      price: undefined,
      priceCurrency: undefined,
      description: undefined,
      ...expected,
    })
  })
})

describe('what the seller’s and the directory’s JSON-LD say', () => {
  const site = sites.land

  it('a corporate agent names its corporate master; a master its agents and how many listings it has', () => {
    const agent = emitted(sellerStructuredData(sellers[1]![1], site))
    expect(agent.parentOrganization).toEqual({
      '@type': 'RealEstateAgent',
      name: 'Agent 10042',
      url: 'https://land.example/member/agent-10042/10042/',
    })
    const master = emitted(sellerStructuredData(sellers[0]![1], site))
    expect(master.subOrganization).toHaveLength(2)
    expect(master.hasOfferCatalog).toMatchObject({
      numberOfItems: 30,
      url: 'https://land.example/member/jo-maple/10042/listings/',
    })
    expect(master).toMatchObject({
      areaServed: { '@type': 'State', name: 'Texas' },
      sameAs: 'https://hill-country.example.com',
      award: ['Top Producer, Texas Land Institute, 2025', 'Rookie of the Year, 2019'],
    })
    expect(agent.award).toBeUndefined()
  })

  it('directory positions count on from the pages before', () => {
    const list = emitted(directoryStructuredData(directoryPage, site, 'Brokers'))
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 26, url: 'https://land.example/member/seller-26/10026/', name: 'Seller 26' },
      { '@type': 'ListItem', position: 27, url: 'https://land.example/member/seller-27/10027/', name: 'Company 27' },
    ])
  })
})

describe('the page’s script', () => {
  it('keeps a seller’s </script> inside the JSON, and the JSON reads back the same', () => {
    const description = 'Call us </script><script>alert(1)</script> & <!-- ask for Jo -->'
    const script = jsonLdScript(sellerStructuredData(sampleSellerDetails({ description }), sites.land))
    expect(script.type).toBe('application/ld+json')
    expect(script.children).not.toMatch(/[<>&]/)
    expect(script.children).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(script.children).description).toBe(description)
  })
})

describe('the vocabulary check', () => {
  it('finds what schema.org does not define', () => {
    const wrong = {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      acreage: 40,
      offers: { '@type': 'Offer', availability: 'https://schema.org/UnderContract', seller: 'Jo' },
      contentLocation: { '@type': 'GeoCoordinates', latitude: 1 },
      about: { '@type': 'LandParcel' },
    }
    expect(schemaOrgProblems(vocabulary, wrong)).toEqual([
      'RealEstateListing.acreage: not a property of RealEstateListing',
      'RealEstateListing.offers › Offer.availability: UnderContract is not a member of ItemAvailability',
      'RealEstateListing.offers › Offer.seller: "Jo" where schema.org expects Organization or Person',
      'RealEstateListing.contentLocation: a GeoCoordinates where schema.org expects Place',
      'RealEstateListing.about: @type "LandParcel" is not a schema.org type',
    ])
  })
})

describe('Open Graph', () => {
  it('names the page, its canonical URL and picture, with a large-picture card', () => {
    const meta = openGraphMeta({
      title: 'Creekside Ranch',
      description: 'A '.repeat(150),
      url: 'https://land.example/property/Austin-TX/3000001/',
      image: { url: 'https://land.example/images/701/1200x800', width: 1200, height: 800, alt: 'The creek' },
      type: 'website',
      siteName: 'Land',
    })
    const content = (key: string) => meta.find((tag) => ('property' in tag ? tag.property : tag.name) === key)?.content
    expect(content('og:url')).toBe('https://land.example/property/Austin-TX/3000001/')
    expect(content('og:image:width')).toBe('1200')
    expect(content('og:description')!.length).toBeLessThanOrEqual(200)
    expect(content('twitter:card')).toBe('summary_large_image')
  })

  it('pictures: a listing’s first photo, a seller’s portrait or logo, whole URLs; none without one', () => {
    const site = sites.laf
    expect(listingShareImage(listingDetail(), site)).toEqual({
      url: 'https://laf.example/images/701/1200x800',
      width: 1200,
      height: 800,
      alt: 'The creek',
    })
    const untitledPhoto = listingDetail({ photos: [{ documentId: 9, altText: '' }] })
    expect(listingShareImage(untitledPhoto, site)?.alt).toBe('Creekside Ranch')
    expect(listingShareImage(listingDetail({ photos: [] }), site)).toBeUndefined()
    expect(sellerShareImage(sampleSellerDetails(), site)).toMatchObject({
      url: 'https://laf.example/images/502/400x400',
      alt: 'Jo Ann Maple',
    })
    expect(sellerShareImage(sampleSellerDetails({ portraitId: null }), site)?.alt).toBe('Hill Country Land Co. logo')
    expect(sellerShareImage(sampleSellerDetails({ portraitId: null, logoId: null }), site)).toBeUndefined()
  })
})
