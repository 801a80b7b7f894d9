import { exports } from 'cloudflare:workers'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { listingDetail } from '../../web/api/listing-detail.ts'
import { searchListing } from '../../web/api/search.ts'
import { accountType } from '../../web/rules/account-rules.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// GET /api/property/detail/{siteId}/{propertyId} and GET /api/Property/getviewedlistings/{ids}, against listings of
// the seed read back with plain SQL.

const get = (path: string, host = 'land.localhost') => exports.default.fetch(`http://${host}/api${path}`)

interface ListingRow {
  id: number
  site_mask: number
  description: string
  account_id: number
}

let listings: ListingRow[]

beforeAll(async () => {
  await seedTestDb(300, 11)
  listings = await sqlRows<ListingRow>(
    `SELECT id, site_mask, description, account_id FROM listings WHERE market_status != ${marketStatus.invalid}
      ORDER BY id`,
  )
})

describe('listing detail', () => {
  it('answers every field of a listing of the site, with its whole description and every photo in order', async () => {
    const listing = listings.find((row) => row.site_mask & 1)!
    const response = await get(`/property/detail/1/${listing.id}`)
    expect(response.status).toBe(200)
    const detail = v.parse(listingDetail, await response.json())
    expect(detail.id).toBe(listing.id)
    expect(detail.description).toBe(listing.description.trim())
    const photos = await sqlRows<{ documentId: number; altText: string }>(
      'SELECT document_id AS documentId, alt_text AS altText FROM listing_images WHERE listing_id = ?1 ORDER BY position',
      listing.id,
    )
    expect(detail.photos).toEqual(photos)
    expect(detail.seller.accountId).toBe(listing.account_id)
  })

  it('chooses the seller phone in the spec order: tracking, cell, office, toll-free; a listing-hub seller its office', async () => {
    const listing = listings.find((row) => row.site_mask & 1)!
    const phoneOf = async () => {
      const detail = v.parse(listingDetail, await (await get(`/property/detail/1/${listing.id}`)).json())
      return detail.seller.phone
    }
    const setPhones = (type: number, tracking: string, cell: string, office: string, tollFree: string) =>
      sqlRows(
        `UPDATE accounts SET account_type = ?2, tracking_phone_number = ?3, phone_cell = ?4, phone_office = ?5,
           phone_toll_free = ?6 WHERE account_id = ?1`,
        listing.account_id,
        type,
        tracking,
        cell,
        office,
        tollFree,
      )
    const seller = accountType.universalPremiumSeller
    await setPhones(seller, '512-555-0101', '512-555-0102', '512-555-0103', '800-555-0104')
    expect(await phoneOf()).toBe('512-555-0101')
    await setPhones(seller, '', '512-555-0102', '512-555-0103', '800-555-0104')
    expect(await phoneOf()).toBe('512-555-0102')
    await setPhones(seller, '', '', '512-555-0103', '800-555-0104')
    expect(await phoneOf()).toBe('512-555-0103')
    await setPhones(seller, '', '', '', '800-555-0104')
    expect(await phoneOf()).toBe('800-555-0104')
    await setPhones(accountType.listingHubSeller, '512-555-0101', '512-555-0102', '512-555-0103', '800-555-0104')
    expect(await phoneOf()).toBe('512-555-0103')
  })

  it('is 404 naming propertyId for a listing of another site, an invalid listing or an unknown id', async () => {
    const elsewhere = listings.at(-1)!
    await sqlRows('UPDATE listings SET site_mask = 6 WHERE id = ?1', elsewhere.id)
    expect((await get(`/property/detail/1/${elsewhere.id}`)).status).toBe(404)
    expect((await get(`/property/detail/2/${elsewhere.id}`)).status).toBe(200)
    // The last listings of the seed are the ones these tests change; the viewed-listings tests read the first ones.
    const invalid = listings.at(-3)!
    await sqlRows(`UPDATE listings SET market_status = ${marketStatus.invalid} WHERE id = ?1`, invalid.id)
    const answer = await get(`/property/detail/1/${invalid.id}`)
    expect(answer.status).toBe(404)
    expect(await answer.json()).toMatchObject({ field: 'propertyId' })
    expect((await get('/property/detail/1/999999999')).status).toBe(404)
  })

  it.each(['0', 'abc', '12x', '-4', '99999999999'])('refuses the id %s with 400 naming propertyId', async (id) => {
    const response = await get(`/property/detail/1/${id}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field: 'propertyId' })
  })
})

describe('recently viewed listings', () => {
  it('answers the cards of the ids the site has, in the order asked, once each', async () => {
    const onLand = listings.filter((row) => row.site_mask & 1).slice(0, 4)
    const ids = [onLand[2]!.id, onLand[0]!.id, 999999999, onLand[3]!.id, onLand[0]!.id]
    const response = await get(`/Property/getviewedlistings/${ids.join('-')}`)
    expect(response.status).toBe(200)
    const cards = v.parse(v.array(searchListing), await response.json())
    expect(cards.map((card) => card.id)).toEqual([onLand[2]!.id, onLand[0]!.id, onLand[3]!.id])
  })

  it('answers the host brand’s site only', async () => {
    const onlyLand = listings.at(-2)!
    await sqlRows('UPDATE listings SET site_mask = 1 WHERE id = ?1', onlyLand.id)
    const onLaf = await get(`/Property/getviewedlistings/${onlyLand.id}`, 'laf.localhost')
    expect(await onLaf.json()).toEqual([])
    const onLand = await get(`/Property/getviewedlistings/${onlyLand.id}`)
    expect(((await onLand.json()) as { id: number }[]).map((card) => card.id)).toEqual([onlyLand.id])
  })

  it.each(['1--2', 'a-b', '0', '1-2-3-4-5-6-7-8-9-10-11-12-13'])(
    'refuses ids "%s" with 400 naming ids',
    async (ids) => {
      const response = await get(`/Property/getviewedlistings/${ids}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ field: 'ids' })
    },
  )
})
