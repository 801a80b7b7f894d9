import * as v from 'valibot'
import { landFeedListing } from './land-feed-listing.ts'
import { feedMessages, feedObject, field, landFeedLimits, schemasOf, wholeNumberIn } from './land-feed-rules.ts'
import { landFeedVersion, type FeedProblem } from './land-feed-validate.ts'

// The land feed: the JSON document an advertiser sends to list its whole inventory with us (its listings in
// land-feed-listing.ts), and its check, which POST /api/landfeed/validate runs (land-feed-validate.ts, apart from the
// rules so the documentation page's first script does not carry them). What callers of the check read with it (the
// version, the example, the limit, the answer's types) is read from here as well.
export {
  exampleLandFeed,
  landFeedCheckMaxBytes,
  landFeedVersion,
  type FeedProblem,
  type LandFeedCheckResult,
} from './land-feed-validate.ts'

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
