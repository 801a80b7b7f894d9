import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { BrandId } from '../../brands/brand-config.ts'
import { brandOfSiteId, siteIds } from '../../brands/site-ids.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { sendDailyDigests } from '../../worker/alerts/daily-digests.ts'
import { queueInstantAlerts } from '../../worker/alerts/instant-alerts.ts'
import worker from '../../worker/index.ts'
import { insertRow, seedTestDb, sqlRows } from './seeded-db.ts'
import { testConfig } from './worker-config.ts'

// Saved-search alerts (worker/alerts/): instant alerts when a listing changes and the daily digest of the cron, on
// seeded listings moved to places, prices and times of each test's choosing. Which searches find a listing is the
// search's own business (test/worker/search-*.test.ts); here: that the saved search's place, filters and site decide,
// who is mailed, and that nothing is mailed twice.

const hourMs = 3_600_000
const dayMs = 24 * hourMs
/** Later than every seeded listing's times, so only the listings a test changes are new. */
const start = new Date('2030-06-01T12:00:00Z')
const at = (ms: number) => new Date(start.getTime() + ms)
/** A time as listings keep them: ISO to the second. */
const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')

const texas = 48
const ohio = 39
const arkansas = 5
const kimbleTx = 48267
const travisTx = 48453
const franklinOh = 39049
const millerAr = 5091
const bowieTx = 48037

interface Place {
  stateId: number
  countyId: number
  lat: number
  lng: number
}
const kimble: Place = { stateId: texas, countyId: kimbleTx, lat: 30.49, lng: -99.75 }
const franklin: Place = { stateId: ohio, countyId: franklinOh, lat: 39.97, lng: -83.0 }
/** Across the state line from Texarkana, Texas (ZIP 75501): about 5 miles. */
const texarkanaAr: Place = { stateId: arkansas, countyId: millerAr, lat: 33.44, lng: -93.99 }

const users = { buyer: 90_001, other: 90_002, blocked: 90_003, inactive: 90_004 }
const emailOf = (user: number) => `buyer${user}@buyers.test`

interface OutboxRow {
  site_id: number
  kind: string
  to_address: string
  subject: string
  body_text: string
  body_html: string
}
const outbox = () =>
  sqlRows<OutboxRow>('SELECT site_id, kind, to_address, subject, body_text, body_html FROM email_outbox ORDER BY id')

let spareListings: number[] = []
const usedListings: number[] = []

beforeAll(async () => {
  await seedTestDb(300)
  // Seeded listings past the harness's fixed ones, each test taking fresh ones.
  spareListings = (await sqlRows<{ id: number }>('SELECT id FROM listings ORDER BY id DESC LIMIT 200')).map((r) => r.id)
  for (const id of Object.values(users)) {
    await insertRow('users', {
      id,
      email: emailOf(id),
      contact_name: `Buyer ${id}`,
      password_hash: 'not-a-login',
      is_blocked: id === users.blocked ? 1 : 0,
      is_active: id === users.inactive ? 0 : 1,
      created_at: '2030-01-01T00:00:00Z',
      updated_at: '2030-01-01T00:00:00Z',
    })
  }
  // Texarkana's ZIP, for a search around it (the test seed has the ZIPs of listed counties only).
  await sqlRows(
    `INSERT OR IGNORE INTO zips (zip, state_id, county_id, lat, lng) VALUES ('75501', ${texas}, ${bowieTx}, 33.43, -94.08)`,
  )
})

