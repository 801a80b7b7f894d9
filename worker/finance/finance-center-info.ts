import type { FinanceCenter } from '../../web/api/finance.ts'
import {
  areaTypeRankSql,
  financeAreaColumns,
  financeCenterColumns,
  lendersOfRows,
  type FinanceRow,
} from './finance-rows.ts'
import type { Db } from '../db/db.ts'

// GET /api/content/financeCenterFullInfo/{id}: one active lender and every place it serves, by state, widest first.
// A lender that serves nowhere yet is still shown (LEFT JOIN): its areas are empty.
const fullInfoSql = `SELECT ${financeCenterColumns}, ${financeAreaColumns}
FROM finance_centers fc LEFT JOIN finance_center_areas a ON a.finance_center_id = fc.id
WHERE fc.id = ?1 AND fc.is_active = 1
ORDER BY stateAbbreviation, ${areaTypeRankSql} DESC, areaName`

/** The lender, or null when there is no active lender of that id. */
export async function financeCenterFullInfo(db: Db, id: number): Promise<FinanceCenter | null> {
  const { results } = await db.prepare(fullInfoSql).bind(id).all<FinanceRow>()
  return lendersOfRows(results)[0] ?? null
}
