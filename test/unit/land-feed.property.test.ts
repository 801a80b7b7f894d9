import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkLandFeed, landFeedVersion } from '../../web/api/land-feed.ts'
import { listingFields } from '../../web/api/land-feed-listing.ts'
import { feedMessages, landFeedLimits } from '../../web/api/land-feed-rules.ts'
import { auctionPriceSentinel, propertyTypeFlag } from '../../web/rules/listing-rules.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import { usStates } from '../../web/rules/us-states.ts'
import { anyText } from './url-properties.ts'

// The land feed (web/api/land-feed.ts, land-feed-listing.ts, land-feed-rules.ts): every feed of well-formed listings
// passes; a field of the wrong kind is a problem at its own path, tied to its listing; the number limits are exact;
// and no document, however broken, makes the check throw.

const words = fc
  .array(fc.stringMatching(/^[A-Za-z][a-z]{0,9}$/), { minLength: 1, maxLength: 8 })
  .map((w) => w.join(' '))
const feedTypes = (Object.keys(propertyTypeFlag) as (keyof typeof propertyTypeFlag)[]).filter((t) => t !== 'waterfront')
const listing = fc
  .record(
    {
      listingId: fc.stringMatching(new RegExp(`^[\\w.-]{1,${landFeedLimits.listingId}}$`)),
      title: words,
      description: words,
      price: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 3, max: landFeedLimits.price }),
        fc.constant(auctionPriceSentinel),
      ),
      acres: fc.integer({ min: 1, max: landFeedLimits.acres * 100 }).map((n) => n / 100),
      stateAbbreviation: fc.constantFrom(...usStates.map((state) => state.abbreviation)),
      countyName: words,
      city: words,
      zip: fc.stringMatching(/^\d{5}$/),
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
      propertyTypes: fc.shuffledSubarray(feedTypes, { minLength: 1, maxLength: 4 }),
      beds: fc.integer({ min: 0, max: 100 }),
      baths: fc.integer({ min: 0, max: 200 }).map((n) => n / 2),
      homeSqft: fc.integer({ min: 0, max: 1_000_000 }),
      photoUrls: fc.array(fc.webUrl({ validSchemes: ['https'] }), { maxLength: 3 }),
    },
    {
      requiredKeys: [
        'listingId',
        'title',
        'description',
        'price',
        'acres',
        'stateAbbreviation',
        'countyName',
        'latitude',
        'longitude',
        'propertyTypes',
      ],
    },
  )
  .map((each) => (each.price === auctionPriceSentinel ? { ...each, transactionType: 'auction' } : each))
const feed = fc
  .uniqueArray(listing, { minLength: 1, maxLength: 4, selector: (each) => each.listingId })
  .map((listings) => ({ version: landFeedVersion, accountId: 10001, listings }))

describe('the land feed', () => {
  it('passes every feed of well-formed listings, each counted', () => {
    fc.assert(
      fc.property(feed, (document) => {
        expect(checkLandFeed(document)).toEqual({ listingCount: document.listings.length, problems: [] })
      }),
      { numRuns: 50 },
    )
  })

  it('finds a field of the wrong kind at its own path, tied to its listing', () => {
    const wrong = fc.constantFrom<unknown>(true, {}, [[1]], 'x'.repeat(landFeedLimits.description + 1))
    const field = fc.constantFrom(...(Object.keys(listingFields) as (keyof typeof listingFields)[]))
    fc.assert(
      fc.property(feed, fc.nat(), field, wrong, (document, at, name, value) => {
        // An empty object of land facts is a listing that states none: the one right value among these.
        fc.pre(!(name === 'landFacts' && JSON.stringify(value) === '{}'))
        const index = at % document.listings.length
        const listings = document.listings.map((each, i) => (i === index ? { ...each, [name]: value } : each))
        const { problems } = checkLandFeed({ ...document, listings })
        expect(problems.length).toBeGreaterThan(0)
        const own = problems.filter((problem) => problem.path.startsWith(`listings.${index}.${name}`))
        expect(own.length, `${name} = ${JSON.stringify(value)}`).toBeGreaterThan(0)
        // The listing is named by its listingId as sent, when that is text at all.
        const sent = listings[index]!.listingId as unknown
        const listingId = typeof sent === 'string' ? sent : null
        for (const problem of own) expect(problem).toMatchObject({ listingIndex: index, listingId })
      }),
    )
  })

  it('holds each number limit exactly, with the spec’s messages', () => {
    const limits = [
      ['acres', 0.01, landFeedLimits.acres],
      ['latitude', -90, 90],
      ['longitude', -180, 180],
      ['beds', 0, 100],
      ['homeSqft', 0, 1_000_000],
    ] as const
    fc.assert(
      fc.property(
        feed,
        fc.constantFrom(...limits),
        fc.double({ min: 0.001, max: 1000, noNaN: true }),
        (document, [name, min, max], by) => {
          const first = (value: number) =>
            checkLandFeed({ ...document, listings: [{ ...document.listings[0]!, [name]: value }] })
          expect(first(min).problems).toEqual([])
          expect(first(max).problems).toEqual([])
          expect(first(min - by).problems[0]?.message).toBe(validationMessages.minValue(min))
          expect(first(max + by).problems[0]?.message).toBe(validationMessages.maxValue(max))
        },
      ),
    )
  })

  it('refuses a price of 1, and a price of 2 that is no auction', () => {
    fc.assert(
      fc.property(feed, (document) => {
        const { transactionType: _, ...first } = document.listings[0]! as Record<string, unknown>
        const check = (price: number) =>
          checkLandFeed({ ...document, listings: [{ ...first, price }] }).problems[0]?.message
        expect(check(1)).toBe(feedMessages.priceOne)
        expect(check(auctionPriceSentinel)).toBe(feedMessages.auctionPrice)
      }),
    )
  })

  it('never throws, and places every problem in the document or at its top', () => {
    const broken = fc.oneof(
      fc.anything(),
      fc.jsonValue(),
      feed.chain((document) =>
        fc
          .array(fc.oneof(fc.jsonValue(), anyText), { maxLength: 3 })
          .map((junk) => ({ ...document, listings: [...document.listings, ...junk] })),
      ),
    )
    fc.assert(
      fc.property(broken, (document) => {
        const { listingCount, problems } = checkLandFeed(document)
        const listings = (document as { listings?: unknown } | null)?.listings
        expect(listingCount).toBe(Array.isArray(listings) ? listings.length : 0)
        for (const problem of problems) {
          expect(problem.message.length).toBeGreaterThan(0)
          if (problem.listingIndex !== null)
            expect(problem.path.startsWith(`listings.${problem.listingIndex}`)).toBe(true)
        }
      }),
      { numRuns: 50 },
    )
  })
})