beforeEach(async () => {
  // Listings changed by an earlier test are not new any more.
  await sqlRows(
    `UPDATE listings SET updated_at = '2001-01-01T00:00:00Z', date_listed = '2001-01-01T00:00:00Z'
      WHERE id IN (SELECT value FROM json_each(?1))`,
    JSON.stringify(usedListings),
  )
  await env.DB.batch(
    ['saved_search_alerts', 'saved_searches', 'email_outbox'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  )
})

interface ListingFields {
  title?: string
  price?: number
  acres?: number
  status?: number
  siteMask?: number
  /** When it changed (and was listed, unless listedAt says otherwise). */
  changedAt: Date
  listedAt?: Date
}

/** A listing of the seed moved to the place, with these fields: its id. */
async function listingAt(place: Place, fields: ListingFields): Promise<number> {
  const id = spareListings.pop()!
  usedListings.push(id)
  await sqlRows(
    `UPDATE listings SET state_id = ?2, county_id = ?3, region_id = (SELECT region_id FROM counties WHERE id = ?3),
       city_id = NULL, city_name = '', zip = '', lat = ?4, lng = ?5, title = ?6, price = ?7, acres = ?8,
       market_status = ?9, transaction_type = 1, site_mask = ?10, date_listed = ?11, updated_at = ?12,
       price_changed_at = NULL, price_change_amount = 0
     WHERE id = ?1`,
    id,
    place.stateId,
    place.countyId,
    place.lat,
    place.lng,
    fields.title ?? `Hill country ranch ${id}`,
    fields.price ?? 300_000,
    fields.acres ?? 120,
    fields.status ?? marketStatus.available,
    fields.siteMask ?? 7,
    iso(fields.listedAt ?? fields.changedAt),
    iso(fields.changedAt),
  )
  return id
}

/** The listing's price changes at `changedAt`. */
const reprice = (id: number, price: number, changedAt: Date) =>
  sqlRows(
    `UPDATE listings SET price_change_amount = ?2 - price, price = ?2, price_changed_at = ?3, updated_at = ?3
      WHERE id = ?1`,
    id,
    price,
    iso(changedAt),
  )

interface SearchFields {
  criteria: SearchCriteria
  notify: 'No Updates' | 'Daily' | 'Instant'
  name?: string
  user?: number
  siteId?: number
  active?: number
  lastNotifiedAt?: Date | null
  createdAt?: Date
}

let nextSearchId = 1
async function savedSearch(fields: SearchFields): Promise<number> {
  const id = nextSearchId++
  const siteId = fields.siteId ?? siteIds.land
  const created = iso(fields.createdAt ?? at(-30 * dayMs))
  await insertRow('saved_searches', {
    id,
    user_id: fields.user ?? users.buyer,
    site_id: siteId,
    name: fields.name ?? `Search ${id}`,
    notify: fields.notify,
    criteria: JSON.stringify(fields.criteria),
    path: siteLinksByBrand[brandOfSiteId(siteId)!].search(fields.criteria),
    active: fields.active ?? 1,
    last_notified_at: fields.lastNotifiedAt ? iso(fields.lastNotifiedAt) : null,
    created_at: created,
    updated_at: created,
  })
  return id
}

const lastNotifiedAt = async (searchId: number) =>
  (
    await sqlRows<{ at: string | null }>('SELECT last_notified_at AS at FROM saved_searches WHERE id = ?1', searchId)
  )[0]!.at

/** The listing's absolute link on the brand's site, as the message must give it. */
const listingUrl = (brand: BrandId, id: number) =>
  new RegExp(`http://${testConfig.hosts[brand][0]!.replace(/\./g, '\\.')}:8787/\\S*\\b${id}/?(\\s|$)`)

describe('instant alerts', () => {
  it('mail the owner of a search that finds the changed listing once, however often they are asked', async () => {
    const id = await listingAt(kimble, { title: 'Kimble Creek Ranch', price: 345_000, acres: 120.5, changedAt: at(0) })
    await savedSearch({
      notify: 'Instant',
      name: 'Texas under $500K',
      criteria: { stateId: texas, priceMax: 500_000 },
    })
    expect(await queueInstantAlerts(env.DB, id, at(1_000))).toBe(1)
    expect(await queueInstantAlerts(env.DB, id, at(2_000))).toBe(0)
    const [mail, ...others] = await outbox()
    expect(others).toEqual([])
    expect(mail).toMatchObject({
      site_id: siteIds.land,
      kind: 'saved-search-alert',
      to_address: emailOf(users.buyer),
      subject: 'Kimble Creek Ranch matches your saved search "Texas under $500K"',
      body_html: '',
    })
    const text = mail!.body_text
    expect(text).toContain('Hello Buyer 90001,')
    expect(text).toContain('Kimble Creek Ranch')
    expect(text).toContain('$345,000 · 120.5 acres')
    expect(text).toMatch(listingUrl('land', id))
    expect(text).toContain(`http://${testConfig.hosts.land[0]}:8787/account/savedsearches/`)

    // A new change of the same listing is a new alert, once too, even when asked twice at the same time.
    await reprice(id, 325_000, at(hourMs))
    const both = await Promise.all([
      queueInstantAlerts(env.DB, id, at(hourMs + 1_000)),
      queueInstantAlerts(env.DB, id, at(hourMs + 1_000)),
    ])
    expect(both.toSorted()).toEqual([0, 1])
    const mails = await outbox()
    expect(mails).toHaveLength(2)
    expect(mails[1]!.body_text).toContain('Price reduced by $20,000')
    expect(mails[1]!.body_text).toContain('$325,000')
  })

  it('mail only searches whose place, filters and site find the listing', async () => {
    const id = await listingAt(kimble, { price: 300_000, siteMask: 1 | 2, changedAt: at(0) })
    const finding = [
      await savedSearch({ notify: 'Instant', criteria: { stateId: texas, priceMin: 200_000, priceMax: 400_000 } }),
      await savedSearch({
        notify: 'Instant',
        criteria: { stateId: texas, countyIdList: [kimbleTx] },
        user: users.other,
      }),
      await savedSearch({ notify: 'Instant', criteria: { stateId: texas }, siteId: siteIds.landwatch }),
    ]
    const notFinding = [
      // Another state, another county of the same state.
      { stateId: ohio },
      { stateId: texas, countyIdList: [travisTx] },
      // A map area around Ohio: no state to tell it apart by, only the search's own area.
      { lowerLeftLatitude: 38.4, lowerLeftLongitude: -84.8, upperRightLatitude: 42, upperRightLongitude: -80.5 },
      // Price out of range, another property type's searches, sold listings only.
      { stateId: texas, priceMax: 250_000 },
      { stateId: texas, priceMin: 301_000 },
      { stateId: texas, marketStatuses: [marketStatus.sold] },
    ] satisfies SearchCriteria[]
    for (const criteria of notFinding) await savedSearch({ notify: 'Instant', criteria })
    // The farm-and-ranch site does not show this listing.
    await savedSearch({ notify: 'Instant', criteria: { stateId: texas }, siteId: siteIds.laf })

    expect(await queueInstantAlerts(env.DB, id, at(1_000))).toBe(finding.length)
    const mails = await outbox()
    expect(mails.map((mail) => mail.subject)).toEqual(finding.map((n) => expect.stringContaining(`"Search ${n}"`)))
    expect(mails.map((mail) => mail.to_address)).toEqual([
      emailOf(users.buyer),
      emailOf(users.other),
      emailOf(users.buyer),
    ])
    // Each on its own site, linking there.
    expect(mails.map((mail) => mail.site_id)).toEqual([siteIds.land, siteIds.land, siteIds.landwatch])
    expect(mails[2]!.body_text).toMatch(listingUrl('landwatch', id))
  })

  it('mail a land-facts search only when the listing states those facts (issue 31)', async () => {
    const id = await listingAt(kimble, { changedAt: at(0) })
    await sqlRows(
      `UPDATE listings SET legal_access = 2, electric = NULL, water_source = 1, hoa = 0, flood_zone = 'X',
         topography = 2 WHERE id = ?1`,
      id,
    )
    const finding = await savedSearch({
      notify: 'Instant',
      criteria: {
        stateId: texas,
        landFacts: ['legalAccess', 'water', 'noHoa', 'outsideFloodZone'],
        topography: ['rolling'],
      },
    })
    // Power is not stated (not a match), and the land is rolling, not steep.
    await savedSearch({ notify: 'Instant', criteria: { stateId: texas, landFacts: ['legalAccess', 'power'] } })
    await savedSearch({ notify: 'Instant', criteria: { stateId: texas, topography: ['steep', 'flat'] } })
    expect(await queueInstantAlerts(env.DB, id, at(1_000))).toBe(1)
    expect((await outbox()).map((mail) => mail.subject)).toEqual([expect.stringContaining(`"Search ${finding}"`)])
  })

  it('find a listing across a state line when the search looks around a place there', async () => {
    const id = await listingAt(texarkanaAr, { changedAt: at(0) })
    // The ZIP's radius is the search's place (location.ts), not the state named beside it.
    const around = await savedSearch({ notify: 'Instant', criteria: { stateId: texas, zip: '75501', radius: 25 } })
    await savedSearch({ notify: 'Instant', criteria: { stateId: texas } })
    expect(await queueInstantAlerts(env.DB, id, at(1_000))).toBe(1)
    expect((await outbox())[0]!.subject).toContain(`"Search ${around}"`)
  })

  it('mail nobody for a paused, daily or no-updates search, nor a blocked or inactive buyer', async () => {
    const id = await listingAt(kimble, { changedAt: at(0) })
    const criteria = { stateId: texas }
    await savedSearch({ notify: 'Instant', criteria, active: 0 })
    await savedSearch({ notify: 'No Updates', criteria })
    await savedSearch({ notify: 'Daily', criteria })
    await savedSearch({ notify: 'Instant', criteria, user: users.blocked })
    await savedSearch({ notify: 'Instant', criteria, user: users.inactive })
    expect(await queueInstantAlerts(env.DB, id, at(1_000))).toBe(0)
    expect(await outbox()).toEqual([])
  })

  it('keep line breaks of a title and a name out of the subject and the listing lines', async () => {
    const id = await listingAt(kimble, { title: 'Ranch\r\nBcc: x@evil.test', changedAt: at(0) })
    await savedSearch({ notify: 'Instant', name: 'Mine\nSubject: spoof', criteria: { stateId: texas } })
    await queueInstantAlerts(env.DB, id, at(1_000))
    const [mail] = await outbox()
    expect(mail!.subject).toBe('Ranch Bcc: x@evil.test matches your saved search "Mine Subject: spoof"')
    expect(mail!.body_text).toContain('\n  Ranch Bcc: x@evil.test\n')
    expect(mail!.body_html).toBe('')
  })
})

describe('daily digests', () => {
  // As the search page saves a county's search: its ids and names.
  const kimbleSearch = {
    stateId: texas,
    stateAbbreviation: 'TX',
    countyIdList: [kimbleTx],
    countyName: 'Kimble County',
  } satisfies SearchCriteria

  it('collect what changed since the last digest in one message, then wait a day', async () => {
    const search = await savedSearch({ notify: 'Daily', criteria: kimbleSearch, lastNotifiedAt: at(-dayMs) })
    const fresh = await listingAt(kimble, { title: 'Fresh Ranch', changedAt: at(-2 * hourMs) })
    const repriced = await listingAt(kimble, { changedAt: at(-3 * hourMs), listedAt: at(-90 * dayMs) })
    const old = await listingAt(kimble, { title: 'Old News Ranch', changedAt: at(-30 * hourMs) })
    const elsewhere = await listingAt(franklin, { changedAt: at(-hourMs) })
    const sold = await listingAt(kimble, { status: marketStatus.sold, changedAt: at(-hourMs) })
    await reprice(repriced, 280_000, at(-3 * hourMs))

    expect(await sendDailyDigests(env.DB, start)).toBe(1)
    const [mail, ...others] = await outbox()
    expect(others).toEqual([])
    expect(mail).toMatchObject({
      kind: 'saved-search-alert',
      to_address: emailOf(users.buyer),
      subject: `2 new or changed listings for your saved search "Search ${search}"`,
      body_html: '',
    })
    const text = mail!.body_text
    expect(text).toContain('2 listings matching your saved search')
    expect(text).toContain('new or changed since May 31, 2030')
    expect(text).toMatch(listingUrl('land', fresh))
    expect(text).toMatch(listingUrl('land', repriced))
    for (const id of [old, elsewhere, sold]) expect(text).not.toMatch(listingUrl('land', id))
    // The latest change first: the new listing, then the price cut.
    expect(text.indexOf('New listing:')).toBeLessThan(text.indexOf('Price reduced by $20,000:'))
    expect(text).toContain(`Every listing of this search: http://${testConfig.hosts.land[0]}:8787/`)
    expect(await lastNotifiedAt(search)).toBe(iso(start))

    // Five minutes later: not due, nothing sent, however much changed.
    await listingAt(kimble, { changedAt: at(2 * 60_000) })
    expect(await sendDailyDigests(env.DB, at(5 * 60_000))).toBe(0)
    expect(await outbox()).toHaveLength(1)
    expect(await lastNotifiedAt(search)).toBe(iso(start))

    // A day later: what changed since the last digest, not what it already told.
    await reprice(old, 150_000, at(3 * hourMs))
    expect(await sendDailyDigests(env.DB, at(dayMs))).toBe(1)
    const next = (await outbox())[1]!.body_text
    expect(next).toContain('2 listings matching')
    expect(next).toMatch(listingUrl('land', old))
    expect(next).not.toMatch(listingUrl('land', fresh))
    expect(await lastNotifiedAt(search)).toBe(iso(at(dayMs)))
  })

  it('send nothing for a search that found nothing, and start its next day all the same', async () => {
    const search = await savedSearch({ notify: 'Daily', criteria: kimbleSearch, createdAt: at(-2 * hourMs) })
    // Changed before the search was saved: not news to it.
    await listingAt(kimble, { changedAt: at(-3 * hourMs) })
    expect(await sendDailyDigests(env.DB, start)).toBe(0)
    expect(await outbox()).toEqual([])
    expect(await lastNotifiedAt(search)).toBe(iso(start))
  })

  it('show 20 listings, and count the others with the search link', async () => {
    await savedSearch({ notify: 'Daily', criteria: kimbleSearch, lastNotifiedAt: at(-dayMs) })
    const ids: number[] = []
    for (let i = 0; i < 23; i++) ids.push(await listingAt(kimble, { changedAt: at(-(i + 1) * 60_000) }))
    expect(await sendDailyDigests(env.DB, start)).toBe(1)
    const [mail] = await outbox()
    const text = mail!.body_text
    expect(mail!.subject).toMatch(/^23 new or changed listings/)
    // The 20 changed last are shown.
    for (const id of ids.slice(0, 20)) expect(text).toMatch(listingUrl('land', id))
    for (const id of ids.slice(20)) expect(text).not.toMatch(listingUrl('land', id))
    const path = siteLinksByBrand.land.search(kimbleSearch)
    expect(text).toContain(`…and 3 more: http://${testConfig.hosts.land[0]}:8787${path}`)
  })

  it('leave paused, instant and no-updates searches alone, and blocked buyers', async () => {
    const before = at(-dayMs)
    const searches = [
      await savedSearch({ notify: 'Daily', criteria: kimbleSearch, active: 0, lastNotifiedAt: before }),
      await savedSearch({ notify: 'Instant', criteria: kimbleSearch, lastNotifiedAt: before }),
      await savedSearch({ notify: 'No Updates', criteria: kimbleSearch, lastNotifiedAt: before }),
      await savedSearch({ notify: 'Daily', criteria: kimbleSearch, user: users.blocked, lastNotifiedAt: before }),
    ]
    await listingAt(kimble, { changedAt: at(-hourMs) })
    expect(await sendDailyDigests(env.DB, start)).toBe(0)
    expect(await outbox()).toEqual([])
    for (const search of searches) expect(await lastNotifiedAt(search)).toBe(iso(before))
  })

  it('queue one digest when two runs go at the same time', async () => {
    await savedSearch({ notify: 'Daily', criteria: kimbleSearch, lastNotifiedAt: at(-dayMs) })
    await listingAt(kimble, { changedAt: at(-hourMs) })
    const runs = await Promise.all([sendDailyDigests(env.DB, start), sendDailyDigests(env.DB, start)])
    expect(runs[0] + runs[1]).toBe(1)
    expect(await outbox()).toHaveLength(1)
  })

  it('go out in the cron run that queued them', async () => {
    // The cron's clock is the real one: a search saved an hour ago, a listing changed since that no other matches.
    const now = Date.now()
    const criteria = { stateId: texas, acresMin: 77_777, acresMax: 77_777 }
    await savedSearch({ notify: 'Daily', criteria, createdAt: new Date(now - hourMs) })
    const id = await listingAt(kimble, { acres: 77_777, changedAt: new Date(now - 10 * 60_000) })
    const ctx = createExecutionContext()
    worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), env, ctx)
    await waitOnExecutionContext(ctx)
    const rows = await sqlRows<{ sent_via: string | null; body_text: string }>(
      'SELECT sent_via, body_text FROM email_outbox',
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.sent_via).toBe('local-mailbox')
    expect(rows[0]!.body_text).toMatch(listingUrl('land', id))
  })
})
