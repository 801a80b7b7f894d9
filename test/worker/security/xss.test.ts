import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, test } from 'vitest'
import type { BrandId } from '../../../brands/brand-config.ts'
import { brandIds } from '../../../brands/brand-registry.ts'
import { contentPages } from '../../../brands/content-pages.ts'
import type { ApiCall } from '../../../web/api/api-call.ts'
import { defaultSeed } from '../../../worker/db/seed/generate.ts'
import { findLeaks } from '../../fuzz/checks.ts'
import { queryKeys } from '../../fuzz/hostile-values.ts'
import { logInForHarness, type HarnessLogin, type HarnessSession } from '../../harness/harness-logins.ts'
import { harnessPages, type HarnessPage } from '../../harness/page-list.ts'
import { contentPathsOf } from '../../../routes/links/brand-urls-by-id.ts'
import { seedTestDb } from '../seeded-db.ts'
import { brandOrigin } from '../worker-config.ts'
import { liveMarkup, newMark, payloadKinds, xssPayloads } from './live-markup.ts'
import { fieldName, logInHarnessPeople, postCalls, send } from './security-kit.ts'
import {
  refusedFields,
  storedXssRows,
  storePayloadsEverywhere,
  type CallOutcome,
  type ShowingPage,
} from './stored-xss.ts'

// XSS, stored and reflected. Stored (stored-xss.ts): a script payload in every text field of every form body a call
// declares (test/harness/api-calls.ts), sent as the person the call needs; the worker either refuses the field (400
// naming it, or 404 for a place that does not exist) or stores it, and every page that shows what was stored (the
// account pages, the dashboard and Manage Listings of whoever stored it, the home page, the local mailbox, the page
// and flyer of every listing the attacks added) must hold it as text only. Reflected: every page of the harness's
// page list, on every brand, asked for with a payload in each segment of its path, in each of its query parameters
// and in the query keys the fuzzer tries (eurl, returnUrl, redirect…), as the person the page is for; whatever it
// answers (the page, a 404, a redirect) holds no live payload, and no SQL or stack trace (the payload's quotes are a
// SQL injection's too). Were React's escaping bypassed anywhere (dangerouslySetInnerHTML, a raw JSON-LD or
// hydration script), the raw payload would be in the page and its case would fail: the detector's own cases, last,
// show it firing.

/** '/property/Kimble-County-TX/1000001/' and '…/1000002/' are one shape: ids stand for any id. */
const shapeOf = (path: string) => path.replace(/\d+/g, '#')

const onEveryBrand = (page: HarnessPage) =>
  brandIds.every((brandId) => harnessPages[brandId].some((p) => p.name === page.name && p.path === page.path))
const isContentPage = (brandId: BrandId, page: HarnessPage) =>
  contentPages.some((content) => contentPathsOf(brandId, content).includes(page.path))

/** The pages attacked: each shape once, the 404 page once for every address that answers it, no alias. */
const reflectedRows = brandIds.flatMap((brandId) => {
  const shapes = new Map<string, HarnessPage>()
  for (const page of harnessPages[brandId]) {
    if ((page.status !== 200 && page.name !== 'not-found') || page.sameAs) continue
    if (brandId !== 'land' && (onEveryBrand(page) || isContentPage(brandId, page))) continue
    if (!shapes.has(shapeOf(page.path))) shapes.set(shapeOf(page.path), page)
  }
  return [...shapes.values()].map((page) => ({ brandId, page, label: `${brandId} ${page.name} (${page.path})` }))
})

/** A script URL followed by markup: live as a link's target (returnUrl, eurl) or as text, whichever a page makes it. */
const payloadOf = (mark: string) => {
  const { scriptUrl, markup } = xssPayloads(mark)
  return `${scriptUrl}//${markup}`
}

/**
 * A segment is attacked once for the address before it: every page under /sitemap/ shares the attack on 'sitemap',
 * each state page under /sitemap/ the one on its state (the router reads a path from its start).
 */
