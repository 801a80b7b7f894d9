import { exports } from 'cloudflare:workers'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import { listingDetail, type ListingDetail } from '../../web/api/listing-detail.ts'
import { acreageCheck } from '../../web/components/listing/acreage-check.tsx'
import { coordinatesText, nearestTownText } from '../../web/components/listing/where-it-is.tsx'
import { acreageDiffers, ringAcres } from '../../web/rules/boundary.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// The listing page as the server sends it (issue 31): the acreage check and Where it is load as chunks of their own
// after the page's first script, yet are in the HTML, the server having waited for them (worker/ssr/page-stream.tsx).

const get = (path: string) => exports.default.fetch(`http://land.localhost${path}`)

let listings: ListingDetail[]

beforeAll(async () => {
  await seedTestDb(200, 31)
  const ids = await sqlRows<{ id: number }>(
    `SELECT id FROM listings WHERE site_mask & 1 AND market_status != ${marketStatus.invalid} ORDER BY id LIMIT 120`,
  )
  listings = []
  for (const { id } of ids) {
    const response = await get(`/api/property/detail/1/${id}`)
    if (response.status === 200) listings.push(v.parse(listingDetail, await response.json()))
  }
})

/** The page's text as a reader gets it: tags and React's text markers out, entities as characters. */
async function pageText(listing: ListingDetail): Promise<string> {
  const path = siteLinksByBrand.land.listing(listing)
  const response = await get(path)
  expect(response.status, path).toBe(200)
  return (await response.text())
    .replace(/<!--[^>]*-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
}

describe('the listing page, server-rendered', () => {
  it('has the measured acres beside the stated ones, and where it is', async () => {
    const listing = listings.find((item) => item.boundary && !acreageDiffers(item.acres, ringAcres(item.boundary.ring)))
    if (!listing) throw new Error('no listing of the seed has a boundary near its stated acres')
    const text = await pageText(listing)
    expect(text).toContain(`acres stated · ${acreageCheck(listing.acres, listing.boundary!.ring).measured}`)
    expect(text).not.toContain('ask the seller for the survey')
    expect(text).toContain(`Where it is${coordinatesText(listing.lat, listing.lng)}Copy`)
    expect(text).toContain('Directions')
    if (listing.nearestTown) expect(text).toContain(nearestTownText(listing.nearestTown))
  })

  it('has the note on a listing whose boundary measures more than 5 % off', async () => {
    const listing = listings.find((item) => item.boundary && acreageDiffers(item.acres, ringAcres(item.boundary.ring)))
    if (!listing) throw new Error('no listing of the seed has a boundary off its stated acres')
    expect(await pageText(listing)).toContain(acreageCheck(listing.acres, listing.boundary!.ring).note)
  })
})
