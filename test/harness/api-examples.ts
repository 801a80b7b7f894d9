import { createSavedSearchCall } from '../../web/api/account.ts'
import { callPath, type ApiCall } from '../../web/api/api-call.ts'
import { changeListingLandFactsCall } from '../../web/api/listing-land-facts-change.ts'
import { changeManagedListingCall, managedListingsCall } from '../../web/api/seller-listings-manage.ts'
import { csrfHeader } from '../../web/api/account-call.ts'
import { changePhotoAltTextCall, listingPhotosCall, orderListingPhotosCall } from '../../web/api/listing-photos.ts'
import { harnessListings } from '../../worker/db/seed/harness-listings.ts'
import { firstListingId } from '../../worker/db/seed/listings.ts'
import { landFeedImportCall } from '../../web/api/land-feed-import.ts'
import { changeLeadCall, leadInboxCall, replyToLeadCall } from '../../web/api/lead-inbox.ts'
import { editableListingCall, editListingCall } from '../../web/api/edit-listing.ts'

// An API call's example as the harness sends it (the contract test, the fuzzer's baseline): made by the person its
// access needs, and for a call on something the person owns, on one that is theirs. A saved search is made first (a
// delete of the example's own would leave nothing for the next run on the same database); a listing change names
// the seller's first listing past the fixtures and changes nothing (its own status, its own land facts), so no fixture listing moves;
// a land feed is sent under the seller's own account (a feed of another is refused) and touches only the feed's own
// listings.

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
  const listings = (
    page.json as { listings?: { id: number; marketStatus: number; accountId: number; landFacts: unknown }[] } | null
  )?.listings
  // Not one of the harness's fixture listings: the fuzzer varies what the example sends (a boundary removed, facts
  // unstated), and the page list's and the browser tests' fixtures must stay as the seed drew them.
  const fixtureIds = firstListingId + harnessListings.length
  const first = listings?.find((listing) => listing.marketStatus > 0 && listing.id >= fixtureIds)
  if (!first) throw new Error(`The seller has no listing to try ${call.path} on`)
  return first
}

/** One of the seller's listings that has photos (a land feed's listings, which the harness may have made, have none). */
async function sellersListingWithPhotos(call: ApiCall, sessions: ExampleSessions, send: SendRequest) {
  const page = await send(requestOf(managedListingsCall, managedListingsCall.example.params ?? {}, undefined, sessions))
  const fixtureIds = firstListingId + harnessListings.length
  const listings = (page.json as { listings?: { id: number; marketStatus: number }[] } | null)?.listings ?? []
  for (const listing of listings.filter((one) => one.marketStatus > 0 && one.id >= fixtureIds)) {
    const answer = await send(requestOf(listingPhotosCall, { listingId: String(listing.id) }, undefined, sessions))
    const photos = (answer.json as { photos?: { documentId: number; altText: string }[] } | null)?.photos ?? []
    if (photos.length > 0) return { listingId: listing.id, photos }
  }
  throw new Error(`The seller has no listing with photos to try ${call.path} on`)
}

/** The seller's newest lead (the seed gives the seller leads): the inbox's calls are tried on it. */
async function sellersNewestLead(call: ApiCall, sessions: ExampleSessions, send: SendRequest) {
  const inbox = await send(requestOf(leadInboxCall, leadInboxCall.example.params ?? {}, undefined, sessions))
  const lead = (inbox.json as { leads?: { id: number }[] } | null)?.leads?.[0]
  if (!lead) throw new Error(`The seller has no lead to try ${call.path} on`)
  return lead.id
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
  if (call === changeListingLandFactsCall) {
    // The listing's own facts sent back: nothing changes (their source and date stay).
    const first = await sellersFirstListing(call, sessions, send)
    params.listingId = String(first.id)
    body = { landFacts: first.landFacts }
  }
  if (call === editListingCall) {
    // The listing's own values sent back: every field is as it was. On the last listing of the seller's first page
    // (one the seed drew): the newest are those other examples just added, which their checks look for as added.
    const page = await send(
      requestOf(managedListingsCall, managedListingsCall.example.params ?? {}, undefined, sessions),
    )
    const listings = (page.json as { listings?: { id: number; marketStatus: number }[] } | null)?.listings ?? []
    const seeded = listings.filter(
      (listing) => listing.marketStatus > 0 && listing.id >= firstListingId + harnessListings.length,
    )
    if (!seeded.length) throw new Error(`The seller has no listing to try ${call.path} on`)
    params.listingId = String(seeded.at(-1)!.id)
    const values = await send(requestOf(editableListingCall, params, undefined, sessions))
    const { id: _, ...fields } = values.json as Record<string, unknown>
    body = fields
  }
  if (call.path.startsWith('/account/listingphotos/')) {
    // The listing's photos as they are: put in the same order, the first given its own alt text, nothing changes.
    const { listingId, photos } = await sellersListingWithPhotos(call, sessions, send)
    params.listingId = String(listingId)
    if (call === orderListingPhotosCall) body = { documentIds: photos.map((photo) => photo.documentId) }
    if (call === changePhotoAltTextCall) body = { documentId: photos[0]!.documentId, altText: photos[0]!.altText }
  }
  if (call === changeLeadCall || call === replyToLeadCall) {
    params.leadId = String(await sellersNewestLead(call, sessions, send))
  }
  if (call === landFeedImportCall) {
    // The seed's seller lists under its own account (no agents), so its listings name it.
    body = { ...(body as object), accountId: (await sellersFirstListing(call, sessions, send)).accountId }
  }
  return requestOf(call, params, body, sessions)
}
