import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { addListingForm, type AddListingFormInput } from '../rules/add-listing-form.ts'
import { usStates } from '../rules/us-states.ts'
import { apiCall, fetchCall } from './api-call.ts'
import type { ApiFetch } from './api-client.ts'
import { brandSiteIdParam } from './site-id.ts'

// The add-listing page (spec §2: Add a Property, Advertise a Listing): the counties its form offers for a state, and
// the seller's new free listing. Served by worker/api/add-listing-routes.ts.

const stateIdTexts = usStates.map((state) => String(state.id))

/** A county of the form's list: 'Travis County'. */
export const listingCounty = v.object({ id: v.number(), name: v.string() })
export type ListingCounty = v.InferOutput<typeof listingCounty>

/** GET /api/addlisting/counties/{stateId}: every county (parish, borough…) of the state, by name. */
export const stateCountiesCall = apiCall({
  method: 'GET',
  path: '/addlisting/counties/:stateId',
  params: v.object({
    stateId: v.pipe(v.string(), v.picklist(stateIdTexts, 'stateId must be a state id (FIPS)'), v.transform(Number)),
  }),
  response: v.array(listingCounty),
  example: { params: { stateId: '48' } },
})

/** The counties of a state for the form; the list of a state never changes while a page is open. */
export const stateCountiesQuery = (api: ApiFetch, stateId: number) =>
  queryOptions({
    queryKey: ['addlisting', 'counties', stateId],
    queryFn: async () => (await fetchCall(api, stateCountiesCall, { stateId })) ?? [],
    staleTime: Infinity,
  })

export const addedListing = v.object({
  id: v.number(),
  title: v.string(),
  /** The listing's page on the site it was added from. */
  url: v.string(),
  /** The seller account the listing is under. */
  accountId: v.number(),
  /** True when this listing made the login a seller: a free seller account was opened with it. */
  sellerAccountOpened: v.boolean(),
  /** True when the same listing had been added already (a form sent twice): the answer is that listing. */
  alreadyAdded: v.boolean(),
})
export type AddedListing = v.InferOutput<typeof addedListing>

// Gillespie County, Texas, and a price buyers ask for: the example adds one listing to the harness's database and
// answers the same one each time after (a listing sent twice is one listing).
const exampleListing: AddListingFormInput = {
  title: 'Twelve wooded acres near Fredericksburg',
  propertyTypes: ['recreational', 'homesites'],
  stateId: 48,
  countyId: 48171,
  city: 'Fredericksburg',
  zip: '78624',
  acres: 12,
  priceKind: 'contact',
  description:
    'Live oaks, a wet-weather creek and county road frontage, ten minutes from Main Street in Fredericksburg.',
  landFacts: {
    roadAccess: 'paved',
    legalAccess: 'public road frontage',
    roadFrontageFt: 460,
    electric: 'at road',
    topography: 'rolling',
    hoa: false,
  },
  // About 12 acres west of town, as the text of a KML file (a GeoJSON object or its text is taken as well).
  boundary: `<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>
    -98.93,30.27 -98.927712,30.27 -98.927712,30.27199 -98.93,30.27199 -98.93,30.27
  </coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></kml>`,
}

/**
 * POST /api/account/addlisting/{siteId}: adds the logged-in person's listing at the free level, Available, on every
 * brand's site, and answers where it is. A login without a seller account gets a free one (a property owner) with it.
 * 400 names the field at fault (a county of another state, a ZIP of another state, a point outside the state); 401
 * logged out; 429 past the day's listings (Retry-After says when).
 */
export const addListingCall = apiCall({
  method: 'POST',
  path: '/account/addlisting/:siteId',
  params: v.object({ siteId: brandSiteIdParam }),
  body: addListingForm,
  response: addedListing,
  access: 'user',
  example: { params: { siteId: '1' }, body: exampleListing },
})
