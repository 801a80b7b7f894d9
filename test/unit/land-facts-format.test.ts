import { describe, expect, it } from 'vitest'
import type { LandFactsSource } from '../../web/api/listing-detail.ts'
import { landFactRows, monthAndYear, statedLandFactRows } from '../../web/format/land-facts-format.ts'
import { noLandFacts, type LandFacts } from '../../web/rules/land-facts-form.ts'
import { landFactFields, type LandFactName } from '../../web/rules/land-facts.ts'

// The land facts in the words a buyer reads (web/format/land-facts-format.ts): one row per fact in the page's order,
// the facts that belong together in one row, each with who stated it and when, and null words for a fact not stated.

const bySeller: LandFactsSource = { statedBy: 'seller', statedAt: '2024-02-15T10:00:00Z', parcelCheckedAt: null }
const facts = (change: Partial<LandFacts>): LandFacts => ({ ...noLandFacts, ...change })
const row = (change: Partial<LandFacts>, name: LandFactName, source = bySeller) =>
  landFactRows(facts(change), source).find((each) => each.name === name)!
const words = (change: Partial<LandFacts>, name: LandFactName) => row(change, name).words

describe('the words of each fact', () => {
  it.each<[string, Partial<LandFacts>, LandFactName, string]>([
    ['a choice, capitalized', { roadAccess: 'paved' }, 'roadAccess', 'Paved'],
    ['a choice of several words', { legalAccess: 'public road frontage' }, 'legalAccess', 'Public road frontage'],
    ['a choice that reads better said in full', { electric: 'at road' }, 'electric', 'At the road'],
    ['no road at all', { roadAccess: 'none' }, 'roadAccess', 'No road'],
    ['city water', { water: 'municipal' }, 'water', 'Municipal water'],
    ['a perc test', { sewer: 'perc tested' }, 'sewer', 'Perc tested'],
    ['feet of frontage', { roadFrontageFt: 1580 }, 'roadFrontageFt', '1,580 ft'],
    ['zoning as stated', { zoning: 'Agricultural' }, 'zoning', 'Agricultural'],
    ['an HOA with its fee', { hoa: true, hoaFeeYearly: 450 }, 'hoa', 'Yes — $450 a year'],
    ['an HOA without a fee stated', { hoa: true }, 'hoa', 'Yes'],
    ['an HOA with no fee', { hoa: true, hoaFeeYearly: 0 }, 'hoa', 'Yes — no yearly fee'],
    ['a fee, which says there is an HOA', { hoaFeeYearly: 1200 }, 'hoa', 'Yes — $1,200 a year'],
    ['no HOA', { hoa: false, hoaFeeYearly: 300 }, 'hoa', 'None'],
    [
      'deed restrictions in the seller’s words',
      { deedRestrictions: true, deedRestrictionsText: 'Single-family homes only; no mobile homes.' },
      'deedRestrictions',
      'Single-family homes only; no mobile homes.',
    ],
    ['deed restrictions without their text', { deedRestrictions: true }, 'deedRestrictions', 'Yes'],
    ['no deed restrictions', { deedRestrictions: false }, 'deedRestrictions', 'None'],
    [
      'a flood zone and its share',
      { floodZone: 'AE', floodZonePercent: 12 },
      'floodZone',
      'Zone AE on 12 % of the parcel',
    ],
    [
      'a share with a fraction',
      { floodZone: 'A', floodZonePercent: 2.25 },
      'floodZone',
      'Zone A on 2.3 % of the parcel',
    ],
    ['a flood zone without its share', { floodZone: 'VE' }, 'floodZone', 'Zone VE (in the 100-year flood)'],
    ['outside the flood', { floodZone: 'X', floodZonePercent: 0 }, 'floodZone', 'Zone X (outside the 100-year flood)'],
    ['a zone not studied', { floodZone: 'D' }, 'floodZone', 'Zone D (flood risk not determined)'],
    ['wetlands', { wetlandsPercent: 8 }, 'wetlandsPercent', '8 % of the parcel'],
    ['no wetlands', { wetlandsPercent: 0 }, 'wetlandsPercent', 'None'],
    ['mineral rights that convey', { mineralRights: true }, 'mineralRights', 'Included'],
    ['water rights that do not', { waterRights: false }, 'waterRights', 'Not included'],
    ['timber', { timber: true }, 'timber', 'Yes'],
    ['fencing', { fencing: 'partly fenced' }, 'fencing', 'Partly fenced'],
    ['outbuildings as stated', { outbuildings: 'Barn and workshop' }, 'outbuildings', 'Barn and workshop'],
    ['a survey', { surveyAvailable: false }, 'surveyAvailable', 'Not available'],
    ['the parcel number', { parcelNumber: '267-123-0456' }, 'parcelNumber', '267-123-0456'],
    ['the yearly tax', { propertyTaxYearly: 1490 }, 'propertyTaxYearly', '$1,490 a year'],
  ])('%s', (_, change, name, expected) => {
    expect(words(change, name)).toBe(expected)
  })

  it('is null for every fact not stated, and a row for every fact in the page’s order, the grouped ones once', () => {
    const rows = landFactRows(noLandFacts, bySeller)
    expect(rows.map((each) => each.name)).toEqual(landFactFields.map((field) => field.name))
    expect(rows.map((each) => [each.words, each.source])).toEqual(rows.map(() => [null, null]))
    expect(rows.map((each) => each.question)).toEqual(landFactFields.map((field) => field.question))
    expect(rows.map((each) => each.name)).not.toContain('hoaFeeYearly')
  })

  it('states a false yes/no fact: "no" is an answer, not a fact left out', () => {
    expect(words({ timber: false }, 'timber')).toBe('No')
    expect(statedLandFactRows(facts({ timber: false, hoa: false }), bySeller).map((each) => each.name)).toEqual([
      'hoa',
      'timber',
    ])
  })
})

