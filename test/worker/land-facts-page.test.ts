import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { flyerPath } from '../../routes/links/url-name.ts'
import { noLandFacts, type LandFacts } from '../../web/rules/land-facts-form.ts'
import { factSource, landFactFields, notStatedLabel } from '../../web/rules/land-facts.ts'
import { listingLevel, marketStatus } from '../../web/rules/listing-rules.ts'
import { landFactsValues } from '../../worker/listings/land-facts-columns.ts'
import { brandOrigin } from './worker-config.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// The land facts panel in the listing page's HTML as the worker serves it (issue 31): its code is a lazy chunk, yet the
// server renders it whole, so a crawler (and the first paint) reads every fact; the page's JSON-LD carries the stated
// facts; the flyer prints them. Two listings of the seed get facts written here through the facts' own writer.

const stated: LandFacts = {
  ...noLandFacts,
  roadAccess: 'paved',
  roadFrontageFt: 1580,
  hoa: true,
  hoaFeeYearly: 450,
  floodZone: 'AE',
  floodZonePercent: 12,
}
const statedWords: [string, string][] = [
  ['Road access', 'Paved'],
  ['Road frontage', '1,580 ft'],
  ['HOA', 'Yes — $450 a year'],
  ['Flood zone', 'Zone AE on 12 % of the parcel'],
]
const notStatedCount = landFactFields.length - statedWords.length

async function writeFacts(listingId: number, facts: LandFacts) {
  const { columns, values } = landFactsValues(facts, factSource.seller, '2024-02-15T10:00:00Z')
  await env.DB.prepare(
    `UPDATE listings SET ${columns.map((column, i) => `${column} = ?${i + 1}`).join(', ')},
       parcel_checked_at = NULL WHERE id = ?${columns.length + 1}`,
  )
    .bind(...values, listingId)
    .run()
}

/** A page's HTML, its redirect to the canonical address followed, as a crawler asks for it. */
async function page(brand: (typeof brandIds)[number], path: string): Promise<string> {
  const init = { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } }
  let response = await exports.default.fetch(`${brandOrigin(brand)}${path}`, { ...init, redirect: 'manual' })
  const moved = response.headers.get('location')
  if (response.status === 301 && moved) response = await exports.default.fetch(new URL(moved, brandOrigin(brand)), init)
  expect(response.status, path).toBe(200)
  // Without React's markers between adjacent texts, so the test reads the text as a reader does.
  return (await response.text()).replace(/<!-- -->/g, '')
}

/** The land facts section of a listing page: from its heading to the end of its list. */
const landFactsOf = (html: string) => {
  const start = html.indexOf('data-testid="land-facts"')
  expect(start, 'the land facts section').toBeGreaterThan(0)
  return html.slice(start, html.indexOf('</dl>', start))
}

let contactable: number
let free: number

beforeAll(async () => {
  await seedTestDb(200, 31)
  const first = async (where: string) =>
    (
      await sqlRows<{ id: number }>(
        `SELECT id FROM listings WHERE site_mask = 7 AND market_status = ${marketStatus.available} AND ${where}
          ORDER BY id LIMIT 1`,
      )
    )[0]!.id
  contactable = await first(`listing_level != ${listingLevel.free}`)
  free = await first(`listing_level = ${listingLevel.free}`)
  await writeFacts(contactable, stated)
  await writeFacts(free, stated)
})

describe.each(brandIds)('%s: the land facts of a listing page', (brand) => {
  it('are in the server’s HTML: each stated fact in words with its source, each other one a button to ask', async () => {
    const html = await page(brand, `/listing/${contactable}/`)
    const section = landFactsOf(html)
    expect(section).toContain('>Land facts</h2>')
    for (const [label, words] of statedWords) {
      expect(section).toMatch(
        new RegExp(`>${label}</dt><dd[^>]*>${words.replace(/[$]/g, '\\$&')}<span[^>]*>Seller · Feb 2024<`),
      )
    }
    const asks = [
      ...section.matchAll(
        /<button type="button" aria-haspopup="dialog"[^>]*><span class="sr-only">([^<]+): <\/span>([^<]+)<\/button>/g,
      ),
    ]
    expect(asks.map((ask) => ask[2])).toEqual(Array(notStatedCount).fill(notStatedLabel))
    expect(asks[0]![1]).toBe('Legal access')
  })

  it('carries the stated facts in its JSON-LD, in the page’s words', async () => {
    const html = await page(brand, `/listing/${contactable}/`)
    const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1]!),
    )
    const listing = scripts.find((data) => data['@type'] === 'RealEstateListing')
    expect(listing.contentLocation.additionalProperty.slice(1)).toEqual(
      statedWords.map(([name, value]) => ({ '@type': 'PropertyValue', name, value })),
    )
  })

  it('says "not stated" as plain text on a free listing, whose seller cannot be written to', async () => {
    const section = landFactsOf(await page(brand, `/listing/${free}/`))
    expect(section).toContain('>Paved<')
    expect(section).not.toContain('<button')
    expect(section.split(notStatedLabel)).toHaveLength(notStatedCount + 1)
  })

  it('prints the stated facts on the flyer and leaves the others out', async () => {
    const html = await page(brand, flyerPath(contactable))
    const start = html.indexOf('data-testid="flyer-land-facts"')
    expect(start).toBeGreaterThan(0)
    const list = html.slice(start, html.indexOf('</section>', start))
    for (const [label, words] of statedWords)
      expect(list).toContain(`${label}:</dt> <dd class="m-0 inline">${words}</dd>`)
    expect(html).not.toContain(notStatedLabel)
  })
})
