import * as v from 'valibot'
import type { LandFactsInput } from '../rules/land-facts-form.ts'
import { apiCall } from './api-call.ts'
import type { LandFeedListing } from './land-feed-listing.ts'

// POST /api/landfeed/validate, the check partners run on a land feed before they deliver it (the format and the check
// are in land-feed.ts), with the documented example. Apart from the format's rules, so the documentation page and its
// checker (which post to the worker's check) do not carry the rules in their first script.

export const landFeedVersion = 1

/** The largest document the check takes in one request: the API's body limit (worker/api/api-app.ts). */
export const landFeedCheckMaxBytes = 64 * 1024

/** A listing of the example, as a feed writes it: a land fact left out is not stated. */
type ExampleListing = Omit<LandFeedListing, 'landFacts'> & { landFacts?: LandFactsInput }

const exampleListings: ExampleListing[] = [
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
    landFacts: {
      roadAccess: 'paved',
      legalAccess: 'public road frontage',
      roadFrontageFt: 1320,
      electric: 'on site',
      water: 'well',
      sewer: 'septic installed',
      topography: 'rolling',
      zoning: 'Unzoned (Kimble County)',
      hoa: false,
      deedRestrictions: true,
      deedRestrictionsText: 'No commercial feedlots; no subdividing below 50 acres.',
      floodZone: 'AE',
      floodZonePercent: 8,
      wetlandsPercent: 2,
      mineralRights: true,
      waterRights: true,
      timber: false,
      fencing: 'partly fenced',
      outbuildings: 'Stone house, 40×60 metal barn, working pens',
      surveyAvailable: true,
      parcelNumber: 'R14772',
      propertyTaxYearly: 6120,
    },
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
    landFacts: { roadAccess: 'easement only', legalAccess: 'recorded easement', electric: 'none', water: 'none' },
    // A KML file's text works too; GeoJSON [longitude, latitude] pairs, the first corner repeated last.
    boundary: {
      type: 'Polygon',
      coordinates: [
        [
          [-99.7152, 30.5943],
          [-99.7106, 30.5943],
          [-99.7106, 30.5976],
          [-99.7152, 30.5976],
          [-99.7152, 30.5943],
        ],
      ],
    },
  },
]

/** A valid feed of two listings: the documentation shows it, and the tests check that it passes. */
export const exampleLandFeed = { version: landFeedVersion, accountId: 10001, listings: exampleListings }

const feedProblem = v.object({
  /** The field at fault: 'listings.3.price'; '' for the document as a whole. */
  path: v.string(),
  message: v.string(),
  /** The listing the problem is in (its place in the list, and its listingId when it has a readable one). */
  listingIndex: v.nullable(v.number()),
  listingId: v.nullable(v.string()),
})
export type FeedProblem = v.InferOutput<typeof feedProblem>

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
