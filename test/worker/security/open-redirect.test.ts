import { beforeAll, describe, expect, test, vi } from 'vitest'
import { loginPath } from '../../../routes/links/url-name.ts'
import { afterLogoutPath } from '../../../web/account/account-links.ts'
import { logOut } from '../../../web/account/log-out.ts'
import { safeReturnPath } from '../../../web/account/return-path.ts'
import type { ApiFetch } from '../../../web/api/api-client.ts'
import { reportCrash } from '../../../web/pages/report-crash.ts'
import { seedTestDb, sqlRows } from '../seeded-db.ts'
import { logInBuyer, landHost, send, sendAndFinish, type Answer } from './security-kit.ts'

// Open redirects: every place a visitor is sent on (a Location the worker answers, a link or refresh a page renders,
// a location.assign() in the browser) given an address of another site in every form a browser reads as one. The
// worker's redirects and pages are asked for through the real worker; the browser's targets are decided by
// safeReturnPath (after login), loginPath (the account guard), afterLogoutPath (Log out) and reportCrash (a render
// crash goes to /error/), which run here as the browser runs them, with the window they read stubbed.

const home = `http://${landHost}`

/** Another site's address, as a browser would read each. */
const offSiteTargets = [
  'https://evil.example',
  'https://evil.example/account/',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  'https:evil.example',
  `http://${landHost}.evil.example/`,
  `http://${landHost}@evil.example/`,
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  'data:text/html;base64,PGI+eDwvYj4=',
]

/** Where a browser on our site goes when sent to `target`: another origin, or a script or data URL, is off site. */
function leavesSite(target: string): boolean {
  let url: URL
  try {
    url = new URL(target, `${home}/`)
  } catch {
    return false
  }
  return url.origin !== home
}

const linkAttributes = ['href', 'action', 'formaction', 'src']

/** The links, form targets and refreshes of a page that would take a visitor off site to the attacker. */
async function offSiteLinks(html: string): Promise<string[]> {
  const found: string[] = []
  const rewriter = new HTMLRewriter().on('*', {
    element(element) {
      for (const name of linkAttributes) {
        const value = element.getAttribute(name)
        if (value && /evil\.example|^\s*(javascript|data):/i.test(value) && leavesSite(value)) {
          found.push(`<${element.tagName} ${name}="${value}">`)
        }
      }
      const refresh = element.tagName === 'meta' && /refresh/i.test(element.getAttribute('http-equiv') ?? '')
      if (refresh) found.push(`<meta http-equiv="refresh" content="${element.getAttribute('content')}">`)
    },
  })
  await rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html' } })).text()
  return found
}

/** An answer that sends nobody off site: no Location elsewhere, and no link, form or refresh to the attacker. */
async function expectStaysOnSite(answer: Answer) {
  expect(answer.status).toBeLessThan(500)
  const location = answer.headers.get('location')
  if (location) expect(leavesSite(location), `Location: ${location}`).toBe(false)
  expect(await offSiteLinks(answer.text)).toEqual([])
}

let buyerCookie = ''

beforeAll(async () => {
  await seedTestDb(60)
  buyerCookie = (await logInBuyer(2)).cookie
})