const attackedSegments = new Set<string>()

/** The page's address with the payload in one segment of its path, or in every query value, with the marks in it. */
function attackedPaths(brandId: BrandId, page: HarnessPage): { path: string; marks: string[] }[] {
  const [pathname, search = ''] = page.path.split('?') as [string, string?]
  const segments = pathname.split('/')
  const inSegments = segments.flatMap((segment, i) => {
    const key = `${brandId} ${segments.slice(0, i + 1).join('/')}`
    if (!segment || attackedSegments.has(key)) return []
    attackedSegments.add(key)
    const mark = newMark()
    const attacked = segments.map((s, j) => (j === i ? encodeURIComponent(payloadOf(mark)) : s))
    return [{ path: `${attacked.join('/')}${search ? `?${search}` : ''}`, marks: [mark] }]
  })
  const keys = [...new Set([...new URLSearchParams(search).keys()].map(encodeURIComponent).concat(queryKeys))]
  const marks = keys.map(() => newMark())
  const query = keys.map((key, i) => `${key}=${encodeURIComponent(payloadOf(marks[i]!))}`).join('&')
  return [...inSegments, { path: `${pathname}?${query}`, marks }]
}

let outcomes: Map<ApiCall, CallOutcome>
let pages: ShowingPage[] = []
const logins = new Map<HarnessLogin, HarnessSession>()

beforeAll(async () => {
  await seedTestDb(120, defaultSeed)
  ;({ outcomes, pages } = await storePayloadsEverywhere(await logInHarnessPeople()))
  const fetchOn = (brandId: BrandId, path: string, init: RequestInit) =>
    exports.default.fetch(`${brandOrigin(brandId)}${path}`, init)
  for (const who of ['buyer', 'seller', 'admin'] as const) {
    logins.set(who, await logInForHarness(fetchOn, who, `198.51.100.${logins.size + 1}`))
  }
}, 120_000)

describe('stored XSS in every text field of every form', () => {
  test.for(storedXssRows)('$label: a script payload is refused or stored as text', ({ call, path }) => {
    const outcome = outcomes.get(call)!
    const field = outcome.fields.find((f) => fieldName(f.path) === fieldName(path))!
    // Each payload it refused, it refused naming this field.
    for (const refusal of field.refusals) expect(refusedFields(refusal)).toContain(fieldName(path))
    // The API answers JSON only (never HTML a browser would run), whatever it echoes.
    for (const answer of outcome.answers) {
      expect(answer.status, answer.text).toBeLessThan(500)
      expect(answer.headers.get('content-type')).not.toMatch(/html|xml/)
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    }
    const live = pages.flatMap((page) =>
      page.live.filter((found) => found.includes(field.mark)).map((found) => `${page.label}: ${found}`),
    )
    expect(live).toEqual([])
  })
})

describe('the stored payloads reach the pages that show them, as text', () => {
  const markOf = (name: string, field: string) => {
    const [call, outcome] = [...outcomes].find(([call]) => postCalls.find((c) => c.call === call)?.name === name)!
    const attack = outcome.fields.find((f) => fieldName(f.path) === field)!
    expect(outcome.accepted, `${name} stored nothing`).toBe(true)
    expect(attack.kind, `${name} ${field} kept no payload`).toBeLessThan(payloadKinds.length)
    return { call, mark: attack.mark, kind: payloadKinds[attack.kind]! }
  }
  const shownOn = (mark: string) => pages.filter((page) => page.html.includes(mark)).map((page) => page.label)

  test.for([
    ['saveAccountDetailsCall', 'contactName', '/account/details/'],
    ['saveAccountDetailsCall', 'city', '/account/details/'],
    ['createSavedSearchCall', 'name', '/account/savedsearches/'],
    ['addListingCall', 'title', '/listing/'],
    ['addListingCall', 'description', '/listing/'],
    ['contactSellerCall', 'message', '/mailbox/'],
    ['contactCall', 'message', '/mailbox/'],
    ['landFeedImportCall', 'listings.0.title', '/listing/'],
    ['landFeedImportCall', 'listings.0.description', '/listing/'],
  ] as const)('%s %s shows on %s', ([name, field, page]) => {
    const { mark } = markOf(name, field)
    expect(shownOn(mark).some((label) => label.startsWith(page))).toBe(true)
  })

  test('a stored "</script" stays inside the router\'s hydration data: JSON in HTML is not broken out of', () => {
    const { mark, kind } = markOf('saveAccountDetailsCall', 'city')
    expect(xssPayloads(mark)[kind]).toContain('</script')
    const scripts = pages
      .filter((page) => page.label.startsWith('/account/details/'))
      .flatMap((page) => [...page.html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!))
    // Whole, inside one script element (its '</script' escaped), not cut off where the payload's '</script' is.
    expect(scripts.some((text) => text.includes(mark) && text.includes(`onfocus=\\"alert(${mark})`))).toBe(true)
  })
})

