import * as v from 'valibot'
import {
  optionalNumber,
  optionalPhone,
  optionalText,
  requiredNumber,
  requiredText,
  textFlag,
  textFlags,
  typedNumber,
} from './field-rules.ts'
import { boundaryField } from './boundary-field.ts'
import { landFactsObject } from './stated-land-facts.ts'
import { propertyTypeFlag, type PropertyTypeName } from './listing-rules.ts'
import { addListingLimits, priceKinds } from './listing-price.ts'
import { validationMessages } from './messages.ts'
import { usStates } from './us-states.ts'

// A seller's new listing (spec §2 add-listing page): one schema, checked by the form as the seller types and by the
// worker on the body it receives. Numbers may come as JSON numbers or as the text of a form field ('1,250', '$249,900'):
// an empty one is left out, text that is not a number gets the spec's numeric message.

/** Ours: how many listings one login may add in a day (the spec sets none). */
export const addListingsPerDay = 20

/** The types a seller ticks: waterfront is lakefront, beachfront and riverfront together, not a type of its own. */
export const sellerPropertyTypes = (Object.keys(propertyTypeFlag) as PropertyTypeName[]).filter(
  (type) => type !== 'waterfront',
)

const plainText = textFlags(textFlag.noHtml | textFlag.noUrl | textFlag.noEmail)

const chooseCounty = 'Please choose a county.'

const stateIds = usStates.map((state) => state.id)

const { title, description, acres, price, homeSqft } = addListingLimits

export const addListingForm = v.pipe(
  v.object(
    {
      title: v.pipe(
        requiredText(title.max),
        v.minLength(title.min, validationMessages.minLength(title.min)),
        plainText,
      ),
      propertyTypes: v.pipe(
        v.array(
          v.picklist(sellerPropertyTypes, `propertyTypes must be some of ${sellerPropertyTypes.join(', ')}`),
          validationMessages.required,
        ),
        v.nonEmpty(validationMessages.required),
        v.transform((types) => [...new Set(types)]),
      ),
      stateId: v.pipe(
        typedNumber,
        v.number(validationMessages.required),
        v.picklist(stateIds, 'Please choose a state.'),
      ),
      countyId: v.pipe(
        typedNumber,
        v.number(validationMessages.required),
        v.integer(chooseCounty),
        v.minValue(1, chooseCounty),
      ),
      city: v.pipe(requiredText(addListingLimits.city), plainText),
      zip: v.pipe(requiredText(10), v.regex(/^\d{5}$/, 'Please enter a 5-digit ZIP code.')),
      address: v.pipe(optionalText(addListingLimits.address), textFlags(textFlag.noHtml | textFlag.noUrl)),
      latitude: optionalNumber(-90, 90),
      longitude: optionalNumber(-180, 180),
      acres: requiredNumber(acres.min, acres.max),
      priceKind: v.optional(v.picklist(priceKinds, `priceKind must be one of ${priceKinds.join(', ')}`), 'amount'),
      price: optionalNumber(price.min, price.max, true),
      description: v.pipe(
        requiredText(description.max),
        v.minLength(description.min, validationMessages.minLength(description.min)),
        // Buyers reach the seller through the site; an address or link in the text goes around it.
        plainText,
      ),
      beds: optionalNumber(0, addListingLimits.beds, true),
      baths: optionalNumber(0, addListingLimits.baths),
      homeSqft: optionalNumber(homeSqft.min, homeSqft.max, true),
      ownerFinancing: v.optional(v.boolean('ownerFinancing must be true or false'), false),
      /** Before the land facts, mineral rights were a box of their own: a body that still ticks it states the fact. */
      mineralRights: v.optional(v.boolean('mineralRights must be true or false'), false),
      /** The land facts the seller states, each optional (web/rules/stated-land-facts.ts). */
      landFacts: v.optional(landFactsObject, {}),
      /** GeoJSON or KML (web/rules/boundary-field.ts); null when the seller gives none. */
      boundary: v.optional(boundaryField, null),
      /** The phone a new seller account shows buyers; a seller who has an account keeps its own. */
      sellerPhone: optionalPhone,
    },
    (issue) => (issue.path ? validationMessages.required : 'The listing must be a JSON object.'),
  ),
  v.forward(
    v.partialCheck(
      [['priceKind'], ['price']],
      (form) => form.priceKind !== 'amount' || form.price !== null,
      validationMessages.required,
    ),
    ['price'],
  ),
  v.forward(
    v.partialCheck(
      [['latitude'], ['longitude']],
      (form) => (form.latitude === null) === (form.longitude === null),
      'Please enter both latitude and longitude, or neither.',
    ),
    ['longitude'],
  ),
  // The old box becomes the fact; the fact stated in landFacts wins, and the output has the fact alone.
  v.transform(({ mineralRights, ...form }) => ({
    ...form,
    landFacts:
      mineralRights && form.landFacts.mineralRights === null
        ? { ...form.landFacts, mineralRights: true }
        : form.landFacts,
  })),
)

/** What the form sends (numbers may be the fields' text). */
export type AddListingFormInput = v.InferInput<typeof addListingForm>
/** What the worker stores from: trimmed, numbers parsed, defaults filled. */
export type AddListingForm = v.InferOutput<typeof addListingForm>
