import { describe, expect, it } from 'vitest'
import { marketStatus, transactionType } from '../../web/rules/listing-rules.ts'
import { criteriaInWords } from '../../web/search/criteria-words.ts'

// A saved search's card says what the search is (issue 32): its place, kind and every filter set, in words.

describe('criteriaInWords', () => {
  it('names the place, the price and acre ranges and the statuses chosen', () => {
    expect(
      criteriaInWords({
        stateAbbreviation: 'TX',
        stateName: 'Texas',
        countyName: 'Travis County',
        priceMin: 50_000,
        priceMax: 200_000,
        acresMin: 10,
        marketStatuses: [marketStatus.available, marketStatus.underContract],
      }),
    ).toBe('Land in Travis County, TX · $50,000–$200,000 · 10+ acres · under contract included')
  })

  it('says the whole country, and nothing of criteria left at their default', () => {
    expect(criteriaInWords({})).toBe('Land')
    expect(criteriaInWords({ priceMax: 0, acresMin: 0, marketStatuses: [] })).toBe('Land')
  })

  it('names kinds, auctions, a radius, a keyword, open-ended ranges and the filters', () => {
    expect(
      criteriaInWords({
        propertyTypes: ['farm', 'ranch'],
        transactionTypes: [transactionType.auction],
        zip: '78701',
        stateAbbreviation: 'TX',
        radius: 25,
        keywordQuery: ' creek ',
        priceMax: 400_000,
        acresMin: 5,
        acresMax: 40.5,
        hasHouse: true,
        dateListed: 7,
        priceChangeType: 'reduction',
        priceChangeLookback: 30,
        landFacts: ['legalAccess', 'noHoa'],
        topography: ['flat', 'rolling'],
        ownerFinancing: true,
        marketStatuses: [marketStatus.sold],
      }),
    ).toBe(
      'Farms and Ranches auctions within 25 miles of 78701, TX · “creek” · up to $400,000 · 5–40.5 acres · ' +
        'with a house · listed in the last 7 days · price reduced in the last 30 days · legal access, no HOA · ' +
        'flat or rolling land · owner financing · sold only',
    )
  })

  it('says when only available listings are searched', () => {
    expect(criteriaInWords({ stateName: 'Ohio', marketStatuses: [marketStatus.available] })).toBe(
      'Land in Ohio · available only',
    )
  })
})
