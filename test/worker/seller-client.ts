import { exports } from 'cloudflare:workers'
import { expect } from 'vitest'
import * as v from 'valibot'
import { apiErrorBody } from '../../web/api/api-call.ts'
import {
  directoryResults,
  sellerDetails,
  sellerListings,
  type DirectoryResults,
  type SellerDetails,
  type SellerListings,
} from '../../web/api/sellers.ts'
import { postJson } from './search-client.ts'

// The seller calls as the tests make them: through the worker, each answer checked against its contract.

export async function getJson(path: string): Promise<Response> {
  return exports.default.fetch(`http://land.localhost${path}`)
}

async function ok<TSchema extends v.GenericSchema>(
  response: Response,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  const parsed = v.safeParse(schema, body)
  expect(parsed.issues && v.flatten(parsed.issues)).toBeUndefined()
  return parsed.output as v.InferOutput<TSchema>
}

export async function details(accountId: number, siteId = 1): Promise<SellerDetails> {
  return ok(await getJson(`/api/broker/details/${siteId}/${accountId}`), sellerDetails)
}

export async function listings(accountId: number, body: unknown = {}, siteId = 1): Promise<SellerListings> {
  return ok(await postJson(`/api/broker/listings/${siteId}/${accountId}`, body), sellerListings)
}

export async function directory(body: unknown = {}, siteId = 1): Promise<DirectoryResults> {
  return ok(await postJson(`/api/broker/directory/${siteId}`, body), directoryResults)
}

/** Every page of the directory, in order. */
export async function directoryAll(body: Record<string, unknown>, siteId = 1) {
  const first = await directory(body, siteId)
  const pages = [first]
  for (let pageIndex = 1; pageIndex < first.pageCount; pageIndex++)
    pages.push(await directory({ ...body, pageIndex }, siteId))
  return { totalCount: first.totalCount, sellers: pages.flatMap((page) => page.sellers) }
}

/** An error answer: its status and the field it names. */
export async function expectError(response: Response, status: number, field: string) {
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(status)
  const parsed = v.parse(apiErrorBody, body)
  expect(parsed.field).toBe(field)
  expect(parsed.message.length).toBeGreaterThan(10)
}
