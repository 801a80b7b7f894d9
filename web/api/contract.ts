import * as v from 'valibot'

// The shapes of the /api/* contract (spec §7 plus what pages need), written once as valibot schemas.
// The worker validates what it receives with them; the browser and the server-side client validate what
// they get back, so an upstream API (API_ORIGIN) that drifts shows up as a clear error, not a broken page.

export const siteIdParam = v.pipe(
  v.string(),
  v.regex(/^[0-3]$/, 'siteId must be 0 (all sites), 1, 2 or 3'),
  v.transform(Number),
)

export const featureFlagResponse = v.object({ value: v.boolean() })
export type FeatureFlagResponse = v.InferOutput<typeof featureFlagResponse>

export const featureFlagName = v.pipe(
  v.string(),
  v.minLength(1, 'name is required'),
  v.maxLength(64, 'name must be at most 64 characters'),
  v.regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'name may hold letters, digits, dots, dashes and underscores'),
)

export const stateNamesResponse = v.array(v.string())
export const propertyTypeNamesResponse = v.array(v.string())

export const deviceInfo = v.object({
  ipAddress: v.string(),
  city: v.string(),
  state: v.string(),
  stateId: v.number(),
  zip: v.string(),
  countryCode: v.string(),
})
export type DeviceInfo = v.InferOutput<typeof deviceInfo>

export const phoneValidationResponse = v.object({
  data: v.object({ success: v.boolean(), unableToValidate: v.boolean() }),
})
export type PhoneValidationResponse = v.InferOutput<typeof phoneValidationResponse>

export const logSeverities = ['Trace', 'Debug', 'Information', 'Warning', 'Error', 'Critical'] as const

/** POST /api/Logging/Log/: a client log line. */
export const clientLogRequest = v.object({
  message: v.pipe(v.string(), v.minLength(1, 'message is required'), v.maxLength(8000)),
  referringUrl: v.optional(v.pipe(v.string(), v.maxLength(2048)), ''),
  logSeverity: v.optional(v.picklist(logSeverities, 'logSeverity is not a known severity'), 'Error'),
})

/** Log types of POST /api/Logging, numbered in the order of spec §7. */
export const listingLogTypes = {
  emailLead: 1,
  detailsViewed: 2,
  phoneClick: 3,
  documentClick: 4,
  sendToFriend: 5,
  showcase: 6,
  flyersPrinted: 7,
  externalLinkClick: 8,
  sellerViewed: 9,
  sellerResults: 10,
} as const

const positiveId = v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1))

/** POST /api/Logging: listing events (views, clicks, leads). */
export const listingLogRequest = v.pipe(
  v.object({
    logType: v.picklist(Object.values(listingLogTypes), 'logType is not a known log type'),
    listingLogInfos: v.optional(
      v.pipe(v.array(v.object({ listingId: positiveId, accountId: v.optional(positiveId) })), v.maxLength(200)),
      [],
    ),
    acctId: v.optional(v.nullable(positiveId)),
    ipAddress: v.optional(v.pipe(v.string(), v.maxLength(64)), ''),
    siteId: v.picklist([1, 2, 3], 'siteId must be 1, 2 or 3'),
    targetExternalUrl: v.optional(v.pipe(v.string(), v.url('targetExternalUrl must be a URL'), v.maxLength(2048))),
    linkTypeValue: v.optional(v.pipe(v.number(), v.integer())),
  }),
  v.check(
    (log) => log.logType !== listingLogTypes.externalLinkClick || Boolean(log.targetExternalUrl),
    'targetExternalUrl is required for an external link click',
  ),
)
export type ListingLogRequest = v.InferOutput<typeof listingLogRequest>

/** A listing as a card (placard) shows it. */
export const listingSummary = v.object({
  id: v.number(),
  title: v.string(),
  price: v.number(),
  acres: v.number(),
  beds: v.nullable(v.number()),
  baths: v.nullable(v.number()),
  homeSqft: v.nullable(v.number()),
  city: v.string(),
  /** The county's full name: 'Travis County', 'Orleans Parish'. */
  county: v.string(),
  stateAbbreviation: v.string(),
  stateName: v.string(),
  zip: v.string(),
  listingLevel: v.number(),
  upgradeLevelId: v.number(),
  marketStatus: v.number(),
  transactionType: v.number(),
  typeFlags: v.number(),
  thumbnailDocumentId: v.nullable(v.number()),
  imageCount: v.number(),
  hasVideo: v.boolean(),
  hasVirtualTour: v.boolean(),
  hasCustomMap: v.boolean(),
  salesDate: v.nullable(v.string()),
  brokerName: v.string(),
  brokerCompany: v.string(),
  accountId: v.number(),
})
export type ListingSummary = v.InferOutput<typeof listingSummary>

export const popularState = v.object({
  id: v.number(),
  name: v.string(),
  abbreviation: v.string(),
  slug: v.string(),
  listingCount: v.number(),
})
export type PopularState = v.InferOutput<typeof popularState>

/** GET /api/pagedata/home/{siteId}: page-data calls answer { pageData, featureFlags } (spec §7). */
export const homePageResponse = v.object({
  pageData: v.object({
    listingCount: v.number(),
    totalAcres: v.number(),
    featuredListings: v.array(listingSummary),
    newestListings: v.array(listingSummary),
    popularStates: v.array(popularState),
  }),
  featureFlags: v.record(v.string(), v.boolean()),
})
export type HomePageResponse = v.InferOutput<typeof homePageResponse>

/** Every 400 answer: the field that failed and the message for it. */
export type ApiErrorBody = { error: string; field: string; message: string }
