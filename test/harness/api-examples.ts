import { createSavedSearchCall } from '../../web/api/account.ts'
import { callPath, type ApiCall } from '../../web/api/api-call.ts'
import { changeManagedListingCall, managedListingsCall } from '../../web/api/seller-listings-manage.ts'
import { csrfHeader } from '../../web/api/account-call.ts'
import { landFeedImportCall } from '../../web/api/land-feed-import.ts'

// An API call's example as the harness sends it (the contract test, the fuzzer's baseline): made by the person its
// access needs, and for a call on something the person owns, on one that is theirs. A saved search is made first (a
// delete of the example's own would leave nothing for the next run on the same database); a listing change names
// the seller's first listing and changes nothing (its own status), so no fixture listing moves; a land feed is sent
// under the seller's own account (a feed of another is refused) and touches only the feed's own listings.

export interface ExampleSessions {
  /** For 'user' calls: the seed's seller (a user with a seller account, so the seller's calls work too). */
  user: { cookie: string; csrfToken: string }
  admin: { cookie: string; csrfToken: string }
}

export interface ExampleRequest {
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}

/** Sends a request and answers its status and JSON (null when it is not JSON). */
export type SendRequest = (request: ExampleRequest) => Promise<{ status: number; json: unknown }>

function requestOf(call: ApiCall, params: Record<string, string>, body: unknown, sessions: ExampleSessions) {
  const session = call.access === 'admin' ? sessions.admin : call.access === 'user' ? sessions.user : null
  const headers: Record<string, string> = {}
  if (session) headers.cookie = session.cookie
  if (session && call.method === 'POST') headers[csrfHeader] = session.csrfToken
  if (body !== undefined) headers['content-type'] = 'application/json'
  return {
    method: call.method,
    path: callPath(call, params),
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  } satisfies ExampleRequest
}

/** The seller's first listing on its Manage Listings page that the site has not withdrawn. */
async function sellersFirstListing(call: ApiCall, sessions: ExampleSessions, send: SendRequest) {
  const page = await send(requestOf(managedListingsCall, managedListingsCall.example.params ?? {}, undefined, sessions))
  const listings = (page.json as { listings?: { id: number; marketStatus: number; accountId: number }[] } | null)
    ?.listings
  const first = listings?.find((listing) => listing.marketStatus > 0)
  if (!first) throw new Error(`The seller has no listing to try ${call.path} on`)
  return first
}

export async function exampleRequest(
  call: ApiCall,
  sessions: ExampleSessions,
  send: SendRequest,
): Promise<ExampleRequest> {
  const params = { ...call.example.params }
  let body = call.example.body
  if (call.path.startsWith('/account/savedsearches/:siteId/:id')) {
    const { example } = createSavedSearchCall
    const made = await send(requestOf(createSavedSearchCall, example.params ?? {}, example.body, sessions))
    const id = (made.json as { id?: unknown } | null)?.id
    if (made.status !== 200 || typeof id !== 'number') throw new Error(`No saved search to try ${call.path} on`)
    params.id = String(id)
  }
  if (call === changeManagedListingCall) {
    const first = await sellersFirstListing(call, sessions, send)
    params.listingId = String(first.id)
    body = { marketStatus: first.marketStatus }
  }
  if (call === landFeedImportCall) {
    // The seed's seller lists under its own account (no agents), so its listings name it.
    body = { ...(body as object), accountId: (await sellersFirstListing(call, sessions, send)).accountId }
  }
  return requestOf(call, params, body, sessions)
}
