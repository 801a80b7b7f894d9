import { exports } from 'cloudflare:workers'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { listingDetail } from '../../web/api/listing-detail.ts'
import { searchListing } from '../../web/api/search-listing.ts'
import { accountType } from '../../web/rules/account-rules.ts'
import { framedMediaOrigins } from '../../web/rules/listing-media.ts'
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

describe('a listing’s video and 3D tour', () => {
  const detailOf = async (id: number) => v.parse(listingDetail, await (await get(`/property/detail/1/${id}`)).json())
  const mediaOf = async (id: number) => {
    const [row] = await sqlRows<{ videoId: string | null; tour: string | null }>(
      'SELECT video_id AS videoId, virtual_tour_url AS tour FROM listings WHERE id = ?1',
      id,
    )
    return row!
  }

  it('plays the diamond fixture’s video on the first host and its Matterport tour, the auction’s on Vimeo', async () => {
    const diamond = await detailOf(1000001)
    const stored = await mediaOf(1000001)
    expect(diamond.video).toEqual({
      host: 'youtube',
      id: stored.videoId,
      embedUrl: `https://www.youtube-nocookie.com/embed/${stored.videoId}`,
    })
    expect(diamond.video!.id).toMatch(/^[\w-]{11}$/)
    expect(diamond.virtualTourUrl).toMatch(/^https:\/\/my\.matterport\.com\/show\/\?m=[A-Za-z\d]{11}$/)
    expect(diamond.virtualTourUrl).toBe(stored.tour)
    const auction = await detailOf(1000006)
    const auctionVideo = (await mediaOf(1000006)).videoId
    expect(auctionVideo).toMatch(/^\d+$/)
    expect(auction.video).toEqual({
      host: 'vimeo',
      id: auctionVideo,
      embedUrl: `https://player.vimeo.com/video/${auctionVideo}`,
    })
  })

  it('is in the seed for every listing flagged with a video or a tour, and null for a listing without', async () => {
    const [unplayable] = await sqlRows<{ count: number }>(
      `SELECT count(*) AS count FROM listings WHERE (has_video = 1) != (video_id IS NOT NULL)
          OR (has_virtual_tour = 1) != (virtual_tour_url IS NOT NULL)`,
    )
    expect(unplayable!.count).toBe(0)
    const [plain] = await sqlRows<{ id: number }>(
      'SELECT id FROM listings WHERE has_video = 0 AND has_virtual_tour = 0 AND site_mask & 1 AND market_status = 1',
    )
    expect(await detailOf(plain!.id)).toMatchObject({ video: null, virtualTourUrl: null })
  })

  it.each([
    ['a tour over http', { virtual_tour_url: 'http://my.matterport.com/show/?m=abcdefghijk' }],
    ['a tour on another host', { virtual_tour_url: 'https://tours.example.com/show/?m=abcdefghijk' }],
    ['a tour on a look-alike host', { virtual_tour_url: 'https://my.matterport.com.example.com/show/' }],
    ['a video id that is not of its host’s shape', { video_host: 1, video_id: 'abc/../../x?' }],
    ['a video on an unknown host', { video_host: 2, video_id: 'dQw4w9WgXcQ' }],
  ])('frames nothing for %s', async (_, change) => {
    const listing = listings.at(-4)!
    const columns = Object.keys(change)
    await sqlRows(
      `UPDATE listings SET site_mask = 7, has_video = 1, has_virtual_tour = 1, video_host = 1,
         video_id = 'dQw4w9WgXcQ', virtual_tour_url = 'https://my.matterport.com/show/?m=abcdefghijk',
         ${columns.map((column, i) => `${column} = ?${i + 2}`).join(', ')} WHERE id = ?1`,
      listing.id,
      ...Object.values(change),
    )
    const detail = await detailOf(listing.id)
    if ('virtual_tour_url' in change) expect([detail.virtualTourUrl, detail.video?.host]).toEqual([null, 'youtube'])
    else expect([detail.video, detail.virtualTourUrl]).toEqual([null, 'https://my.matterport.com/show/?m=abcdefghijk'])
  })

  it('is framed from exactly the video players and tour hosts the page plays (CSP frame-src)', async () => {
    const response = await get('/property/detail/1/1000001')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`frame-src ${framedMediaOrigins.join(' ')};`)
    const diamond = v.parse(listingDetail, await response.json())
    const auction = await detailOf(1000006)
    const framed = [diamond.video!.embedUrl, auction.video!.embedUrl, diamond.virtualTourUrl!]
    expect(framed.map((url) => new URL(url).origin)).toEqual(framedMediaOrigins)
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
