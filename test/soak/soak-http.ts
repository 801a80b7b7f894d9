import type { BrandId } from '../../brands/brand-config.ts'
import { csrfHeader } from '../../web/api/account-call.ts'
import { fetchAsBrand } from '../support/local-server.ts'

// The requests of the soak as a browser makes them: a session's cookie, and on a POST the session's CSRF token and a
// JSON body. The load sends them through autocannon; the setup and the read-back send them one by one from here.

/** A logged-in person: the cookie their login set and the CSRF token its login info gave. */
export interface Session {
  email: string
  cookie: string
  csrfToken: string
}

export interface SoakRequest {
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}

export function soakRequest(
  method: SoakRequest['method'],
  path: string,
  options: { session?: Session | null; body?: unknown; headers?: Record<string, string> } = {},
): SoakRequest {
  const { session, body } = options
  const headers: Record<string, string> = { ...options.headers }
  if (session) headers.cookie = session.cookie
  if (session && method === 'POST') headers[csrfHeader] = session.csrfToken
  if (body !== undefined) headers['content-type'] = 'application/json'
  return { method, path, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }
}

/** Sends one request as the brand and answers its status and JSON; throws, naming the request, on another status. */
export async function sendJson<T>(
  port: number,
  brandId: BrandId,
  request: SoakRequest,
  expected: readonly number[] = [200],
): Promise<T> {
  const response = await fetchAsBrand(port, brandId, request.path, request)
  const text = await response.text()
  if (!expected.includes(response.status)) {
    throw new Error(
      `${request.method} ${request.path} on ${brandId} answered ${response.status}: ${text.slice(0, 300)}`,
    )
  }
  return (text ? JSON.parse(text) : null) as T
}
