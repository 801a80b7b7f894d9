import { choiceFacts, femaFloodZones, landFactFields, type ChoiceFact } from '../../rules/land-facts.ts'
import { landFactLimits, type LandFacts } from '../../rules/land-facts-form.ts'

// The land facts as a seller fills them in (the add-listing form, Manage Listings): every fact of the rule's
// (web/rules/land-facts-form.ts) in the group a buyer looks for it under, with its kind of input. The fields hold text,
// as inputs do ('' is not stated, 'yes'/'no' the yes-no facts); the rule reads the facts out of it.

export type LandFactName = keyof LandFacts
/** A fact's field among the form's values: 'landFacts.water'. */
export type LandFactKey = `landFacts.${LandFactName}`
export const factKey = (name: LandFactName): LandFactKey => `landFacts.${name}`

type FactInput =
  | { kind: 'choice'; options: readonly { value: string; label: string }[] }
  | { kind: 'number'; unit: string }
  | { kind: 'text'; maxLength: number; placeholder?: string }

const notStated = { value: '', label: 'Not stated' }
const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)
const choice = (fact: ChoiceFact): FactInput => ({
  kind: 'choice',
  options: [notStated, ...Object.keys(choiceFacts[fact]).map((name) => ({ value: name, label: capitalized(name) }))],
})
const yesNo: FactInput = {
  kind: 'choice',
  options: [notStated, { value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }],
}
const floodZone: FactInput = {
  kind: 'choice',
  options: [
    notStated,
    ...femaFloodZones.map((zone) => ({ value: zone, label: zone === 'X' ? 'X (outside the 100-year flood)' : zone })),
  ],
}

/** The label the listing page gives a fact, for those it lists; the form's own for the details of one. */
const pageLabel = (name: LandFactName): string => landFactFields.find((field) => field.name === name)?.label ?? name

interface FactField {
  name: LandFactName
  label: string
  input: FactInput
}
const fact = (name: LandFactName, input: FactInput, label = pageLabel(name)): FactField => ({ name, label, input })

/** The facts in the groups the form shows them in, each group a fieldset of its own. */
export const landFactGroups: readonly { legend: string; facts: readonly FactField[] }[] = [
  {
    legend: 'Access',
    facts: [
      fact('roadAccess', choice('roadAccess')),
      fact('legalAccess', choice('legalAccess')),
      fact('roadFrontageFt', { kind: 'number', unit: 'feet' }),
    ],
  },
  {
    legend: 'Utilities',
    facts: [fact('electric', choice('electric')), fact('water', choice('water')), fact('sewer', choice('sewer'))],
  },
  {
    legend: 'The land',
    facts: [
      fact('topography', choice('topography')),
      fact('floodZone', floodZone, 'FEMA flood zone'),
      fact('floodZonePercent', { kind: 'number', unit: '%' }, 'Share in a flood zone'),
      fact('wetlandsPercent', { kind: 'number', unit: '%' }),
      fact('timber', yesNo, 'Merchantable timber'),
      fact('fencing', choice('fencing')),
      fact('outbuildings', {
        kind: 'text',
        maxLength: landFactLimits.outbuildings,
        placeholder: 'Hay barn, well house',
      }),
    ],
  },
  {
    legend: 'Restrictions',
    facts: [
      fact('zoning', { kind: 'text', maxLength: landFactLimits.zoning, placeholder: 'A-1 Agricultural' }),
      fact('hoa', yesNo),
      fact('hoaFeeYearly', { kind: 'number', unit: '$ a year' }, 'HOA fee'),
      fact('deedRestrictions', yesNo),
      fact(
        'deedRestrictionsText',
        { kind: 'text', maxLength: landFactLimits.deedRestrictionsText, placeholder: 'No mobile homes' },
        'What the restrictions say',
      ),
    ],
  },
  {
    legend: 'Rights and records',
    facts: [
      fact('mineralRights', yesNo, 'Mineral rights convey'),
      fact('waterRights', yesNo, 'Water rights convey'),
      fact('surveyAvailable', yesNo, 'Survey available'),
      fact('parcelNumber', { kind: 'text', maxLength: landFactLimits.parcelNumber }),
      fact('propertyTaxYearly', { kind: 'number', unit: '$ a year' }),
    ],
  },
]

/** Every fact's field, not stated: the facts of a new listing. */
export const emptyLandFactValues = Object.fromEntries(
  landFactGroups.flatMap((group) => group.facts.map((each) => [factKey(each.name), ''])),
) as Record<LandFactKey, string>

/** A listing's facts as the fields hold them: null '', true 'yes', false 'no', a number its digits. */
export function landFactValuesOf(facts: LandFacts): Record<LandFactKey, string> {
  const values = { ...emptyLandFactValues }
  for (const [name, value] of Object.entries(facts) as [LandFactName, LandFacts[LandFactName]][]) {
    values[factKey(name)] = value === null ? '' : value === true ? 'yes' : value === false ? 'no' : String(value)
  }
  return values
}

/** The form's values with the facts' fields gathered into landFacts, as the rule reads them. */
export function withLandFacts<T extends Record<string, unknown>>(values: T) {
  const landFacts: Record<string, unknown> = {}
  const rest: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith('landFacts.')) landFacts[key.slice('landFacts.'.length)] = value
    else rest[key] = value
  }
  return { ...rest, landFacts }
}
