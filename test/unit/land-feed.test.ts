import { describe, expect, it } from 'vitest'
import {
  checkLandFeed,
  documentFields,
  exampleLandFeed,
  fieldRows,
  landFeedVersion,
  type LandFeed,
} from '../../web/api/land-feed.ts'
import { feedLandFactFields } from '../../web/api/land-feed-land-facts.ts'
import { listingFields } from '../../web/api/land-feed-listing.ts'
import { feedMessages, feedVideo, landFeedLimits } from '../../web/api/land-feed-rules.ts'
import { textFlagMessages } from '../../web/rules/field-rules.ts'
import { landFactsForm } from '../../web/rules/land-facts-form.ts'
import { validationMessages } from '../../web/rules/messages.ts'

// The land feed format (web/api/land-feed.ts): the documented example passes, every listing field refuses what it
// must with the field's path and the message the documentation's rules promise, and the docs' rows are the schema's.

const example = exampleLandFeed as LandFeed & { listings: Record<string, unknown>[] }
const copy = (): typeof example => structuredClone(example)

/** The example with its first listing's field set to `value` (or removed, for undefined). */
function withListingField(name: string, value: unknown) {
  const feed = copy()
  if (value === undefined) delete feed.listings[0]![name]
  else feed.listings[0]![name] = value
  return feed
}

describe('the documented example', () => {
  it('is a valid feed', () => {
    expect(checkLandFeed(exampleLandFeed)).toEqual({ listingCount: exampleLandFeed.listings.length, problems: [] })
  })

  it('uses every listing field at least once, so the docs show each one in use', () => {
    const used = new Set(exampleLandFeed.listings.flatMap((listing) => Object.keys(listing)))
    expect(Object.keys(listingFields).filter((name) => !used.has(name))).toEqual([])
  })
})

// [field, broken value (undefined: left out), the message, the path under the field when the fault is inside it]:
// at least one case for every listing field.
const brokenListingFields: [string, unknown, string | RegExp, string?][] = [
  ['listingId', 'KIM 0412', /letters, digits/],
  ['listingId', undefined, validationMessages.required],
  ['title', '', validationMessages.required],
  ['title', '<b>Ranch</b>', textFlagMessages.noHtml],
  ['title', 'x'.repeat(landFeedLimits.title + 1), validationMessages.maxLength(landFeedLimits.title)],
  ['description', undefined, validationMessages.required],
  ['price', 1, feedMessages.priceOne],
  ['price', 2, feedMessages.auctionPrice],
  ['price', -5, validationMessages.minValue(0)],
  ['price', 1500.5, feedMessages.wholeNumber],
  ['price', '250000', validationMessages.numeric],
  ['acres', 0, validationMessages.minValue(0.01)],
  ['stateAbbreviation', 'XX', /^Please use one of: AL, AK/],
  ['countyName', '  ', validationMessages.required],
  ['city', 12, 'This field must be text.'],
  ['zip', '7684', 'Please enter a 5-digit ZIP code.'],
  ['address', 'Gate <script>', textFlagMessages.noHtml],
  ['latitude', 91, validationMessages.maxValue(90)],
  ['longitude', 'west', validationMessages.numeric],
  ['propertyTypes', [], validationMessages.required],
  ['propertyTypes', ['farm', 'waterfront'], /^Please use one of: farm, ranch/, '.1'],
  ['propertyTypes', ['farm', 'farm'], 'Please name each property type once.'],
  ['marketStatus', 'pending', 'Please use one of: available, underContract, offMarket, sold.'],
  ['transactionType', 'lease', 'Please use one of: sale, auction.'],
  ['beds', 2.5, feedMessages.wholeNumber],
  ['baths', 2.25, feedMessages.halfBaths],
  ['homeSqft', -1, validationMessages.minValue(0)],
  ['photoUrls', 'https://photos.example.com/a.jpg', 'Please send photo addresses as a list.'],
  ['videoUrl', 'https://example.com/watch?v=Jk3Rq8LpT2s', 'Please link a YouTube or Vimeo video page.'],
  ['virtualTourUrl', 'https://tours.example.com/ranch', /^Please link a 3D tour on https:\/\/my\.matterport\.com/],
  ['landFacts', 'paved', feedMessages.notObject],
  [
    'landFacts',
    { roadAccess: 'asphalt' },
    'roadAccess must be one of paved, gravel, dirt, easement only, none',
    '.roadAccess',
  ],
  ['landFacts', { water: 'well', acreage: 3 }, /^Unknown field acreage/, '.acreage'],
  ['landFacts', { hoa: 'maybe' }, 'hoa must be true or false', '.hoa'],
  ['landFacts', { roadFrontageFt: 12.5 }, 'Please enter a whole number.', '.roadFrontageFt'],
  ['landFacts', { wetlandsPercent: 101 }, validationMessages.maxValue(100), '.wetlandsPercent'],
  ['landFacts', { floodZone: 'Z' }, /^floodZone must be a FEMA zone: X, A, AE/, '.floodZone'],
  ['landFacts', { parcelNumber: 'x'.repeat(41) }, validationMessages.maxLength(40), '.parcelNumber'],
  ['boundary', 'the north forty', 'A boundary must be GeoJSON or KML.'],
  ['boundary', { type: 'Point', coordinates: [-99.7, 30.6] }, 'The GeoJSON has no polygon.'],
  [
    'boundary',
    {
      type: 'Polygon',
      coordinates: [
        [
          [-99, 30],
          [-99, 30.01],
          [-99, 30],
        ],
      ],
    },
    'A boundary needs at least three corners.',
  ],
  [
    'boundary',
    '<kml><Placemark><Point><coordinates>-99,30</coordinates></Point></Placemark></kml>',
    'The KML has no polygon.',
  ],
]

