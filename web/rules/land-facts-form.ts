import * as v from 'valibot'
import { optionalNumber, optionalText, textFlag, textFlags } from './field-rules.ts'
import { choiceFacts, femaFloodZones, type ChoiceFact, type ChoiceName } from './land-facts.ts'

// The land facts as a seller or a land feed states them (issue 31): every fact optional, checked by the add-listing
// form as the seller types, by Manage Listings and by the worker on the add-listing body and each feed listing. A
// fact left out, null or '' is not stated. Choice facts take their names (web/rules/land-facts.ts), yes/no facts
// true or false, numbers JSON numbers or the text of a field.

export const landFactLimits = {
  roadFrontageFt: 1_000_000,
  hoaFeeYearly: 1_000_000,
  propertyTaxYearly: 10_000_000,
  zoning: 60,
  deedRestrictionsText: 500,
  outbuildings: 200,
  parcelNumber: 40,
} as const

const plainText = textFlags(textFlag.noHtml | textFlag.noUrl | textFlag.noEmail)

/** '' (a select left on "Not stated") and null are not stated. */
const notStated = (value: unknown) => value === '' || value === null || value === undefined

const choice = <F extends ChoiceFact>(fact: F) => {
  const names = Object.keys(choiceFacts[fact]) as ChoiceName<F>[]
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (notStated(value) ? null : value)),
      v.nullable(v.picklist(names, `${fact} must be one of ${names.join(', ')}`)),
    ),
    null,
  )
}

const yesNo = (fact: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (notStated(value) ? null : value === 'yes' ? true : value === 'no' ? false : value)),
      v.nullable(v.boolean(`${fact} must be true or false`)),
    ),
    null,
  )

/** Optional text: '' when not stated is kept as null, so "not stated" has one spelling. */
const factText = (maxLength: number) =>
  v.pipe(
    optionalText(maxLength),
    plainText,
    v.transform((text) => (text === '' ? null : text)),
  )

const percent = optionalNumber(0, 100)

export const landFactsForm = v.object({
  roadAccess: choice('roadAccess'),
  legalAccess: choice('legalAccess'),
  roadFrontageFt: optionalNumber(0, landFactLimits.roadFrontageFt, true),
  electric: choice('electric'),
  water: choice('water'),
  sewer: choice('sewer'),
  topography: choice('topography'),
  zoning: factText(landFactLimits.zoning),
  hoa: yesNo('hoa'),
  hoaFeeYearly: optionalNumber(0, landFactLimits.hoaFeeYearly, true),
  deedRestrictions: yesNo('deedRestrictions'),
  deedRestrictionsText: factText(landFactLimits.deedRestrictionsText),
  floodZone: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (notStated(value) ? null : typeof value === 'string' ? value.toUpperCase() : value)),
      v.nullable(v.picklist(femaFloodZones, `floodZone must be a FEMA zone: ${femaFloodZones.join(', ')}`)),
    ),
    null,
  ),
  floodZonePercent: percent,
  wetlandsPercent: percent,
  mineralRights: yesNo('mineralRights'),
  waterRights: yesNo('waterRights'),
  timber: yesNo('timber'),
  fencing: choice('fencing'),
  outbuildings: factText(landFactLimits.outbuildings),
  surveyAvailable: yesNo('surveyAvailable'),
  parcelNumber: factText(landFactLimits.parcelNumber),
  propertyTaxYearly: optionalNumber(0, landFactLimits.propertyTaxYearly, true),
})

/** What a form or feed sends. */
export type LandFactsInput = v.InferInput<typeof landFactsForm>
/** The facts as stored and shown: every key present, null when not stated. */
export type LandFacts = v.InferOutput<typeof landFactsForm>

/** Every fact not stated: a listing's facts before the seller says anything. */
export const noLandFacts: LandFacts = v.parse(landFactsForm, {})
