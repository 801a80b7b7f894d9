import type { FinanceArea, FinanceAreaType, FinanceCenter } from '../../web/api/finance.ts'

// The finance center's rows as both finance calls read them: a lender's columns once per area it serves, folded into
// one lender with its list of areas.

/** A lender's columns, aliased to the contract's names (fc = finance_centers). */
export const financeCenterColumns = `fc.id, fc.name, fc.description, fc.phone, fc.email, fc.url, fc.logo_id AS logoId`

/** An area's type, name and state (a = finance_center_areas); the name is null for a place the geography lacks. */
export const financeAreaColumns = `a.location_type AS areaType,
  CASE a.location_type
    WHEN 'state' THEN (SELECT name FROM states WHERE id = a.location_id)
    WHEN 'region' THEN (SELECT name FROM regions WHERE id = a.location_id)
    WHEN 'county' THEN (SELECT name_full FROM counties WHERE id = a.location_id)
    WHEN 'city' THEN (SELECT name FROM cities WHERE id = a.location_id)
  END AS areaName,
  (SELECT abbreviation FROM states WHERE id = a.state_id) AS stateAbbreviation`

/** Widest last: a lender of a whole state is listed after those of the place itself. */
export const areaTypeRankSql = `CASE a.location_type WHEN 'city' THEN 0 WHEN 'county' THEN 1 WHEN 'region' THEN 2 ELSE 3 END`

export type FinanceRow = Omit<FinanceCenter, 'areas'> & {
  areaType: FinanceAreaType
  areaName: string | null
  stateAbbreviation: string
}

/** Rows of lenders and areas, in the order given, as lenders each with their areas (areas without a name left out). */
export function lendersOfRows(rows: readonly FinanceRow[]): FinanceCenter[] {
  const lenders = new Map<number, FinanceCenter>()
  for (const { areaType, areaName, stateAbbreviation, ...center } of rows) {
    const lender = lenders.get(center.id) ?? { ...center, areas: [] }
    lenders.set(center.id, lender)
    if (areaName !== null)
      lender.areas.push({ type: areaType, name: areaName, stateAbbreviation } satisfies FinanceArea)
  }
  return [...lenders.values()]
}
