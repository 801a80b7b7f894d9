import * as v from 'valibot'
import { optionalText, requiredText, textFlag, textFlags } from '../rules/field-rules.ts'
import { virtualTourOrigins, virtualTourUrl } from '../rules/listing-media.ts'
import { auctionPriceSentinel, marketStatus, propertyTypeFlag, transactionType } from '../rules/listing-rules.ts'
import { validationMessages } from '../rules/messages.ts'
import { usStates } from '../rules/us-states.ts'
import { landFactsListingFields } from './land-feed-land-facts.ts'
import {
  feedMessages,
  feedObject,
  feedVideo,
  field,
  httpsUrl,
  landFeedLimits,
  numberIn,
  oneOf,
  plainText,
  schemasOf,
  wholeNumberIn,
} from './land-feed-rules.ts'

// One listing of the land feed (land-feed.ts): the fields of our listings an advertiser controls. Each field is
// written once, in the table below: its rule (a valibot schema) and the words the documentation page shows for it
// (/landfeed/docs/ renders the table), so the page and the check never disagree.

const tourHosts = Object.values(virtualTourOrigins).join(' or ')
const feedPropertyTypes = (Object.keys(propertyTypeFlag) as (keyof typeof propertyTypeFlag)[]).filter(
  // Waterfront is lakefront, beachfront and riverfront together (spec §9): a listing names which one it is.
  (type) => type !== 'waterfront',
)
const feedMarketStatuses = [
  'available',
  'underContract',
  'offMarket',
  'sold',
] as const satisfies readonly (keyof typeof marketStatus)[]
const feedTransactionTypes = Object.keys(transactionType) as (keyof typeof transactionType)[]