describe('the browser never leaves the site for a return address', () => {
  test.for(offSiteTargets)('after login (safeReturnPath) for %j', (target) => {
    const back = safeReturnPath(target)
    if (back !== undefined) expect(leavesSite(back)).toBe(false)
  })

  test.for(offSiteTargets)('through /login (loginPath) for %j', (target) => {
    const path = loginPath(target, 'My Account')
    expect(leavesSite(path)).toBe(false)
    const carried = new URL(path, home).searchParams.get('returnUrl')
    if (carried !== null) expect(leavesSite(carried)).toBe(false)
  })

  test.for(offSiteTargets.filter((target) => target.startsWith('/')))(
    'after Log out on a page whose path is %j (the 404 page answers it)',
    async (pathname) => {
      expect(leavesSite(afterLogoutPath(pathname, ''))).toBe(false)
      const me = await logInBuyer(3)
      const assign = vi.fn()
      vi.stubGlobal('window', { location: { pathname, search: '', assign } })
      try {
        const api: ApiFetch = (path, init) =>
          send(path, { ...init, headers: { ...init?.headers, cookie: me.cookie } }).then(
            (answer) => new Response(answer.text, { status: answer.status, headers: answer.headers }),
          )
        await logOut(api, me.csrfToken)
      } finally {
        vi.unstubAllGlobals()
      }
      expect(assign).toHaveBeenCalledTimes(1)
      expect(leavesSite(assign.mock.calls[0]![0] as string)).toBe(false)
    },
  )

  test.for(offSiteTargets.filter((target) => target.startsWith('/')))(
    'after a render crash on a page whose path is %j (reportCrash)',
    (pathname) => {
      const replace = vi.fn()
      vi.stubGlobal('window', { location: { pathname, search: '?x=1', replace } })
      try {
        reportCrash(() => new Promise<Response>(() => undefined), new Error('render failed'))
      } finally {
        vi.unstubAllGlobals()
      }
      expect(replace).toHaveBeenCalledTimes(1)
      expect(leavesSite(replace.mock.calls[0]![0] as string)).toBe(false)
    },
  )
})

describe('the worker never sends a visitor off site', () => {
  test.for(offSiteTargets)('the login page for returnUrl=%j, logged out and logged in', async (target) => {
    const path = `/login?returnUrl=${encodeURIComponent(target)}&title=My%20Account`
    await expectStaysOnSite(await send(path))
    // Logged in, the page links back to the return address: it must be this site's.
    const loggedIn = await send(path, { headers: { cookie: buyerCookie } })
    expect(loggedIn.text).toContain('Go to My Account')
    await expectStaysOnSite(loggedIn)
  })

  test.for(offSiteTargets)('the error page for eurl=%j', async (target) => {
    await expectStaysOnSite(await send(`/error/?eurl=${encodeURIComponent(target)}`))
  })

  test.for(offSiteTargets)('an account page asked for with %j in its query, logged out', async (target) => {
    const answer = await send(`/account/details/?returnUrl=${encodeURIComponent(target)}`)
    expect(answer.status).toBe(302)
    await expectStaysOnSite(answer)
    const carried = new URL(answer.headers.get('location')!, home).searchParams.get('returnUrl')!
    expect(carried.startsWith('/account/details/')).toBe(true)
  })

  test.for(offSiteTargets)('a search page moved to its canonical address, with %j in its query', async (target) => {
    const answer = await send(`/Texas/all-land/page-1/?next=${encodeURIComponent(target)}`)
    expect(answer.status).toBe(301)
    await expectStaysOnSite(answer)
  })

  test.for(offSiteTargets.filter((target) => !/[\s%]/.test(target)))(
    'the address %j itself, as a path',
    async (target) => {
      const path = target.startsWith('/') ? target : `/${target}`
      await expectStaysOnSite(await send(path))
    },
  )

  test('a password reset mail links to this site, whatever Host the request names', async () => {
    for (const host of ['evil.example', `${landHost}.evil.example`]) {
      const answer = await sendAndFinish(
        '/api/authenticate/requestreset/1',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-host': 'evil.example' },
          body: JSON.stringify({ email: 'buyer3@land.localhost' }),
        },
        host,
      )
      expect(answer.status).toBe(200)
    }
    const mails = await sqlRows<{ body_text: string }>(
      "SELECT body_text FROM email_outbox WHERE kind = 'password-reset' AND to_address = 'buyer3@land.localhost'",
    )
    expect(mails.length).toBeGreaterThan(0)
    for (const mail of mails) {
      expect(mail.body_text).not.toContain('evil.example')
      expect(mail.body_text).toMatch(/http:\/\/land\.localhost(:\d+)?\/reset\//)
    }
  })
})
