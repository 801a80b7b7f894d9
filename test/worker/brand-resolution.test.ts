import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { brands, brandIds, normalizeHost, resolveBrand } from '../../brands/brand-registry.ts'

describe('brand from the Host header', () => {
  it.each([
    ['land.localhost:8787', 'land'],
    ['LANDWATCH.localhost', 'landwatch'],
    ['laf.localhost:8787', 'laf'],
    ['localhost:8787', 'land'],
    ['127.0.0.1:8787', 'land'],
  ])('%s is the %s brand', (host, id) => {
    const resolved = resolveBrand(host)
    expect(resolved.brand.id).toBe(id)
    expect(resolved.knownHost).toBe(true)
  })

  it.each(['unknown.example', '', 'bad host!', '[::1]:8787', 'land.localhost.evil.example'])(
    'an unknown host (%j) gets the default brand, never an error',
    (host) => {
      const resolved = resolveBrand(host)
      expect(resolved.brand.id).toBe('land')
      expect(resolved.knownHost).toBe(false)
      expect(resolved.canonicalHost).toBe(brands.land.hosts[0])
    },
  )

  it('deploy hosts replace the defaults', () => {
    expect(resolveBrand('rural.example', { landwatch: ['rural.example'] }).brand.id).toBe('landwatch')
    expect(resolveBrand('landwatch.localhost', { landwatch: ['rural.example'] }).knownHost).toBe(false)
  })

  it('normalizes case, port and trailing dot', () => {
    expect(normalizeHost('LAF.Localhost.:8787')).toBe('laf.localhost')
    expect(normalizeHost('[::1]:8787')).toBe('[::1]')
  })

  it('each brand has exactly one site flag and its own site id', () => {
    for (const id of brandIds) {
      const brand = brands[id]
      expect([brand.isLand, brand.isLW, brand.isLAF].filter(Boolean)).toHaveLength(1)
    }
    expect(new Set(brandIds.map((id) => brands[id].siteId)).size).toBe(3)
  })
})

describe('the worker picks the brand per request', () => {
  it.each(brandIds)('%s home page carries its own brand', async (id) => {
    const response = await exports.default.fetch(`http://${brands[id].hosts[0]}/`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`data-brand="${id}"`)
    expect(html).toContain(brands[id].displayName.replace('&', '&amp;'))
  })

  it('an unknown host gets the land brand with a canonical link to the land host', async () => {
    const response = await exports.default.fetch('http://somebody-elses.example/')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('data-brand="land"')
    expect(html).toContain(`<link rel="canonical" href="http://${brands.land.hosts[0]}/"`)
  })
})
