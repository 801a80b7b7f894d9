import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteIdList, siteMaskOf } from '../../brands/site-ids.ts'
import { accountType, directoryTypes, planGroupOf, type AccountType } from '../../web/rules/account-rules.ts'
import { brokerSortIds, type BrokerSort } from '../../web/rules/broker-sorts.ts'
import { listingLevel } from '../../web/rules/listing-rules.ts'
import { tableColumns } from '../../worker/db/seed/tables.ts'
import { postJson } from './search-client.ts'
import { directory, directoryAll, expectError } from './seller-client.ts'
import { insertRow, seedTestDb, sqlRows } from './seeded-db.ts'

// The broker directory (POST /api/broker/directory): active sellers with active listings on the site, filtered and in
// each of the six broker sorts, page by page, against plain SQL over the listings and accounts; and seller_stats,
// which it reads, against the same plain SQL after listings and accounts change under its triggers.

beforeAll(async () => {
  await seedTestDb(2000)
})

interface Seller {
  accountId: number
  type: number
  parentType: number | null
  isActive: number
  directoryType: number
  stateId: number | null
  countyId: number | null
  companyName: string
  contactName: string
  listingCount: number
  hundredths: number
  priced: number
  priceTotal: number
  siteId: number
}

/** Every seller with active listings on each site, its own and (a corporate master) its agents', in plain SQL. */
async function plainSellers(): Promise<Seller[]> {
  const perSite = await Promise.all(
    siteIdList.map((siteId) =>
      sqlRows<Seller>(
        `SELECT ?1 AS siteId, a.account_id AS accountId, a.account_type AS type, p.account_type AS parentType,
                a.is_active AS isActive, a.directory_type AS directoryType, a.state_id AS stateId,
                (SELECT county_id FROM zips WHERE zip = a.zip) AS countyId, a.company_name AS companyName,
                a.contact_name AS contactName, count(*) AS listingCount,
                sum(CAST(round(l.acres * 100) AS INTEGER)) AS hundredths,
                count(CASE WHEN l.price > 2 THEN 1 END) AS priced,
                ifnull(sum(CASE WHEN l.price > 2 THEN l.price END), 0) AS priceTotal
           FROM accounts a LEFT JOIN accounts p ON p.account_id = a.parent_account_id
           JOIN listings l ON l.account_id = a.account_id OR l.parent_account_id = a.account_id
          WHERE l.market_status IN (1, 2) AND (l.site_mask & ?2) != 0
          GROUP BY a.account_id`,
        siteId,
        siteMaskOf(siteId),
      ),
    ),
  )
  return perSite.flat()
}

const planLevel = (s: Seller) => listingLevel[planGroupOf(s.type as AccountType, s.parentType as AccountType | null)]
const sortName = (s: Seller) => `${s.companyName.toLowerCase()}\u001f${s.contactName.toLowerCase()}`
const averagePrice = (s: Seller) => (s.priced ? s.priceTotal / s.priced : null)

type Compare = (a: Seller, b: Seller) => number
const desc =
  (key: (s: Seller) => number | null): Compare =>
  (a, b) => {
    const [x, y] = [key(a), key(b)]
    if (x === y) return 0
    if (x === null || y === null) return x === null ? 1 : -1
    return y - x
  }
const byId: Compare = (a, b) => a.accountId - b.accountId
const byName: Compare = (a, b) => (sortName(a) < sortName(b) ? -1 : sortName(a) > sortName(b) ? 1 : 0)

// The six broker sorts of spec §9 as web/rules/broker-sorts.ts describes them.
const compares: Record<BrokerSort, Compare[]> = {
  default: [desc(planLevel), desc((s) => s.listingCount), byId],
  'name-az': [byName, byId],
  'name-za': [(a, b) => byName(b, a), (a, b) => byId(b, a)],
  'listings-high': [desc((s) => s.listingCount), byId],
  'price-high': [desc(averagePrice), byId],
  'acres-high': [desc((s) => s.hundredths), byId],
}

function expected(
  sellers: readonly Seller[],
  siteId: number,
  sort: BrokerSort,
  keep: (s: Seller) => boolean = () => true,
) {
  return sellers
    .filter((s) => s.siteId === siteId && s.isActive === 1 && keep(s))
    .sort((a, b) => compares[sort].reduce((result, compare) => result || compare(a, b), 0))
}

