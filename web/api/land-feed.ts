import * as v from 'valibot'
import { apiCall } from './api-call.ts'
import { landFeedListing, type LandFeedListing } from './land-feed-listing.ts'
import { feedMessages, feedObject, field, landFeedLimits, schemasOf, wholeNumberIn } from './land-feed-rules.ts'

// The land feed: the JSON document an advertiser sends to list its whole inventory with us (its listings in
// land-feed-listing.ts), and the check partners run on it before they deliver: POST /api/landfeed/validate.

export const landFeedVersion = 1

/** The largest document the check takes in one request: the API's body limit (worker/api/api-app.ts). */
export const landFeedCheckMaxBytes = 64 * 1024

/** Listings whose listingId another listing of the feed already has: each one's issue, at its listingId. */
const uniqueListingIds = v.rawCheck<v.InferOutput<typeof landFeedListing>[]>(({ dataset, addIssue }) => {
  // Read even when some listing failed (the dataset is then untyped): a duplicate is worth saying at once.
  const listings: unknown[] = Array.isArray(dataset.value) ? dataset.value : []
  const seen = new Set<string>()
  listings.forEach((listing: unknown, index) => {
    const id = (listing as { listingId?: unknown } | null)?.listingId
    if (typeof id !== 'string') return
    if (seen.has(id)) {
      addIssue({
        message: feedMessages.duplicateId,
        path: [
          { type: 'array', origin: 'value', input: listings, key: index, value: listing },
          { type: 'object', origin: 'value', input: listing as Record<string, unknown>, key: 'listingId', value: id },
        ],
      })
    }
    seen.add(id)
  })
})

/** The fields of the document around the listings. */
export const documentFields = {
  version: field({
    kind: `the number ${landFeedVersion}`,
    about: 'The version of this format. A later version will be announced here, with the date the older one ends.',
    schema: v.literal(landFeedVersion, `Please send version ${landFeedVersion}.`),
  }),
  accountId: field({
    kind: 'whole number',
    about: 'Your advertiser account’s id, as your seller page and the Manage Listings page show it.',
    schema: wholeNumberIn(1, Number.MAX_SAFE_INTEGER),
  }),
  listings: field({
    kind: `a list of 1 to ${landFeedLimits.listings.toLocaleString('en-US')} listings`,
    about: 'Every listing you advertise with us, each with the fields below.',
    schema: v.pipe(
      v.array(landFeedListing, feedMessages.listingsList),
      v.minLength(1, feedMessages.emptyFeed),
      v.maxLength(landFeedLimits.listings, `Please send at most ${landFeedLimits.listings} listings in one feed.`),
      uniqueListingIds,
    ),
  }),
}

const landFeed = feedObject(schemasOf(documentFields))
export type LandFeed = v.InferOutput<typeof landFeed>

/** A field a documentation table lists: its name, whether a document must have it, its kind and what it means. */
export function fieldRows(fields: Record<string, { schema: v.GenericSchema; kind: string; about: string }>) {
  return Object.entries(fields).map(([name, spec]) => ({
    name,
    // A schema that takes a missing value: optional (the feed's), or nullish (the lead form's, web/leads/lead-form.ts).
    required: spec.schema.type !== 'optional' && spec.schema.type !== 'nullish',
    kind: spec.kind,
    about: spec.about,
  }))
}

const exampleListings: LandFeedListing[] = [
  {
    listingId: 'KIM-0412',
    title: '212 Acres on the South Llano River',
    description:
      'Hill Country ranch with 3,100 feet of South Llano River frontage, a stone house and a set of working pens.\n\nHigh-fenced on three sides; whitetail, turkey and axis deer. Paved county road frontage, electricity and a water well.',
    price: 2650000,
    acres: 212.4,
    stateAbbreviation: 'TX',
    countyName: 'Kimble County',
    city: 'Junction',
    zip: '76849',
    address: '1850 RM 377',
    latitude: 30.3782,
    longitude: -99.8354,
    propertyTypes: ['ranch', 'hunting', 'riverfront', 'house'],
    marketStatus: 'available',
    transactionType: 'sale',
    beds: 3,
    baths: 2.5,
    homeSqft: 2240,
    photoUrls: ['https://photos.example.com/kim-0412/river.jpg', 'https://photos.example.com/kim-0412/house.jpg'],
    videoUrl: 'https://www.youtube.com/watch?v=Jk3Rq8LpT2s',
    virtualTourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
  },
  {
    listingId: 'KIM-0419',
    title: '40 Acres of Cedar and Oak Hunting Land',
    description:
      'Rolling brush country north of Junction with a wet-weather creek, a feeder and a stand. Sold at auction.',
    price: 2,
    acres: 40,
    stateAbbreviation: 'TX',
    countyName: 'Kimble',
    latitude: 30.5961,
    longitude: -99.7127,
    propertyTypes: ['hunting', 'recreational'],
    transactionType: 'auction',
  },
]

/** A valid feed of two listings: the documentation shows it, and the tests check that it passes. */
export const exampleLandFeed: LandFeed = { version: landFeedVersion, accountId: 10001, listings: exampleListings }

const feedProblem = v.object({
  /** The field at fault: 'listings.3.price'; '' for the document as a whole. */
  path: v.string(),
  message: v.string(),
  /** The listing the problem is in (its place in the list, and its listingId when it has a readable one). */
  listingIndex: v.nullable(v.number()),
  listingId: v.nullable(v.string()),
})
export type FeedProblem = v.InferOutput<typeof feedProblem>

/** The listings of a checked document: how many it holds, and every problem found, in document order. */
interface FeedCheck {
  listingCount: number
  problems: FeedProblem[]
}

/** A problem at a path of the document, tied to its listing when it is inside one. */
export function feedProblemAt(input: unknown, keys: readonly (string | number)[], message: string): FeedProblem {
  const listings = (input as { listings?: unknown } | null)?.listings
  const listingIndex = keys[0] === 'listings' && typeof keys[1] === 'number' ? keys[1] : null
  const listingId =
    listingIndex !== null && Array.isArray(listings)
      ? (listings[listingIndex] as { listingId?: unknown } | null)?.listingId
      : null
  return { path: keys.join('.'), message, listingIndex, listingId: typeof listingId === 'string' ? listingId : null }
}

/** Checks a document against the format: what a partner's feed holds and what is wrong with it. */
export function checkLandFeed(input: unknown): FeedCheck {
  const listings = (input as { listings?: unknown } | null)?.listings
  const result = v.safeParse(landFeed, input)
  const problems = (result.issues ?? []).map((issue) =>
    feedProblemAt(input, issue.path?.map((item) => item.key as string | number) ?? [], issue.message),
  )
  return { listingCount: Array.isArray(listings) ? listings.length : 0, problems }
}

/** Problems past this many are counted, not listed: a feed broken throughout needs its first few fixed first. */
export const listedProblemLimit = 500

/**
 * POST /api/landfeed/validate: checks a posted feed as we check a delivered one, against the format and our records
 * (the account, each listing's county in its state). Any JSON is an answer, never a 400: a broken feed is what the
 * check is for.
 */
export const landFeedCheckCall = apiCall({
  method: 'POST',
  path: '/landfeed/validate',
  body: v.unknown(),
  response: v.object({
    valid: v.boolean(),
    listingCount: v.number(),
    validListingCount: v.number(),
    problemCount: v.number(),
    problems: v.array(feedProblem),
  }),
  example: { body: exampleLandFeed },
})
export type LandFeedCheckResult = v.InferOutput<typeof landFeedCheckCall.response>
