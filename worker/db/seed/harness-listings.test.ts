// The harness's fixture listings: set as harness-listings.ts says, in the harness county without a city, on every
// site, whatever the size of the seed (so their URLs are the same in every seeded database).
import { describe, expect, it } from 'vitest'
import citiesCsv from '../geo/cities.csv?raw'
import countiesCsv from '../geo/counties.csv?raw'
import statesCsv from '../geo/states.csv?raw'
import zipsCsv from '../geo/zips.csv?raw'
import { generateSeed } from './generate.ts'
import { harnessListings } from './harness-listings.ts'
import { firstListingId } from './listings.ts'

const geo = { states: statesCsv, counties: countiesCsv, cities: citiesCsv, zips: zipsCsv }
const kimbleCountyId = 48267

async function fixtureRows(listings: number, seed = 7) {
  for await (const chunk of generateSeed(geo, { listings, seed }))
    if (chunk.table === 'listings') return chunk.rows.slice(0, harnessListings.length)
  throw new Error('no listings generated')
}

describe('harness listings', () => {
  // Their URLs are built from the id, county and city: the same at every size (titles and prices may differ).
  it.each([50, 2000])(
    'at %i listings: the first ones, each of its fixed level, tier, status and sale kind, on every site, without a city',
    async (size) => {
      const rows = await fixtureRows(size)
      expect(rows.map((row) => row.id)).toEqual(harnessListings.map((_, i) => firstListingId + i))
      rows.forEach((row, i) => {
        const fixture = harnessListings[i]!
        expect(row).toMatchObject({
          county_id: kimbleCountyId,
          city_id: null,
          city_name: '',
          site_mask: 7,
          listing_level: fixture.level,
          upgrade_level_id: fixture.upgrade,
          market_status: fixture.status,
          transaction_type: fixture.auction ? 2 : 1,
        })
      })
    },
    60_000,
  )
})
