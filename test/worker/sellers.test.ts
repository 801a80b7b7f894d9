import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteIdList, siteMaskOf } from '../../brands/site-ids.ts'
import { brokerUrlName } from '../../routes/links/broker-url-name.ts'
import { accountType, planGroupOf, type AccountType } from '../../web/rules/account-rules.ts'
import { auctionPriceSentinel, sortOrder } from '../../web/rules/listing-rules.ts'
import { sortOrderValues } from '../../web/search/search-criteria.ts'
import { postJson } from './search-client.ts'
import { details, expectError, getJson, listings } from './seller-client.ts'
import { insertRow, seedTestDb, sqlRows } from './seeded-db.ts'

// A seller's details page and listings (GET /api/broker/details, POST /api/broker/listings): every account field, the
// phone of spec §3, the address lines, corporate masters and agents, what a seller has on each site, its listings a
// page at a time in each sort order; each checked against plain SQL over the seeded rows. Then the 400s and 404s.

beforeAll(async () => {
  await seedTestDb(2000)
})

type Row = Record<string, string | number | null>

// Accounts made by a test, from this id up.
let nextAccountId = 900_001
async function makeAccount(fields: Record<string, string | number | null>): Promise<number> {
  const account = {
    account_id: nextAccountId++,
    account_type: accountType.universalStandardSeller,
    directory_type: 1,
    company_name: 'Test Land Co',
    contact_name: 'Test Seller',
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...fields,
  }
  await insertRow('accounts', account)
  return account.account_id
}

/** A seller of the seed with active listings on the main land site, the one with most (a corporate master). */
async function busiestSeller(): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(
    `SELECT a.account_id AS id FROM accounts a JOIN listings l ON l.account_id = a.account_id OR l.parent_account_id = a.account_id
      WHERE l.market_status IN (1, 2) AND (l.site_mask & 1) != 0 GROUP BY a.account_id ORDER BY count(*) DESC, a.account_id LIMIT 1`,
  )
  return row!.id
}

