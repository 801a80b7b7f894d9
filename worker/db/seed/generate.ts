// The seed, table by table in load order, as a stream of row chunks: a million listings never sit in memory at
// once, and the Node (node:sqlite) and workerd (D1 batch) loaders share every row. Same options, same rows.
import { accountType } from '../../../web/rules/account-rules.ts'
import { buildAccounts, type AccountPlan } from './accounts.ts'
import { parseGeo, type GeoData, type GeoText } from './geo-data.ts'
import { buildGeography, cityRows, countyRows, regionRows, stateRows, zipRows, type Geography } from './geography.ts'
import { buildLakes, lakeRows, type LakePlace } from './lakes.ts'
import { asHarnessListing, countyFor, harnessCountyGeoid, harnessListings } from './harness-listings.ts'
import { countySampler, Placer } from './listing-place.ts'
import { AccountPicker, buildListing, firstListingId } from './listings.ts'
import { seededPriceChange } from './price-history.ts'
import { createRng } from './prng.ts'
import { featureFlagRows, financeCenterRows, popularSearchRows } from './site-content.ts'
import type { SeedChunk, SeedRow, SeedTable } from './tables.ts'
import { buildLeadsAndEvents, buildUserActivity, type SampledListing } from './user-activity.ts'
import { buildUsers, seedLogins, buyerCount } from './users.ts'
import { defaultReferenceDate } from './values.ts'

export const defaultSeed = 20_260_101

export interface SeedOptions {
  listings: number
  seed?: number
  /** 'YYYY-MM-DD' that generated dates count back from (default defaultReferenceDate). */
  referenceDate?: string
  /** Only the cities and ZIPs of counties that have listings (small test seeds); every state, county and region
   *  is always there. Listings are identical either way. */
  citiesOfListedCountiesOnly?: boolean
}

const chunkRows = 2000
const firstDocumentId = 10_000_001

function* chunks<T extends SeedTable>(table: T, rows: readonly SeedRow<T>[]): Generator<SeedChunk<T>> {
  for (let i = 0; i < rows.length; i += chunkRows) yield { table, rows: rows.slice(i, i + chunkRows) }
}

interface BuiltGeography {
  data: GeoData
  geo: Geography
  lakes: LakePlace[]
}

/** The geography last built, and what it was built from. */
let lastBuilt: { input: GeoText | GeoData; built: BuiltGeography } | undefined

const isGeoText = (input: GeoText | GeoData): input is GeoText => typeof input.states === 'string'

/**
 * The states, counties, cities and lakes a seed draws from, built once for the same CSVs (or parsed records) and
 * then only read: the worker test files of one isolate seed again and again from the same texts, and building this
 * was most of a small seed's time (0.45 of 0.5 s in workerd, 57 files a run).
 */
export function geographyOf(input: GeoText | GeoData): BuiltGeography {
  const last = lastBuilt?.input
  const same =
    last === input ||
    (last !== undefined &&
      isGeoText(last) &&
      isGeoText(input) &&
      (['states', 'counties', 'cities', 'zips'] as const).every((file) => last[file] === input[file]))
  if (lastBuilt && same) return lastBuilt.built
  const data = isGeoText(input) ? parseGeo(input) : input
  const geo = buildGeography(data)
  const built = { data, geo, lakes: buildLakes(geo) }
  lastBuilt = { input, built }
  return built
}