describe('where each fact came from', () => {
  const parcel: LandFactsSource = { ...bySeller, parcelCheckedAt: '2025-08-03T00:00:00Z' }
  const stated = facts({ roadAccess: 'gravel', floodZone: 'X', floodZonePercent: 0, propertyTaxYearly: 900 })

  it('is the seller or the land feed, with the month the facts were stated', () => {
    expect(row({ roadAccess: 'gravel' }, 'roadAccess').source).toBe('Seller · Feb 2024')
    expect(row({ roadAccess: 'gravel' }, 'roadAccess', { ...bySeller, statedBy: 'land feed' }).source).toBe(
      'Land feed · Feb 2024',
    )
    expect(row({ roadAccess: 'gravel' }, 'roadAccess', { ...bySeller, statedAt: null }).source).toBe('Seller')
  })

  it('is parcel data for the parcel facts once they were checked, the seller for the rest', () => {
    const sources = Object.fromEntries(statedLandFactRows(stated, parcel).map((each) => [each.name, each.source]))
    expect(sources).toEqual({
      roadAccess: 'Seller · Feb 2024',
      floodZone: 'Parcel data · Aug 2025',
      propertyTaxYearly: 'Parcel data · Aug 2025',
    })
    // Not checked: the seller stated them too.
    expect(row({ propertyTaxYearly: 900 }, 'propertyTaxYearly').source).toBe('Seller · Feb 2024')
  })

  it('is not said for a fact not stated, nor where nobody is on record', () => {
    expect(row({}, 'roadAccess', parcel).source).toBeNull()
    expect(
      row({ roadAccess: 'dirt' }, 'roadAccess', { statedBy: null, statedAt: null, parcelCheckedAt: null }).source,
    ).toBeNull()
  })
})

describe('monthAndYear', () => {
  it.each([
    ['2024-02-15T10:00:00Z', 'Feb 2024'],
    ['2025-12-31T23:59:59Z', 'Dec 2025'],
    ['2023-01-01', 'Jan 2023'],
    ['not a date', null],
    [null, null],
  ])('%s -> %s (in UTC)', (iso, expected) => {
    expect(monthAndYear(iso)).toBe(expected)
  })
})
