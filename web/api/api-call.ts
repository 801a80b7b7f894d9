import * as v from 'valibot'
import { getJson, logFailedRequest, usableJson, type ApiFetch } from './api-client.ts'

// One declaration per API call, in the module of its resource: method, path, what it takes and what it answers.
// The worker serves the call from this declaration (worker/api/, validating with its schemas), the pages call it
// through it, and the HTTP fuzzer finds every call by it. Adding a call is one declaration here and one handler there.

/** Path parameters arrive as strings; a schema turns them into what the handler needs. */
type ParamsSchema = v.GenericSchema<Record<string, string>, Record<string, unknown>>

export interface ApiCall<
  TParams extends ParamsSchema | undefined = ParamsSchema | undefined,
  TBody extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  TResponse extends v.GenericSchema = v.GenericSchema,
> {
  method: 'GET' | 'POST'
  /** Hono path pattern under /api: '/popular/statenames/:siteId'. */
  path: `/${string}`
  params: TParams
  body: TBody
  response: TResponse
  /** How the answer is written: JSON (the default) or plain text, as the spec gives the search URL. */
  responseType: 'json' | 'text'
  /**
   * A valid request, for documentation and for the fuzzer to mutate. `status`, when the call cannot succeed from a
   * fixed example (a key only a mail carries), is the refusal the example gets instead.
   */
  example: { params?: Record<string, string>; body?: unknown; status?: number }
  /** Who may make the call: anyone, a logged-in user (401 otherwise), or an admin (spec §6). */
  access: Access
}

export type Access = 'anyone' | 'user' | 'admin'

export function apiCall<
  TParams extends ParamsSchema | undefined = undefined,
  TBody extends v.GenericSchema | undefined = undefined,
  TResponse extends v.GenericSchema = v.GenericSchema,
>(call: {
  method: 'GET' | 'POST'
  path: `/${string}`
  params?: TParams
  body?: TBody
  response: TResponse
  responseType?: ApiCall['responseType']
  example?: ApiCall['example']
  access?: Access
}): ApiCall<TParams, TBody, TResponse> {
  return {
    ...call,
    responseType: call.responseType ?? 'json',
    access: call.access ?? 'anyone',
    params: call.params as TParams,
    body: call.body as TBody,
    example: call.example ?? {},
  }
}

/** '/api/popular/statenames/0': the call's path with its parameters filled in, each URL-encoded. */
export function callPath(call: ApiCall, params: Record<string, string | number> = {}): string {
  return `/api${call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${call.path}: no value for :${name}`)
    return encodeURIComponent(String(value))
  })}`
}

/** GETs the call: its answer checked against the call's response schema, or null (the spec's fetch helper). */
export function fetchCall<TResponse extends v.GenericSchema>(
  api: ApiFetch,
  call: ApiCall<ParamsSchema | undefined, undefined, TResponse>,
  params: Record<string, string | number> = {},
): Promise<v.InferOutput<TResponse> | null> {
  return getJson(api, callPath(call, params), call.response)
}

/** Every 400 answer: the field that failed and the message for it. */
export const apiErrorBody = v.object({ error: v.string(), field: v.string(), message: v.string() })
export type ApiErrorBody = v.InferOutput<typeof apiErrorBody>

/** What a POST answered: its checked JSON on 200, otherwise the status alone (0 when the call failed to arrive). */
export type CallResult<T> = { status: 200; data: T } | { status: number; data: null }

/**
 * POSTs the call with a JSON body. Unlike fetchCall it keeps the status, so a page can tell "no such place" (404)
 * from an API that failed.
 */
export function postCall<TBody extends v.GenericSchema, TResponse extends v.GenericSchema>(
  api: ApiFetch,
  call: ApiCall<ParamsSchema | undefined, TBody, TResponse>,
  params: Record<string, string | number>,
  body: v.InferInput<TBody>,
): Promise<CallResult<v.InferOutput<TResponse>>> {
  return callWithStatus(api, call, params, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/**
 * GETs the call keeping the status, as postCall does: a listing that does not exist (404) is not a failed call.
 * `search` ('?q=…', or '') is the query of a call that filters by one.
 */
export function getCall<TResponse extends v.GenericSchema>(
  api: ApiFetch,
  call: ApiCall<ParamsSchema | undefined, undefined, TResponse>,
  params: Record<string, string | number>,
  search = '',
): Promise<CallResult<v.InferOutput<TResponse>>> {
  return callWithStatus(api, call, params, { headers: { accept: 'application/json' } }, search)
}

async function callWithStatus<TResponse extends v.GenericSchema>(
  api: ApiFetch,
  call: ApiCall<ParamsSchema | undefined, v.GenericSchema | undefined, TResponse>,
  params: Record<string, string | number>,
  init: RequestInit,
  search = '',
): Promise<CallResult<v.InferOutput<TResponse>>> {
  const path = `${callPath(call, params)}${search}`
  try {
    const response = await api(path, init)
    if (response.status !== 200) return { status: response.status, data: null }
    const answer = await usableJson(api, path, response, call.response)
    if (answer) return { status: 200, data: answer.value }
  } catch (error) {
    logFailedRequest(path, error)
  }
  return { status: 0, data: null }
}