describe('the directory', () => {
  it.each(brokerSortIds.map((sort) => [sort]))(
    'lists every active seller with listings, in the order %s',
    async (sort) => {
      const sellers = await plainSellers()
      const want = expected(sellers, 1, sort)
      expect(want.length).toBeGreaterThan(50)
      const got = await directoryAll({ sort })
      expect(got.totalCount).toBe(want.length)
      expect(got.sellers.map((s) => s.accountId)).toEqual(want.map((s) => s.accountId))
      const [first] = got.sellers
      const plain = want[0]!
      expect(first).toMatchObject({
        companyName: plain.companyName,
        contactName: plain.contactName,
        directoryType: plain.directoryType,
        listingCount: plain.listingCount,
        totalAcres: plain.hundredths / 100,
        averagePrice: averagePrice(plain) === null ? null : Math.round(averagePrice(plain)!),
      })
    },
  )

  it('counts each seller’s listings, acres and prices as plain SQL does, on every site', async () => {
    const sellers = await plainSellers()
    for (const siteId of siteIdList) {
      const got = await directoryAll({ sort: 'listings-high' }, siteId)
      const want = expected(sellers, siteId, 'listings-high')
      expect(
        got.sellers.map((s) => [s.accountId, s.listingCount, s.totalAcres, s.averagePrice]),
        `site ${siteId}`,
      ).toEqual(
        want.map((s) => [
          s.accountId,
          s.listingCount,
          s.hundredths / 100,
          averagePrice(s) === null ? null : Math.round(averagePrice(s)!),
        ]),
      )
    }
  })

  it('names each seller’s page in the brand’s shape, with the city and state of its office', async () => {
    const [land, landwatch, laf] = await Promise.all(siteIdList.map((siteId) => directory({ sort: 'name-az' }, siteId)))
    expect(land!.sellers[0]!.canonicalUrl).toMatch(/^\/member\/[a-z0-9-]+\/\d+\/$/)
    expect(landwatch!.sellers[0]!.canonicalUrl).toMatch(/^\/profile\/[a-z0-9-]+\/\d+$/)
    expect(laf!.sellers[0]!.canonicalUrl).toMatch(/^\/broker\/[a-z0-9-]+-\d+\/$/)
    const seller = land!.sellers[0]!
    const [office] = await sqlRows<Record<string, unknown>>(
      `SELECT a.city, s.abbreviation AS stateAbbreviation, a.logo_id AS logoId, a.portrait_id AS portraitId
         FROM accounts a LEFT JOIN states s ON s.id = a.state_id WHERE a.account_id = ?1`,
      seller.accountId,
    )
    expect(seller).toMatchObject(office!)
  })

  it.each(directoryTypes.map((type) => [type.label, type.id]))('keeps only %s when asked', async (_, directoryType) => {
    const want = expected(await plainSellers(), 1, 'default', (s) => s.directoryType === directoryType)
    expect(want.length).toBeGreaterThan(0)
    const got = await directoryAll({ directoryType })
    expect(got.sellers.map((s) => s.accountId)).toEqual(want.map((s) => s.accountId))
  })

  it('keeps the sellers whose office is in a state, or a county, with a type, in any order', async () => {
    const sellers = await plainSellers()
    const [busy] = await sqlRows<{ stateId: number; abbreviation: string; countyId: number }>(
      `SELECT a.state_id AS stateId, s.abbreviation, z.county_id AS countyId FROM accounts a
         JOIN states s ON s.id = a.state_id JOIN zips z ON z.zip = a.zip
        WHERE a.account_id IN (SELECT account_id FROM listings) GROUP BY a.state_id ORDER BY count(*) DESC LIMIT 1`,
    )
    const inState = (s: Seller) => s.stateId === busy!.stateId
    for (const sort of brokerSortIds) {
      const got = await directoryAll({ stateAbbreviation: busy!.abbreviation.toLowerCase(), sort })
      expect(got.sellers.map((s) => s.accountId)).toEqual(expected(sellers, 1, sort, inState).map((s) => s.accountId))
    }
    const inCounty = (s: Seller) => s.countyId === busy!.countyId
    const county = await directoryAll({ countyId: busy!.countyId, sort: 'acres-high' })
    expect(county.sellers.length).toBeGreaterThan(0)
    expect(county.sellers.map((s) => s.accountId)).toEqual(
      expected(sellers, 1, 'acres-high', inCounty).map((s) => s.accountId),
    )
    // A county and its own state is the county; a county and another state nothing.
    expect((await directory({ countyId: busy!.countyId, stateAbbreviation: busy!.abbreviation })).totalCount).toBe(
      county.totalCount,
    )
    const other = busy!.abbreviation === 'WY' ? 'VT' : 'WY'
    expect((await directory({ countyId: busy!.countyId, stateAbbreviation: other })).totalCount).toBe(0)
    const agentsInState = (s: Seller) => inState(s) && s.directoryType === 2
    expect((await directoryAll({ stateAbbreviation: busy!.abbreviation, directoryType: 2 })).sellers).toHaveLength(
      expected(sellers, 1, 'default', agentsInState).length,
    )
  })

  it('finds part of a company or contact name, in any case, and takes % and _ as themselves', async () => {
    const sellers = await plainSellers()
    const [word] = await sqlRows<{ word: string }>(
      `SELECT substr(company_name, 1, instr(company_name, ' ') - 1) AS word FROM accounts
        WHERE instr(company_name, ' ') > 3 AND account_id IN (SELECT account_id FROM listings)
        GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    )
    const keyword = word!.word.slice(1).toUpperCase()
    const named = (s: Seller) => sortName(s).includes(keyword.toLowerCase())
    const got = await directoryAll({ keyword: `  ${keyword} `, sort: 'name-za' })
    expect(got.sellers.length).toBeGreaterThan(1)
    expect(got.sellers.map((s) => s.accountId)).toEqual(expected(sellers, 1, 'name-za', named).map((s) => s.accountId))
    const [contact] = got.sellers
    const byContact = await directory({ keyword: contact!.contactName.split(' ').pop()!.toLowerCase() })
    expect(byContact.sellers.map((s) => s.accountId)).toContain(contact!.accountId)

    const percent = await makeSellerWithListing({ company_name: '100% Land_Co' })
    const found = async (keyword: string) => (await directoryAll({ keyword })).sellers.map((s) => s.accountId)
    expect(await found('100% land_c')).toEqual([percent])
    expect(await found('%')).toEqual([percent])
    expect(await found('_')).toEqual([percent])
    expect(await found('0%l')).toEqual([])
  })

  it('puts sellers of the same name in account id order, Z to A the other way', async () => {
    const names = { company_name: 'Quillfeather Twin Realty', contact_name: 'Sam Same' }
    const older = await makeSellerWithListing(names)
    const newer = await makeSellerWithListing(names)
    const twins = async (sort: BrokerSort) =>
      (await directoryAll({ keyword: 'quillfeather twin', sort })).sellers.map((s) => s.accountId)
    expect(await twins('name-az')).toEqual([older, newer])
    expect(await twins('name-za')).toEqual([newer, older])
    expect(await twins('listings-high')).toEqual([older, newer])
  })

  it('leaves out inactive sellers', async () => {
    const inactive = await makeSellerWithListing({ is_active: 0 })
    const everyone = (await directoryAll({ sort: 'listings-high' })).sellers.map((s) => s.accountId)
    expect(everyone).not.toContain(inactive)
  })

  it('past the last page is empty, with the count', async () => {
    const page = await directory({ pageIndex: 399 })
    expect(page.sellers).toEqual([])
    expect(page.totalCount).toBeGreaterThan(50)
  })
})

describe('refused', () => {
  it.each([
    ['a directory type that does not exist', { directoryType: 9 }, 'directoryType'],
    ['a directory type as text', { directoryType: '1' }, 'directoryType'],
    ['a sort that does not exist', { sort: 'cheapest' }, 'sort'],
    ['a state that is not two letters', { stateAbbreviation: 'Texas' }, 'stateAbbreviation'],
    ['a county id as text', { countyId: 'Travis' }, 'countyId'],
    ['a county id of 0', { countyId: 0 }, 'countyId'],
    ['a fractional county id', { countyId: 48453.5 }, 'countyId'],
    ['a keyword that is a number', { keyword: 42 }, 'keyword'],
    ['a keyword too long', { keyword: 'x'.repeat(121) }, 'keyword'],
    ['a page too far', { pageIndex: 400 }, 'pageIndex'],
    ['a body that is not an object', 'everyone', 'body'],
  ])('400 for %s', async (_, body, field) => {
    await expectError(await postJson('/api/broker/directory/1', body), 400, field)
  })

  it('400 for a site that is no brand', async () => {
    await expectError(await postJson('/api/broker/directory/0', {}), 400, 'siteId')
  })

  it('404 naming the state or county that does not exist', async () => {
    await expectError(await postJson('/api/broker/directory/1', { stateAbbreviation: 'ZZ' }), 404, 'stateAbbreviation')
    await expectError(await postJson('/api/broker/directory/1', { countyId: 99999 }), 404, 'countyId')
  })
})

// seller_stats as the directory reads it, and as plain SQL counts it.
const statsColumns = `site_id, account_id, is_active, directory_type, state_id, county_id, plan_level, sort_name,
  listing_count, acre_hundredths, priced_count, price_total, average_price`

async function statsTable() {
  return sqlRows(`SELECT ${statsColumns} FROM seller_stats ORDER BY site_id, account_id`)
}

async function plainStats() {
  return (await plainSellers())
    .map((s) => ({
      site_id: s.siteId,
      account_id: s.accountId,
      is_active: s.isActive,
      directory_type: s.directoryType,
      state_id: s.stateId,
      county_id: s.countyId,
      plan_level: planLevel(s),
      sort_name: sortName(s),
      listing_count: s.listingCount,
      acre_hundredths: s.hundredths,
      priced_count: s.priced,
      price_total: s.priceTotal,
      average_price: averagePrice(s),
    }))
    .sort((a, b) => a.site_id - b.site_id || a.account_id - b.account_id)
}

let nextId = 800_001
async function makeAccount(fields: Record<string, string | number | null> = {}): Promise<number> {
  const account = {
    account_id: nextId++,
    account_type: accountType.universalStandardSeller,
    directory_type: 1,
    company_name: 'Directory Test Land',
    contact_name: 'Dana Test',
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...fields,
  }
  await insertRow('accounts', account)
  return account.account_id
}

/** A copy of an active listing of the seed, with `changes`; its new id. */
async function copyListing(changes: Record<string, string | number | null>): Promise<number> {
  const id = nextId++
  const values = { ...changes, id }
  const columns = tableColumns.listings.filter((column) => column !== 'site_listing_id')
  const select = columns.map((column) => (column in values ? `?${Object.keys(values).indexOf(column) + 1}` : column))
  await env.DB.prepare(
    `INSERT INTO listings (${columns.join(', ')})
     SELECT ${select.join(', ')} FROM listings WHERE market_status = 1 AND price > 2 ORDER BY id LIMIT 1`,
  )
    .bind(...Object.values(values))
    .run()
  return id
}

async function makeSellerWithListing(fields: Record<string, string | number | null>): Promise<number> {
  const accountId = await makeAccount(fields)
  await copyListing({ account_id: accountId, parent_account_id: null, site_mask: 7 })
  return accountId
}

describe('seller_stats', () => {
  it('is counted afresh after a load, once', async () => {
    await directory({})
    expect(await statsTable()).toEqual(await plainStats())
    // What a load with the triggers off leaves: nothing counted, and a new load noted.
    await env.DB.prepare('DELETE FROM seller_stats').run()
    const unchanged = await directory({})
    expect(unchanged.totalCount).toBe(0)
    await env.DB.prepare("UPDATE seed_info SET loaded_at = '2030-01-01T00:00:00Z' WHERE id = 1").run()
    expect((await directory({})).totalCount).toBeGreaterThan(50)
    expect(await statsTable()).toEqual(await plainStats())
  })

  it('follows every change of the listings it counts', async () => {
    await directory({}) // counted afresh first, if a load is new: from here only the triggers write it
    const seller = await makeAccount({ company_name: 'Trigger Land' })
    const master = await makeAccount({ account_type: accountType.corporatePremiumMaster })
    const agent = await makeAccount({ account_type: accountType.corporateChild, parent_account_id: master })
    const first = await copyListing({
      account_id: seller,
      parent_account_id: null,
      site_mask: 1,
      price: 90_000,
      acres: 10.25,
    })
    const second = await copyListing({
      account_id: agent,
      parent_account_id: master,
      site_mask: 6,
      price: 2,
      acres: 0.07,
    })
    const third = await copyListing({ account_id: seller, parent_account_id: null, site_mask: 7, market_status: 4 })
    expect(await statsTable()).toEqual(await plainStats())

    const steps = [
      `UPDATE listings SET price = 120000, acres = 33.33 WHERE id = ${first}`,
      `UPDATE listings SET price = 0 WHERE id = ${first}`,
      `UPDATE listings SET market_status = 2 WHERE id = ${second}`,
      `UPDATE listings SET market_status = 1 WHERE id = ${third}`,
      `UPDATE listings SET market_status = 3 WHERE id = ${first}`,
      `UPDATE listings SET site_mask = 3 WHERE id = ${second}`,
      `UPDATE listings SET account_id = ${seller}, parent_account_id = NULL WHERE id = ${second}`,
      `UPDATE listings SET parent_account_id = ${master} WHERE id = ${third}`,
      `UPDATE listings SET title = 'Only the title' WHERE id = ${third}`,
      `DELETE FROM listings WHERE id = ${second}`,
      `DELETE FROM listings WHERE id = ${first}`,
    ]
    for (const step of steps) {
      await env.DB.prepare(step).run()
      expect(await statsTable(), step).toEqual(await plainStats())
    }
  })

  it('follows the account fields it copies, and a master’s plan to its agents', async () => {
    const master = await makeAccount({ account_type: accountType.corporateStandardMaster })
    const agent = await makeAccount({ account_type: accountType.corporateChild, parent_account_id: master })
    await copyListing({ account_id: agent, parent_account_id: master, site_mask: 7 })
    const [zip] = await sqlRows<{ zip: string }>('SELECT zip FROM zips WHERE county_id IS NOT NULL LIMIT 1')
    const steps = [
      `UPDATE accounts SET is_active = 0 WHERE account_id = ${agent}`,
      `UPDATE accounts SET is_active = 1, directory_type = 3 WHERE account_id = ${agent}`,
      `UPDATE accounts SET company_name = 'Zeta Ranches', contact_name = 'Al Zed' WHERE account_id = ${agent}`,
      `UPDATE accounts SET state_id = 56, zip = '${zip!.zip}' WHERE account_id = ${agent}`,
      `UPDATE accounts SET account_type = ${accountType.corporateSignatureMaster} WHERE account_id = ${master}`,
    ]
    for (const step of steps) {
      await env.DB.prepare(step).run()
      expect(await statsTable(), step).toEqual(await plainStats())
    }
    const [agentRow] = await sqlRows<{ plan_level: number }>(
      'SELECT plan_level FROM seller_stats WHERE account_id = ?1',
      agent,
    )
    expect(agentRow!.plan_level).toBe(listingLevel.signature)
  })

  it('ranks plans as web/rules/account-rules.ts groups them, an agent by its master', async () => {
    const types = Object.values(accountType)
    const cases: [number, AccountType, AccountType | null][] = []
    for (const type of types) cases.push([await makeAccount({ account_type: type }), type, null])
    for (const parentType of types) {
      const parent = await makeAccount({ account_type: parentType })
      cases.push([
        await makeAccount({ account_type: accountType.corporateChild, parent_account_id: parent }),
        4,
        parentType,
      ])
    }
    const levels = await sqlRows<{ id: number; level: number }>(
      `SELECT account_id AS id, plan_level AS level FROM seller_directory_fields WHERE account_id >= ?1 ORDER BY account_id`,
      cases[0]![0],
    )
    const byAccount = new Map(levels.map((row) => [row.id, row.level]))
    for (const [id, type, parentType] of cases)
      expect(byAccount.get(id), `type ${type} under ${parentType}`).toBe(listingLevel[planGroupOf(type, parentType)])
  })
})
