import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { brands, brandIds } from '../../brands/brand-registry.ts'
import { brandOrigin } from './worker-config.ts'
import { pngSize } from '../support/png-size.ts'
import { errorMessages } from '../../web/rules/error-messages.ts'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;')

describe.each(brandIds)('%s pages', (id) => {
  const origin = brandOrigin(id)

  it('an unmatched URL is a 404 page with the brand text', async () => {
    const response = await exports.default.fetch(`${origin}/no/such/page`)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain(escapeHtml(brands[id].notFoundMessage))
    expect(html).toContain('data-testid="site-footer"')
  })

  it('the error page shows the server-error text and names the failed page', async () => {
    const response = await exports.default.fetch(`${origin}/error/?eurl=%2Fbroken%2Fpage`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(errorMessages.serverError)
    expect(html).toContain('/broken/page')
    expect(html).toContain('name="robots" content="noindex"')
  })

  it('every inline script carries the CSP nonce of its response', async () => {
    const response = await exports.default.fetch(`${origin}/`)
    const csp = response.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    const html = await response.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('preloads the hashed client build, starts it after the first paint, and carries the stylesheet inline', async () => {
    const html = await (await exports.default.fetch(`${origin}/`)).text()
    // The brand's own entry (routes/client/{brand}.tsx), preloaded, and started after the first paint.
    const entry = /requestAnimationFrame\(\(\)=>setTimeout\(\(\)=>import\("(\/assets\/[\w-]+\.js)"\)\)\)/.exec(
      html,
    )?.[1]
    expect(entry).toMatch(new RegExp(`^/assets/${id}-`))
    expect(html).toContain(`<link rel="modulepreload" href="${entry}"`)
    expect(html).not.toMatch(/<link rel="stylesheet"/)
    const css = /<style[^>]*data-tsr-inline-css[^>]*>([^<]+)<\/style>/.exec(html)?.[1] ?? ''
    expect(css.length).toBeGreaterThan(2000)
    expect(css).toMatch(new RegExp(`html\\[data-brand="?${id}"?\\]\\{--brand-primary:`))
    expect(html.indexOf('data-tsr-inline-css')).toBeLessThan(html.indexOf('</head>'))
  })

  it('holds its first paint until the footer is parsed, so the page is laid out once, whole', async () => {
    for (const path of ['/', '/no/such/page']) {
      const html = await (await exports.default.fetch(`${origin}${path}`)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head).toMatch(/<link rel="expect" href="#site-footer" blocking="render"/)
      expect(html.match(/<footer id="site-footer"/g)).toHaveLength(1)
    }
  })
})

describe('images', () => {
  it('draws the same placeholder for the same document every time', async () => {
    const first = await exports.default.fetch('http://land.localhost/images/42/244x162')
    const second = await exports.default.fetch('http://laf.localhost/images/42/244x162')
    expect(first.headers.get('content-type')).toBe('image/png')
    expect(first.headers.get('cache-control')).toContain('immutable')
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(new Uint8Array(await second.arrayBuffer()))
  })

  it('draws a PNG of the asked size: sky at the top, land at the bottom', async () => {
    const png = new Uint8Array(
      await (await exports.default.fetch('http://land.localhost/images/7/122x81')).arrayBuffer(),
    )
    expect(pngSize(png)).toEqual({ width: 122, height: 81 })
    const view = new DataView(png.buffer)
    // The rows: one IDAT chunk after the 25 bytes of the signature and IHDR, each row a filter byte and 122 RGB pixels.
    const idatLength = view.getUint32(33)
    expect(new TextDecoder().decode(png.subarray(37, 41))).toBe('IDAT')
    const stream = new Blob([png.subarray(41, 41 + idatLength)])
      .stream()
      .pipeThrough(new DecompressionStream('deflate'))
    const rows = new Uint8Array(await new Response(stream).arrayBuffer())
    expect(rows.length).toBe(81 * (1 + 122 * 3))
    // A row's first pixel is stored as it is (no pixel to its left): the sky is blue, the nearest hill green.
    const firstPixel = (row: number) => [...rows.subarray(row * 367 + 1, row * 367 + 4)] as [number, number, number]
    const [skyR, skyG, skyB] = firstPixel(0)
    expect(skyB).toBeGreaterThan(Math.max(skyR, skyG))
    const [landR, landG, landB] = firstPixel(80)
    expect(landG).toBeGreaterThan(landB)
    expect(landG).toBeGreaterThanOrEqual(landR)
  })

  it.each(['/images/abc/10x10', '/images/1/0x10', '/images/1/99999x10'])('%s is not an image', async (path) => {
    expect((await exports.default.fetch(`http://land.localhost${path}`)).status).toBe(404)
  })
})

describe('malformed URLs', () => {
  it.each(['/%', '/%E0%A4%A', '//evil.example/', `/${'a'.repeat(5000)}`])(
    '%s is a 404 page, never a 500',
    async (path) => {
      const response = await exports.default.fetch(`http://land.localhost${path}`)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain(escapeHtml(brands.land.notFoundMessage))
    },
  )

  it.each(['%', '123', 'null', 'true', '%5B1%5D', '%7B%7D', 'a&eurl=b'])(
    'an eurl of %s still shows the error page',
    async (eurl) => {
      const response = await exports.default.fetch(`http://land.localhost/error/?eurl=${eurl}`)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(errorMessages.serverError)
    },
  )

  it('a URL longer than any of ours is refused with 414, not a redirect no client can read', async () => {
    const path = `/error//${'%C3%A9'.repeat(2000)}`
    const page = await exports.default.fetch(`http://land.localhost${path}`, { redirect: 'manual' })
    expect(page.status).toBe(414)
    expect(page.headers.get('location')).toBeNull()
    expect(await page.text()).toContain(escapeHtml(brands.land.notFoundMessage))
    const api = await exports.default.fetch(`http://land.localhost/api/featureflag/${'x'.repeat(9000)}`)
    expect(api.status).toBe(414)
  })
})

describe('crawlers', () => {
  it('get the whole document in one piece, data and footer included', async () => {
    const response = await exports.default.fetch('http://landwatch.localhost/', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('data-testid="home-page"')
    expect(html).toContain('data-testid="site-footer"')
    expect(html.trimEnd().endsWith('</html>')).toBe(true)
  })
})
