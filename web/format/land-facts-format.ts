import type { LandFactsSource } from '../api/listing-detail.ts'
import type { LandFacts } from '../rules/land-facts-form.ts'
import {
  choiceFacts,
  factSource,
  factSourceLabel,
  landFactFields,
  parcelFacts,
  specialFloodHazardZones,
  type ChoiceFact,
  type LandFactName,
} from '../rules/land-facts.ts'
import { usDollars, usNumber } from './us-numbers.ts'

// A listing's land facts (issue 31) in the words a buyer reads, with where each came from and when: one wording for
// the listing page's panel, the flyer and the JSON-LD. Plain functions, so the words are tested without a page.

/** One row of the land facts: a fact and the facts that belong with it (HOA and its fee, a zone and its share). */
export interface LandFactRow {
  name: LandFactName
  label: string
  /** What a buyer asks the seller when the fact is not stated. */
  question: string
  /** The fact in words; null when the listing does not state it. */
  words: string | null
  /** Who stated it and when ('Seller · Feb 2024'); null when not stated, or when nobody is on record. */
  source: string | null
}

// Choice names read as they are, capitalized, except where the name alone reads oddly under its label.
const choiceWording: Partial<Record<ChoiceFact, Record<string, string>>> = {
  roadAccess: { none: 'No road' },
  electric: { 'at road': 'At the road' },
  water: { municipal: 'Municipal water' },
  sewer: { municipal: 'Municipal sewer' },
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function choiceWords<F extends ChoiceFact>(fact: F, name: keyof (typeof choiceFacts)[F] | null): string | null {
  if (name === null) return null
  const text = String(name)
  return choiceWording[fact]?.[text] ?? capitalized(text)
}

const yesNo = (yes: string, no: string) => (value: boolean | null) => (value === null ? null : value ? yes : no)
const rights = yesNo('Included', 'Not included')

/** 12 -> '12 %', 2.25 -> '2.3 %'. */
const percent = (share: number) => `${usNumber(share, 1)} %`
const yearly = (dollars: number) => `${usDollars(dollars)} a year`

function hoaWords(facts: LandFacts): string | null {
  if (facts.hoa === false) return 'None'
  // A yearly fee says there is an HOA even when the yes was left out.
  if (facts.hoaFeeYearly !== null)
    return facts.hoaFeeYearly > 0 ? `Yes — ${yearly(facts.hoaFeeYearly)}` : 'Yes — no yearly fee'
  return facts.hoa ? 'Yes' : null
}

function deedRestrictionWords(facts: LandFacts): string | null {
  if (facts.deedRestrictions === false) return 'None'
  return facts.deedRestrictionsText ?? (facts.deedRestrictions ? 'Yes' : null)
}

function floodZoneWords(facts: LandFacts): string | null {
  const zone = facts.floodZone
  if (zone === null) return null
  if (!specialFloodHazardZones.has(zone)) {
    return zone === 'X' ? 'Zone X (outside the 100-year flood)' : `Zone ${zone} (flood risk not determined)`
  }
  const share = facts.floodZonePercent
  return share ? `Zone ${zone} on ${percent(share)} of the parcel` : `Zone ${zone} (in the 100-year flood)`
}

const factWords: Record<LandFactName, (facts: LandFacts) => string | null> = {
  roadAccess: (facts) => choiceWords('roadAccess', facts.roadAccess),
  legalAccess: (facts) => choiceWords('legalAccess', facts.legalAccess),
  roadFrontageFt: (facts) => (facts.roadFrontageFt === null ? null : `${usNumber(facts.roadFrontageFt, 0)} ft`),
  electric: (facts) => choiceWords('electric', facts.electric),
  water: (facts) => choiceWords('water', facts.water),
  sewer: (facts) => choiceWords('sewer', facts.sewer),
  topography: (facts) => choiceWords('topography', facts.topography),
  zoning: (facts) => facts.zoning,
  hoa: hoaWords,
  deedRestrictions: deedRestrictionWords,
  floodZone: floodZoneWords,
  wetlandsPercent: (facts) =>
    facts.wetlandsPercent === null
      ? null
      : facts.wetlandsPercent
        ? `${percent(facts.wetlandsPercent)} of the parcel`
        : 'None',
  mineralRights: (facts) => rights(facts.mineralRights),
  waterRights: (facts) => rights(facts.waterRights),
  timber: (facts) => yesNo('Yes', 'No')(facts.timber),
  fencing: (facts) => choiceWords('fencing', facts.fencing),
  outbuildings: (facts) => facts.outbuildings,
  surveyAvailable: (facts) => yesNo('Available', 'Not available')(facts.surveyAvailable),
  parcelNumber: (facts) => facts.parcelNumber,
  propertyTaxYearly: (facts) => (facts.propertyTaxYearly === null ? null : yearly(facts.propertyTaxYearly)),
}

const monthNames = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')

/** '2024-02-15T10:00:00Z' -> 'Feb 2024', read in UTC so the server and every browser write the same; null if unreadable. */
export function monthAndYear(iso: string | null): string | null {
  const date = new Date(iso ?? '')
  return Number.isNaN(date.getTime()) ? null : `${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

const withDate = (by: string, at: string | null) => {
  const when = monthAndYear(at)
  return when ? `${by} · ${when}` : by
}

/** Where a stated fact came from: parcel records for the parcel facts once checked, else who stated the facts. */
function sourceWords(name: LandFactName, source: LandFactsSource): string | null {
  if (parcelFacts.has(name) && source.parcelCheckedAt)
    return withDate(factSourceLabel[factSource.parcelData], source.parcelCheckedAt)
  if (!source.statedBy) return null
  return withDate(
    factSourceLabel[source.statedBy === 'seller' ? factSource.seller : factSource.landFeed],
    source.statedAt,
  )
}

/** Every land fact in the page's order (landFactFields): its words and source, or null words when not stated. */
export function landFactRows(facts: LandFacts, source: LandFactsSource): LandFactRow[] {
  return landFactFields.map(({ name, label, question }) => {
    const words = factWords[name](facts)
    return { name, label, question, words, source: words === null ? null : sourceWords(name, source) }
  })
}

/** The rows a listing states, for what has no button to ask with (the printed flyer, the JSON-LD). */
export const statedLandFactRows = (facts: LandFacts, source: LandFactsSource) =>
  landFactRows(facts, source).filter((row): row is LandFactRow & { words: string } => row.words !== null)
