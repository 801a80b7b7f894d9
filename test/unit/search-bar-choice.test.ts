import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { ApiFetch } from '../../web/api/api-client.ts'
import type { PlaceSuggestion } from '../../web/api/place-suggestions.ts'
import { searchForText } from '../../web/components/search-bar-options.tsx'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'

// What Enter in the search bar opens on a search page (issue 30): the place the text names, with the page's filters
// (hunting, 20–100 acres, under $300k), not the place alone; a keyword keeps the place as well.

const shown: SearchCriteria = {
  stateId: 48,
  stateName: 'Texas',
  stateAbbreviation: 'TX',
  countyName: 'Travis County',
  propertyTypes: ['hunting'],
  acresMin: 20,
  acresMax: 100,
  priceMax: 300_000,
  pageIndex: 2,
}
const filters = { propertyTypes: ['hunting'], acresMin: 20, acresMax: 100, priceMax: 300_000 }
const montana: PlaceSuggestion = {
  kind: 'state',
  label: 'Montana',
  listingCount: 120,
  criteria: { stateId: 30, stateName: 'Montana', stateAbbreviation: 'MT' },
}
const creek: PlaceSuggestion = {
  kind: 'keyword',
  label: 'creek',
  listingCount: 40,
  criteria: { keywordQuery: 'creek' },
}

/** The router's matches of a search page (the search route's context holds its criteria) or another page. */
const searchPage = [{ context: {} }, { context: { searchCriteria: shown } }]
const otherPage = [{ context: {} }]

const answering =
  (suggestions: PlaceSuggestion[]): ApiFetch =>
  async () =>
    Response.json(suggestions)
const choose = (suggestions: PlaceSuggestion[], matches: { context: unknown }[], text = 'typed') =>
  searchForText(new QueryClient(), answering(suggestions), 1, text, matches)

describe('Enter in the search bar', () => {
  it('opens the place with the search’s filters, from its first page', async () => {
    expect(await choose([montana], searchPage)).toEqual({
      label: 'Montana',
      criteria: { ...filters, stateId: 30, stateName: 'Montana', stateAbbreviation: 'MT' },
    })
  })

  it('opens a keyword where the search looks, with its filters', async () => {
    expect((await choose([creek], searchPage)).criteria).toEqual({
      ...shown,
      pageIndex: undefined,
      keywordQuery: 'creek',
    })
    expect((await choose([], searchPage, 'barn')).criteria).toEqual({
      ...shown,
      pageIndex: undefined,
      keywordQuery: 'barn',
    })
  })

  it('opens the place alone from a page that is no search', async () => {
    expect((await choose([montana], otherPage)).criteria).toEqual(montana.criteria)
  })
})
