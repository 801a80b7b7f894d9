import { describe, expect, it } from 'vitest'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import type { ListingDetail } from '../../web/api/listing-detail.ts'
import { noLandFacts } from '../../web/rules/land-facts-form.ts'
import { listingBreadcrumbTrail } from '../../web/seo/listing-breadcrumb-trail.ts'
import { listingStructuredData } from '../../web/seo/listing-structured-data.ts'
import { jsonLdScript, type CanonicalSite } from '../../web/seo/open-graph.ts'
import { sampleListingDetail } from '../support/samples.ts'
import { loadSchemaOrgVocabulary, schemaOrgProblems } from '../support/schema-org-vocabulary.ts'

// The land facts in a listing page's JSON-LD (issue 31): each fact the listing states is a PropertyValue of the land
// (its Place) beside the acreage, named with the fact's label and valued in the page's words; a fact not stated is
// not there (crawlers get no button to press).

const site: CanonicalSite = { origin: 'https://land.example', links: siteLinksByBrand.land }
const vocabulary = loadSchemaOrgVocabulary()

const listing = (change: Partial<ListingDetail> = {}) =>
  sampleListingDetail({
    landFacts: {
      ...noLandFacts,
      roadAccess: 'paved',
      roadFrontageFt: 1580,
      hoa: true,
      hoaFeeYearly: 450,
      floodZone: 'X',
      floodZonePercent: 0,
      propertyTaxYearly: 1490,
    },
    landFactsSource: { statedBy: 'seller', statedAt: '2024-02-15T10:00:00Z', parcelCheckedAt: null },
    ...change,
  })

/** The land's properties as a crawler reads them from the page's script. */
function landProperties(shown: ListingDetail) {
  const data = listingStructuredData(shown, site, listingBreadcrumbTrail(shown, site.links))
  const read = JSON.parse(jsonLdScript(data).children)
  expect(schemaOrgProblems(vocabulary, read)).toEqual([])
  return read.contentLocation.additionalProperty as unknown[]
}

describe('the land facts in the JSON-LD', () => {
  it('are PropertyValues of the land after its acreage, in the page’s order and words', () => {
    expect(landProperties(listing())).toEqual([
      { '@type': 'PropertyValue', name: 'Acreage', value: 40, unitCode: 'ACR' },
      { '@type': 'PropertyValue', name: 'Road access', value: 'Paved' },
      { '@type': 'PropertyValue', name: 'Road frontage', value: '1,580 ft' },
      { '@type': 'PropertyValue', name: 'HOA', value: 'Yes — $450 a year' },
      { '@type': 'PropertyValue', name: 'Flood zone', value: 'Zone X (outside the 100-year flood)' },
      { '@type': 'PropertyValue', name: 'Property tax', value: '$1,490 a year' },
    ])
  })

  it('leave out every fact not stated: a listing that states none has its acreage alone', () => {
    expect(landProperties(listing({ landFacts: noLandFacts }))).toEqual([
      { '@type': 'PropertyValue', name: 'Acreage', value: 40, unitCode: 'ACR' },
    ])
  })
})
