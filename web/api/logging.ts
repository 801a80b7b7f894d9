import * as v from 'valibot'
import type { SiteId } from '../../brands/site-ids.ts'
import type { ApiFetch } from './api-client.ts'
import { apiCall, postCall } from './api-call.ts'
import { clientLogMessageMaxLength, listingLogInfosMaxLength } from './logging-limits.ts'
import { siteIdField } from './site-id.ts'

/**
 * Log severities. The spec gives none; these are the usual levels, and a client may send either the name (any case)
 * or its number in this order (Trace 0 … Critical 5, as .NET's LogLevel numbers them), so no line is lost to the
 * form its severity takes.
 */
export const logSeverities = ['Trace', 'Debug', 'Information', 'Warning', 'Error', 'Critical'] as const

function toSeverity(value: string | number): string | number {
  if (typeof value === 'number') return Number.isInteger(value) ? (logSeverities[value] ?? value) : value
  return logSeverities.find((name) => name.toLowerCase() === value.trim().toLowerCase()) ?? value
}

const logSeverity = v.pipe(
  v.union([v.string(), v.number()], 'logSeverity must be a severity name or number'),
  v.transform(toSeverity),
  v.picklist(logSeverities, `logSeverity must be one of ${logSeverities.join(', ')} or 0 to 5`),
)

const accepted = v.object({ accepted: v.literal(true) })

/** POST /api/Logging/Log/: a client log line, fire-and-forget (spec §7). */
export const clientLogCall = apiCall({
  method: 'POST',
  path: '/Logging/Log/',
  body: v.object({
    message: v.pipe(
      v.string('message is required'),
      v.minLength(1, 'message is required'),
      v.maxLength(clientLogMessageMaxLength, `message must be at most ${clientLogMessageMaxLength} characters`),
    ),
    referringUrl: v.optional(v.pipe(v.string(), v.maxLength(2048)), ''),
    logSeverity: v.optional(logSeverity, 'Error'),
  }),
  response: accepted,
  example: { body: { message: 'Loading chunk 12 failed', referringUrl: '/', logSeverity: 'Error' } },
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

const positiveId = v.pipe(v.number('must be a number'), v.safeInteger('must be a whole number'), v.minValue(1))

/** POST /api/Logging: listing events (views, clicks, leads), fire-and-forget (spec §7). */
export const listingLogCall = apiCall({
  method: 'POST',
  path: '/Logging',
  body: v.pipe(
    v.object({
      logType: v.picklist(Object.values(listingLogTypes), 'logType is not a known log type'),
      listingLogInfos: v.optional(
        v.pipe(
          v.array(v.object({ listingId: positiveId, accountId: v.optional(positiveId) })),
          v.maxLength(listingLogInfosMaxLength, `listingLogInfos holds at most ${listingLogInfosMaxLength} listings`),
        ),
        [],
      ),
      acctId: v.optional(v.nullable(positiveId)),
      // The spec's field, still accepted from its clients and ignored: the sender is the address Cloudflare saw.
      ipAddress: v.optional(v.pipe(v.string(), v.maxLength(64)), ''),
      siteId: siteIdField,
      targetExternalUrl: v.optional(v.pipe(v.string(), v.url('targetExternalUrl must be a URL'), v.maxLength(2048))),
      linkTypeValue: v.optional(v.pipe(v.number(), v.safeInteger('linkTypeValue must be a whole number'))),
    }),
    v.check(
      (log) => log.logType !== listingLogTypes.externalLinkClick || Boolean(log.targetExternalUrl),
      'targetExternalUrl is required for an external link click',
    ),
  ),
  response: accepted,
  example: { body: { logType: listingLogTypes.detailsViewed, siteId: 1, listingLogInfos: [{ listingId: 1000001 }] } },
})

export type ListingLogType = (typeof listingLogTypes)[keyof typeof listingLogTypes]

/**
 * One event of a listing toward its seller's statistics (a view, a phone or link click, a share, a print), sent and
 * forgotten: a lost log line must never trouble the buyer. `targetExternalUrl` goes with an external link click.
 */
export function logListingEvent(
  api: ApiFetch,
  siteId: SiteId,
  logType: ListingLogType,
  listing: { id: number; accountId: number },
  extra: { targetExternalUrl?: string } = {},
): void {
  void postCall(
    api,
    listingLogCall,
    {},
    { logType, siteId, listingLogInfos: [{ listingId: listing.id, accountId: listing.accountId }], ...extra },
  ).catch(() => undefined)
}
