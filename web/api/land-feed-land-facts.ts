import * as v from 'valibot'
import { boundaryLimits } from '../rules/boundary.ts'
import { boundaryField } from '../rules/boundary-field.ts'
import { choiceFacts, femaFloodZones, type ChoiceFact } from '../rules/land-facts.ts'
import { landFactLimits, landFactsForm, type LandFacts } from '../rules/land-facts-form.ts'
import { usNumber } from '../format/us-numbers.ts'
import { feedObject, field, schemasOf } from './land-feed-rules.ts'

// A feed listing's land facts and boundary (issue 31): the answers to a land buyer's first questions, each optional.
// The rules are the add-listing form's (web/rules/land-facts-form.ts, web/rules/boundary-field.ts); this table adds
// what the documentation says of each fact, so /landfeed/docs/ lists every one from the same table the check reads.

const choices = (fact: ChoiceFact) => `one of: ${Object.keys(choiceFacts[fact]).join(', ')}`
const yesNo = 'true or false'
const wholeUpTo = (max: number, unit: string) => `whole ${unit}, 0 to ${usNumber(max)}`
const textUpTo = (max: number) => `text, at most ${max} characters`

const facts = landFactsForm.entries

/** Each land fact of a feed listing: its rule (the form's) and what the documentation says of it. */
export const feedLandFactFields = {
  roadAccess: field({
    kind: choices('roadAccess'),
    about: 'The road that reaches the property: "easement only" when it is reached across a neighbour’s land.',
    schema: facts.roadAccess,
  }),
  legalAccess: field({
    kind: choices('legalAccess'),
    about: 'How the right to reach the property is documented: a recorded easement, or frontage on a public road.',
    schema: facts.legalAccess,
  }),
  roadFrontageFt: field({
    kind: wholeUpTo(landFactLimits.roadFrontageFt, 'feet'),
    about: 'Feet of the boundary along a road: 660.',
    schema: facts.roadFrontageFt,
  }),
  electric: field({
    kind: choices('electric'),
    about: 'Electricity: connected on the property, or a line at the road.',
    schema: facts.electric,
  }),
  water: field({ kind: choices('water'), about: 'The source of water on the property.', schema: facts.water }),
  sewer: field({
    kind: choices('sewer'),
    about: 'Sewer: a municipal connection, a septic system in place, or a passed perc test for one.',
    schema: facts.sewer,
  }),
  topography: field({ kind: choices('topography'), about: 'The lay of the land.', schema: facts.topography }),
  zoning: field({
    kind: textUpTo(landFactLimits.zoning),
    about: 'The zoning as the county or town names it: "A-1 Agricultural".',
    schema: facts.zoning,
  }),
  hoa: field({ kind: yesNo, about: 'Whether the property is in a homeowners’ association.', schema: facts.hoa }),
  hoaFeeYearly: field({
    kind: wholeUpTo(landFactLimits.hoaFeeYearly, 'dollars'),
    about: 'The association’s fee for a year: 350.',
    schema: facts.hoaFeeYearly,
  }),
  deedRestrictions: field({
    kind: yesNo,
    about: 'Whether the deed restricts the use of the land (no mobile homes, no subdividing…).',
    schema: facts.deedRestrictions,
  }),
  deedRestrictionsText: field({
    kind: textUpTo(landFactLimits.deedRestrictionsText),
    about: 'What the restrictions say, in short: "No mobile homes; one house per 10 acres".',
    schema: facts.deedRestrictionsText,
  }),
  floodZone: field({
    kind: `one of: ${femaFloodZones.join(', ')}`,
    about: 'The FEMA flood zone of the property (of its largest part): X is outside the 100-year flood.',
    schema: facts.floodZone,
  }),
  floodZonePercent: field({
    kind: 'percent, 0 to 100',
    about: 'The share of the property in a flood zone other than X: 12.5.',
    schema: facts.floodZonePercent,
  }),
  wetlandsPercent: field({
    kind: 'percent, 0 to 100',
    about: 'The share of the property that is wetland: 0 when there is none.',
    schema: facts.wetlandsPercent,
  }),
  mineralRights: field({
    kind: yesNo,
    about: 'Whether the mineral rights convey with the land.',
    schema: facts.mineralRights,
  }),
  waterRights: field({ kind: yesNo, about: 'Whether water rights convey with the land.', schema: facts.waterRights }),
  timber: field({ kind: yesNo, about: 'Whether the property has merchantable timber.', schema: facts.timber }),
  fencing: field({ kind: choices('fencing'), about: 'How much of the boundary is fenced.', schema: facts.fencing }),
  outbuildings: field({
    kind: textUpTo(landFactLimits.outbuildings),
    about: 'Barns, sheds, pens and the like: "40×60 metal barn, working pens".',
    schema: facts.outbuildings,
  }),
  surveyAvailable: field({
    kind: yesNo,
    about: 'Whether a survey of the property is available to buyers.',
    schema: facts.surveyAvailable,
  }),
  parcelNumber: field({
    kind: textUpTo(landFactLimits.parcelNumber),
    about: 'The county’s parcel number (APN), as its tax records write it: "R12345".',
    schema: facts.parcelNumber,
  }),
  propertyTaxYearly: field({
    kind: wholeUpTo(landFactLimits.propertyTaxYearly, 'dollars'),
    about: 'The property tax of the last year: 1840.',
    schema: facts.propertyTaxYearly,
  }),
} satisfies Record<keyof LandFacts, { kind: string; about: string; schema: v.GenericSchema }>

/** The two listing fields this adds to the feed (land-feed-listing.ts). */
export const landFactsListingFields = {
  landFacts: field({
    kind: 'an object of land facts (the table below)',
    about:
      'The answers to a land buyer’s first questions: access, utilities, flood zone, restrictions, taxes. Every fact is optional; one left out (or null) shows as not stated, with a button that asks you. Buyers see them as stated by the land feed, with the delivery’s date.',
    schema: v.optional(feedObject(schemasOf(feedLandFactFields))),
  }),
  boundary: field({
    kind: `a GeoJSON object, or KML text, at most ${boundaryLimits.maxPoints} points (kept as at most ${boundaryLimits.keptPoints})`,
    about:
      'The property’s boundary: a GeoJSON Polygon, MultiPolygon, Feature or FeatureCollection (its first polygon’s outer ring, as [longitude, latitude] pairs), or the text of a KML file with a Polygon. The listing’s map draws it, and the acres it measures show beside the acres you state (with a note when they differ by more than 5 %).',
    schema: v.optional(boundaryField),
  }),
}
