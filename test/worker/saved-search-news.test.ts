import { beforeAll, describe, expect, it } from 'vitest'
import { siteIds } from '../../brands/site-ids.ts'
import { callPath } from '../../web/api/api-call.ts'
import { openedSavedSearchCall, savedSearchNewsCall } from '../../web/api/saved-search-news.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { insertRow, seedTestDb, sqlRows } from './seeded-db.ts'
import { callAs, logInAs, type TestSession } from './session-client.ts'

// A saved-search card's "N new" (issue 32): the listings its search finds that were listed since the buyer last
// opened it from the card (or since it was saved), counted by the search itself; opening it starts the count again.

let buyer: TestSession
let ohioListings: number[] = []
const ohio = 39
const searchId = 501

const news = async () => {
  const answer = await callAs(buyer, callPath(savedSearchNewsCall, { siteId: siteIds.land }))
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { news: { id: number; newMatches: number }[] }).news
}

beforeAll(async () => {
  await seedTestDb(120)
  buyer = await logInAs(seedLogins.buyer.email, seedLogins.buyer.password)
  const [user] = await sqlRows<{ id: number }>('SELECT id FROM users WHERE email = ?1', seedLogins.buyer.email)
  await sqlRows('DELETE FROM saved_searches')
  // Every listing old, then three moved to Ohio: two listed recently, one only changed recently.
  await sqlRows("UPDATE listings SET date_listed = '2001-01-01T00:00:00Z', updated_at = '2001-01-01T00:00:00Z'")
  ohioListings = (await sqlRows<{ id: number }>('SELECT id FROM listings ORDER BY id DESC LIMIT 3')).map((r) => r.id)
  const recent = new Date(Date.now() - 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z')
  for (const [i, id] of ohioListings.entries()) {
    await sqlRows(
      `UPDATE listings SET state_id = ?2, county_id = 39049, market_status = 1, site_mask = 7, updated_at = ?3,
         date_listed = CASE WHEN ?4 THEN ?3 ELSE '2001-01-01T00:00:00Z' END WHERE id = ?1`,
      id,
      ohio,
      recent,
      i < 2 ? 1 : 0,
    )
  }
  await insertRow('saved_searches', {
    id: searchId,
    user_id: user!.id,
    site_id: siteIds.land,
    name: 'Ohio land',
    notify: 'No Updates',
    criteria: JSON.stringify({ stateId: ohio }),
    path: '/Ohio/',
    created_at: '2020-01-01T00:00:00Z',
    updated_at: '2020-01-01T00:00:00Z',
  })
})

describe('new matches of a saved search', () => {
  it('count the listings it finds listed since it was saved, not those only changed', async () => {
    expect(await news()).toEqual([{ id: searchId, newMatches: 2, since: '2020-01-01T00:00:00Z' }])
  })

  it('start again when the buyer opens it, and only the buyer’s own search can be opened', async () => {
    const opened = await callAs(buyer, callPath(openedSavedSearchCall, { siteId: siteIds.land, id: searchId }), {
      method: 'POST',
    })
    expect(opened.status).toBe(200)
    expect((await news())[0]!.newMatches).toBe(0)
    const other = await callAs(buyer, callPath(openedSavedSearchCall, { siteId: siteIds.land, id: searchId + 1 }), {
      method: 'POST',
    })
    expect(other.status).toBe(404)
    expect(await other.json()).toMatchObject({ field: 'id' })
  })
})