export async function* generateSeed(geoInput: GeoText | GeoData, options: SeedOptions): AsyncGenerator<SeedChunk> {
  const n = Math.max(0, Math.floor(options.listings))
  const seed = options.seed ?? defaultSeed
  const referenceMs = Date.parse(`${options.referenceDate ?? defaultReferenceDate}T00:00:00Z`)
  if (!Number.isFinite(referenceMs)) throw new Error(`bad reference date ${options.referenceDate}`)
  const { data, geo, lakes } = geographyOf(geoInput)

  // Counties are drawn up front from their own stream, so the set of listed counties is known before cities.
  const countyRng = createRng(seed, 'counties')
  const sampler = countySampler(geo, lakes)
  const listingCounties = Array.from({ length: n }, () => sampler.draw(countyRng))
  const placer = new Placer(geo, lakes)
  const harnessCounty = data.counties.find((county) => county.geoid === harnessCountyGeoid)
  // The cities of the listed counties, and the towns that listings in counties without one are placed near (their
  // city_id must exist: D1 checks the foreign key).
  const listed = options.citiesOfListedCountiesOnly
    ? new Set(listingCounties.flatMap((c) => [c.id, placer.townOutside(c)?.countyId ?? c.id]))
    : undefined

  yield* chunks('states', stateRows(geo))
  yield* chunks('regions', regionRows(geo))
  yield* chunks('counties', countyRows(geo))
  yield* chunks('cities', cityRows(geo, listed))
  yield* chunks('zips', zipRows(geo, listed))
  yield* chunks('lakes', lakeRows(lakes))
  const content = createRng(seed, 'content')
  const finance = financeCenterRows(content, geo, referenceMs)
  yield* chunks('finance_centers', finance.centers)
  yield* chunks('finance_center_areas', finance.areas)

  let documentId = firstDocumentId
  const nextDocumentId = (): number => documentId++
  const accounts = buildAccounts(createRng(seed, 'accounts'), geo, {
    count: Math.max(24, Math.ceil(n / 12)),
    referenceMs,
    financeCenterIds: finance.centers.map((r) => r.id as number),
    nextDocumentId,
    showcaseRng: createRng(seed, 'seller-showcase'),
  })
  // The seller login belongs to the first signature broker; a heavier weight gives it a full dashboard.
  const seller = accounts.plans.find(
    (p) => p.type === accountType.universalSignatureSeller && p.directoryType === 1,
  ) as AccountPlan
  seller.weight = Math.max(seller.weight, 40)
  // Its copies of leads go to the login's own address, so they carry a one-time login to Manage Listings
  // (worker/leads/seller-login-link.ts): the seed's seller can try the token login from the local mailbox.
  seller.email = seedLogins.seller.email
  for (const row of accounts.rows) if (row.account_id === seller.id) row.email = seller.email
  yield* chunks('accounts', accounts.rows)
  yield* chunks('account_awards', accounts.awards)

  const rng = createRng(seed, 'listings')
  const ctx = {
    rng,
    factsRng: createRng(seed, 'land-facts'),
    placer,
    accounts: new AccountPicker(accounts.plans),
    referenceMs,
    nextDocumentId,
  }
  const siteMasks = new Uint8Array(n)
  const prices = new Float64Array(n)
  const statuses = new Uint8Array(n)
  const sample: SampledListing[] = []
  const sampleStep = Math.max(1, Math.floor(n / 150))
  let sellerSampled = 0
  for (let start = 0; start < n; start += chunkRows) {
    const listingRows: SeedRow<'listings'>[] = []
    const imageRows: SeedRow<'listing_images'>[] = []
    const ftsRows: SeedRow<'listings_fts'>[] = []
    const boundaryRows: SeedRow<'listing_boundaries'>[] = []
    const priceChangeRows: SeedRow<'listing_price_changes'>[] = []
    for (let i = start; i < Math.min(n, start + chunkRows); i++) {
      const county = countyFor(i, listingCounties[i] as (typeof listingCounties)[number], harnessCounty)
      const fixture = county === harnessCounty ? harnessListings[i] : undefined
      const drawn = buildListing(ctx, firstListingId + i, county, fixture)
      const built = fixture ? asHarnessListing(drawn) : drawn
      listingRows.push(built.row)
      for (const image of built.images) imageRows.push(image)
      ftsRows.push(built.fts)
      boundaryRows.push(built.boundary)
      const priceChange = seededPriceChange(built.row)
      if (priceChange) priceChangeRows.push(priceChange)
      siteMasks[i] = built.siteMask
      prices[i] = Number(built.row.price)
      statuses[i] = Number(built.row.market_status)
      const mine = built.account.id === seller.id && sellerSampled < 25
      if (mine || i % sampleStep === 0) {
        if (mine) sellerSampled++
        const r = built.row
        sample.push({
          id: r.id,
          accountId: r.account_id,
          stateId: r.state_id,
          countyId: r.county_id,
          price: r.price,
          acres: r.acres,
          level: r.listing_level,
          upgrade: r.upgrade_level_id,
          title: built.title,
        } as SampledListing)
      }
    }
    yield { table: 'listings', rows: listingRows }
    yield { table: 'listing_boundaries', rows: boundaryRows }
    yield { table: 'listing_price_changes', rows: priceChangeRows }
    yield* chunks('listing_images', imageRows)
    yield { table: 'listings_fts', rows: ftsRows }
  }

  const people = createRng(seed, 'users')
  const buyers = buyerCount(n)
  yield* chunks('users', await buildUsers(people, geo, seller, buyers, referenceMs))
  if (n > 0) {
    const heard = (i: number) => ({ price: prices[i] ?? 0, status: statuses[i] ?? 0 })
    const activity = buildUserActivity(
      people,
      geo,
      buyers,
      n,
      (i) => siteMasks[i] ?? 7,
      heard,
      firstListingId,
      referenceMs,
    )
    yield* chunks('saved_searches', activity.searches)
    yield* chunks('saved_properties', activity.saved)
    const logs = buildLeadsAndEvents(people, sample, buyers, referenceMs)
    yield* chunks('leads', logs.leads)
    yield* chunks('listing_events', logs.events)
  }
  yield* chunks('feature_flags', featureFlagRows(referenceMs))
  yield* chunks('popular_searches', popularSearchRows(content, geo, referenceMs))
}
