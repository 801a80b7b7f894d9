import { beforeAll, describe, expect, it } from 'vitest'
import type { DidYouMean } from '../../web/api/did-you-mean.ts'
import type { SearchCriteriaInput } from '../../web/search/search-criteria.ts'
import { addBozeman, bozeman, montana, moveListings } from './place-fixtures.ts'
import { postJson, search } from './search-client.ts'
import { seedTestDb } from './seeded-db.ts'

// POST /api/location/didYouMean/{siteId}: the search that found nothing, put right where a name was misspelt.

async function didYouMean(criteria: SearchCriteriaInput): Promise<DidYouMean | null> {
  const response = await postJson('/api/location/didYouMean/1', criteria)
  const body = (await response.json()) as { suggestion: DidYouMean | null }
  expect(response.status, JSON.stringify(body)).toBe(200)
  return body.suggestion
}

const montanaState = { stateId: 30, stateName: 'Montana', stateAbbreviation: 'MT' }
const filters: SearchCriteriaInput = { propertyTypes: ['hunting'], acresMin: 20, acresMax: 100, priceMax: 300_000 }

beforeAll(async () => {
  await seedTestDb(300)
  await addBozeman()
  await moveListings({ ...montana, cityId: bozeman.id, cityName: bozeman.name }, { skip: 10, count: 5 })
})

describe('did you mean', () => {
  it('reads a keyword no listing has as the place meant, keeping the other filters', async () => {
    const asked = { keywordQuery: 'Montanna', ...filters }
    expect((await search(asked)).totalCount).toBe(0)
    expect(await didYouMean(asked)).toEqual({
      label: 'Montana',
      listingCount: expect.any(Number),
      criteria: { ...filters, ...montanaState },
    })
  })

  it('takes out of a keyword the misspelt word that is a place, and keeps the rest', async () => {
    const meant = await didYouMean({ keywordQuery: 'montanna hunting', priceMax: 300_000 })
    expect(meant).toMatchObject({ label: 'Montana', criteria: { ...montanaState, keywordQuery: 'hunting' } })
  })

  it('puts right a place that does not exist, in the state named', async () => {
    const asked = { cityName: 'Bozman', stateAbbreviation: 'MT', ...filters }
    expect((await postJson('/api/property/search/1', asked)).status).toBe(404)
    const meant = await didYouMean(asked)
    expect(meant).toMatchObject({
      label: 'Bozeman, MT',
      listingCount: 5,
      criteria: { ...filters, ...montanaState, cityName: 'Bozeman', cityIdList: [bozeman.id] },
    })
    expect(meant!.criteria.radius).toBeUndefined()
    expect(await didYouMean({ stateName: 'Montanna' })).toMatchObject({ label: 'Montana', criteria: montanaState })
  })

  it('suggests nothing when the words are listings’ own or nothing is near them', async () => {
    // 'hunting' is a word of listings: no results come from the filters, not the spelling.
    expect(await didYouMean({ keywordQuery: 'hunting', priceMax: 1 })).toBeNull()
    expect(await didYouMean({ keywordQuery: 'zqxwvy' })).toBeNull()
    expect(await didYouMean({ ...montanaState, priceMax: 1 })).toBeNull()
    expect(await didYouMean({ keywordQuery: '%%' })).toBeNull()
  })

  it('answers 400 naming the field for criteria that are not criteria', async () => {
    const response = await postJson('/api/location/didYouMean/1', { radius: 'far' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'Bad Request', field: 'radius' })
  })
})
