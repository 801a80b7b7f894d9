import * as v from 'valibot'

/**
 * How the app reaches /api/*: `fetch` in the browser; on the server the worker passes a function that
 * answers in-process from the embedded API (or forwards to API_ORIGIN), never an HTTP call to itself.
 */
export type ApiFetch = ((path: string, init?: RequestInit) => Promise<Response>) & {
  /**
   * Told of an answer a page could not use (another shape than its call's, not JSON at all): on the server the page
   * then shows less than it should, so it is not one to share (worker/api/in-process-api.ts). The browser's has none.
   */
  unusableAnswer?: (path: string) => void
}

/**
 * The spec's generic fetch helper: JSON only on status 200, otherwise null. A body that does not match
 * the contract is logged and treated as null too, so a page shows its empty state instead of crashing.
 */
export async function getJson<TSchema extends v.GenericSchema>(
  apiFetch: ApiFetch,
  path: string,
  schema: TSchema,
): Promise<v.InferOutput<TSchema> | null> {
  try {
    const response = await apiFetch(path, { headers: { accept: 'application/json' } })
    if (response.status !== 200) return null
    return (await usableJson(apiFetch, path, response, schema))?.value ?? null
  } catch (error) {
    logFailedRequest(path, error)
    return null
  }
}

/**
 * A 200's JSON when it is the call's. Any other (spec §8: a failed fetch call), of another shape or not JSON at all (a
 * proxy's error page, a cut-off body), is logged, and the page's API client told. A cancelled read is not an answer.
 */
export async function usableJson<TSchema extends v.GenericSchema>(
  apiFetch: ApiFetch,
  path: string,
  response: Response,
  schema: TSchema,
): Promise<{ value: v.InferOutput<TSchema> } | null> {
  let json: unknown
  try {
    json = await response.json()
  } catch (error) {
    if ((error as Error | null)?.name === 'AbortError') throw error
    return unusableAnswer(apiFetch, path, String(error))
  }
  const parsed = v.safeParse(schema, json)
  if (parsed.success) return { value: parsed.output }
  return unusableAnswer(apiFetch, path, v.flatten(parsed.issues))
}

function unusableAnswer(apiFetch: ApiFetch, path: string, issues: unknown): null {
  console.error(`Unexpected response shape from ${path}`, issues)
  apiFetch.unusableAnswer?.(path)
  return null
}

/** A call that failed is logged (spec §8); one its query cancelled (an AbortError: the text changed) did not fail. */
export function logFailedRequest(path: string, error: unknown): void {
  if ((error as Error | null)?.name !== 'AbortError') console.error(`Request to ${path} failed`, error)
}

/** The spec's retry helper: up to 3 retries, 300 ms apart, until the call gives a value. */
export async function withRetry<T>(call: () => Promise<T | null>, retries = 3, delayMs = 300): Promise<T | null> {
  for (let attempt = 0; ; attempt++) {
    const value = await call()
    if (value !== null || attempt >= retries) return value
    await new Promise((resolve) => setTimeout(resolve, delayMs))
  }
}
