import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { getJson, type ApiFetch } from './api-client.ts'
import { apiCall, callPath } from './api-call.ts'
import { siteIdParam } from './site-id.ts'

// The local mailbox: the email the site would have sent, readable outside production (in production it is 404).

const mailboxMessage = v.object({
  id: v.number(),
  siteId: v.number(),
  /** 'lead-copy', 'password-reset'… */
  kind: v.string(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  /** Where an answer goes; '' for the sender. */
  replyTo: v.string(),
  createdAt: v.string(),
  /** When it was sent (or put in the local mailbox); null while it waits. */
  sentAt: v.nullable(v.string()),
  /** 'local-mailbox', 'resend'; null while it waits. */
  sentVia: v.nullable(v.string()),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
})
export type MailboxMessage = v.InferOutput<typeof mailboxMessage>

/** GET /api/mailbox/{siteId}?pageIndex=N: the newest messages first, a page at a time; site 0 is every site. */
export const mailboxCall = apiCall({
  method: 'GET',
  path: '/mailbox/:siteId',
  params: v.object({ siteId: siteIdParam }),
  response: v.object({
    messages: v.array(mailboxMessage),
    pageIndex: v.number(),
    pageSize: v.number(),
    totalCount: v.number(),
  }),
  example: { params: { siteId: '0' } },
})

/** The page query of the call: pageIndex counts from 0. */
export const mailboxPageQuery = v.object({
  pageIndex: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'pageIndex must be a whole number from 0'), v.transform(Number)),
    '0',
  ),
})

/** One page of the mailbox, or null when it cannot be read (production, or the call failed). */
export const mailboxQuery = (api: ApiFetch, siteId: number, pageIndex: number) =>
  queryOptions({
    queryKey: ['mailbox', siteId, pageIndex],
    queryFn: () => getJson(api, `${callPath(mailboxCall, { siteId })}?pageIndex=${pageIndex}`, mailboxCall.response),
  })
