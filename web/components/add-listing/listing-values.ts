import * as v from 'valibot'
import type { useAccountForm } from '../../account/use-account-form.ts'
import type { AddedListing } from '../../api/add-listing.ts'
import type { EditableListing } from '../../api/edit-listing.ts'
import { addListingForm } from '../../rules/add-listing-form.ts'
import { type PriceKind } from '../../rules/listing-price.ts'
import type { PropertyTypeName } from '../../rules/listing-rules.ts'
import { emptyLandFactValues, landFactValuesOf, withLandFacts } from './land-fact-inputs.ts'

// The add-listing form's fields as the inputs hold them: text as typed (the schema reads the numbers out of it),
// choices and ticks as values. The land facts are fields of their own ('landFacts.water'), so each one's error shows
// under it and goes when it is changed; the form's rule reads them gathered (listingFormOfValues).

export const emptyListingValues = {
  title: '',
  propertyTypes: [] as PropertyTypeName[],
  stateId: '',
  countyId: '',
  city: '',
  zip: '',
  address: '',
  latitude: '',
  longitude: '',
  acres: '',
  priceKind: 'amount' as PriceKind,
  price: '',
  description: '',
  beds: '',
  baths: '',
  homeSqft: '',
  ownerFinancing: false,
  ...emptyLandFactValues,
  /** The boundary file's or the pasted GeoJSON or KML text. */
  boundary: '',
  sellerPhone: '',
}
type ListingValues = typeof emptyListingValues

const typed = (value: number | null) => (value === null ? '' : String(value))

/** A listing's values as the fields hold them (the edit-listing page's form, filled). */
export function listingValuesOf(listing: EditableListing): ListingValues {
  return {
    ...emptyListingValues,
    title: listing.title,
    propertyTypes: listing.propertyTypes,
    stateId: String(listing.stateId),
    countyId: String(listing.countyId),
    city: listing.city,
    zip: listing.zip,
    address: listing.address,
    latitude: String(listing.latitude),
    longitude: String(listing.longitude),
    acres: String(listing.acres),
    priceKind: listing.priceKind,
    price: typed(listing.price),
    description: listing.description,
    beds: typed(listing.beds),
    baths: typed(listing.baths),
    homeSqft: typed(listing.homeSqft),
    ownerFinancing: listing.ownerFinancing,
    ...landFactValuesOf(listing.landFacts),
    boundary: listing.boundary ?? '',
  }
}

/** The form's values checked by the add-listing rule, the land facts gathered first (an issue's path is the field). */
export const listingFormOfValues = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((values) => withLandFacts(values)),
  addListingForm,
)

/** The form's state and its parts' way to change it (useAccountForm's, for this form). */
export type ListingForm = ReturnType<typeof useAccountForm<typeof listingFormOfValues, ListingValues, AddedListing>>
