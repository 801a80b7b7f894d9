import fc from 'fast-check'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { csrfGuard, csrfRefused } from '../../worker/auth/csrf.ts'
import type { AppEnv } from '../../worker/app-env.ts'
import { anyText } from './url-properties.ts'

// The CSRF wall that reads where a request came from (worker/auth/csrf.ts): the Origin header, a URL, must name this
// host, and Sec-Fetch-Site must not say another site; whatever the headers hold, the answer is the call's or a 403
// naming the origin, never an error.

const app = new Hono<AppEnv>().post('/authenticate/login/1', csrfGuard('optional'), (c) => c.json({ ok: true }))
const host = 'www.openacres.example'

const origin = fc.oneof(
  fc.constantFrom(`https://${host}`, `http://${host}`, `https://${host}:443`, `https://${host}:8443`),
  fc.constantFrom('https://evil.example', `https://${host}.evil.example`, `https://evil.example/${host}`, 'null', ''),
  fc.webUrl().map((url) => new URL(url).origin),
  anyText,
)
const fetchSite = fc.constantFrom('same-origin', 'none', 'same-site', 'cross-site', 'other')

describe('where a request came from', () => {
  it('lets through this host only, and answers anything else with a 403 naming the origin', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(origin, { nil: undefined }),
        fc.option(fetchSite, { nil: undefined }),
        async (from, site) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' }
          // Header values are ByteStrings: text beyond Latin-1 cannot be sent at all.
          if (from !== undefined && /^[\x20-\x7e]*$/.test(from)) headers.origin = from
          if (site !== undefined) headers['sec-fetch-site'] = site
          const answer = await app.request(`https://${host}/authenticate/login/1`, {
            method: 'POST',
            headers,
            body: '{}',
          })
          const sameHost = (() => {
            if (headers.origin === undefined || headers.origin === '') return true
            try {
              return new URL(headers.origin).host === host
            } catch {
              return false
            }
          })()
          const fromHere = (site === undefined || site === 'same-origin' || site === 'none') && sameHost
          expect(answer.status).toBe(fromHere ? 200 : 403)
          if (!fromHere)
            expect(await answer.json()).toEqual({ error: 'Forbidden', field: 'origin', message: csrfRefused })
        },
      ),
    )
  })
})