describe('a listing field that breaks its rule', () => {
  it('has a case here for every field of the table', () => {
    const tested = new Set(brokenListingFields.map(([name]) => name))
    expect(Object.keys(listingFields).filter((name) => !tested.has(name))).toEqual([])
  })

  it.each(brokenListingFields)('%s = %j is refused at its path', (name, value, message, inside = '') => {
    const { problems } = checkLandFeed(withListingField(name, value))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({
      path: `listings.0.${name}${inside}`,
      listingIndex: 0,
      // The listing is named by its listingId while it has a readable one.
      listingId: name !== 'listingId' ? 'KIM-0412' : typeof value === 'string' ? value : null,
    })
    expect(problems[0]!.message).toMatch(typeof message === 'string' ? new RegExp(`^${escape(message)}$`) : message)
  })

  it('names the photo at fault in a list', () => {
    const feed = withListingField('photoUrls', ['https://photos.example.com/a.jpg', 'http://photos.example.com/b.jpg'])
    expect(checkLandFeed(feed).problems).toEqual([
      expect.objectContaining({ path: 'listings.0.photoUrls.1', message: feedMessages.https }),
    ])
  })

  it('refuses a field the format does not have, by its name', () => {
    const { problems } = checkLandFeed(withListingField('acre', 40))
    expect(problems).toEqual([
      expect.objectContaining({ path: 'listings.0.acre', message: expect.stringMatching(/^Unknown field acre/) }),
    ])
  })

  it('refuses a listing that is not an object', () => {
    const feed = copy()
    feed.listings[1] = ['KIM-0419'] as never
    expect(checkLandFeed(feed).problems).toEqual([
      { path: 'listings.1', message: feedMessages.notObject, listingIndex: 1, listingId: null },
    ])
  })

  it('reports every problem of every listing, each at its own listing', () => {
    const feed = copy()
    feed.listings[0]!.price = 1
    feed.listings[1]!.acres = -3
    feed.listings[1]!.zip = 'none'
    const { problems } = checkLandFeed(feed)
    expect(problems.map((problem) => [problem.path, problem.listingId])).toEqual([
      ['listings.0.price', 'KIM-0412'],
      ['listings.1.acres', 'KIM-0419'],
      ['listings.1.zip', 'KIM-0419'],
    ])
  })
})

