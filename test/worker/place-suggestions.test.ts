import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteIdList, siteMaskOf } from '../../brands/site-ids.ts'
import {
  maxPlaceSuggestions,
  placeKinds,
  placeTextLimit,
  type PlaceKind,
  type PlaceSuggestion,
} from '../../web/api/place-suggestions.ts'
import { placeQueries } from '../../worker/db/place-suggestion-sql.ts'
import { placesOf, suggest, suggestAll } from './place-fixtures.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

const travisCounty = 48453
const lovingCounty = 48301

/** Active listings of a site in the place a suggestion names, counted straight from the listings table. */
async function countedListings(suggestion: PlaceSuggestion, siteId: number): Promise<number> {
  const { criteria } = suggestion
  const [column, value] =
    suggestion.kind === 'state'
      ? ['state_id', criteria.stateId]
      : suggestion.kind === 'region'
        ? ['region_id', criteria.regionIdList![0]]
        : suggestion.kind === 'county'
          ? ['county_id', criteria.countyIdList![0]]
          : suggestion.kind === 'city'
            ? ['city_id', criteria.cityIdList![0]]
            : suggestion.kind === 'lake'
              ? ['lake_id', criteria.lakeIdList![0]]
              : ['zip', criteria.zip]
  const [row] = await sqlRows<{ n: number }>(
    `SELECT COUNT(*) AS n FROM listings WHERE ${column} = ?1 AND market_status IN (1, 2) AND (site_mask & ?2) != 0`,
    value,
    siteMaskOf(siteId),
  )
  return row!.n
}

/** Places named exactly first, then the most listings, then kinds in placeKinds order (keywords aside). */
function expectRanked(suggestions: PlaceSuggestion[], exact: (suggestion: PlaceSuggestion) => boolean) {
  const keys = placesOf(suggestions).map((s) => [
    exact(s) ? 0 : 1,
    -s.listingCount,
    placeKinds.indexOf(s.kind as PlaceKind),
  ])
  const sorted = [...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!)
  expect(keys).toEqual(sorted)
}

beforeAll(async () => {
  await seedTestDb(300)
  // A market in Travis County (Austin) and one in Loving County that only the farm-and-ranch site (3) carries.
  await sqlRows(
    `UPDATE listings SET state_id = 48, county_id = ?1, market_status = 1, site_mask = 7
      WHERE id IN (SELECT id FROM listings ORDER BY id LIMIT 6)`,
    travisCounty,
  )
  await sqlRows(
    `UPDATE listings SET state_id = 48, county_id = ?1, market_status = 1, site_mask = 4
      WHERE id IN (SELECT id FROM listings ORDER BY id DESC LIMIT 4)`,
    lovingCounty,
  )
})

