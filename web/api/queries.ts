import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from './api-client.ts'
import { getJson } from './api-client.ts'
import { homePageResponse, propertyTypeNamesResponse, stateNamesResponse } from './contract.ts'

// One queryOptions factory per resource, used by route loaders (ensureQueryData) and components
// (useSuspenseQuery) alike, so the server's dehydrated cache is exactly what the browser reads.

const long = 10 * 60_000

export const popularStateNamesQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['popular', 'statenames'],
    queryFn: async () => (await getJson(api, '/api/popular/statenames/0', stateNamesResponse)) ?? [],
    staleTime: long,
  })

export const popularPropertyTypeNamesQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['popular', 'PropertyTypeNames'],
    queryFn: async () => (await getJson(api, '/api/popular/PropertyTypeNames/0', propertyTypeNamesResponse)) ?? [],
    staleTime: long,
  })

export const homePageQuery = (api: ApiFetch, siteId: number) =>
  queryOptions({
    queryKey: ['pagedata', 'home', siteId],
    queryFn: () => getJson(api, `/api/pagedata/home/${siteId}`, homePageResponse),
    staleTime: 60_000,
  })