describe('details', () => {
  it('carry every field of the account, as the accounts table has it', async () => {
    const [row] = await sqlRows<Row>(
      `SELECT a.*, s.abbreviation, p.account_type AS parent_type FROM accounts a LEFT JOIN states s ON s.id = a.state_id
         LEFT JOIN accounts p ON p.account_id = a.parent_account_id
        WHERE a.is_seller = 1 AND a.logo_id IS NOT NULL AND a.license_number != '' AND a.parent_account_id IS NOT NULL
        ORDER BY a.account_id LIMIT 1`,
    )
    const seller = await details(Number(row!.account_id))
    expect(seller).toMatchObject({
      accountId: row!.account_id,
      accountType: row!.account_type,
      accountSubTypeId: row!.account_sub_type_id,
      directoryType: row!.directory_type,
      parentAccountId: row!.parent_account_id,
      parentAccountType: row!.parent_type,
      companyName: row!.company_name,
      contactName: row!.contact_name,
      description: row!.description,
      address1: row!.address1,
      address2: row!.address2,
      city: row!.city,
      stateId: row!.state_id,
      stateAbbreviation: row!.abbreviation,
      zip: row!.zip,
      companyCity: row!.company_city,
      companyState: row!.company_state,
      companyZip: row!.company_zip,
      licenseNumber: row!.license_number,
      logoId: row!.logo_id,
      portraitId: row!.portrait_id,
      phoneCell: row!.phone_cell,
      phoneFax: row!.phone_fax,
      phoneOffice: row!.phone_office,
      phoneTollFree: row!.phone_toll_free,
      trackingPhoneNumber: row!.tracking_phone_number,
      url: row!.url,
      isFree: row!.is_free === 1,
      isSeller: true,
      isActive: row!.is_active === 1,
      certifications: {
        alcCertified: row!.alc_certified === 1,
        alcAdvancedCertified: row!.alc_advanced_certified === 1,
      },
      optInLeadTargeting: row!.opt_in_lead_targeting === 1,
      badgeId: row!.badge_id,
      financeCenterId: row!.finance_center_id,
      planGroup: planGroupOf(row!.account_type as AccountType, row!.parent_type as AccountType),
    })
  })

  it('name the seller’s pages in the shape of the site’s brand', async () => {
    const id = await makeAccount({ contact_name: 'Jo Ann Maple', company_name: 'Maple Acres' })
    const pages = await Promise.all(siteIdList.map((siteId) => details(id, siteId)))
    expect(pages.map((page) => [page.canonicalUrl, page.listingsUrl])).toEqual([
      [`/member/jo-maple/${id}/`, `/member/jo-maple/${id}/listings/`],
      [`/profile/jo-maple/${id}`, `/profile/jo-maple/${id}/properties`],
      [`/broker/jo-maple-${id}/`, `/broker/jo-maple-${id}/land/`],
    ])
    expect(brokerUrlName(pages[0]!)).toBe('jo-maple')
  })

  it.each([
    ['every part', ['12 Oak Rd', 'Suite 200', 'Austin', 'TX', '78701'], ['12 Oak Rd', 'Suite 200', 'Austin, TX 78701']],
    ['no second line', ['12 Oak Rd', '', 'Austin', 'TX', '78701'], ['12 Oak Rd', 'Austin, TX 78701']],
    ['no city', ['', '', '', 'TX', '78701'], ['TX 78701']],
    ['no state or zip', ['PO Box 9', '', 'Marfa', null, ''], ['PO Box 9', 'Marfa']],
    ['nothing', ['', '', '', null, ''], []],
  ] as const)('show the address in the spec’s order: %s', async (_, [address1, address2, city, state, zip], lines) => {
    const stateId = state ? 48 : null
    const id = await makeAccount({ address1, address2, city, state_id: stateId, zip })
    expect((await details(id)).addressLines).toEqual(lines)
  })

  // Every combination of the four phones, for a seller and for a listing-hub seller.
  const phones = ['tracking', 'cell', 'office', 'toll-free'] as const
  const combinations = Array.from({ length: 16 }, (_, bits) => phones.filter((_, i) => bits & (1 << i)))
  const numberOf = (phone: (typeof phones)[number]) => `555-000-${phones.indexOf(phone) + 1}000`

  it.each(combinations.map((present) => [present.join(', ') || 'none', present] as const))(
    'choose the phone in the spec’s order: tracking, cell, office, toll-free (%s)',
    async (_, present) => {
      const has = (phone: (typeof phones)[number]) => (present.includes(phone) ? numberOf(phone) : '')
      const fields = {
        tracking_phone_number: has('tracking'),
        phone_cell: has('cell'),
        phone_office: has('office'),
        phone_toll_free: has('toll-free'),
      }
      const seller = await details(await makeAccount(fields))
      expect(seller.phone).toBe(present.length ? numberOf(present[0]!) : '')
      const hub = await details(await makeAccount({ ...fields, account_type: accountType.listingHubSeller }))
      // A listing-hub seller is reached at its office alone.
      expect(hub.phone).toBe(has('office'))
    },
  )

  it('of an inactive seller still answer, saying so', async () => {
    const id = await makeAccount({ is_active: 0 })
    expect((await details(id)).isActive).toBe(false)
  })

  it('of the seed’s seller who has left (10017) say so, with nothing for sale', async () => {
    const seller = await details(10017)
    expect(seller).toMatchObject({ isActive: false, listingCount: 0, awards: [], video: null })
  })
})

describe('awards', () => {
  it('come newest year first, a year’s in the seller’s order', async () => {
    const id = await makeAccount({})
    const awards: [position: number, year: number, title: string, issuer: string][] = [
      [1, 2019, 'Rookie of the Year', 'Texas Land Institute'],
      [2, 2024, 'Top Producer', ''],
      [3, 2022, 'Million Dollar Land Club', 'Hill Country Board'],
      [4, 2024, 'Broker of the Year', 'Texas Land Institute'],
    ]
    for (const [position, year, title, issuer] of awards)
      await insertRow('account_awards', { account_id: id, position, year, title, issuer })
    expect((await details(id)).awards).toEqual([
      { year: 2024, title: 'Top Producer', issuer: '' },
      { year: 2024, title: 'Broker of the Year', issuer: 'Texas Land Institute' },
      { year: 2022, title: 'Million Dollar Land Club', issuer: 'Hill Country Board' },
      { year: 2019, title: 'Rookie of the Year', issuer: 'Texas Land Institute' },
    ])
  })

  it('are none for a seller without, and the seed’s showcase master (10001) has some', async () => {
    expect((await details(await makeAccount({}))).awards).toEqual([])
    expect((await details(10001)).awards.length).toBeGreaterThan(0)
  })
})

