import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  addListingForm,
  sellerPropertyTypes,
  type AddListingForm,
  type AddListingFormInput,
} from '../rules/add-listing-form.ts'
import { priceKinds } from '../rules/listing-price.ts'
import { landFactsForm } from '../rules/land-facts-form.ts'
import { apiCall, fetchCall } from './api-call.ts'
import type { ApiFetch } from './api-client.ts'
import { listingIdParam, marketStatusLabels, sellerMarketStatuses } from './seller-listings-manage.ts'

// A seller's listing, every field of it, as the add-listing form holds it (issue 32): its values to fill the form
// with, and the change of all of them at once. Served by worker/api/edit-listing-routes.ts, behind a login with a
// seller account; another seller's listing is a 404, as in Manage Listings.

const params = v.object({ listingId: listingIdParam })

const marketStatusField = v.picklist(
  sellerMarketStatuses,
  `marketStatus must be one of ${sellerMarketStatuses.map((status) => `${status} (${marketStatusLabels[status]})`).join(', ')}`,
)

/** The listing as the form's fields take it: the add-listing form's body, with where it is on the map and its status. */
export const editableListing = v.object({
  id: v.number(),
  title: v.string(),
  propertyTypes: v.array(v.picklist(sellerPropertyTypes)),
  stateId: v.number(),
  countyId: v.number(),
  city: v.string(),
  zip: v.string(),
  address: v.string(),
  /** Its point on the map: the seller's, or its town's or county's centre when the seller gave none. */
  latitude: v.number(),
  longitude: v.number(),
  acres: v.number(),
  priceKind: v.picklist(priceKinds),
  /** Whole dollars for an asking price; null for Auction and Contact for Price. */
  price: v.nullable(v.number()),
  description: v.string(),
  beds: v.nullable(v.number()),
  baths: v.nullable(v.number()),
  homeSqft: v.nullable(v.number()),
  ownerFinancing: v.boolean(),
  landFacts: landFactsForm,
  /** Its boundary as GeoJSON Polygon text (what the boundary field takes); null when it has none. */
  boundary: v.nullable(v.string()),
  marketStatus: v.number(),
})
export type EditableListing = v.InferOutput<typeof editableListing>

/** GET /api/account/editlisting/{listingId}: the listing's values. 404 for a listing not the seller's. */
export const editableListingCall = apiCall({
  method: 'GET',
  path: '/account/editlisting/:listingId',
  params,
  response: editableListing,
  access: 'user',
  // One of the seed seller's own listings (test/harness/api-examples.ts logs the harness in as that seller).
  example: { params: { listingId: '1000001' } },
})

export const editableListingQuery = (api: ApiFetch, listingId: number) =>
  queryOptions({
    queryKey: ['account', 'editlisting', listingId],
    queryFn: () => fetchCall(api, editableListingCall, { listingId }),
  })

/** Every field of the add-listing form (checked by its rule) and the listing's market status. */
const [addListingObject, ...addListingChecks] = addListingForm.pipe
type MarketStatusChoice = v.InferOutput<typeof marketStatusField>

/**
 * The add-listing form's object with the market status beside its fields, then the same checks (the price its kind
 * needs, both coordinates or neither) and transform. Not v.intersect: valibot is one module, so its every function any
 * chunk uses sits in the chunk every page's first script loads, and intersect's merging was 0.3 KB of it
 * (test/unit/first-script-budget.test.ts). The cast says what the pipe is: TypeScript cannot follow the checks, typed
 * for the add-listing form's output, onto an object with one more field.
 */
export const listingEdit = v.pipe(
  v.object({ ...addListingObject.entries, marketStatus: marketStatusField }, addListingObject.message),
  ...(addListingChecks as unknown as []),
) as unknown as v.GenericSchema<
  AddListingFormInput & { marketStatus: MarketStatusChoice },
  AddListingForm & { marketStatus: MarketStatusChoice }
>
export type ListingEditInput = v.InferInput<typeof listingEdit>

const exampleEdit: ListingEditInput = {
  title: 'Eighty acres of pasture and woods near the river',
  propertyTypes: ['farm', 'recreational'],
  stateId: 48,
  countyId: 48171,
  city: 'Fredericksburg',
  zip: '78624',
  acres: 80,
  priceKind: 'amount',
  price: 640000,
  description: 'Improved pasture, a stock tank and a hardwood draw, with county road frontage on two sides.',
  marketStatus: 1,
}

/**
 * POST /api/account/editlisting/{listingId}: replaces every field of the seller's listing (its place checked as a new
 * listing's is; a boundary left empty removes it) and answers its values as they are now. A change of price or status
 * is recorded and heard by instant saved searches as Manage Listings' is. 400 names the field at fault; 404 for a
 * listing not the seller's; 403 for a buyer or a listing the site withdrew.
 */
export const editListingCall = apiCall({
  method: 'POST',
  path: '/account/editlisting/:listingId',
  params,
  body: listingEdit,
  response: editableListing,
  access: 'user',
  example: { params: { listingId: '1000001' }, body: exampleEdit },
})
