import type { PageChrome } from './page-chrome.ts'
import type { RouterContext } from './router-context.ts'

// The account pages' data (routes/account-routes.tsx), loaded with the first account page: their calls and schemas
// are nothing a visitor's first page needs.

export async function loadAccountOverview({ api, brand, queryClient }: RouterContext): Promise<void> {
  const { savedPropertiesQuery, savedSearchesQuery } = await import('../web/api/account.ts')
  await Promise.all([
    queryClient.ensureQueryData(savedSearchesQuery(api, brand.siteId)),
    queryClient.ensureQueryData(savedPropertiesQuery(api, brand.siteId, 0)),
  ])
}

export async function loadAccountDetails({ api, queryClient }: RouterContext): Promise<void> {
  const { accountDetailsQuery } = await import('../web/api/account.ts')
  await queryClient.ensureQueryData(accountDetailsQuery(api))
}

export async function loadSavedSearches({ api, brand, queryClient }: RouterContext): Promise<PageChrome> {
  const { savedSearchesQuery } = await import('../web/api/account.ts')
  await queryClient.ensureQueryData(savedSearchesQuery(api, brand.siteId))
  return { analyticsPageName: 'Saved Searches' }
}

export async function loadSavedProperties(
  { api, queryClient }: RouterContext,
  siteId: number,
  pageIndex: number,
): Promise<PageChrome & { savedProperties: { siteId: number; pageIndex: number } }> {
  const { savedPropertiesQuery } = await import('../web/api/account.ts')
  await queryClient.ensureQueryData(savedPropertiesQuery(api, siteId, pageIndex))
  return { savedProperties: { siteId, pageIndex }, analyticsPageName: 'Saved Properties' }
}

export async function loadDashboard({ api, brand, queryClient }: RouterContext): Promise<void> {
  const { dashboardFlagsQuery, dashboardSummaryQuery } = await import('../web/api/dashboard.ts')
  await Promise.all([
    queryClient.ensureQueryData(dashboardSummaryQuery(api, brand.siteId)),
    queryClient.ensureQueryData(dashboardFlagsQuery(api)),
  ])
}
