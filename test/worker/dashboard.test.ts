import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { siteIdList, siteIds, siteMaskOf } from '../../brands/site-ids.ts'
import { csrfHeader } from '../../web/api/account-call.ts'
import {
  dashboardFlags,
  dashboardLabels,
  dashboardSummary,
  type DashboardFlags,
  type DashboardSummary,
} from '../../web/api/dashboard.ts'
import { featureFlagDescriptions, featureFlagNames } from '../../web/api/feature-flags.ts'
import { listingLogTypes } from '../../web/api/logging.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import { everySiteNeedsValue } from '../../worker/api/dashboard-routes.ts'
import { csrfRefused } from '../../worker/auth/csrf.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { insertRow, seedTestDb, sqlRows } from './seeded-db.ts'
import { callAs, logInAs, type TestSession } from './session-client.ts'

// The admin dashboard's calls through the real worker: only an admin is answered; the counts equal plain SQL over
// the seeded rows (plus leads, sign-ups and events made here, in recent weeks); flags set here are what
// GET /api/featureflag/{name} then answers, on the site they were set for.

const dayMs = 86_400_000
const now = Date.now()
const daysAgo = (days: number) => new Date(now - days * dayMs).toISOString()

let admin: TestSession
let buyer: TestSession

beforeAll(async () => {
  await seedTestDb(300)
  const [listing] = await sqlRows<{ id: number; account_id: number }>('SELECT id, account_id FROM listings LIMIT 1')
  // Leads on sites 1 and 2 in some recent weeks (not all: the series must show its zeros), sign-ups, events.
  let id = 900_000
  for (const [days, siteId] of [
    [0, 1],
    [0, 2],
    [9, 1],
    [9, 1],
    [25, 2],
    [40, 1],
  ] as const) {
    await insertRow('leads', {
      id: id++,
      site_id: siteId,
      lead_source: 'listing-detail',
      account_id: listing!.account_id,
      listing_id: listing!.id,
      name: 'Jane Buyer',
      email: 'jane@example.com',
      created_at: daysAgo(days),
    })
  }
  // No leads at all 8 to 10 weeks ago, so the series has weeks of zeros on every site.
  await sqlRows('DELETE FROM leads WHERE created_at >= ?1 AND created_at < ?2', daysAgo(70), daysAgo(56))
  for (const days of [2, 3, 30]) {
    await insertRow('users', {
      email: `new-${days}@example.com`,
      password_hash: 'x',
      created_at: daysAgo(days),
      updated_at: daysAgo(days),
    })
  }
  // The two newest events of all: a second and two after the newest the seed made.
  const [newest] = await sqlRows<{ at: string }>('SELECT max(created_at) AS at FROM listing_events')
  const afterSeed = (ms: number) => new Date(Math.max(now, Date.parse(newest!.at)) + ms).toISOString()
  await insertRow('listing_events', {
    id: 900_001,
    log_type: listingLogTypes.phoneClick,
    site_id: 3,
    account_id: listing!.account_id,
    listing_id: listing!.id,
    created_at: afterSeed(1000),
  })
  await insertRow('listing_events', {
    id: 900_002,
    log_type: listingLogTypes.sellerViewed,
    site_id: 3,
    account_id: listing!.account_id,
    listing_id: null,
    created_at: afterSeed(2000),
  })
  admin = await logInAs(seedLogins.admin.email, seedLogins.admin.password)
  buyer = await logInAs(seedLogins.buyer.email, seedLogins.buyer.password)
})

const summaryOf = async (siteId: number): Promise<DashboardSummary> => {
  const response = await callAs(admin, `/api/dashboard/summary/${siteId}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  return v.parse(dashboardSummary, await response.json())
}

const setFlag = (session: TestSession | null, siteId: number | string, body: unknown, host = 'land.localhost') =>
  callAs(session, `/api/dashboard/flags/${siteId}`, { method: 'POST', body: JSON.stringify(body) }, host)

/** What GET /api/featureflag/{name} answers on a brand's host. */
const flagOn = async (host: string, name: string) =>
  ((await (await exports.default.fetch(`http://${host}/api/featureflag/${name}`)).json()) as { value: boolean }).value

describe('who is answered', () => {
  const calls = [
    ['GET', '/api/dashboard/summary/0'],
    ['GET', '/api/dashboard/flags'],
    ['POST', '/api/dashboard/flags/0'],
  ] as const
  const init = (method: string) =>
    method === 'POST' ? { method, body: JSON.stringify({ name: 'financeCenter', value: false }) } : { method }

  it.each(calls)('%s %s: 401 logged out', async (method, path) => {
    const response = await callAs(null, path, init(method))
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ field: 'session' })
  })

  it.each(calls)('%s %s: 403 for a buyer', async (method, path) => {
    const response = await callAs(buyer, path, init(method))
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ field: 'session' })
  })

  it('400 naming siteId for a site that does not exist', async () => {
    const response = await callAs(admin, '/api/dashboard/summary/9')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field: 'siteId' })
  })
})

