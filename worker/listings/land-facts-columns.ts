// The land facts as the listings table stores them (migration 0027): one column per fact, the choice facts as the
// codes of web/rules/land-facts.ts, yes/no facts as 1 or 0. Every reader and writer of the facts (the detail page,
// add listing, the land feed, Manage Listings) goes through these lists, so a fact's column is named once.
import {
  choiceCode,
  choiceName,
  factSource,
  landFactKinds,
  type ChoiceFact,
  type FactSourceCode,
} from '../../web/rules/land-facts.ts'
import type { LandFacts } from '../../web/rules/land-facts-form.ts'

/** Each fact's column; how it is stored follows its kind (landFactKinds): choices as codes, yes/no as 1 or 0. */
export const landFactColumns: { [K in keyof LandFacts]: string } = {
  roadAccess: 'road_access',
  legalAccess: 'legal_access',
  roadFrontageFt: 'road_frontage_ft',
  electric: 'electric',
  water: 'water_source',
  sewer: 'sewer',
  topography: 'topography',
  zoning: 'zoning',
  hoa: 'hoa',
  hoaFeeYearly: 'hoa_fee_yearly',
  deedRestrictions: 'deed_restrictions',
  deedRestrictionsText: 'deed_restrictions_text',
  floodZone: 'flood_zone',
  floodZonePercent: 'flood_zone_percent',
  wetlandsPercent: 'wetlands_percent',
  // Older than the other facts and NOT NULL: 0 reads as not stated (the add-listing box left unticked).
  mineralRights: 'mineral_rights',
  waterRights: 'water_rights',
  timber: 'timber',
  fencing: 'fencing',
  outbuildings: 'outbuildings',
  surveyAvailable: 'survey_available',
  parcelNumber: 'parcel_number',
  propertyTaxYearly: 'property_tax_yearly',
}

const factNames = Object.keys(landFactColumns) as (keyof LandFacts)[]

/** The facts' columns for a SELECT on `listings l`, each as its fact's name (`l.road_access AS roadAccess`). */
export const landFactsSelect = [
  ...factNames.map((name) => `l.${landFactColumns[name]} AS ${name}`),
  'l.facts_source AS factsSource',
  'l.facts_stated_at AS factsStatedAt',
  'l.parcel_checked_at AS parcelCheckedAt',
].join(', ')

/** The facts of a row read with landFactsSelect. */
export function landFactsOfRow(row: Record<string, unknown>): LandFacts {
  const facts: Record<string, unknown> = {}
  for (const name of factNames) {
    const kind = landFactKinds[name]
    const value = row[name]
    if (value === null || value === undefined) facts[name] = null
    else if (kind === 'choice') facts[name] = choiceName(name as ChoiceFact, Number(value))
    else if (kind === 'yesNo') facts[name] = name === 'mineralRights' && value === 0 ? null : value === 1
    else if (kind === 'number') facts[name] = Number(value)
    else facts[name] = String(value)
  }
  return facts as LandFacts
}

/** Who stated a row's facts and when, as the page shows it. */
export function landFactsSourceOfRow(row: Record<string, unknown>) {
  const code = row.factsSource as FactSourceCode | null
  return {
    statedBy:
      code === factSource.landFeed ? ('land feed' as const) : code === factSource.seller ? ('seller' as const) : null,
    statedAt: (row.factsStatedAt as string | null) ?? null,
    parcelCheckedAt: (row.parcelCheckedAt as string | null) ?? null,
  }
}

/** The columns and values to write for `facts` (an INSERT's or UPDATE's), stated by `source` at `at`. */
export function landFactsValues(
  facts: LandFacts,
  source: FactSourceCode,
  at: string,
): { columns: string[]; values: (string | number | null)[] } {
  const columns: string[] = []
  const values: (string | number | null)[] = []
  for (const name of factNames) {
    const column = landFactColumns[name]
    const kind = landFactKinds[name]
    const value = facts[name]
    columns.push(column)
    if (value === null) values.push(name === 'mineralRights' ? 0 : null)
    else if (kind === 'choice') values.push(choiceCode(name as ChoiceFact, value as never))
    else if (kind === 'yesNo') values.push(value ? 1 : 0)
    else values.push(value as string | number)
  }
  columns.push('facts_source', 'facts_stated_at')
  values.push(source, at)
  return { columns, values }
}
