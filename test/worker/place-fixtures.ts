import { exports } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { PlaceSuggestion } from '../../web/api/place-suggestions.ts'
import { sqlRows } from './seeded-db.ts'

// The search bar's suggestions as the tests ask for them, and places the typo-tolerant suggestions and "did you mean"
// tests need listings in, whatever the seed put where.

/** The suggestions for the text: places with listings on the site, or every place (`all`). */
export async function suggest(
  text: string,
  siteId = 1,
  scope: 'listed' | 'all' = 'listed',
): Promise<PlaceSuggestion[]> {
  const all = scope === 'all' ? '/all' : ''
  const response = await exports.default.fetch(
    `http://land.localhost/api/location/suggestions/${siteId}/${encodeURIComponent(text)}${all}`,
  )
  expect(response.status, text).toBe(200)
  return (await response.json()) as PlaceSuggestion[]
}
export const suggestAll = (text: string, siteId = 1) => suggest(text, siteId, 'all')
export const placesOf = (suggestions: PlaceSuggestion[]) => suggestions.filter((s) => s.kind !== 'keyword')

export const travisCounty = { stateId: 48, countyId: 48453 }
export const montana = { stateId: 30, countyId: 30031 } // Gallatin County
export const bozeman = { id: 3008950, name: 'Bozeman' }
export const creekCounty = { stateId: 40, countyId: 40037 } // Creek County, OK
export const andersonCounty = { stateId: 48, countyId: 48001 } // Anderson County, TX

/** Bozeman, MT: the test seed has the towns of the counties it put listings in only. */
export async function addBozeman(): Promise<void> {
  await sqlRows(
    `INSERT OR IGNORE INTO cities (id, state_id, county_id, name, kind, slug, lat, lng, population)
     VALUES (?1, ?2, ?3, ?4, 'city', 'Bozeman-MT', 45.683155, -111.053782, 54539)`,
    bozeman.id,
    montana.stateId,
    montana.countyId,
    bozeman.name,
  )
}

/**
 * Makes `count` listings, from the `skip`-th by id, available on every site in the place, with the title given. The
 * move indexes their keyword text again (0012_keyword_places.sql), so the title is searchable.
 */
export async function moveListings(
  place: { stateId: number; countyId: number; cityId?: number; cityName?: string },
  rows: { skip: number; count: number },
  title?: string,
): Promise<number[]> {
  const ids = (
    await sqlRows<{ id: number }>(
      'SELECT id FROM listings WHERE county_id != ?1 ORDER BY id LIMIT ?2 OFFSET ?3',
      place.countyId,
      rows.count,
      rows.skip,
    )
  ).map((row) => row.id)
  await sqlRows(
    `UPDATE listings SET state_id = ?1, county_id = ?2, city_id = ifnull(?3, city_id), city_name = ifnull(?4, city_name),
        title = ifnull(?5, title), market_status = 1, site_mask = 7
      WHERE id IN (SELECT value FROM json_each(?6))`,
    place.stateId,
    place.countyId,
    place.cityId ?? null,
    place.cityName ?? null,
    title ?? null,
    JSON.stringify(ids),
  )
  return ids
}
