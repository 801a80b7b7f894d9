import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  findSearchOf,
  listingSorts,
  managedListings,
  manageListingsPageSize,
  statusFilters,
  type ListingSort,
  type ManagedListing,
  type ManagedListingsFind,
} from '../../web/api/seller-listings-manage.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { expectError } from './seller-client.ts'
import { insertRow, seedSellerAccount, seedTestDb, sqlRows } from './seeded-db.ts'
import { callAs, logInAs, type TestSession } from './session-client.ts'

// Finding a listing in Manage Listings (issue 32): a broker with many listings searches by words of the title, a
// listing id or a place, filters by status and sorts by price, date listed, views and leads, each both ways, through
// the list call's query; every answer is checked against plain SQL over the seller's listings.

let seller: TestSession
let mine: { id: number; title: string; price: number; status: number; listed: string; place: string }[]

beforeAll(async () => {
  await seedTestDb(2000)
  seller = await logInAs(seedLogins.seller.email, seedLogins.seller.password)
  const account = await seedSellerAccount()
  mine = await sqlRows(
    `SELECT l.id, l.title, l.price, l.market_status AS status, l.date_listed AS listed,
            l.city_name || ' ' || c.name_full || ' ' || s.name || ' ' || s.abbreviation || ' ' || l.zip AS place
       FROM listings l JOIN counties c ON c.id = l.county_id JOIN states s ON s.id = l.state_id
      WHERE l.account_id = ?1 OR l.parent_account_id = ?1`,
    account,
  )
  // Two listings with the same price, and one with views and leads beyond the seed's, so ties and counts are tested.
  for (let i = 0; i < 3; i++)
    await insertRow('listing_events', {
      log_type: 2,
      site_id: 1,
      account_id: account,
      listing_id: mine[0]!.id,
      ip_address: '192.0.2.1',
      created_at: '2026-01-01T00:00:00Z',
    })
})

/** Every listing the find answers, page after page, in its order. */
async function found(find: Partial<ManagedListingsFind>): Promise<ManagedListing[]> {
  const search = findSearchOf({ q: '', sort: 'newest', ...find })
  const listings: ManagedListing[] = []
  for (let pageIndex = 0; ; pageIndex++) {
    const response = await callAs(seller, `/api/account/listings/1/${pageIndex}${search}`)
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    const page = v.parse(managedListings, body)
    listings.push(...page.listings)
    if (pageIndex + 1 >= page.pageCount) {
      expect(listings.length).toBe(page.totalCount)
      return listings
    }
  }
}

const ids = (listings: readonly { id: number }[]) => listings.map((listing) => listing.id).sort((a, b) => a - b)

describe('search', () => {
  it('has listings enough to search among', () => {
    expect(mine.length).toBeGreaterThan(manageListingsPageSize)
  })

  it('finds by a word of the title, whatever its case', async () => {
    const word = mine[0]!.title.split(/\s+/).find((w) => w.length > 4)!
    const expected = mine.filter((l) => `${l.title} ${l.place}`.toLowerCase().includes(word.toLowerCase()))
    const answer = await found({ q: word.toUpperCase() })
    expect(ids(answer)).toEqual(ids(expected))
    expect(answer.length).toBeLessThan(mine.length)
  })

  it('finds a listing by its id, and only it', async () => {
    const target = mine[5]!
    expect(ids(await found({ q: String(target.id) }))).toEqual([target.id])
  })

  it('finds by a place: the county, the town or the state', async () => {
    const county = (
      await sqlRows<{ name: string }>(
        'SELECT c.name_full AS name FROM listings l JOIN counties c ON c.id = l.county_id WHERE l.id = ?1',
        mine[3]!.id,
      )
    )[0]!.name
    const word = county.split(' ')[0]!
    const answer = await found({ q: word })
    expect(ids(answer)).toEqual(
      ids(mine.filter((l) => `${l.title} ${l.place}`.toLowerCase().includes(word.toLowerCase()))),
    )
    expect(ids(answer)).toContain(mine[3]!.id)
  })

  it('needs every word: two words find fewer than either', async () => {
    const [first, second] = mine[0]!.title.split(/\s+/).filter((w) => w.length > 3)
    const both = await found({ q: `${first} ${second}` })
    const text = (l: (typeof mine)[number]) => `${l.title} ${l.place}`.toLowerCase()
    expect(ids(both)).toEqual(
      ids(mine.filter((l) => text(l).includes(first!.toLowerCase()) && text(l).includes(second!.toLowerCase()))),
    )
    expect(ids(both)).toContain(mine[0]!.id)
  })

  it('takes % and _ as themselves, not as wildcards', async () => {
    expect(await found({ q: '%' })).toEqual([])
    expect(await found({ q: '_' })).toEqual([])
  })
})

describe('status filter', () => {
  it.each(Object.entries(statusFilters))('status=%s finds exactly the listings in it', async (name, status) => {
    const answer = await found({ status: name as keyof typeof statusFilters })
    expect(ids(answer)).toEqual(ids(mine.filter((l) => l.status === status)))
    for (const listing of answer) expect(listing.marketStatus).toBe(status)
  })

  it('combines with a search', async () => {
    const target = mine.find((l) => l.status === 1)!
    expect(ids(await found({ q: String(target.id), status: 'available' }))).toEqual([target.id])
    expect(await found({ q: String(target.id), status: 'sold' })).toEqual([])
  })
})

/** The key each sort orders by, and whether it is descending; amounts only for price (no amount sorts last). */
const sortKey: Record<ListingSort, [(l: ManagedListing) => number | string | null, boolean]> = {
  newest: [(l) => l.dateListed, true],
  oldest: [(l) => l.dateListed, false],
  'price-high': [(l) => (l.priceKind === 'amount' ? l.price : null), true],
  'price-low': [(l) => (l.priceKind === 'amount' ? l.price : null), false],
  'views-most': [(l) => l.views, true],
  'views-fewest': [(l) => l.views, false],
  'leads-most': [(l) => l.leads, true],
  'leads-fewest': [(l) => l.leads, false],
}

describe('sort', () => {
  it.each(Object.keys(listingSorts) as ListingSort[])('sort=%s orders every page, ties newest first', async (sort) => {
    const answer = await found({ sort })
    expect(ids(answer)).toEqual(ids(mine))
    const [key, descending] = sortKey[sort]
    for (let i = 1; i < answer.length; i++) {
      const [a, b] = [key(answer[i - 1]!), key(answer[i]!)]
      const at = `${sort}: ${answer[i - 1]!.id} before ${answer[i]!.id}`
      if (a === null) expect(b, `${at}: no amount comes last`).toBeNull()
      else if (b !== null && a !== b) expect(descending ? a > b : a < b, at).toBe(true)
      else if (a === b) expect(answer[i - 1]!.dateListed >= answer[i]!.dateListed, `${at}: a tie`).toBe(true)
    }
    // Not the same order as every other: the sort does something.
    const keys = answer.map(key)
    expect(new Set(keys).size).toBeGreaterThan(1)
  })
})

describe('bad parameters', () => {
  it.each([
    ['status=pending', 'status'],
    ['sort=cheapest', 'sort'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['sort=', 'sort'],
  ])('?%s answers 400 naming %s', async (query, field) => {
    await expectError(await callAs(seller, `/api/account/listings/1/0?${query}`), 400, field)
  })
})