describe('GET /api/location/suggestions/{siteId}/{text}', () => {
  it('names a state by its name or its abbreviation, with the state fields', async () => {
    const texas = {
      kind: 'state',
      label: 'Texas',
      criteria: { stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX' },
    }
    expect((await suggest('tex'))[0]).toMatchObject(texas)
    expect((await suggest('tx'))[0]).toMatchObject(texas)
    expect((await suggest('TX'))[0]).toMatchObject(texas)
  })

  it('names a county by its full name (parish, borough…) and its id', async () => {
    const [first] = await suggestAll('orleans parish')
    expect(first).toMatchObject({
      kind: 'county',
      label: 'Orleans Parish, LA',
      criteria: { countyName: 'Orleans Parish', countyIdList: [22071], stateId: 22, stateAbbreviation: 'LA' },
    })
  })

  it('ranks Travis County first for "tra", before the smaller Tra… counties', async () => {
    const suggestions = await suggestAll('tra')
    const counties = suggestions.filter((s) => s.kind === 'county')
    expect(counties[0]).toMatchObject({
      label: 'Travis County, TX',
      criteria: { countyName: 'Travis County', countyIdList: [travisCounty], stateName: 'Texas' },
    })
    expect(counties.map((s) => s.label)).toEqual(expect.arrayContaining(['Traill County, ND', 'Traverse County, MN']))
    expectRanked(suggestions, () => false)
  })

  it('names a region, a city and a lake with their ids and state', async () => {
    const [region] = await sqlRows<{ id: number; name: string }>(
      "SELECT id, name FROM regions WHERE state_id = 48 AND name = 'Central Texas'",
    )
    expect((await suggestAll('central texas'))[0]).toMatchObject({
      kind: 'region',
      label: 'Central Texas, TX',
      criteria: { regionName: 'Central Texas', regionIdList: [region!.id], stateAbbreviation: 'TX' },
    })
    const [city] = await sqlRows<{ id: number; name: string; abbreviation: string; stateId: number }>(
      `SELECT c.id, c.name, s.abbreviation, s.id AS stateId FROM cities c JOIN states s ON s.id = c.state_id
        ORDER BY c.population DESC LIMIT 1`,
    )
    const cities = (await suggestAll(`${city!.name}, ${city!.abbreviation}`)).filter((s) => s.kind === 'city')
    expect(cities[0]).toMatchObject({
      label: `${city!.name}, ${city!.abbreviation}`,
      criteria: { cityName: city!.name, cityIdList: [city!.id], stateId: city!.stateId },
    })
    const [lake] = await sqlRows<{ id: number }>("SELECT id FROM lakes WHERE name = 'Lake Travis'")
    expect((await suggestAll('lake trav'))[0]).toMatchObject({
      kind: 'lake',
      label: 'Lake Travis, TX',
      criteria: { lakeIdList: [lake!.id], stateId: 48, stateAbbreviation: 'TX' },
    })
  })

  it('finds ZIPs by their first digits, the busiest first, and a whole ZIP exactly', async () => {
    const [busiest] = await sqlRows<{ zip: string }>(
      `SELECT zip FROM listings WHERE market_status IN (1, 2) AND (site_mask & 1) != 0 AND zip != ''
        GROUP BY zip ORDER BY COUNT(*) DESC LIMIT 1`,
    )
    const zip = busiest!.zip
    const byPrefix = await suggest(zip.slice(0, 3))
    expect(byPrefix.length).toBeGreaterThan(0)
    for (const s of byPrefix) {
      expect(s.kind).toBe('zip')
      expect(s.criteria.zip!.startsWith(zip.slice(0, 3))).toBe(true)
    }
    expectRanked(byPrefix, () => false)
    const [exact] = await suggest(zip)
    expect(exact).toMatchObject({ kind: 'zip', criteria: { zip } })
    expect(exact!.label).toMatch(new RegExp(`^${zip}, .+, [A-Z]{2}$`))
    expect(exact!.criteria.stateAbbreviation).toMatch(/^[A-Z]{2}$/)
  })

  it('is case-insensitive', async () => {
    const lower = await suggest('travis county')
    expect(await suggest('TRAVIS COUNTY')).toEqual(lower)
    expect(await suggest('  TrAvIs   County ')).toEqual(lower)
    expect(lower[0]!.label).toBe('Travis County, TX')
  })

  it('answers at most 8, exact matches first, then by listings, no kind over half while others have places', async () => {
    for (const text of ['s', 'san', 'lake', 'washington', 'jefferson county']) {
      for (const suggestions of [await suggest(text), await suggestAll(text)]) {
        expect(suggestions.length).toBeLessThanOrEqual(maxPlaceSuggestions)
        const typed = text.toLowerCase()
        // A county is also exact by its short name: 'washington' is Washington County's name.
        const exact = (s: PlaceSuggestion) =>
          s.label.toLowerCase().split(',')[0] === typed ||
          (s.kind === 'county' && s.criteria.countyName!.toLowerCase().startsWith(`${typed} `))
        expectRanked(suggestions, exact)
      }
    }
    // 's' starts two states, a hundred South… regions and many counties: none takes more than half the list.
    const kinds = placesOf(await suggestAll('s')).map((s) => s.kind)
    expect(kinds).toHaveLength(maxPlaceSuggestions)
    for (const kind of placeKinds) expect(kinds.filter((k) => k === kind).length).toBeLessThanOrEqual(4)
  })

  it('counts the active listings of the site asked for', async () => {
    for (const siteId of [0, ...siteIdList]) {
      for (const suggestion of placesOf([...(await suggestAll('lov', siteId)), ...(await suggestAll('tex', siteId))])) {
        expect(suggestion.listingCount, `${suggestion.label} on site ${siteId}`).toBe(
          await countedListings(suggestion, siteId),
        )
      }
    }
    const loving = async (siteId: number) =>
      (await suggestAll('loving county', siteId)).find((s) => s.label === 'Loving County, TX')!.listingCount
    expect(await loving(3)).toBe((await loving(1)) + 4)
  })

  it('follows listing changes at once, and counts afresh after a load with the triggers off', async () => {
    const travis = async () => (await suggest('travis county'))[0]!.listingCount
    const [{ n }] = (await sqlRows<{ n: number }>(
      'SELECT COUNT(*) AS n FROM listings WHERE county_id = ?1 AND market_status IN (1, 2) AND (site_mask & 1) != 0',
      travisCounty,
    )) as [{ n: number }]
    expect(await travis()).toBe(n)
    await sqlRows(
      'UPDATE listings SET market_status = 4 WHERE id IN (SELECT id FROM listings WHERE county_id = ?1 LIMIT 2)',
      travisCounty,
    )
    expect(await travis()).toBe(n - 2)
    await sqlRows(
      // One without leads: a lead keeps its listing (leads.listing_id has no cascade, the seller's record stays).
      `DELETE FROM listings WHERE id = (SELECT id FROM listings WHERE county_id = ?1 AND market_status = 1
         AND id NOT IN (SELECT listing_id FROM leads WHERE listing_id IS NOT NULL) LIMIT 1)`,
      travisCounty,
    )
    expect(await travis()).toBe(n - 3)
    await sqlRows(
      'UPDATE listings SET county_id = ?1, market_status = 2, site_mask = 1 WHERE id = (SELECT max(id) FROM listings)',
      travisCounty,
    )
    expect(await travis()).toBe(n - 2)
    // What the seed tool leaves: other counts (its triggers are off) and a new seed_info row.
    await sqlRows('UPDATE place_listing_counts SET listing_count = listing_count + 100')
    const [{ rows }] = (await sqlRows<{ rows: number }>(
      "SELECT COUNT(*) AS rows FROM place_listing_counts WHERE kind = 'county' AND place_key = ?1 AND site_mask & 1",
      String(travisCounty),
    )) as [{ rows: number }]
    expect(await travis(), 'served from the kept counts').toBe(n - 2 + 100 * rows)
    await sqlRows("UPDATE seed_info SET loaded_at = '2001-01-01T00:00:00Z'")
    expect(await travis()).toBe(n - 2)
  })

  it('treats quotes, %, _ and \\ as plain characters', async () => {
    expect((await suggestAll("o'brien"))[0]).toMatchObject({ kind: 'county', label: "O'Brien County, IA" })
    for (const text of ['%', '_', '\\', '"', "'", 'tr_v', 'tra%', '%tra', 'a\\', "'; DROP TABLE cities; --"]) {
      expect(await suggestAll(text), text).toEqual([])
    }
  })

  it('answers 400 naming text for an empty or too long text', async () => {
    for (const text of ['%20%20', encodeURIComponent(' '.repeat(3)), 'x'.repeat(placeTextLimit + 1)]) {
      const response = await exports.default.fetch(`http://land.localhost/api/location/suggestions/1/${text}`)
      expect(response.status, text).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'Bad Request', field: 'text' })
    }
    expect(await suggest('x'.repeat(placeTextLimit))).toEqual([])
  })

  it('finds places through indexes: no scan of cities, counties, ZIPs, lakes, regions, trigrams or listings', async () => {
    // What may be read whole: the typed name's trigrams (CTEs of a row or two), the candidates found on the trigrams'
    // key, FTS5's matches of a keyword, and the 52 states for a state's prefix (typo statements first check that no
    // name starts with the text).
    const steps = /^SCAN (names|positions|wanted|c|CONSTANT ROW|f VIRTUAL TABLE .*|\(subquery-\d+\))$/
    for (const text of ['a', 'tra', 'austin, tx', '787', "o'", 'montanna', 'travs county', 'creek']) {
      for (const query of placeQueries(1, text)) {
        const plan = await sqlRows<{ detail: string }>(`EXPLAIN QUERY PLAN ${query.sql}`, ...query.params)
        const scans = plan.map((step) => step.detail).filter((detail) => detail.startsWith('SCAN'))
        const name = `${query.role} ${'kind' in query ? query.kind : ''} '${text}'`
        const readsStates = query.role === 'typo' || (query.role === 'prefix' && query.kind === 'state')
        const expected = readsStates ? ['SCAN s'] : []
        const details = plan.map((step) => step.detail).join(' | ')
        expect(
          scans.filter((scan) => !steps.test(scan)),
          `${name}: ${details}`,
        ).toEqual(expected)
        if (query.role === 'typo') expect(details, name).toMatch(/SEARCH place_trigrams USING PRIMARY KEY/)
        if (query.role === 'keyword') expect(details, name).toMatch(/SEARCH l USING COVERING INDEX search_id/)
      }
    }
  })
})
