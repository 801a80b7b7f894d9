import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiCall, getCall } from './api-call.ts'
import type { ApiFetch } from './api-client.ts'

// One-click unsubscribe (issue 32, RFC 8058): every alert carries a signed link that stops that kind of alert with no
// login. The mail's header names the API's address, which a mail client POSTs; the body's link opens the page
// (/unsubscribe/{token}), which says what will stop and has the button. The token is signed by the worker
// (worker/alerts/unsubscribe-token.ts); a forged or altered one is refused (400, field 'token').

/** 'f123.' or 's45.' then the signature: what the token stops, and the proof the site made it. */
const tokenParams = v.object({
  token: v.pipe(
    v.string(),
    v.regex(/^[fs]\d{1,15}\.[A-Za-z0-9_-]{43}$/, 'token must be the unsubscribe link from an alert email'),
  ),
})

/** What a link stops, and whether it is already stopped. */
const unsubscribeState = v.object({
  kind: v.picklist(['favourites', 'saved-search']),
  /** In words: 'Alerts about the properties you saved on OpenAcres', 'Alerts of your saved search "Texas ranches"'. */
  description: v.string(),
  stopped: v.boolean(),
})
export type UnsubscribeState = v.InferOutput<typeof unsubscribeState>

// No mail's token can be written here: the example's signature is not the site's, and is refused.
const forgedExample = { params: { token: `f1.${'A'.repeat(43)}` }, status: 400 }

/** GET /api/unsubscribe/{token}/about: what the link stops; 400 when it is not a link the site made. */
export const unsubscribeAboutCall = apiCall({
  method: 'GET',
  path: '/unsubscribe/:token/about',
  params: tokenParams,
  response: unsubscribeState,
  example: forgedExample,
})

/** POST /api/unsubscribe/{token}: stops it (the one-click POST of RFC 8058, and the page's button). */
export const unsubscribeCall = apiCall({
  method: 'POST',
  path: '/unsubscribe/:token',
  params: tokenParams,
  response: unsubscribeState,
  example: forgedExample,
})

/** What a refused link says, in the API's 400 and 404 and on the page. */
export const unsubscribeRefusals = {
  forged:
    'This unsubscribe link is not one we sent: it may have been cut short or changed. Use the link in the email ' +
    'again, or change your email alerts in your settings.',
  gone: 'What this link stopped no longer exists: the account or the saved search was deleted.',
}

/** The page of a link, on the alert's site. */
export const unsubscribePagePath = (token: string) => `/unsubscribe/${token}`

/** What the page shows: the link's state, or the status of a refusal (400 forged, 404 gone, 0 failed). */
export const unsubscribeQuery = (api: ApiFetch, token: string) =>
  queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: () => getCall(api, unsubscribeAboutCall, { token }),
    staleTime: 0,
  })
