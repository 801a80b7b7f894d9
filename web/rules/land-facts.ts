import { topography, type LandFilter } from './land-filters.ts'

// The land facts a listing may state (issue 31): the questions a land buyer asks first (access, utilities, septic,
// flood, restrictions, taxes), each optional. Written once here: the database stores the codes, the API and the land
// feed carry the names, pages show the labels. A fact that is null is not stated, which is not the same as "none".

/** Choices of a fact that is one of a few kinds: the stored code of each name. */
const roadAccess = { paved: 1, gravel: 2, dirt: 3, 'easement only': 4, none: 5 } as const
const legalAccess = { 'recorded easement': 1, 'public road frontage': 2, 'not documented': 3 } as const
const electric = { 'on site': 1, 'at road': 2, none: 3 } as const
const water = { well: 1, municipal: 2, spring: 3, none: 4 } as const
const sewer = { municipal: 1, 'septic installed': 2, 'perc tested': 3, none: 4 } as const
const fencing = { fenced: 1, 'partly fenced': 2, 'not fenced': 3 } as const

/** FEMA flood zones a parcel can lie in (the flood insurance rate map's letters). X: outside the 100-year flood. */
export const femaFloodZones = ['X', 'A', 'AE', 'AH', 'AO', 'V', 'VE', 'D'] as const
/** Zones of the 100-year flood (special flood hazard areas): a lender asks for flood insurance there. */
export const specialFloodHazardZones: ReadonlySet<string> = new Set(['A', 'AE', 'AH', 'AO', 'V', 'VE'])

export type ChoiceFact = 'roadAccess' | 'legalAccess' | 'electric' | 'water' | 'sewer' | 'topography' | 'fencing'
export const choiceFacts = { roadAccess, legalAccess, electric, water, sewer, topography, fencing } as const
export type ChoiceName<F extends ChoiceFact> = keyof (typeof choiceFacts)[F] & string

/** Where a fact came from: what the page shows beside it. */
export const factSource = { seller: 1, landFeed: 2, parcelData: 3 } as const
export type FactSourceCode = (typeof factSource)[keyof typeof factSource]
export const factSourceLabel: Record<FactSourceCode, string> = {
  1: 'Seller',
  2: 'Land feed',
  3: 'Parcel data',
}

/** Every land fact, in the order the page lists them, with its label and the question a buyer asks the seller. */
export const landFactFields = [
  { name: 'roadAccess', label: 'Road access', question: 'What kind of road reaches the property?' },
  { name: 'legalAccess', label: 'Legal access', question: 'Is legal access recorded (an easement or public road)?' },
  { name: 'roadFrontageFt', label: 'Road frontage', question: 'How many feet of road frontage does it have?' },
  { name: 'electric', label: 'Electric', question: 'Is electricity on site or at the road?' },
  { name: 'water', label: 'Water', question: 'What is the water source (well, municipal, spring)?' },
  { name: 'sewer', label: 'Sewer', question: 'Is there a septic system, a perc test or a sewer connection?' },
  { name: 'topography', label: 'Topography', question: 'How is the lay of the land (flat, rolling, steep)?' },
  { name: 'zoning', label: 'Zoning', question: 'How is the property zoned?' },
  { name: 'hoa', label: 'HOA', question: 'Is there an HOA, and what is the yearly fee?' },
  { name: 'deedRestrictions', label: 'Deed restrictions', question: 'Are there deed restrictions?' },
  { name: 'floodZone', label: 'Flood zone', question: 'Is any of the property in a FEMA flood zone?' },
  { name: 'wetlandsPercent', label: 'Wetlands', question: 'Are there wetlands on the property?' },
  { name: 'mineralRights', label: 'Mineral rights', question: 'Do the mineral rights convey?' },
  { name: 'waterRights', label: 'Water rights', question: 'Do any water rights convey?' },
  { name: 'timber', label: 'Timber', question: 'Is there merchantable timber?' },
  { name: 'fencing', label: 'Fencing', question: 'Is the property fenced?' },
  { name: 'outbuildings', label: 'Outbuildings', question: 'Are there any outbuildings?' },
  { name: 'surveyAvailable', label: 'Survey', question: 'Is a recent survey available?' },
  { name: 'parcelNumber', label: 'Parcel number (APN)', question: 'What is the parcel number (APN)?' },
  { name: 'propertyTaxYearly', label: 'Property tax', question: 'What are the yearly property taxes?' },
] as const
export type LandFactName = (typeof landFactFields)[number]['name']

/** How each fact is stated: a choice (its names above), yes or no, a number, text, or a FEMA flood zone. */
export const landFactKinds = {
  roadAccess: 'choice',
  legalAccess: 'choice',
  roadFrontageFt: 'number',
  electric: 'choice',
  water: 'choice',
  sewer: 'choice',
  topography: 'choice',
  zoning: 'text',
  hoa: 'yesNo',
  hoaFeeYearly: 'number',
  deedRestrictions: 'yesNo',
  deedRestrictionsText: 'text',
  floodZone: 'floodZone',
  floodZonePercent: 'number',
  wetlandsPercent: 'number',
  mineralRights: 'yesNo',
  waterRights: 'yesNo',
  timber: 'yesNo',
  fencing: 'choice',
  outbuildings: 'text',
  surveyAvailable: 'yesNo',
  parcelNumber: 'text',
  propertyTaxYearly: 'number',
} as const satisfies Record<string, 'choice' | 'yesNo' | 'number' | 'text' | 'floodZone'>
export type LandFactKey = keyof typeof landFactKinds

/** The facts read from parcel records rather than stated by the seller (their source is parcel data when checked). */
export const parcelFacts: ReadonlySet<LandFactName> = new Set<LandFactName>([
  'floodZone',
  'wetlandsPercent',
  'parcelNumber',
  'propertyTaxYearly',
])

/** What a page says for a fact that is not stated: pressing it asks the seller. */
export const notStatedLabel = 'Not stated — ask the seller'

/** The name of a choice fact's code, or null for a code that is not one of its choices (or no code). */
export function choiceName<F extends ChoiceFact>(fact: F, code: number | null | undefined): ChoiceName<F> | null {
  if (code === null || code === undefined) return null
  const entry = Object.entries(choiceFacts[fact]).find(([, value]) => value === code)
  return entry ? (entry[0] as ChoiceName<F>) : null
}

/** The stored code of a choice fact's name; null for no name. */
export function choiceCode<F extends ChoiceFact>(fact: F, name: ChoiceName<F> | null | undefined): number | null {
  if (name === null || name === undefined) return null
  return (choiceFacts[fact] as Record<string, number>)[name] ?? null
}

/** The land-fact filters' names in the filter form (their bits and URL slugs: land-filters.ts). */
export const landFilterLabels: Record<LandFilter, string> = {
  legalAccess: 'Legal access documented',
  power: 'Power available',
  water: 'Water available',
  noHoa: 'No HOA',
  outsideFloodZone: 'Outside the flood zone',
}
