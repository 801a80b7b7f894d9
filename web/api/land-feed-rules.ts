import * as v from 'valibot'
import { textFlag, textFlags } from '../rules/field-rules.ts'
import { videoOf } from '../rules/listing-media.ts'
import { auctionPriceSentinel } from '../rules/listing-rules.ts'
import { validationMessages } from '../rules/messages.ts'

// The pieces the land feed's field tables are built of (land-feed-listing.ts, land-feed.ts): its limits, its own
// messages, its kinds of value, and the field entry that keeps a rule and its documentation together.

export const landFeedLimits = {
  listingId: 64,
  title: 150,
  description: 10_000,
  placeName: 100,
  address: 200,
  url: 2000,
  photos: 50,
  listings: 20_000,
  price: 10_000_000_000,
  acres: 2_000_000,
} as const

// Our wording: the spec gives the generic rules (§5), not these.
export const feedMessages = {
  wholeNumber: 'Please enter a whole number.',
  priceOne: `1 is not a price: send 0 for Contact for Price, or ${auctionPriceSentinel} for an auction.`,
  auctionPrice: `A price of ${auctionPriceSentinel} means an auction: set transactionType to "auction", or send the price.`,
  halfBaths: 'Please enter whole or half baths (2 or 2.5).',
  https: 'Please enter a web address starting with https://.',
  duplicateId: 'This listingId is used by another listing of the feed: each listing needs its own.',
  notObject: 'Please send a JSON object.',
  listingsList: 'Please send listings as a list (a JSON array).',
  emptyFeed: 'A feed must hold at least one listing: an empty one would take every listing of yours off the market.',
} as const

/** One field of the feed: its rule, and what the documentation says of it. Optional when its schema is. */
interface FeedField<TSchema extends v.GenericSchema> {
  schema: TSchema
  /** The kind of value, as the documentation's table shows it. */
  kind: string
  about: string
}
export const field = <TSchema extends v.GenericSchema>(spec: FeedField<TSchema>) => spec

export const numberIn = (min: number, max: number) =>
  v.pipe(
    v.number(validationMessages.numeric),
    v.finite(validationMessages.numeric),
    v.minValue(min, validationMessages.minValue(min)),
    v.maxValue(max, validationMessages.maxValue(max)),
  )
export const wholeNumberIn = (min: number, max: number) =>
  v.pipe(numberIn(min, max), v.integer(feedMessages.wholeNumber))
export const oneOf = <const T extends readonly string[]>(values: T) =>
  v.picklist(values, `Please use one of: ${values.join(', ')}.`)
export const httpsUrl = v.pipe(
  v.string(feedMessages.https),
  v.trim(),
  v.maxLength(landFeedLimits.url, validationMessages.maxLength(landFeedLimits.url)),
  v.url(feedMessages.https),
  v.startsWith('https://', feedMessages.https),
)
export const plainText = textFlags(textFlag.noHtml)

/** A YouTube or Vimeo page's video, as the listing page will frame it; null for any other address. */
export function feedVideo(url: string) {
  if (!URL.canParse(url)) return null
  const parsed = new URL(url)
  if (parsed.protocol !== 'https:') return null
  const host = parsed.hostname.replace(/^(www|m)\./, '')
  const [first = '', second = ''] = parsed.pathname.split('/').filter(Boolean)
  if (host === 'youtube.com' && first === 'watch') return videoOf('youtube', parsed.searchParams.get('v') ?? '')
  if (host === 'youtube.com' && ['embed', 'shorts', 'live'].includes(first)) return videoOf('youtube', second)
  if (host === 'youtu.be') return videoOf('youtube', first)
  if (host === 'vimeo.com') return videoOf('vimeo', first)
  if (host === 'player.vimeo.com' && first === 'video') return videoOf('vimeo', second)
  return null
}

/** The object schema's message: an unknown field, or a missing one. */
const objectMessage = (issue: v.BaseIssue<unknown>) =>
  issue.expected === 'never'
    ? `Unknown field ${issue.input as string}: see the field list of the feed documentation.`
    : validationMessages.required

/**
 * An object of the feed: a JSON object (valibot's objects would take an array), with exactly the fields named. A field
 * we do not know is refused, so a misspelt name is said rather than dropped.
 */
export const feedObject = <TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.pipe(
    v.custom<Record<string, unknown>>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      feedMessages.notObject,
    ),
    v.strictObject(entries, objectMessage),
  )

export const schemasOf = <T extends Record<string, FeedField<v.GenericSchema>>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, spec.schema])) as {
    [K in keyof T]: T[K]['schema']
  }
