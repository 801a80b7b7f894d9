import { beforeAll, describe, expect, it } from 'vitest'
import type { PlaceSuggestion } from '../../web/api/place-suggestions.ts'
import {
  addBozeman,
  andersonCounty,
  bozeman,
  creekCounty,
  montana,
  moveListings,
  placesOf,
  suggest,
  suggestAll,
  travisCounty,
} from './place-fixtures.ts'
import { searchAll } from './search-client.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// The search bar's suggestions that forgive (issue 30): misspelt names, places with listings only, each place once,
// and a word that is both a place and a keyword offered both ways.

beforeAll(async () => {
  await seedTestDb(300)
  // Six listings in Travis County; Bozeman with five, and a second town of its name in its state with none; two in
  // Creek County, OK, and twelve in Texas whose title has 'creek'. Before the first request, which fills the trigrams.
  await moveListings(travisCounty, { skip: 0, count: 6 })
  await addBozeman()
  await sqlRows(
    `INSERT INTO cities (id, state_id, county_id, name, kind, slug, lat, lng, population)
     VALUES (9999001, ?1, ?2, ?3, 'cdp', 'Bozeman-MT-2', 45.7, -111.1, 10)`,
    montana.stateId,
    montana.countyId,
    bozeman.name,
  )
  await moveListings({ ...montana, cityId: bozeman.id, cityName: bozeman.name }, { skip: 20, count: 5 })
  await moveListings(creekCounty, { skip: 30, count: 2 })
  await moveListings(andersonCounty, { skip: 40, count: 12 }, 'Land on a year-round creek')
})
describe('places that forgive (issue 30)', () => {
  const labels = (suggestions: PlaceSuggestion[]) => suggestions.map((s) => s.label)

  it('finds a place misspelt: a letter too many, too few, wrong or swapped, the nearest and busiest first', async () => {
    expect((await suggest('montanna'))[0]).toMatchObject({
      kind: 'state',
      label: 'Montana',
      criteria: { stateId: 30, stateAbbreviation: 'MT' },
    })
    expect((await suggest('texsa'))[0]).toMatchObject({ kind: 'state', label: 'Texas' })
    expect(labels(await suggest('bozman'))).toContain('Bozeman, MT')
    expect((await suggest('bozman, mt'))[0]).toMatchObject({
      kind: 'city',
      label: 'Bozeman, MT',
      criteria: { cityName: 'Bozeman', cityIdList: [bozeman.id], stateAbbreviation: 'MT' },
    })
    expect((await suggest('travs county'))[0]).toMatchObject({ kind: 'county', label: 'Travis County, TX' })
    expect(await suggest('zqxwvy')).toEqual([])
  })

  it('offers misspellings only when no name starts with the text, and forgives nothing in four letters', async () => {
    for (const text of ['monta', 'bozem', 'trav']) {
      for (const label of labels(placesOf(await suggest(text))))
        expect(label.toLowerCase()).toMatch(new RegExp(`^${text}`))
    }
    expect(placesOf(await suggest('txas'))).toEqual([])
  })

  it('leaves out places without listings on the site, unless every place is asked for', async () => {
    const [empty] = await sqlRows<{ name: string }>(
      `SELECT c.name_full AS name FROM counties c WHERE c.state_id = 22 AND NOT EXISTS
         (SELECT 1 FROM listings l WHERE l.county_id = c.id AND l.market_status IN (1, 2)) ORDER BY c.name_full LIMIT 1`,
    )
    const label = `${empty!.name}, LA`
    expect(labels(await suggest(`${empty!.name}, la`))).not.toContain(label)
    expect((await suggestAll(`${empty!.name}, la`)).find((s) => s.label === label)).toMatchObject({ listingCount: 0 })
    for (const text of ['s', 'san', 'wash', 'lake', 'montanna']) {
      for (const place of placesOf(await suggest(text))) expect(place.listingCount, place.label).toBeGreaterThan(0)
    }
  })

  it('offers each place once: of two towns of one name in a state, the busier', async () => {
    for (const suggestions of [await suggest('bozeman'), await suggestAll('bozeman')]) {
      expect(labels(suggestions).filter((label) => label === 'Bozeman, MT')).toHaveLength(1)
      expect(suggestions.find((s) => s.label === 'Bozeman, MT')!.criteria.cityIdList).toEqual([bozeman.id])
    }
    for (const text of ['s', 'san', 'lake', 'washington', 'bozeman']) {
      const all = labels(await suggestAll(text))
      expect(new Set(all).size, text).toBe(all.length)
    }
  })

  it('offers a word that is both a place and a keyword both ways, the keyword first where it outnumbers the place twice', async () => {
    const creek = await suggest('creek')
    expect(creek[0]).toMatchObject({ kind: 'keyword', label: 'creek', criteria: { keywordQuery: 'creek' } })
    expect(labels(creek)).toContain('Creek County, OK')
    // Travis County's listings are most of those with the word 'travis': the county stays first.
    const travis = await suggest('travis')
    expect(travis[0]).toMatchObject({ kind: 'county', label: 'Travis County, TX' })
    expect(travis.some((s) => s.kind === 'keyword')).toBe(true)
    // The keyword's count is what its search finds on the site; a word no listing has is no keyword.
    const found = await searchAll({ keywordQuery: 'creek' })
    expect(creek[0]!.listingCount).toBe(found.totalCount)
    expect((await suggest('qqq')).some((s) => s.kind === 'keyword')).toBe(false)
    expect((await suggest('creek, ok')).some((s) => s.kind === 'keyword')).toBe(false)
  })

  it('finds places loaded after the first request by their misspelt names once the load is noted', async () => {
    await suggest('montanna')
    await sqlRows(
      `INSERT INTO cities (id, state_id, county_id, name, kind, slug, lat, lng, population)
       VALUES (9999002, ?1, ?2, 'Frobisher Flats', 'town', 'Frobisher-Flats-MT', 45.6, -111.2, 300)`,
      montana.stateId,
      montana.countyId,
    )
    await moveListings({ ...montana, cityId: 9999002, cityName: 'Frobisher Flats' }, { skip: 60, count: 1 })
    await sqlRows("UPDATE seed_info SET loaded_at = '2002-02-02T00:00:00Z'")
    expect((await suggest('frobsher flats'))[0]).toMatchObject({ kind: 'city', label: 'Frobisher Flats, MT' })
  })
})