describe('reflected XSS in every URL segment and query parameter of every page', () => {
  test.for(reflectedRows)('$label', { timeout: 30_000 }, async ({ brandId, page }) => {
    const cookie = page.login ? logins.get(page.login)!.cookie : ''
    const host = new URL(brandOrigin(brandId)).host
    const attacks = attackedPaths(brandId, page)
    const answers = await Promise.all(
      attacks.map(({ path }) => send(path, { headers: cookie ? { cookie } : {} }, host)),
    )
    const found: string[] = []
    for (const [i, { path, marks }] of attacks.entries()) {
      const answer = answers[i]!
      expect(answer.status, path).toBeLessThan(500)
      expect(findLeaks(answer.text), path).toEqual([])
      found.push(...(await liveMarkup(answer.text, marks)).map((problem) => `${path} → ${problem}`))
    }
    expect(found).toEqual([])
  })
})

// The XSS detector of this folder on pages made by hand: it finds each way a payload runs, and none in the escaped
// forms React and the router write. Without these, a detector that could never fire would pass every XSS case.

const detectorMark = 'xss0q'
const { markup, unclosed, scriptUrl } = xssPayloads(detectorMark)
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

describe('the detector finds a payload that runs', () => {
  test.for([
    ['markup written raw into text', `<p>${markup}</p>`],
    ['an unclosed tag written raw into text', `<p>${unclosed}</p><p class="next">more</p>`],
    ['a payload out of a quoted attribute', `<input value="${unclosed.slice(unclosed.indexOf('"'))}">`],
    ['a payload out of the hydration script', `<script nonce="n">window.$data = "${markup}"</script>`],
    ['a script URL in a link', `<a href="${scriptUrl}">site</a>`],
    [
      'a script URL hidden by entities and a tab',
      `<a href="&#106;ava&#9;script&colon;alert(${detectorMark})">site</a>`,
    ],
    ['a script URL in a form target', `<form action=" ${scriptUrl}"></form>`],
  ] as const)('%s', async ([, html]) => {
    expect(await liveMarkup(html, [detectorMark])).not.toEqual([])
  })
})

describe('the detector leaves a payload shown as text alone', () => {
  test.for([
    ['escaped text', `<p>${escape(markup)}</p>`],
    ['an escaped attribute value', `<input value="${escape(unclosed)}">`],
    [
      'hydration data with < escaped',
      `<script nonce="n">window.$data = ${JSON.stringify(markup).replace(/</g, '\\u003C')}</script>`,
    ],
    ['a script URL as text', `<code>${scriptUrl}</code>`],
    [
      "React's placeholder for a javascript: URL it blocked",
      `<a href="javascript:throw new Error(&#x27;React has blocked a javascript: URL as a security precaution.&#x27;)">x</a>`,
    ],
  ] as const)('%s', async ([, html]) => {
    expect(await liveMarkup(html, [detectorMark])).toEqual([])
  })
})
