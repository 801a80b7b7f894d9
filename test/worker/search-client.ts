import { exports } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { MapData, SearchResults } from '../../web/api/search.ts'
import type { SearchCriteriaInput } from '../../web/search/search-criteria.ts'

// The search calls as the tests make them: through the worker, by the brand's host, with a JSON body.

export function postJson(path: string, body: unknown, init: { raw?: boolean } = {}): Promise<Response> {
  return exports.default.fetch(`http://land.localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: init.raw ? (body as string) : JSON.stringify(body),
  })
}

export async function search(criteria: SearchCriteriaInput, siteId = 1): Promise<SearchResults> {
  const response = await postJson(`/api/property/search/${siteId}`, criteria)
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  return body as SearchResults
}

/** Every page of the search, in order: its total and the ids of all its listings. */
export async function searchAll(criteria: SearchCriteriaInput, siteId = 1) {
  const first = await search(criteria, siteId)
  const pages = [first]
  for (let pageIndex = 1; pageIndex < first.pageCount; pageIndex++)
    pages.push(await search({ ...criteria, pageIndex }, siteId))
  return { first, totalCount: first.totalCount, ids: pages.flatMap((page) => page.listings.map((l) => l.id)) }
}

export async function mapData(criteria: SearchCriteriaInput, siteId = 1): Promise<{ data: MapData; bytes: number }> {
  const response = await postJson(`/api/property/mapData/${siteId}`, criteria)
  const text = await response.text()
  expect(response.status, text).toBe(200)
  return { data: JSON.parse(text) as MapData, bytes: text.length }
}
