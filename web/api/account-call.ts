import * as v from 'valibot'
import { apiErrorBody, callPath, type ApiCall } from './api-call.ts'
import type { ApiFetch } from './api-client.ts'

// Calls that change something for the logged-in person (likes, saved searches, settings, listings, flags). Each
// sends the session's CSRF token (from login info) in a header, and the answer keeps what a form needs: the data,
// or the field and message of a refusal, or the status (401: the session ended; 0: the call never arrived).

export const csrfHeader = 'x-csrf-token'

export type FormResult<T> =
  | { kind: 'done'; data: T }
  | { kind: 'refused'; status: number; field: string; message: string }
  | { kind: 'failed'; status: number }

type ParamsSchema = v.GenericSchema<Record<string, string>, Record<string, unknown>>

export async function sendAccountCall<TBody extends v.GenericSchema | undefined, TResponse extends v.GenericSchema>(
  api: ApiFetch,
  call: ApiCall<ParamsSchema | undefined, TBody, TResponse>,
  params: Record<string, string | number>,
  body: TBody extends v.GenericSchema ? v.InferInput<TBody> : undefined,
  csrfToken: string | null,
): Promise<FormResult<v.InferOutput<TResponse>>> {
  const path = callPath(call, params)
  try {
    const response = await api(path, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(csrfToken ? { [csrfHeader]: csrfToken } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const answer: unknown = await response.json().catch(() => null)
    if (response.status === 200) {
      const parsed = v.safeParse(call.response, answer)
      if (parsed.success) return { kind: 'done', data: parsed.output }
      console.error(`Unexpected response shape from ${path}`, v.flatten(parsed.issues))
      return { kind: 'failed', status: 0 }
    }
    const refusal = v.safeParse(apiErrorBody, answer)
    if (refusal.success && response.status < 500) {
      return { kind: 'refused', status: response.status, field: refusal.output.field, message: refusal.output.message }
    }
    return { kind: 'failed', status: response.status }
  } catch (error) {
    console.error(`Request to ${path} failed`, error)
    return { kind: 'failed', status: 0 }
  }
}
