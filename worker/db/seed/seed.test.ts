// The seed's D1 loader and what it loads, run inside workerd against a migrated env.DB (generate.test.ts: the rows).
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { brandOfSiteId } from '../../../brands/site-ids.ts'
import { searchUrlCodecs } from '../../../routes/search-urls/search-url-codec.ts'
import { searchCriteria } from '../../../web/search/search-criteria.ts'
import { accountType, directoryTypes, planGroupOf, type AccountType } from '../../../web/rules/account-rules.ts'
import {
  auctionPriceSentinel,
  listingLevel,
  marketStatus,
  propertyTypeFlag,
  transactionType,
  upgradeTier,
} from '../../../web/rules/listing-rules.ts'
import { storedVideo } from '../../../web/rules/listing-media.ts'
import { verifyPassword } from '../../auth/password.ts'
import citiesCsv from '../geo/cities.csv?raw'
import countiesCsv from '../geo/counties.csv?raw'
import statesCsv from '../geo/states.csv?raw'
import zipsCsv from '../geo/zips.csv?raw'
import { insideBoundingBox, parseGeo } from './geo-data.ts'
import { seedD1, type SeedD1Database, type SeedD1Statement } from './seed-d1.ts'
import { tableColumns, type SeedTable } from './tables.ts'
import { seedLogins } from './users.ts'

// The slice of the D1 binding this test uses; typed here so the test does not depend on generated Env types.
interface Query extends SeedD1Statement {
  bind(...values: unknown[]): Query
  all<T = Record<string, unknown>>(): Promise<{ results: T[] }>
  first<T = Record<string, unknown>>(): Promise<T | null>
}
interface TestDb extends SeedD1Database {
  prepare(query: string): Query
}
const db = (env as unknown as { DB: TestDb }).DB
const geo = { states: statesCsv, counties: countiesCsv, cities: citiesCsv, zips: zipsCsv }
const listings = 300
const rows = async <T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]> =>
  (
    await db
      .prepare(sql)
      .bind(...params)
      .all<T>()
  ).results
const one = async (sql: string, ...params: unknown[]): Promise<number> => {
  const row = await db
    .prepare(sql)
    .bind(...params)
    .first<{ n: number }>()
  return Number(row?.n)
}

let seedMs = 0
beforeAll(async () => {
  const started = Date.now()
  await seedD1(db, geo, { listings, seed: 7 })
  seedMs = Date.now() - started
}, 60_000)

