import type { useAccountForm } from '../../account/use-account-form.ts'
import type { AddedListing } from '../../api/add-listing.ts'
import type { addListingForm, PriceKind } from '../../rules/add-listing-form.ts'
import type { PropertyTypeName } from '../../rules/listing-rules.ts'

// The add-listing form's fields as the inputs hold them: text as typed (the schema reads the numbers out of it),
// choices and ticks as values.

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
  mineralRights: false,
  sellerPhone: '',
}
type ListingValues = typeof emptyListingValues

/** The form's state and its parts' way to change it (useAccountForm's, for this form). */
export type ListingForm = ReturnType<typeof useAccountForm<typeof addListingForm, ListingValues, AddedListing>>
