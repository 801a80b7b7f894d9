import {
  financeCenterInfoQuery,
  financeCenterShownQuery,
  lendersByLocationQuery,
  statePlace,
} from '../../web/api/finance.ts'
import type { FinancingRouteData } from '../../web/pages/content/financing-page.tsx'
import { financingQuery, readFinancingQuery } from '../../web/rules/financing-query.ts'
import type { PageChrome } from '../page-chrome.ts'
import { pageHead, type PageHead } from '../page-head.ts'
import type { RouterContext } from '../router-context.ts'

// The financing route's work (routes/content/finance-routes.tsx), loaded with the first financing page: the finance
// calls and the page's head stay out of every page's first script.

/** Whether the brand shows its finance center now, and the address crawlers should know the page by. */
export async function financingTarget(context: RouterContext, search: Record<string, unknown>, path: string) {
  const query = readFinancingQuery(search)
  const financeCenter = await context.queryClient.ensureQueryData(financeCenterShownQuery(context.api, context.brand))
  // A lender's page and a state's lenders are pages of their own; the guide has one address whatever the query.
  const own =
    !financeCenter || (query.lenderId === null && !query.state)
      ? ''
      : query.lenderId !== null
        ? `?${financingQuery.lenderId}=${query.lenderId}`
        : `?${financingQuery.state}=${query.state!.abbreviation}`
  return { financeCenter, canonicalPath: `${path}${own}` }
}

const landLoansAbout = {
  title: 'Land Loans: Down Payments, Terms, Balloons and Owner Financing',
  description:
    'How financing land differs from a home mortgage: down payments, shorter terms, balloon payments, owner financing, Farm Credit and USDA loans, with a land loan calculator.',
}

/** The page's data (a lender, a state's lenders) in the query cache, and its head. */
export async function loadFinancingRoute(
  context: RouterContext & { financeCenter: boolean; canonicalPath: string },
  search: Record<string, unknown>,
): Promise<FinancingRouteData & PageChrome & { head: PageHead }> {
  const { queryClient, api, brand } = context
  const url = `${context.canonicalOrigin}${context.canonicalPath}`
  const { lenderId, state } = readFinancingQuery(search)
  const route = { lenderId, stateId: state?.id ?? null }
  if (!context.financeCenter) {
    return { financeCenter: false, ...route, head: pageHead(brand, { ...landLoansAbout, url, type: 'website' }) }
  }
  const [lender] = await Promise.all([
    lenderId !== null ? queryClient.ensureQueryData(financeCenterInfoQuery(api, lenderId)) : null,
    state ? queryClient.ensureQueryData(lendersByLocationQuery(api, statePlace(state.id))) : null,
  ])
  const title = lender
    ? `${lender.name}: Land Loans`
    : state
      ? `Land Loan Lenders in ${state.name}`
      : 'Finance Center: Land Loan Lenders'
  const description = lender
    ? `${lender.name} makes land loans. Call, write or visit their website, and see where they lend.`
    : `Lenders of land, farm and ranch loans${state ? ` in ${state.name}` : ''}, how land loans differ from mortgages, and a land loan calculator.`
  const head = pageHead(brand, { title, description, url, type: 'website' })
  // An id that names no lender shows the finance center without one: nothing of its own to index.
  if (lenderId !== null && !lender) head.meta.push({ name: 'robots', content: 'noindex' })
  return { financeCenter: true, ...route, head, analyticsPageName: 'Finance Center' }
}