describe('video', () => {
  it.each([
    [
      'the first host',
      1,
      'dQw4w9WgXcQ',
      { host: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    ],
    ['the second host', 3, '76979871', { host: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871' }],
  ] as const)('on %s is its player to frame', async (_, host, videoId, expected) => {
    const id = await makeAccount({ video_host: host, video_id: videoId })
    expect((await details(id)).video).toEqual({ ...expected, id: videoId })
  })

  it.each([
    ['none', null, null],
    ['a host that is none of spec §9’s', 2, 'dQw4w9WgXcQ'],
    ['an id not of its host’s shape', 1, 'dQw4w9WgXcQ/../../x'],
    ['a host without an id', 1, null],
  ])('is null for %s', async (_, host, videoId) => {
    const id = await makeAccount({ video_host: host, video_id: videoId })
    expect((await details(id)).video).toBeNull()
  })

  it('of the seed’s showcase master (10001) is there', async () => {
    expect((await details(10001)).video).not.toBeNull()
  })
})

describe('listing stats', () => {
  it('equal plain counts of the seller’s listings on each site, its agents’ with a corporate master’s', async () => {
    const sellers = await sqlRows<{ id: number }>(
      `SELECT account_id AS id FROM accounts WHERE is_seller = 1 AND account_id IN (
         SELECT account_id FROM listings UNION SELECT parent_account_id FROM listings) ORDER BY account_id LIMIT 12`,
    )
    expect(sellers.length).toBe(12)
    for (const siteId of siteIdList) {
      for (const { id } of sellers) {
        const [expected] = await sqlRows<Row>(
          `SELECT count(CASE WHEN market_status = 1 THEN 1 END) AS available,
                  count(CASE WHEN market_status = 2 THEN 1 END) AS underContract,
                  count(CASE WHEN market_status = 4 THEN 1 END) AS sold,
                  ifnull(sum(CASE WHEN market_status = 1 THEN acres END), 0) AS availableAcres,
                  min(CASE WHEN market_status = 1 AND price > ?3 THEN price END) AS availablePriceMin,
                  max(CASE WHEN market_status = 1 AND price > ?3 THEN price END) AS availablePriceMax
             FROM listings WHERE (account_id = ?1 OR parent_account_id = ?1) AND (site_mask & ?2) != 0`,
          id,
          siteMaskOf(siteId),
          auctionPriceSentinel,
        )
        const seller = await details(id, siteId)
        const { availableAcres, ...counts } = seller.sellerListingStats
        expect(counts).toEqual({ ...expected, availableAcres: undefined })
        expect(availableAcres).toBeCloseTo(Number(expected!.availableAcres), 6)
        expect(seller.listingCount).toBe(Number(expected!.available) + Number(expected!.underContract))
      }
    }
  })

  it('count the sold and the available apart', async () => {
    const [row] = await sqlRows<{ id: number }>(
      `SELECT account_id AS id FROM listings WHERE market_status = 4 AND (site_mask & 1) != 0
        AND account_id IN (SELECT account_id FROM listings WHERE market_status = 1) LIMIT 1`,
    )
    const { sold, available } = (await details(row!.id)).sellerListingStats
    expect(sold).toBeGreaterThan(0)
    expect(available).toBeGreaterThan(0)
  })
})

describe('corporate accounts', () => {
  it('a master lists its active agents by name, each with its listings on the site', async () => {
    const [master] = await sqlRows<{ id: number }>(
      `SELECT account_id AS id FROM accounts WHERE account_type IN (?1, ?2, ?3)
          AND (SELECT count(*) FROM accounts c WHERE c.parent_account_id = accounts.account_id) >= 2
        ORDER BY account_id LIMIT 1`,
      accountType.corporateStandardMaster,
      accountType.corporateSignatureMaster,
      accountType.corporatePremiumMaster,
    )
    const inactive = await makeAccount({
      account_type: accountType.corporateChild,
      parent_account_id: master!.id,
      is_active: 0,
      contact_name: 'Aaron Inactive',
    })
    const expected = await sqlRows<Row>(
      `SELECT c.account_id AS accountId, c.company_name AS companyName, c.contact_name AS contactName,
              c.directory_type AS directoryType,
              (SELECT count(*) FROM listings l WHERE (l.account_id = c.account_id OR l.parent_account_id = c.account_id)
                  AND l.market_status IN (1, 2) AND (l.site_mask & 2) != 0) AS listingCount
         FROM accounts c WHERE c.parent_account_id = ?1 AND c.is_active = 1
        ORDER BY lower(c.contact_name), lower(c.company_name), c.account_id`,
      master!.id,
    )
    const seller = await details(master!.id, 2)
    expect(seller.parent).toBeNull()
    expect(seller.children.map(({ canonicalUrl, ...child }) => child)).toEqual(expected)
    expect(seller.children.map((child) => child.accountId)).not.toContain(inactive)
    expect(seller.children.some((child) => child.listingCount > 0)).toBe(true)
    expect(seller.children[0]!.canonicalUrl).toMatch(/^\/profile\/[a-z0-9-]+\/\d+$/)

    // Each agent links back to its master, whose listings hold the agents'.
    const agent = await details(expected[0]!.accountId as number, 2)
    expect(agent.children).toEqual([])
    expect(agent.parent).toMatchObject({ accountId: master!.id, listingCount: seller.listingCount })
  })

  it('only a corporate master (types 3, 41, 51) lists agents, and only an agent (type 4) a master', async () => {
    const seller = await makeAccount({ account_type: accountType.universalPremiumSeller })
    const notAnAgent = await makeAccount({ parent_account_id: seller })
    expect((await details(seller)).children).toEqual([])
    expect((await details(notAnAgent)).parent).toBeNull()
    const master = await makeAccount({ account_type: accountType.corporatePremiumMaster })
    const agent = await makeAccount({ account_type: accountType.corporateChild, parent_account_id: master })
    expect((await details(master)).children.map((child) => child.accountId)).toEqual([agent])
    expect((await details(agent)).parent?.accountId).toBe(master)
    // A corporate agent is on its master's plan.
    expect((await details(agent)).planGroup).toBe('premium')
  })
})

// The order of each sortOrderId as plain SQL over the listings' own columns (spec §9; ties by id).
const perAcre = 'CASE WHEN price > 2 AND acres > 0 THEN price * 1.0 / acres END'
const listed = 'unixepoch(date_listed)'
const orderSql: Record<(typeof sortOrderValues)[number], string> = {
  [sortOrder.acresDesc]: 'acres DESC, id DESC',
  [sortOrder.acresAsc]: 'acres, id',
  [sortOrder.priceDesc]: 'price DESC, id DESC',
  [sortOrder.priceAsc]: 'price <= 2, price, id',
  [sortOrder.newest]: `${listed} DESC, id DESC`,
  [sortOrder.pricePerAcreDesc]: `${perAcre} IS NULL, ${perAcre} DESC, id DESC`,
  [sortOrder.pricePerAcreAsc]: `${perAcre} IS NULL, ${perAcre}, id`,
  [sortOrder.recent]: `max(${listed}, ifnull(unixepoch(price_changed_at), 0)) DESC, id DESC`,
  [sortOrder.default]: `upgrade_level_id DESC, ${listed} DESC, id DESC`,
}

describe('listings', () => {
  it.each(sortOrderValues.map((id) => [id]))(
    'are the seller’s and its agents’ active listings on the site, 25 a page, in sort order %i',
    async (sortOrderId) => {
      const seller = await busiestSeller()
      const expected = (
        await sqlRows<{ id: number }>(
          `SELECT id FROM listings WHERE (account_id = ?1 OR parent_account_id = ?1) AND market_status IN (1, 2)
              AND (site_mask & 1) != 0 ORDER BY ${orderSql[sortOrderId]}`,
          seller,
        )
      ).map((row) => row.id)
      expect(expected.length).toBeGreaterThan(25)
      const first = await listings(seller, { sortOrderId })
      expect(first).toMatchObject({ totalCount: expected.length, pageIndex: 0, pageSize: 25 })
      expect(first.pageCount).toBe(Math.ceil(expected.length / 25))
      const pages = [first]
      for (let pageIndex = 1; pageIndex < first.pageCount; pageIndex++)
        pages.push(await listings(seller, { sortOrderId, pageIndex }))
      expect(pages.slice(0, -1).every((page) => page.listings.length === 25)).toBe(true)
      expect(pages.flatMap((page) => page.listings.map((listing) => listing.id))).toEqual(expected)
    },
  )

  it('are the cards a search shows (same fields, same values)', async () => {
    const seller = await busiestSeller()
    const page = await listings(seller, { sortOrderId: sortOrder.priceDesc })
    const search = await postJson('/api/property/search/1', { brokerId: seller, sortOrderId: sortOrder.priceDesc })
    expect(page.listings).toEqual(((await search.json()) as { listings: unknown[] }).listings)
  })

  it('on another site are that site’s', async () => {
    const seller = await busiestSeller()
    const [row] = await sqlRows<{ n: number }>(
      `SELECT count(*) AS n FROM listings WHERE (account_id = ?1 OR parent_account_id = ?1) AND market_status IN (1, 2)
          AND (site_mask & ?2) != 0`,
      seller,
      siteMaskOf(3),
    )
    expect((await listings(seller, {}, 3)).totalCount).toBe(row!.n)
  })

  it('past the last page are none, with the count', async () => {
    const seller = await busiestSeller()
    const page = await listings(seller, { pageIndex: 300 })
    expect(page.listings).toEqual([])
    expect(page.totalCount).toBeGreaterThan(25)
  })

  it('of a seller with none are none', async () => {
    expect(await listings(await makeAccount({}))).toMatchObject({ totalCount: 0, pageCount: 0, listings: [] })
  })
})

describe('refused', () => {
  it.each([
    ['a site that is no brand', '/api/broker/details/0/10001', 'siteId'],
    ['a site that does not exist', '/api/broker/details/9/10001', 'siteId'],
    ['an account id that is text', '/api/broker/details/1/abc', 'accountId'],
    ['an account id of 0', '/api/broker/details/1/0', 'accountId'],
    ['a negative account id', '/api/broker/details/1/-5', 'accountId'],
    ['a fractional account id', '/api/broker/details/1/1.5', 'accountId'],
    ['an account id too long', '/api/broker/details/1/12345678901', 'accountId'],
  ])('details: 400 for %s', async (_, path, field) => {
    await expectError(await getJson(path), 400, field)
  })

  it.each([
    ['a sort order that does not exist', { sortOrderId: 5 }, 'sortOrderId'],
    ['a sort order as text', { sortOrderId: 'price' }, 'sortOrderId'],
    ['a negative page', { pageIndex: -1 }, 'pageIndex'],
    ['a fractional page', { pageIndex: 1.5 }, 'pageIndex'],
    ['a page too far', { pageIndex: 400 }, 'pageIndex'],
    ['a body that is not an object', 'all', 'body'],
  ])('listings: 400 for %s', async (_, body, field) => {
    await expectError(await postJson('/api/broker/listings/1/10001', body), 400, field)
  })

  it('listings: 400 for a body that is not JSON, or not said to be', async () => {
    await expectError(await postJson('/api/broker/listings/1/10001', '{"pageIndex":', { raw: true }), 400, 'body')
    const plain = await exports.default.fetch('http://land.localhost/api/broker/listings/1/10001', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    })
    await expectError(plain, 400, 'body')
  })

  it('404 naming accountId for an account that does not exist, or is a buyer’s', async () => {
    await expectError(await getJson('/api/broker/details/1/99999999'), 404, 'accountId')
    await expectError(await postJson('/api/broker/listings/1/99999999', {}), 404, 'accountId')
    const buyerId = await makeAccount({ account_type: accountType.standardBuyer, is_seller: 0 })
    await expectError(await getJson(`/api/broker/details/1/${buyerId}`), 404, 'accountId')
  })
})
