import * as v from 'valibot'
import { siteIdField } from '../api/site-id.ts'
import { optionalPhone, optionalText, requiredEmail, requiredText, textFlag, textFlags } from '../rules/field-rules.ts'
import { listingLevel, upgradeTier } from '../rules/listing-rules.ts'
import { validationMessages } from '../rules/messages.ts'

// The contact-seller lead: what the buyer types plus the context the lead modal is opened with (spec §7: site, lead
// source, broker id, state, county, listing ids, price, acres, listing level, upgrade level, property title). One
// schema: the contact form checks it as the buyer types, and the worker checks the same body it receives.

export const leadFieldLimits = { name: 100, message: 2000, propertyTitle: 300, listingIds: 25 } as const

const positiveId = (name: string) =>
  v.pipe(
    v.number(`${name} must be a number`),
    v.safeInteger(`${name} must be a whole number`),
    v.minValue(1, `${name} must be 1 or more`),
  )
const optionalId = (name: string) => v.nullish(positiveId(name), null)
const amount = (name: string) =>
  v.pipe(v.number(`${name} must be a number`), v.minValue(0, `${name} must be 0 or more`))

// A key left out is as empty as a blank value: the object's own message for a missing key is the required one.
export const contactSellerLead = v.object(
  {
    // A name is a name: markup, a web address or an email address in it is spam or a mistake.
    name: v.pipe(requiredText(leadFieldLimits.name), textFlags(textFlag.noHtml | textFlag.noUrl | textFlag.noEmail)),
    email: requiredEmail,
    phone: optionalPhone,
    // No markup and no links (the copy goes into a seller's mailbox), but an email address may stay: buyers write
    // "or reach me at …", the sender's own address is already in the lead, so refusing it would only turn away
    // genuine messages.
    message: v.pipe(optionalText(leadFieldLimits.message), textFlags(textFlag.noHtml | textFlag.noUrl)),
    siteId: siteIdField,
    /** Where the modal was opened: 'listing-detail', 'search-results', 'seller-profile'… */
    leadSource: v.pipe(
      v.string('leadSource is required'),
      v.regex(/^[\w-]{1,64}$/, 'leadSource must be a short name of letters, digits, - or _'),
    ),
    /** The seller's account (accountId). */
    brokerId: positiveId('brokerId'),
    stateId: optionalId('stateId'),
    countyId: optionalId('countyId'),
    /** The listings asked about; none when the buyer writes to the seller about no listing in particular. */
    listingIds: v.pipe(
      v.nullish(v.array(positiveId('listingIds')), []),
      v.transform((ids) => [...new Set(ids ?? [])]),
      v.maxLength(leadFieldLimits.listingIds, `listingIds may name at most ${leadFieldLimits.listingIds} listings`),
    ),
    // Whole dollars, as listings.price: 2 is an auction, 0 contact for price (spec §9).
    price: v.nullish(v.pipe(amount('price'), v.safeInteger('price must be whole dollars')), null),
    acres: v.nullish(amount('acres'), null),
    listingLevel: v.nullish(
      v.picklist(Object.values(listingLevel), `listingLevel must be one of ${Object.values(listingLevel).join(', ')}`),
      null,
    ),
    upgradeLevelId: v.nullish(
      v.picklist(Object.values(upgradeTier), `upgradeLevelId must be one of ${Object.values(upgradeTier).join(', ')}`),
      null,
    ),
    propertyTitle: optionalText(leadFieldLimits.propertyTitle),
  },
  (issue) => (issue.path ? validationMessages.required : 'The lead must be a JSON object.'),
)

/** What the form sends. */
export type ContactSellerLead = v.InferInput<typeof contactSellerLead>
/** What the worker stores, trimmed and defaulted. */
export type CheckedLead = v.InferOutput<typeof contactSellerLead>