describe('the summary', () => {
  it.each([0, ...siteIdList])('site %i: listings by status, level and tier equal SQL counts', async (siteId) => {
    const summary = await summaryOf(siteId)
    expect(summary.siteId).toBe(siteId)
    const mask = siteMaskOf(siteId)
    const countsBy = async (column: string, active = false) =>
      Object.fromEntries(
        (
          await sqlRows<{ k: number; n: number }>(
            `SELECT ${column} AS k, count(*) AS n FROM listings WHERE (site_mask & ?1) != 0
             ${active ? 'AND market_status IN (1, 2)' : ''} GROUP BY ${column}`,
            mask,
          )
        ).map((row) => [row.k, row.n]),
      )
    const byStatus = await countsBy('market_status')
    expect(summary.listingsByStatus.map((row) => [row.id, row.count])).toEqual(
      Object.values(marketStatus).map((status) => [status, byStatus[status] ?? 0]),
    )
    expect(summary.listingsByStatus.map((row) => row.label)).toEqual(Object.values(dashboardLabels.marketStatus))
    for (const [column, rows] of [
      ['listing_level', summary.listingsByLevel],
      ['upgrade_level_id', summary.listingsByUpgrade],
    ] as const) {
      const all = await countsBy(column)
      const active = await countsBy(column, true)
      for (const row of rows) {
        expect(row.count, `${column} ${row.id}`).toBe(all[row.id] ?? 0)
        expect(row.activeCount, `${column} ${row.id} active`).toBe(active[row.id] ?? 0)
      }
      // Every value the table has is in the list.
      expect(Object.keys(all).every((value) => rows.some((row) => row.id === Number(value)))).toBe(true)
    }
    const [total] = await sqlRows<{ n: number; active: number }>(
      `SELECT count(*) AS n, count(*) FILTER (WHERE market_status IN (1, 2)) AS active FROM listings
        WHERE (site_mask & ?1) != 0`,
      mask,
    )
    expect(summary.totals.listings).toBe(total!.n)
    expect(summary.totals.activeListings).toBe(total!.active)
    expect(summary.totals.activeListings).toBeGreaterThan(0)
  })

  it('lists every level and tier the spec names, with zeros', async () => {
    const summary = await summaryOf(siteIds.laf)
    expect(summary.listingsByLevel.map((row) => [row.id, row.label])).toEqual([
      [3, 'Free'],
      [20, 'Standard'],
      [21, 'Homes'],
      [23, 'Premium'],
      [30, 'Signature'],
    ])
    expect(summary.listingsByUpgrade.map((row) => row.label)).toEqual([
      'No upgrade',
      'Courtesy',
      'Showcase',
      'Gold',
      'Platinum',
      'Diamond',
    ])
  })

  it.each([0, 1, 2])('site %i: 12 weeks of leads and sign-ups, zeros included, as SQL counts them', async (siteId) => {
    const summary = await summaryOf(siteId)
    expect(summary.weeks).toHaveLength(12)
    const mondays = summary.weeks.map((week) => new Date(`${week.weekStart}T00:00:00Z`))
    for (const [i, monday] of mondays.entries()) {
      expect(monday.getUTCDay()).toBe(1)
      if (i) expect(monday.getTime() - mondays[i - 1]!.getTime()).toBe(7 * dayMs)
    }
    const countedAt = Date.parse(summary.countedAt)
    expect(countedAt - mondays[11]!.getTime()).toBeGreaterThanOrEqual(0)
    expect(countedAt - mondays[11]!.getTime()).toBeLessThan(7 * dayMs)
    for (const [i, week] of summary.weeks.entries()) {
      const start = week.weekStart
      const end = new Date(mondays[i]!.getTime() + 7 * dayMs).toISOString().slice(0, 10)
      const [leads] = await sqlRows<{ n: number }>(
        'SELECT count(*) AS n FROM leads WHERE created_at >= ?1 AND created_at < ?2 AND (?3 = 0 OR site_id = ?3)',
        start,
        end,
        siteId,
      )
      const [signUps] = await sqlRows<{ n: number }>(
        'SELECT count(*) AS n FROM users WHERE created_at >= ?1 AND created_at < ?2',
        start,
        end,
      )
      expect([week.weekStart, week.leads, week.signUps]).toEqual([start, leads!.n, signUps!.n])
    }
    expect(summary.weeks.some((week) => week.leads === 0)).toBe(true)
    expect(summary.weeks.some((week) => week.signUps === 0)).toBe(true)
    expect(summary.weeks.at(-1)!.leads).toBeGreaterThan(0)
    expect(summary.weeks.reduce((sum, week) => sum + week.signUps, 0)).toBeGreaterThanOrEqual(3)
  })

  it('counts users, and leads of the last 30 days on the site', async () => {
    for (const siteId of [0, 1, 2, 3]) {
      const summary = await summaryOf(siteId)
      const since = new Date(Date.parse(summary.countedAt) - 30 * dayMs).toISOString().replace('.000Z', 'Z')
      const [leads] = await sqlRows<{ n: number }>(
        'SELECT count(*) AS n FROM leads WHERE created_at >= ?1 AND (?2 = 0 OR site_id = ?2)',
        since,
        siteId,
      )
      const [users] = await sqlRows<{ n: number }>('SELECT count(*) AS n FROM users')
      expect(summary.totals.leadsLast30Days).toBe(leads!.n)
      expect(summary.totals.users).toBe(users!.n)
    }
    expect((await summaryOf(1)).totals.leadsLast30Days).toBeGreaterThanOrEqual(3)
  })

  it('lists the 50 newest events of the site, named, with the listing title', async () => {
    for (const siteId of [0, 3]) {
      const summary = await summaryOf(siteId)
      const expected = await sqlRows<{ id: number; log_type: number; title: string | null }>(
        `SELECT e.id, e.log_type, l.title FROM listing_events e LEFT JOIN listings l ON l.id = e.listing_id
          WHERE ?1 = 0 OR e.site_id = ?1 ORDER BY e.created_at DESC, e.id DESC LIMIT 50`,
        siteId,
      )
      expect(expected).toHaveLength(50)
      expect(summary.recentEvents.map((event) => [event.id, event.logType, event.listingTitle])).toEqual(
        expected.map((row) => [row.id, row.log_type, row.title]),
      )
    }
    const [newest, next] = (await summaryOf(3)).recentEvents
    expect(newest).toMatchObject({ id: 900_002, logTypeName: 'Seller viewed', listingId: null, listingTitle: null })
    expect(next).toMatchObject({ id: 900_001, logTypeName: 'Phone click', siteId: 3 })
    expect(next!.listingTitle).toEqual(expect.any(String))
  })
})