/** The fields of one listing: those of our listings an advertiser controls. */
export const listingFields = {
  listingId: field({
    kind: `text, 1 to ${landFeedLimits.listingId} letters, digits, ".", "_" or "-"`,
    about:
      'Your own id of the listing. It must stay the same from one feed to the next: it is how we know a listing we already show.',
    schema: v.pipe(
      v.string(validationMessages.required),
      v.regex(
        new RegExp(`^[\\w.-]{1,${landFeedLimits.listingId}}$`),
        `Please use 1 to ${landFeedLimits.listingId} letters, digits, ".", "_" or "-".`,
      ),
    ),
  }),
  title: field({
    kind: `text, at most ${landFeedLimits.title} characters`,
    about:
      'The headline buyers see on search results and at the top of the listing page. Plain text, no web addresses.',
    schema: v.pipe(requiredText(landFeedLimits.title), textFlags(textFlag.noHtml | textFlag.noUrl)),
  }),
  description: field({
    kind: `text, at most ${landFeedLimits.description.toLocaleString('en-US')} characters`,
    about: 'The full description. Plain text: line breaks are kept, HTML tags are refused.',
    schema: v.pipe(requiredText(landFeedLimits.description), plainText),
  }),
  price: field({
    kind: 'whole dollars',
    about: `The asking price. ${auctionPriceSentinel} marks an auction (shown as "Auction", with transactionType "auction"); 0 shows "Contact for Price".`,
    schema: v.pipe(
      wholeNumberIn(0, landFeedLimits.price),
      v.check((price) => price !== 1, feedMessages.priceOne),
    ),
  }),
  acres: field({
    kind: `number, 0.01 to ${landFeedLimits.acres.toLocaleString('en-US')}`,
    about: 'The deeded acreage. Decimals are fine: 2.75.',
    schema: numberIn(0.01, landFeedLimits.acres),
  }),
  stateAbbreviation: field({
    kind: 'two letters',
    about: 'The state (or DC, PR) by its postal abbreviation: TX, NM.',
    schema: oneOf(usStates.map((state) => state.abbreviation)),
  }),
  countyName: field({
    kind: `text, at most ${landFeedLimits.placeName} characters`,
    about:
      'The county, parish or borough the land lies in, with or without its last word: "Kimble County" or "Kimble". The check looks it up in the state.',
    schema: v.pipe(requiredText(landFeedLimits.placeName), plainText),
  }),
  city: field({
    kind: `text, at most ${landFeedLimits.placeName} characters`,
    about: 'The nearest town, as the mailing address names it.',
    schema: v.optional(v.pipe(optionalText(landFeedLimits.placeName), plainText)),
  }),
  zip: field({
    kind: '5 digits',
    about: 'The ZIP code of the address.',
    schema: v.optional(
      v.pipe(v.string('Please enter a 5-digit ZIP code.'), v.regex(/^\d{5}$/, 'Please enter a 5-digit ZIP code.')),
    ),
  }),
  address: field({
    kind: `text, at most ${landFeedLimits.address} characters`,
    about: 'The street address, when the land has one. Search results show it; leave it out to keep it private.',
    schema: v.optional(v.pipe(optionalText(landFeedLimits.address), plainText)),
  }),
  latitude: field({
    kind: 'decimal degrees, -90 to 90',
    about: 'A point on the property: the map pin, and what radius and map searches find.',
    schema: numberIn(-90, 90),
  }),
  longitude: field({
    kind: 'decimal degrees, -180 to 180',
    about: 'The same point’s longitude: negative in the United States (-99.76).',
    schema: numberIn(-180, 180),
  }),
  propertyTypes: field({
    kind: `a list of 1 to ${feedPropertyTypes.length} of: ${feedPropertyTypes.join(', ')}`,
    about:
      'What the land is, as buyers filter for it. Name each kind of waterfront (lakefront, beachfront, riverfront).',
    schema: v.pipe(
      v.array(oneOf(feedPropertyTypes), 'Please send property types as a list.'),
      v.minLength(1, validationMessages.required),
      v.check((types) => new Set(types).size === types.length, 'Please name each property type once.'),
    ),
  }),
  marketStatus: field({
    kind: `one of: ${feedMarketStatuses.join(', ')}`,
    about:
      'Where the sale stands; "available" when left out. Sold and off-market land drops out of the usual searches.',
    schema: v.optional(oneOf(feedMarketStatuses)),
  }),
  transactionType: field({
    kind: `one of: ${feedTransactionTypes.join(', ')}`,
    about: 'How the land is sold; "sale" when left out.',
    schema: v.optional(oneOf(feedTransactionTypes)),
  }),
  beds: field({
    kind: 'whole number, 0 to 100',
    about: 'Bedrooms of the house on the land, if there is one.',
    schema: v.optional(wholeNumberIn(0, 100)),
  }),
  baths: field({
    kind: 'number in halves, 0 to 100',
    about: 'Bathrooms of the house: 2.5 is two full baths and a half bath.',
    schema: v.optional(
      v.pipe(
        numberIn(0, 100),
        v.check((baths) => Number.isInteger(baths * 2), feedMessages.halfBaths),
      ),
    ),
  }),
  homeSqft: field({
    kind: 'whole number, 0 to 1,000,000',
    about: 'The house’s finished square feet.',
    schema: v.optional(wholeNumberIn(0, 1_000_000)),
  }),
  photoUrls: field({
    kind: `a list of at most ${landFeedLimits.photos} https addresses`,
    about: 'Photos (JPEG or PNG) in the order to show them, the first as the cover.',
    schema: v.optional(
      v.pipe(
        v.array(httpsUrl, 'Please send photo addresses as a list.'),
        v.maxLength(landFeedLimits.photos, `Please send at most ${landFeedLimits.photos} photos.`),
      ),
    ),
  }),
  videoUrl: field({
    kind: 'an https address',
    about: 'A YouTube or Vimeo video page of the property (youtube.com/watch?v=…, youtu.be/…, vimeo.com/…).',
    schema: v.optional(
      v.pipe(
        httpsUrl,
        v.check((url) => feedVideo(url) !== null, 'Please link a YouTube or Vimeo video page.'),
      ),
    ),
  }),
  virtualTourUrl: field({
    kind: 'an https address',
    about: `A 3D tour of the property on ${tourHosts}.`,
    schema: v.optional(
      v.pipe(
        httpsUrl,
        v.check((url) => virtualTourUrl(url) !== null, `Please link a 3D tour on ${tourHosts}.`),
      ),
    ),
  }),
  ...landFactsListingFields,
}

export const landFeedListing = v.pipe(
  feedObject(schemasOf(listingFields)),
  v.forward(
    v.partialCheck(
      [['price'], ['transactionType']],
      (listing) => listing.price !== auctionPriceSentinel || listing.transactionType === 'auction',
      feedMessages.auctionPrice,
    ),
    ['price'],
  ),
)
export type LandFeedListing = v.InferOutput<typeof landFeedListing>
