import { choiceFacts, femaFloodZones, landFactFields, landFactKinds, type ChoiceFact } from '../../rules/land-facts.ts'
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

/** What a fact's field needs beyond its kind (landFactKinds): a number's unit, a text's example, its own label. */
interface FactExtras {
  unit?: string
  placeholder?: string
  label?: string
}

/** A fact's input, from its kind: a choice's names, yes or no, a zone, a number with its unit, text within its limit. */
function inputOf(name: LandFactName, extras: FactExtras): FactInput {
  const kind = landFactKinds[name]
  if (kind === 'choice') return choice(name as ChoiceFact)
  if (kind === 'yesNo') return yesNo
  if (kind === 'floodZone') return floodZone
  if (kind === 'number') return { kind: 'number', unit: extras.unit ?? '' }
  const maxLength = landFactLimits[name as keyof typeof landFactLimits]
  return { kind: 'text', maxLength, ...(extras.placeholder ? { placeholder: extras.placeholder } : {}) }
}

const fact = (name: LandFactName, extras: FactExtras = {}): FactField => ({
  name,
  label: extras.label ?? pageLabel(name),
  input: inputOf(name, extras),
})

/** The facts in the groups the form shows them in, each group a fieldset of its own. */
export const landFactGroups: readonly { legend: string; facts: readonly FactField[] }[] = [
  {
    legend: 'Access',
    facts: [fact('roadAccess'), fact('legalAccess'), fact('roadFrontageFt', { unit: 'feet' })],
  },
  {
    legend: 'Utilities',
    facts: [fact('electric'), fact('water'), fact('sewer')],
  },
  {
    legend: 'The land',
    facts: [
      fact('topography'),
      fact('floodZone', { label: 'FEMA flood zone' }),
      fact('floodZonePercent', { unit: '%', label: 'Share in a flood zone' }),
      fact('wetlandsPercent', { unit: '%' }),
      fact('timber', { label: 'Merchantable timber' }),
      fact('fencing'),
      fact('outbuildings', { placeholder: 'Hay barn, well house' }),
    ],
  },
  {
    legend: 'Restrictions',
    facts: [
      fact('zoning', { placeholder: 'A-1 Agricultural' }),
      fact('hoa'),
      fact('hoaFeeYearly', { unit: '$ a year', label: 'HOA fee' }),
      fact('deedRestrictions'),
      fact('deedRestrictionsText', { placeholder: 'No mobile homes', label: 'What the restrictions say' }),
    ],
  },
  {
    legend: 'Rights and records',
    facts: [
      fact('mineralRights', { label: 'Mineral rights convey' }),
      fact('waterRights', { label: 'Water rights convey' }),
      fact('surveyAvailable', { label: 'Survey available' }),
      fact('parcelNumber'),
      fact('propertyTaxYearly', { unit: '$ a year' }),
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
