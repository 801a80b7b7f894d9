import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { optionalPhone, requiredEmail, requiredText, textFlag, textFlags } from '../rules/field-rules.ts'
import { validationMessages } from '../rules/messages.ts'
import { apiCall, fetchCall } from './api-call.ts'
import type { ApiFetch } from './api-client.ts'
import { brandSiteIdParam } from './site-id.ts'

// The contact page's form: a visitor's message to the site's support team, mailed to the brand's support address
// through the outbox. One schema: the page checks it as the visitor types, the worker checks the body it receives.

/** What a visitor writes about, as the form offers it; the mail's subject names the label. */
export const contactTopics = {
  buying: 'Buying land',
  selling: 'Selling or advertising',
  account: 'My account',
  other: 'Something else',
} as const
export type ContactTopic = keyof typeof contactTopics
const topicKeys = Object.keys(contactTopics) as ContactTopic[]

export const contactFieldLimits = { name: 100, message: 4000 } as const

export const contactMessage = v.object(
  {
    name: v.pipe(requiredText(contactFieldLimits.name), textFlags(textFlag.noHtml | textFlag.noUrl | textFlag.noEmail)),
    email: requiredEmail,
    phone: optionalPhone,
    topic: v.picklist(topicKeys, validationMessages.required),
    // A question may quote a listing's address or a web page of ours; markup has no place in a plain-text mail.
    message: v.pipe(requiredText(contactFieldLimits.message), textFlags(textFlag.noHtml)),
  },
  (issue) => (issue.path ? validationMessages.required : 'The message must be a JSON object.'),
)
export type ContactMessage = v.InferInput<typeof contactMessage>

/**
 * GET /api/content/contact/{siteId}: whether this deploy sends mail. Without a sender (EMAIL_PROVIDER none) a message
 * would wait in the outbox unread, so the page offers the support address instead of the form.
 */
export const contactOptionsCall = apiCall({
  method: 'GET',
  path: '/content/contact/:siteId',
  params: v.object({ siteId: brandSiteIdParam }),
  response: v.object({ sendsMail: v.boolean() }),
  example: { params: { siteId: '1' } },
})

/**
 * POST /api/content/contact/{siteId}: the message, queued to the brand's support address. 400 names the field that
 * failed, 429 when one address sends too many (Retry-After says when to try again), 503 when the deploy sends no mail.
 */
export const contactCall = apiCall({
  method: 'POST',
  path: '/content/contact/:siteId',
  params: v.object({ siteId: brandSiteIdParam }),
  body: contactMessage,
  response: v.object({ accepted: v.literal(true) }),
  example: {
    params: { siteId: '1' },
    body: {
      name: 'Jane Buyer',
      email: 'jane.buyer@example.com',
      phone: '512-555-0123',
      topic: 'buying',
      message: 'How do I get an alert when a ranch over 100 acres is listed in Kimble County?',
    } satisfies ContactMessage,
  },
})

export const contactOptionsQuery = (api: ApiFetch, siteId: number) =>
  queryOptions({
    queryKey: ['content', 'contact', siteId],
    queryFn: () => fetchCall(api, contactOptionsCall, { siteId }),
    staleTime: 10 * 60_000,
  })