describe('land facts and boundaries', () => {
  it('documents every land fact the check takes, in the rule’s order', () => {
    expect(Object.keys(feedLandFactFields)).toEqual(Object.keys(landFactsForm.entries))
  })

  it('takes the facts as the add-listing form reads them, and KML as well as GeoJSON', () => {
    const feed = withListingField('landFacts', { roadAccess: 'gravel', floodZone: 'ae', mineralRights: null })
    const tract = feed.listings[1] as Record<string, unknown>
    tract.boundary = `<kml><Document><Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>
      -99.7152,30.5943,0 -99.7106,30.5943,0 -99.7106,30.5976,0 -99.7152,30.5976,0
    </coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>`
    expect(checkLandFeed(feed).problems).toEqual([])
  })
})

describe('the document around the listings', () => {
  it.each<[string, unknown, string, string | RegExp]>([
    ['version', landFeedVersion + 1, 'version', `Please send version ${landFeedVersion}.`],
    ['accountId', 0, 'accountId', validationMessages.minValue(1)],
    ['listings', [], 'listings', feedMessages.emptyFeed],
    ['listings', 'all of them', 'listings', feedMessages.listingsList],
  ])('%s = %j is refused at %s', (name, value, path, message) => {
    const feed: Record<string, unknown> = copy()
    feed[name] = value
    expect(checkLandFeed(feed).problems).toEqual([expect.objectContaining({ path, message, listingIndex: null })])
  })

  it('refuses a second listing with the same listingId, at the second one', () => {
    const feed = copy()
    feed.listings[1]!.listingId = feed.listings[0]!.listingId
    expect(checkLandFeed(feed).problems).toEqual([
      expect.objectContaining({ path: 'listings.1.listingId', listingIndex: 1, message: feedMessages.duplicateId }),
    ])
  })

  it('finds a duplicate even when another listing is broken', () => {
    const feed = copy()
    feed.listings[1]!.listingId = feed.listings[0]!.listingId
    feed.listings[0]!.acres = 0
    expect(checkLandFeed(feed).problems.map((problem) => problem.path)).toEqual([
      'listings.0.acres',
      'listings.1.listingId',
    ])
  })

  it.each([null, 42, 'feed', [exampleLandFeed]])('refuses %j as a whole', (input) => {
    expect(checkLandFeed(input)).toEqual({
      listingCount: 0,
      problems: [{ path: '', message: feedMessages.notObject, listingIndex: null, listingId: null }],
    })
  })
})

describe('the documentation tables', () => {
  it('mark as required exactly the fields a feed must have', () => {
    const listing = Object.fromEntries(fieldRows(listingFields).map((row) => [row.name, row.required]))
    for (const [name, required] of Object.entries(listing)) {
      const { problems } = checkLandFeed(withListingField(name, undefined))
      expect(problems.length > 0, name).toBe(required)
    }
    expect(fieldRows(documentFields).every((row) => row.required)).toBe(true)
  })
})

describe('video addresses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Jk3Rq8LpT2s', 'youtube'],
    ['https://youtu.be/Jk3Rq8LpT2s', 'youtube'],
    ['https://m.youtube.com/shorts/Jk3Rq8LpT2s', 'youtube'],
    ['https://www.youtube.com/embed/Jk3Rq8LpT2s', 'youtube'],
    ['https://vimeo.com/76979871', 'vimeo'],
    ['https://player.vimeo.com/video/76979871', 'vimeo'],
  ])('%s plays on %s', (url, host) => {
    expect(feedVideo(url)?.host).toBe(host)
  })

  it.each([
    'http://youtu.be/Jk3Rq8LpT2s',
    'https://youtu.be/short',
    'https://www.youtube.com/user/Jk3Rq8LpT2s',
    'https://vimeo.com/channels/staffpicks',
    'nonsense',
  ])('%s is not a video we can play', (url) => {
    expect(feedVideo(url)).toBeNull()
  })
})

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
