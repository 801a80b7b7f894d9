import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import app from '../../worker/index.ts'
import { brandOrigin } from './worker-config.ts'

// MAP_STYLE_URL from the var to the page (docs/maps.md): set, every page names the hosted style on <html> for the maps
// (web/components/search/map-style.ts reads it there) and its CSP lets the maps fetch the style, tiles, glyphs and
// sprites from that origin; empty (this project's wrangler.toml), the maps draw the offline style on public/geo.

const hostedStyle = 'https://tiles.openfreemap.org/styles/liberty'

async function page(url: string, vars: object = env) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(url), vars, ctx)
  await waitOnExecutionContext(ctx)
  const csp = response.headers.get('content-security-policy') ?? ''
  /** The sources of one directive of the CSP. */
  const sources = (directive: string) =>
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === directive)
      ?.slice(1) ?? []
  return { html: await response.text(), sources }
}

describe('MAP_STYLE_URL', () => {
  it.each(['land', 'landwatch', 'laf'] as const)('%s: set, pages name the style and allow its origin', async (id) => {
    const { html, sources } = await page(`${brandOrigin(id)}/`, { ...env, MAP_STYLE_URL: hostedStyle })
    expect(html).toContain(` data-map-style="${hostedStyle}"`)
    expect(sources('connect-src')).toContain('https://tiles.openfreemap.org')
    expect(sources('img-src')).toContain('https://tiles.openfreemap.org')
  })

  it('empty: no style named, no map origin allowed', async () => {
    const { html, sources } = await page(`${brandOrigin('land')}/`)
    expect(html).not.toContain('data-map-style')
    expect(sources('connect-src')).toEqual(["'self'"])
  })
})
