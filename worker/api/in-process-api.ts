import type { Context } from 'hono'
import type { ApiFetch } from '../../web/api/api-client.ts'
import type { AppEnv } from '../app-env.ts'
import { carriesSessionCookie } from '../auth/session-cookie.ts'
import { shareDbSession } from '../middleware/d1-session.ts'
import { apiApp } from './api-app.ts'
import { proxyToApiOrigin } from './api-proxy.ts'

// Headers a page request hands on to the API calls it makes: who is asking and from where.
const forwardedHeaders = ['cookie', 'user-agent', 'cf-connecting-ip', 'accept-language']

/**
 * The API client the server-side router uses: the embedded API answers in the same isolate (no HTTP to
 * ourselves), or the upstream answers when API_ORIGIN is set.
 */
export function inProcessApi(c: Context<AppEnv>): ApiFetch {
  // A page made while a call failed shows less than it should (spec §8): it is the visitor's, never the cache's.
  const degraded = () => c.set('degradedPage', true)
  const api: ApiFetch = async (path, init) => {
    const response = await answer(c, path, init)
    if (response.status >= 500) degraded()
    return response
  }
  // An upstream's 200 that is not JSON, or not of the call's shape (proxy mode): the page's client finds it unusable,
  // and says so.
  api.unusableAnswer = degraded
  return api
}

async function answer(c: Context<AppEnv>, path: string, init: RequestInit | undefined): Promise<Response> {
  const headers = new Headers(init?.headers)
  for (const name of forwardedHeaders) {
    const value = c.req.header(name)
    if (value && !headers.has(name)) headers.set(name, value)
  }
  // A call that carries the visitor's session answers for them: the page it feeds is theirs alone.
  if (carriesSessionCookie(headers.get('cookie'))) c.set('personalPage', true)
  const request = new Request(new URL(path, c.req.url), { ...init, headers })
  const { apiOrigin } = c.var.config
  if (apiOrigin) return proxyToApiOrigin(request, apiOrigin)
  const apiPath = new URL(request.url)
  apiPath.pathname = apiPath.pathname.replace(/^\/api/, '') || '/'
  // The page's calls read through the page's D1 session: one bookmark, one replica's view of the data.
  const apiRequest = new Request(apiPath, request)
  shareDbSession(apiRequest, c.var.db)
  return apiApp.fetch(apiRequest, c.env, c.executionCtx)
}
