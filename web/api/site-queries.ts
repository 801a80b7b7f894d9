import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from './api-client.ts'

// The queries in every page's first script: the footer lists (the root loads them with each page) and the home page.
// Their calls, response schemas and the valibot that checks them load only when a query runs in the browser; on a
// first visit the server's answers come with the page, so the home page's budget carries none of it.

// The footer's lists never go stale by time: they refresh when the login status changes (web/components/footer-lists.ts).
const footerListTime = Infinity

export const popularStateNamesQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['popular', 'statenames'],
    queryFn: async () => (await import('./popular.ts')).fetchStateNames(api),
    staleTime: footerListTime,
  })

export const popularPropertyTypeNamesQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['popular', 'PropertyTypeNames'],
    queryFn: async () => (await import('./popular.ts')).fetchPropertyTypeNames(api),
    staleTime: footerListTime,
  })

export const popularSearchesQuery = (api: ApiFetch, siteId: number) =>
  queryOptions({
    queryKey: ['popular', 'searches', siteId],
    queryFn: async () => (await import('./popular-searches.ts')).fetchPopularSearches(api, siteId),
    staleTime: footerListTime,
  })

export const homePageQuery = (api: ApiFetch, siteId: number) =>
  queryOptions({
    queryKey: ['pagedata', 'home', siteId],
    queryFn: async ({ client }) => (await import('./home-page.ts')).fetchHomePage(api, siteId, client),
    staleTime: 60_000,
  })