describe('feature flags', () => {
  const flagsOf = async (response: Response) => {
    expect(response.status).toBe(200)
    return v.parse(dashboardFlags, await response.json()).flags
  }

  it('lists every flag the pages read, each with what it does and its value on every site', async () => {
    const flags = await flagsOf(await callAs(admin, '/api/dashboard/flags'))
    expect(flags.map((flag) => [flag.name, flag.description])).toEqual(Object.entries(featureFlagDescriptions))
    for (const flag of flags) expect(flag.sites.map((site) => site.siteId)).toEqual([0, ...siteIdList])
    // The seed holds no flag that nothing reads.
    const rows = await sqlRows<{ name: string }>('SELECT DISTINCT name FROM feature_flags ORDER BY name')
    expect(rows.map((row) => row.name)).toEqual([...featureFlagNames].sort())
    // The seed turns savedSearchPopover on for every site and off for the farm-and-ranch site.
    const popover = flags.find((flag) => flag.name === 'savedSearchPopover')!
    expect(popover.sites.map((site) => [site.value, site.effective])).toEqual([
      [true, true],
      [null, true],
      [null, true],
      [false, false],
    ])
  })

  it('sets a flag on one site, which the site then reads and the others do not, and puts it back as every site', async () => {
    const name = 'financeCenter'
    const valuesOf = (flags: DashboardFlags['flags']) =>
      flags.find((flag) => flag.name === name)!.sites.map((site) => [site.value, site.effective])
    expect(await flagOn('landwatch.localhost', name)).toBe(true)
    const off = await flagsOf(await setFlag(admin, siteIds.landwatch, { name, value: false }))
    expect(valuesOf(off)).toEqual([
      [true, true],
      [null, true],
      [false, false],
      [null, true],
    ])
    expect(await flagOn('landwatch.localhost', name)).toBe(false)
    expect(await flagOn('land.localhost', name)).toBe(true)
    expect(await flagOn('laf.localhost', name)).toBe(true)

    // As every site: the site's own row goes, and every site's value is read there again.
    const back = await flagsOf(await setFlag(admin, siteIds.landwatch, { name, value: null }))
    expect(valuesOf(back)).toEqual([
      [true, true],
      [null, true],
      [null, true],
      [null, true],
    ])
    expect(await flagOn('landwatch.localhost', name)).toBe(true)
    expect(await sqlRows('SELECT site_id AS siteId FROM feature_flags WHERE name = ?1', name)).toEqual([{ siteId: 0 }])
  })

  it('400 naming value when every site is asked to follow every site, and keeps its value', async () => {
    const response = await setFlag(admin, 0, { name: 'financeCenter', value: null })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field: 'value', message: everySiteNeedsValue })
    expect(await sqlRows("SELECT value FROM feature_flags WHERE name = 'financeCenter'")).toEqual([{ value: 1 }])
  })

  it('400 naming name for a flag no page reads, and makes no row', async () => {
    const response = await setFlag(admin, siteIds.land, { name: 'dashboardTestFlag', value: true })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      field: 'name',
      message: expect.stringContaining('savedSearchPopover'),
    })
    expect(await sqlRows("SELECT 1 FROM feature_flags WHERE name = 'dashboardTestFlag'")).toEqual([])
  })

  it('migration 0031 takes away the rows of the flags nothing read, and keeps the others', async () => {
    const migration = env.TEST_MIGRATIONS.find((one) => one.name === '0031_unread_feature_flags.sql')!
    const insert = env.DB.prepare("INSERT INTO feature_flags (name, site_id, value, updated_at) VALUES (?1, ?2, 1, '')")
    await env.DB.batch([
      insert.bind('newSearchMap', 0),
      insert.bind('listingCarousel', 0),
      insert.bind('listingCarousel', 2),
    ])
    const before = await sqlRows(
      'SELECT name, site_id, value FROM feature_flags WHERE name IN (?1, ?2)',
      ...featureFlagNames,
    )
    await env.DB.batch(migration.queries.map((query) => env.DB.prepare(query)))
    expect(await sqlRows('SELECT name, site_id, value FROM feature_flags')).toEqual(before)
  })

  it('refuses a POST without the CSRF token (403) and changes nothing', async () => {
    const response = await exports.default.fetch('http://land.localhost/api/dashboard/flags/0', {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'csrfTestFlag', value: true }),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ field: csrfHeader, message: csrfRefused })
    expect(await sqlRows('SELECT 1 FROM feature_flags WHERE name = ?1', 'csrfTestFlag')).toEqual([])
    const wrongToken = await exports.default.fetch('http://land.localhost/api/dashboard/flags/0', {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json', [csrfHeader]: buyer.csrfToken },
      body: JSON.stringify({ name: 'csrfTestFlag', value: true }),
    })
    expect(wrongToken.status).toBe(403)
  })

  it.each([
    [{ name: '1bad name', value: true }, 'name'],
    [{ name: '', value: true }, 'name'],
    [{ value: true }, 'name'],
    [{ name: 'financeCenter', value: 'yes' }, 'value'],
  ])('400 naming the field for %j', async (body, field) => {
    const response = await setFlag(admin, 0, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'Bad Request', field })
  })

  it('400 naming siteId for a site that does not exist', async () => {
    const response = await setFlag(admin, 7, { name: 'financeCenter', value: true })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field: 'siteId' })
  })
})
