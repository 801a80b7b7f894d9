import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { ApiFetch } from './api-client.ts'
import { apiCall, callPath, getCall } from './api-call.ts'
import { brandSiteIdParam } from './site-id.ts'

// The seller's lead inbox (issue 32): the buyers who wrote about the seller's listings, newest first, each new until
// the seller answers it, read once opened; a reply by email from the site (answered to the seller), and the leads as
// a CSV file. Served by worker/api/lead-inbox-routes.ts behind a login with a seller account: another seller's lead
// is a 404, the same as no lead. A seller's leads are those sent to its account and, for a corporate master, those
// about its agents' listings (as Manage Listings counts them).

/** Leads a page of the inbox shows. */
export const leadInboxPageSize = 20

/** A lead is new until the seller answers it (by the reply form or by hand). */
export const leadStatuses = ['new', 'answered'] as const
export type LeadStatus = (typeof leadStatuses)[number]

/** The longest reply a seller may send: a letter, not a brochure. */
export const leadReplyMaxLength = 5000

const pageIndexParam = v.pipe(
  v.string(),
  v.regex(/^\d{1,4}$/, 'pageIndex must be a page number (0 is the first page)'),
  v.transform(Number),
)
const leadIdParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'leadId must be a lead id'), v.transform(Number))
const statusField = v.picklist(leadStatuses, `status must be one of ${leadStatuses.join(', ')}`)

/** The inbox's filter (?status=new&listingId=N), in the call's query and the page's URL alike; each optional. */
export const leadInboxQuery = v.object({
  status: v.optional(statusField),
  listingId: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'listingId must be a listing id'), v.transform(Number)),
  ),
})
export type LeadInboxFilter = v.InferOutput<typeof leadInboxQuery>

/** One lead as the inbox shows it. */
export const inboxLead = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  message: v.string(),
  createdAt: v.string(),
  status: v.picklist(leadStatuses),
  /** When the seller first opened it; null while unread. */
  readAt: v.nullable(v.string()),
  /** When it was last marked answered; null while new. */
  answeredAt: v.nullable(v.string()),
  /** The listing it is about (null for a lead sent from the seller's page), its page on this site when shown there. */
  listing: v.nullable(v.object({ id: v.number(), title: v.string(), url: v.nullable(v.string()) })),
})
export type InboxLead = v.InferOutput<typeof inboxLead>

export const leadInbox = v.object({
  totalCount: v.number(),
  /** The seller's new leads, whatever the filter: the count the filter's "New" shows. */
  newCount: v.number(),
  pageIndex: v.number(),
  pageSize: v.number(),
  pageCount: v.number(),
  /** The listing the inbox is filtered by (its title as the leads name it); null when not filtered by one. */
  listing: v.nullable(v.object({ id: v.number(), title: v.string() })),
  leads: v.array(inboxLead),
})
export type LeadInbox = v.InferOutput<typeof leadInbox>

/**
 * GET /api/account/leads/{siteId}/{pageIndex}?status=&listingId=: a page of the seller's leads, newest first. 401
 * logged out, 403 a login without a seller account, 400 names a parameter at fault. A listing not the seller's has
 * no leads here.
 */
export const leadInboxCall = apiCall({
  method: 'GET',
  path: '/account/leads/:siteId/:pageIndex',
  params: v.object({ siteId: brandSiteIdParam, pageIndex: pageIndexParam }),
  response: leadInbox,
  access: 'user',
  example: { params: { siteId: '1', pageIndex: '0' } },
})

/** A lead opened (read), or marked answered or new by hand. */
const leadChange = v.pipe(
  v.object({
    read: v.optional(v.literal(true, 'read can only be true: a lead once opened stays read')),
    status: v.optional(statusField),
  }),
  v.check((change) => change.read !== undefined || change.status !== undefined, 'Send read, a status or both.'),
)

/**
 * POST /api/account/lead/{leadId}: marks one of the seller's leads read (opened) or answered or new, and answers it as
 * it is now. 404 for a lead that is not the seller's.
 */
export const changeLeadCall = apiCall({
  method: 'POST',
  path: '/account/lead/:leadId',
  params: v.object({ leadId: leadIdParam }),
  body: leadChange,
  response: inboxLead,
  access: 'user',
  // As declared the lead is no one's, so the fuzzer's bodies reach the call's checks and then a 404; the harness
  // sends it on the seller's own lead (test/harness/api-examples.ts).
  example: { params: { leadId: '999999999' }, body: { read: true } },
})

const leadReply = v.object({
  message: v.pipe(
    v.string('message must be text'),
    v.trim(),
    v.nonEmpty('message is needed: write your answer to the buyer'),
    v.maxLength(leadReplyMaxLength, `message must be at most ${leadReplyMaxLength} characters`),
  ),
})
export type LeadReply = v.InferInput<typeof leadReply>

/**
 * POST /api/account/lead/{leadId}/reply: emails the seller's answer to the buyer from the site, Reply-To the seller,
 * the buyer's message quoted, and marks the lead answered (and read). 404 for a lead that is not the seller's; 429
 * (Retry-After) when a seller sends too many.
 */
export const replyToLeadCall = apiCall({
  method: 'POST',
  path: '/account/lead/:leadId/reply',
  params: v.object({ leadId: leadIdParam }),
  body: leadReply,
  response: inboxLead,
  access: 'user',
  example: {
    params: { leadId: '999999999' },
    body: { message: 'Yes, it is still for sale. When would you like to see it?' },
  },
})

/**
 * GET /api/account/leadexport/{siteId}?status=&listingId=: every lead the filter finds (all without one), newest
 * first, as a CSV file (RFC 4180, a header row; a cell that a spreadsheet would take for a formula is quoted as text).
 */
export const leadsCsvCall = apiCall({
  method: 'GET',
  path: '/account/leadexport/:siteId',
  params: v.object({ siteId: brandSiteIdParam }),
  response: v.pipe(v.string(), v.startsWith('Date,', 'a leads file starts with its header row')),
  responseType: 'text',
  access: 'user',
  example: { params: { siteId: '1' } },
})

/** What a page of the inbox shows: the filter and the page (from 0). */
export interface LeadInboxView extends LeadInboxFilter {
  pageIndex: number
}

/** '?status=…&listingId=…' of a filter ('' for none). */
export function leadFilterSearch(filter: LeadInboxFilter): string {
  const query = new URLSearchParams()
  if (filter.status) query.set('status', filter.status)
  if (filter.listingId) query.set('listingId', String(filter.listingId))
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The CSV file's address for a filter (a plain link: the browser downloads it with the session's cookie). */
export const leadsCsvHref = (siteId: number, filter: LeadInboxFilter) =>
  `${callPath(leadsCsvCall, { siteId })}${leadFilterSearch(filter)}`

/** The query key of the inbox: the user is part of it, so no one sees the leads of the login before theirs. */
export const leadInboxKey = (siteId: number, userId: number, view?: LeadInboxView) =>
  view ? (['leadInbox', siteId, userId, view] as const) : (['leadInbox', siteId, userId] as const)

/** A page of the seller's leads, or the status: 401 logged out, 403 not a seller, 0 a call that failed. */
export const leadInboxPageQuery = (api: ApiFetch, siteId: number, userId: number, view: LeadInboxView) =>
  queryOptions({
    queryKey: leadInboxKey(siteId, userId, view),
    queryFn: () => getCall(api, leadInboxCall, { siteId, pageIndex: view.pageIndex }, leadFilterSearch(view)),
    staleTime: 0,
  })
