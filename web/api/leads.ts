import * as v from 'valibot'
import { contactSellerLead, type ContactSellerLead } from '../leads/lead-form.ts'
import { apiCall, apiErrorBody, callPath } from './api-call.ts'
import type { ApiFetch } from './api-client.ts'
import { brandSiteIdParam } from './site-id.ts'

// Account 10001 is the first seller of every seed; no listing named, so the example holds for any seed size.
const exampleLead: ContactSellerLead = {
  name: 'Jane Buyer',
  email: 'jane.buyer@example.com',
  phone: '512-555-0123',
  message: 'Is the land still for sale?',
  siteId: 1,
  leadSource: 'seller-profile',
  brokerId: 10001,
}

/**
 * POST /api/lead/contact/{siteId}: the contact-seller lead. Stored once per listing named (or once with none), a copy
 * mailed to the seller (answered to the buyer) and one to the buyer. 400 names the field that failed, 404 a broker or listing that does not exist, 429 when one
 * address sends too many (Retry-After says when to try again).
 */
export const contactSellerCall = apiCall({
  method: 'POST',
  path: '/lead/contact/:siteId',
  params: v.object({ siteId: brandSiteIdParam }),
  body: contactSellerLead,
  response: v.object({ accepted: v.literal(true), leadIds: v.array(v.number()) }),
  example: { params: { siteId: '1' }, body: exampleLead },
})

/** What sending a lead came to, in the terms the contact form answers the buyer in. */
export type LeadSendResult =
  | { kind: 'sent'; leadIds: number[] }
  | { kind: 'refused'; field: string; message: string }
  | { kind: 'tooMany'; retryAfter: string | null }
  | { kind: 'notFound' }
  | { kind: 'failed' }

/**
 * Sends the lead to the site it names. postCall keeps only the status; the form needs more: the field and message
 * of a 400, to show under the input at fault, and the Retry-After of a 429.
 */
export async function sendContactSellerLead(api: ApiFetch, lead: ContactSellerLead): Promise<LeadSendResult> {
  const path = callPath(contactSellerCall, { siteId: lead.siteId })
  try {
    const response = await api(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(lead),
    })
    if (response.status === 429) return { kind: 'tooMany', retryAfter: response.headers.get('retry-after') }
    if (response.status === 404) return { kind: 'notFound' }
    if (response.status === 200) {
      const sent = v.safeParse(contactSellerCall.response, await response.json())
      if (sent.success) return { kind: 'sent', leadIds: sent.output.leadIds }
    } else if (response.status === 400) {
      const refused = v.safeParse(apiErrorBody, await response.json())
      if (refused.success) return { kind: 'refused', field: refused.output.field, message: refused.output.message }
    }
    console.error(`Unexpected ${response.status} answer from ${path}`)
  } catch (error) {
    console.error(`Request to ${path} failed`, error)
  }
  return { kind: 'failed' }
}
