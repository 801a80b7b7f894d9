import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import app from '../../worker/index.ts'
import { parseWorkerConfig } from '../../worker/config.ts'
import { brandOrigin } from './worker-config.ts'

// Trackers are configured per brand by vars, never written in a brand's config: with ids, a brand's pages carry them
// for the browser and its CSP names exactly the origins those trackers use, until the visitor rejects them (the
// consent cookie) or sends Global Privacy Control; without ids, nothing of any tracker appears.

const tracked = {
  ...env,
  LAND_ANALYTICS_ID: 'G-TEST123456',
  LAND_ADS_ID: 'ca-pub-1234567890123456',
  LAF_ANALYTICS_ID: 'GTM-TEST123',
}

async function page(url: string, vars: object = env, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(url, { headers }), vars, ctx)
  await waitOnExecutionContext(ctx)
  const header = response.headers.get('content-security-policy') ?? ''
  return { header, csp: directives(header), html: await response.text() }
}

/** 'img-src a b; frame-src c' -> { 'img-src': ['a', 'b'], 'frame-src': ['c'] } */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

/** The sources of a directive that are other sites' origins (not 'self', the nonce, data: and the like). */
const origins = (sources: string[] | undefined) => (sources ?? []).filter((source) => source.startsWith('https://'))

const googleTag = {
  'script-src': ['https://www.googletagmanager.com'],
  'connect-src': [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
}
const ads = {
  'script-src': ['https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google'],
  'connect-src': ['https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google'],
  'img-src': ['https://pagead2.googlesyndication.com', 'https://*.g.doubleclick.net'],
  'frame-src': [
    'https://googleads.g.doubleclick.net',
    'https://*.googlesyndication.com',
    'https://*.adtrafficquality.google',
    'https://www.google.com',
  ],
}

describe('configured trackers', () => {
  it('a brand with ids: the page carries them, and the CSP names exactly the origins of its tag and ads', async () => {
    const plain = await page(`${brandOrigin('land')}/`)
    const { csp, html } = await page(`${brandOrigin('land')}/`, tracked)
    expect(html).toContain('data-analytics-id="G-TEST123456"')
    expect(html).toContain('data-ads-id="ca-pub-1234567890123456"')
    for (const directive of ['script-src', 'connect-src', 'img-src'] as const) {
      expect(origins(csp[directive]).sort(), directive).toEqual(
        [...origins(plain.csp[directive]), ...new Set([...googleTag[directive], ...ads[directive]])].sort(),
      )
    }
    expect(origins(csp['frame-src']).sort()).toEqual([...origins(plain.csp['frame-src']), ...ads['frame-src']].sort())
    expect(csp['default-src']).toEqual(["'self'"])
  })

  it('a Tag Manager container without ads: its tag’s origins and www.google.com to connect to, no ads', async () => {
    const plain = await page(`${brandOrigin('laf')}/`)
    const { csp, html } = await page(`${brandOrigin('laf')}/`, tracked)
    expect(html).toContain('data-analytics-id="GTM-TEST123"')
    expect(html).not.toContain('data-ads-id')
    expect(origins(csp['connect-src']).sort()).toEqual(
      [...origins(plain.csp['connect-src']), ...googleTag['connect-src'], 'https://www.google.com'].sort(),
    )
    expect(origins(csp['script-src'])).toEqual(googleTag['script-src'])
    expect(csp['frame-src']).toEqual(plain.csp['frame-src'])
  })

  it('a brand without ids beside them gets nothing of the others’', async () => {
    const plain = await page(`${brandOrigin('landwatch')}/`)
    const { csp, html } = await page(`${brandOrigin('landwatch')}/`, tracked)
    expect(csp).toEqual({ ...plain.csp, 'script-src': csp['script-src'] })
    expect(origins(csp['script-src'])).toEqual([])
    expect(html).not.toMatch(/data-(analytics|ads)-id/)
  })

  it('a visitor who rejected them, or whose browser sends Global Privacy Control, gets a CSP without them', async () => {
    const plain = await page(`${brandOrigin('land')}/`)
    const refusals: Record<string, string>[] = [{ cookie: 'session=x; tracking_consent=rejected' }, { 'sec-gpc': '1' }]
    for (const headers of refusals) {
      const { csp } = await page(`${brandOrigin('land')}/`, tracked, headers)
      for (const directive of ['script-src', 'connect-src', 'img-src', 'frame-src']) {
        expect(origins(csp[directive]), `${JSON.stringify(headers)} ${directive}`).toEqual(
          origins(plain.csp[directive]),
        )
      }
    }
    const accepted = await page(`${brandOrigin('land')}/`, tracked, { cookie: 'tracking_consent=accepted' })
    expect(origins(accepted.csp['script-src'])).toContain('https://www.googletagmanager.com')
  })
})

describe('without tracker ids (this project’s wrangler.toml)', () => {
  it.each(['land', 'landwatch', 'laf'] as const)('%s: no tracker origin in the CSP, no tracking markup', async (id) => {
    const { header, csp, html } = await page(`${brandOrigin(id)}/`)
    const allowed = Object.values(csp).flat().join(' ')
    expect(allowed).not.toMatch(/google|doubleclick|adtrafficquality/)
    expect(header, 'no empty source left behind').not.toMatch(/ {2}| ;|; ;/)
    expect(html).not.toMatch(/data-(analytics|ads)-id|googletagmanager|googlesyndication|consent-banner/)
  })
})

describe('the tracker vars', () => {
  it.each([
    ['LAND_ANALYTICS_ID', 'UA-12345-1'],
    ['LANDWATCH_ANALYTICS_ID', 'G-'],
    ['LAF_ANALYTICS_ID', 'https://www.googletagmanager.com/gtag/js?id=G-ABCDEF'],
    ['LAND_ADS_ID', 'pub-1234567890123456'],
    ['LAF_ADS_ID', 'ca-pub-12345'],
  ])('a bad %s (%j) stops the worker with a message naming it', (name, value) => {
    expect(() => parseWorkerConfig({ ...env, [name]: value })).toThrow(new RegExp(`Worker configuration: ${name} must`))
  })

  it('parse into each brand’s ids, spaces trimmed, null where empty', () => {
    const config = parseWorkerConfig({ ...tracked, LANDWATCH_ADS_ID: ' ca-pub-9999999999999999 ' })
    expect(config.tracking).toEqual({
      land: { analyticsId: 'G-TEST123456', adsId: 'ca-pub-1234567890123456' },
      landwatch: { analyticsId: null, adsId: 'ca-pub-9999999999999999' },
      laf: { analyticsId: 'GTM-TEST123', adsId: null },
    })
    expect(parseWorkerConfig(env as unknown as Record<string, unknown>).tracking).toEqual({
      land: { analyticsId: null, adsId: null },
      landwatch: { analyticsId: null, adsId: null },
      laf: { analyticsId: null, adsId: null },
    })
  })
})