describe('seedD1', () => {
  it('loads 300 listings with the whole geography quickly', async () => {
    console.log(`seedD1: ${listings} listings in ${seedMs} ms`)
    expect(seedMs).toBeLessThan(10_000) // ~1-3 s expected; generous for slow CI machines
    expect(await one('SELECT count(*) AS n FROM listings')).toBe(listings)
    expect(await one('SELECT count(*) AS n FROM listings_fts')).toBe(listings)
  })

  it('fills every column of the schema it knows, and knows every column', async () => {
    // table_xinfo, not table_info: table_info hides generated columns, so it could not tell that the seed leaves
    // them out on purpose (hidden 2/3 = generated; SQLite refuses an INSERT that names one).
    for (const table of Object.keys(tableColumns) as SeedTable[]) {
      if (table === 'listings_fts') continue // virtual table: its columns are checked by the FTS query below
      const info = await rows<{ name: string; hidden: number }>(`PRAGMA table_xinfo(${table})`)
      expect(
        info.filter((c) => c.hidden === 0).map((c) => c.name),
        table,
      ).toEqual([...tableColumns[table]])
      const generated = info.filter((c) => c.hidden !== 0).map((c) => c.name)
      expect(generated, table).toEqual(
        table === 'listings'
          ? [
              'price_per_acre',
              'listed_at',
              'feature_bits',
              'geo_cell',
              'last_activity_at',
              'price_band',
              'acres_band',
              'land_bits',
            ]
          : [],
      )
    }
    for (const column of tableColumns.listings) {
      expect(await one(`SELECT count(*) AS n FROM listings WHERE ${column} IS NOT NULL`), column).toBeGreaterThan(0)
    }
  })

  it('has 52 states and 3,221 counties, each county in exactly one region of its own state', async () => {
    expect(await one('SELECT count(*) AS n FROM states')).toBe(52)
    expect(
      await one(
        "SELECT count(*) AS n FROM states WHERE slug IN ('Texas', 'New-Mexico', 'District-of-Columbia', 'Puerto-Rico')",
      ),
    ).toBe(4)
    expect(await one('SELECT count(*) AS n FROM counties')).toBe(3221)
    expect(
      await one(
        'SELECT count(*) AS n FROM counties c JOIN regions r ON r.id = c.region_id AND r.state_id = c.state_id',
      ),
    ).toBe(3221)
    expect(
      await one("SELECT count(*) AS n FROM counties WHERE slug NOT GLOB '*-[A-Z][A-Z]' OR slug GLOB '*[^A-Za-z0-9-]*'"),
    ).toBe(0)
    expect(
      await one(
        "SELECT count(*) AS n FROM counties WHERE slug IN ('Travis-County-TX', 'Orleans-Parish-LA', 'Juneau-Borough-AK')",
      ),
    ).toBe(3)
    const perState = await rows<{ n: number; counties: number }>(
      'SELECT count(DISTINCT r.id) AS n, count(c.id) AS counties FROM regions r JOIN counties c ON c.region_id = r.id GROUP BY r.state_id',
    )
    expect(perState).toHaveLength(52)
    for (const s of perState) {
      expect(s.n).toBeGreaterThanOrEqual(1)
      expect(s.n).toBeLessThanOrEqual(8)
      if (s.counties > 8) expect(s.n).toBeGreaterThanOrEqual(3)
    }
    expect(await one("SELECT count(*) AS n FROM regions WHERE slug NOT LIKE '%-Region'")).toBe(0)
    expect(await one("SELECT count(*) AS n FROM regions WHERE slug = 'Central-Texas-Region'")).toBe(1)
  })

  it('has every account type and directory type, and corporate children under masters', async () => {
    const types = (await rows<{ t: number }>('SELECT DISTINCT account_type AS t FROM accounts')).map((r) => r.t)
    expect(types.sort((a, b) => a - b)).toEqual(Object.values(accountType).sort((a, b) => a - b))
    const dirs = (await rows<{ d: number }>('SELECT DISTINCT directory_type AS d FROM accounts')).map((r) => r.d)
    expect(dirs.sort()).toEqual(directoryTypes.map((d) => d.id).sort())
    const children = await rows<{ type: number; parentType: number | null }>(
      'SELECT a.account_type AS type, p.account_type AS parentType FROM accounts a LEFT JOIN accounts p ON p.account_id = a.parent_account_id WHERE a.parent_account_id IS NOT NULL OR a.account_type = ?',
      accountType.corporateChild,
    )
    expect(children.length).toBeGreaterThan(0)
    for (const c of children) {
      expect(c.type).toBe(accountType.corporateChild)
      expect([
        accountType.corporateStandardMaster,
        accountType.corporateSignatureMaster,
        accountType.corporatePremiumMaster,
      ]).toContain(c.parentType)
    }
    // NXX-NXX-XXXX, N = 2-9 (checked here: D1 caps LIKE/GLOB patterns at 50 bytes)
    const phones = await rows<{ p: string }>(
      "SELECT phone_office AS p FROM accounts UNION SELECT tracking_phone_number FROM accounts WHERE tracking_phone_number != ''",
    )
    for (const { p } of phones) expect(p).toMatch(/^[2-9]\d\d-[2-9]\d\d-\d{4}$/)
  })

  it('has a seller who has left (10017): inactive, with no listings', async () => {
    expect(await one('SELECT is_active AS n FROM accounts WHERE account_id = 10017 AND is_seller = 1')).toBe(0)
    expect(await one('SELECT count(*) AS n FROM listings WHERE account_id = 10017')).toBe(0)
  })

  it('gives awards and videos to some active paid sellers only, and both to the showcase master (10001)', async () => {
    const holders = await rows<{ id: number; type: number; parentType: number | null; active: number }>(
      `SELECT a.account_id AS id, a.account_type AS type, p.account_type AS parentType, a.is_active AS active
         FROM accounts a LEFT JOIN accounts p ON p.account_id = a.parent_account_id
        WHERE a.video_host IS NOT NULL OR a.account_id IN (SELECT account_id FROM account_awards)`,
    )
    expect(holders.length).toBeGreaterThan(2)
    for (const holder of holders) {
      expect(holder.active, `account ${holder.id}`).toBe(1)
      expect(planGroupOf(holder.type as AccountType, holder.parentType as AccountType | null)).not.toBe('free')
    }
    const videos = await rows<{ host: number; id: string }>(
      'SELECT video_host AS host, video_id AS id FROM accounts WHERE video_host IS NOT NULL',
    )
    for (const video of videos) expect(storedVideo(video.host, video.id), video.id).not.toBeNull()
    expect(await one('SELECT count(*) AS n FROM account_awards WHERE account_id = 10001')).toBeGreaterThan(0)
    expect(await one('SELECT count(*) AS n FROM accounts WHERE account_id = 10001 AND video_id IS NOT NULL')).toBe(1)
    // Positions count from 1 within each seller; years are recent.
    expect(
      await one(
        `SELECT count(*) AS n FROM account_awards w WHERE position != 1
            AND NOT EXISTS (SELECT 1 FROM account_awards v WHERE v.account_id = w.account_id AND v.position = w.position - 1)`,
      ),
    ).toBe(0)
    expect(await one('SELECT count(*) AS n FROM account_awards WHERE year NOT BETWEEN 2015 AND 2026')).toBe(0)
  })

  it('gives every seller its own address under example.com (the seed login’s its login’s), reaching no one', async () => {
    const emails = await rows<{ e: string }>('SELECT email AS e FROM accounts WHERE is_seller = 1')
    expect(emails.length).toBeGreaterThan(0)
    // The seed's seller login gets its copies of leads at its own (reserved .localhost) address, with a login link.
    expect(emails.filter(({ e }) => e === seedLogins.seller.email)).toHaveLength(1)
    for (const { e } of emails.filter(({ e }) => e !== seedLogins.seller.email))
      expect(e).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.[a-z0-9-]+@[a-z0-9]+(-[a-z0-9]+)*\.example\.com$/)
    expect(new Set(emails.map(({ e }) => e)).size).toBe(emails.length)
  })

  it('places every listing inside its state, county and region', async () => {
    const states = new Map(parseGeo(geo).states.map((s) => [s.id, s]))
    const points = await rows<{ id: number; state_id: number; lat: number; lng: number }>(
      'SELECT id, state_id, lat, lng FROM listings',
    )
    for (const p of points) {
      const state = states.get(p.state_id)
      expect(state && insideBoundingBox(state, p.lat, p.lng), `listing ${p.id}`).toBe(true)
    }
    expect(
      await one(
        'SELECT count(*) AS n FROM listings l JOIN counties c ON c.id = l.county_id WHERE c.state_id != l.state_id OR c.region_id IS NOT l.region_id',
      ),
    ).toBe(0)
    expect(
      await one(
        'SELECT count(*) AS n FROM listings l JOIN cities c ON c.id = l.city_id WHERE c.state_id != l.state_id OR c.name != l.city_name',
      ),
    ).toBe(0)
  })

  it('keeps levels, tiers, flags, statuses and media consistent', async () => {
    const ls = await rows<Record<string, number | string | null>>(
      'SELECT l.*, a.account_type, p.account_type AS parent_type FROM listings l JOIN accounts a ON a.account_id = l.account_id LEFT JOIN accounts p ON p.account_id = a.parent_account_id',
    )
    const levels = new Set(ls.map((l) => l.listing_level))
    expect([...levels].sort()).toEqual(Object.values(listingLevel).sort())
    for (const l of ls) {
      const up = l.upgrade_level_id
      if (l.listing_level === listingLevel.free) expect(up).toBe(upgradeTier.none)
      expect([l.is_gold, l.is_platinum, l.is_showcase, l.is_diamond, l.is_courtesy]).toEqual([
        Number(up === upgradeTier.gold),
        Number(up === upgradeTier.platinum),
        Number(up === upgradeTier.showcase),
        Number(up === upgradeTier.diamond),
        Number(up === upgradeTier.courtesy),
      ])
      const house = (Number(l.type_flags) & propertyTypeFlag.house) !== 0
      expect(l.has_house).toBe(Number(house))
      expect(l.beds !== null && l.baths !== null && l.home_sqft !== null).toBe(house)
      if (l.listing_level === listingLevel.homes) expect(house).toBe(true)
      expect(l.sales_date !== null).toBe(l.market_status === marketStatus.sold)
      if (l.price === auctionPriceSentinel) expect(l.transaction_type).toBe(transactionType.auction)
      expect(l.auction_date !== null).toBe(l.transaction_type === transactionType.auction)
      if (planGroupOf(l.account_type as AccountType, l.parent_type as AccountType | null) === 'free')
        expect(l.listing_level).toBe(listingLevel.free)
      expect(Number(l.acres)).toBeGreaterThanOrEqual(0.2)
      expect(Number(l.acres)).toBeLessThanOrEqual(20_000)
    }
    expect(
      await one(
        'SELECT count(*) AS n FROM listings l WHERE thumbnail_document_id IS NOT (SELECT document_id FROM listing_images i WHERE i.listing_id = l.id AND i.position = 0) OR image_count != (SELECT count(*) FROM listing_images i WHERE i.listing_id = l.id)',
      ),
    ).toBe(0)
    expect(await one('SELECT min(image_count) AS n FROM listings')).toBeGreaterThanOrEqual(1)
    expect(await one('SELECT max(image_count) AS n FROM listings')).toBeLessThanOrEqual(30)
    expect(
      await one("SELECT count(*) AS n FROM listings_fts WHERE listings_fts MATCH 'county_name:county'"),
    ).toBeGreaterThan(0)
  })

  it("links lakefront listings to their county's lake, and only those", async () => {
    expect(
      await one(
        'SELECT count(*) AS n FROM listings l LEFT JOIN lakes k ON k.id = l.lake_id WHERE l.lake_id IS NOT NULL AND (k.id IS NULL OR k.state_id != l.state_id OR k.county_id IS NOT l.county_id)',
      ),
    ).toBe(0)
    expect(
      await one(
        'SELECT count(*) AS n FROM listings WHERE lake_id IS NOT NULL AND type_flags & ? = 0',
        propertyTypeFlag.lakefront,
      ),
    ).toBe(0)
    const shore = await db
      .prepare(
        'SELECT count(*) AS n, count(lake_id) AS linked FROM listings WHERE type_flags & ?1 != 0 AND county_id IN (SELECT county_id FROM lakes)',
      )
      .bind(propertyTypeFlag.lakefront)
      .first<{ n: number; linked: number }>()
    expect(shore?.n).toBeGreaterThan(0)
    expect(shore?.linked).toBeGreaterThanOrEqual(0.8 * (shore?.n ?? 0)) // all but the odd point moved off the lake
  })

  it('has price_per_acre = price / acres, and none for Contact for Price (0) or Auction (2)', async () => {
    const ls = await rows<{ id: number; price: number; acres: number; ppa: number | null }>(
      'SELECT id, price, acres, price_per_acre AS ppa FROM listings',
    )
    expect(ls.filter((l) => l.price === 0).length).toBeGreaterThan(0)
    expect(ls.filter((l) => l.price === auctionPriceSentinel).length).toBeGreaterThan(0)
    for (const l of ls) {
      if (l.price > auctionPriceSentinel) expect(l.ppa, `listing ${l.id}`).toBeCloseTo(l.price / l.acres, 6)
      else expect(l.ppa, `listing ${l.id}`).toBeNull()
    }
  })

  it('creates the admin and seller logins with their documented passwords', async () => {
    const admin = await db
      .prepare('SELECT password_hash AS h, is_admin AS a FROM users WHERE email = ?')
      .bind(seedLogins.admin.email)
      .first<{ h: string; a: number }>()
    expect(admin?.a).toBe(1)
    expect(await verifyPassword(seedLogins.admin.password, admin?.h ?? '')).toBe(true)
    const seller = await db
      .prepare('SELECT password_hash AS h, account_id AS acct FROM users WHERE email = ?')
      .bind(seedLogins.seller.email)
      .first<{ h: string; acct: number }>()
    expect(await verifyPassword(seedLogins.seller.password, seller?.h ?? '')).toBe(true)
    expect(await one('SELECT count(*) AS n FROM listings WHERE account_id = ?', seller?.acct)).toBeGreaterThan(0)
    // On wherever a brand has a finance center; which brands do is brand config, so no site's row repeats it.
    expect(await one("SELECT value AS n FROM feature_flags WHERE name = 'financeCenter' AND site_id = 0")).toBe(1)
    expect(await one("SELECT count(*) AS n FROM feature_flags WHERE name = 'financeCenter' AND site_id != 0")).toBe(0)
  })

  it('gives every saved and popular search valid criteria and the URL its brand builds for them', async () => {
    const searches = await rows<{ site_id: number; path: string; criteria: string }>(
      'SELECT site_id, path, criteria FROM saved_searches UNION ALL SELECT site_id, path, criteria FROM popular_searches',
    )
    expect(searches.length).toBeGreaterThan(20)
    for (const search of searches) {
      const criteria = v.parse(searchCriteria, JSON.parse(search.criteria))
      const codec = searchUrlCodecs[brandOfSiteId(search.site_id)!]
      expect(search.path).toBe(codec.build(criteria))
      expect(codec.parse(search.path), search.path).not.toBeNull()
    }
  })
})
