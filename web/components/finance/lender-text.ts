import type { FinanceArea } from '../../api/finance.ts'
import { financingQuery } from '../../rules/financing-query.ts'
import type { SiteLinks } from '../../site/site-links.tsx'

/** A place a lender serves as a buyer reads it: 'all of Texas', 'Kimble County, TX', 'Central Texas'. */
export function financeAreaLabel(area: FinanceArea): string {
  if (area.type === 'state') return `all of ${area.name}`
  if (area.type === 'region') return area.name
  return `${area.name}, ${area.stateAbbreviation}`
}

/** The finance center's page of one lender (spec §2: the finance center takes the query fcid). */
export function lenderPath(links: Pick<SiteLinks, 'content'>, lenderId: number): string {
  return `${links.content('financing')}?${financingQuery.lenderId}=${lenderId}`
}
