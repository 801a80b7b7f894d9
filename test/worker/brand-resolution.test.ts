import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { brands, brandIds, normalizeHost, resolveBrand } from '../../brands/brand-registry.ts'
import { siteIds } from '../../brands/site-ids.ts'
import { proxySecretHeader } from '../../worker/api/proxy-headers.ts'
import app from '../../worker/index.ts'
import { brandOrigin, testConfig } from './worker-config.ts'

const hosts = testConfig.hosts

describe('brand from the Host header', () => {
  it.each([
    ['land.localhost:8787', 'land'],
    ['LANDWATCH.localhost', 'landwatch'],
    ['laf.localhost:8787', 'laf'],
    ['localhost:8787', 'land'],
    ['127.0.0.1:8787', 'land'],
  ])('%s is the %s brand', (host, id) => {
    const resolved = resolveBrand(host, hosts)
    expect(resolved.brand.id).toBe(id)
    expect(resolved.knownHost).toBe(true)
  })

  it.each(['unknown.example', '', 'bad host!', '[::1]:8787', 'land.localhost.evil.example'])(
    'an unknown host (%j) gets the default brand, never an error',
    (host) => {
      const resolved = resolveBrand(host, hosts)
      expect(resolved.brand.id).toBe('land')
      expect(resolved.knownHost).toBe(false)
      expect(resolved.canonicalHost).toBe(hosts.land[0])
    },
  )

  it('behind a front in proxy mode, the visitor’s host (x-forwarded-host) names the brand, if the front sent it', async () => {
    const secret = 'a-proxy-secret-of-at-least-32-characters'
    const brandOfPage = async (forwardedHost: string, sentSecret?: string) => {
      const ctx = createExecutionContext()
      const headers = { 'x-forwarded-host': forwardedHost, ...(sentSecret ? { [proxySecretHeader]: sentSecret } : {}) }
      const response = await app.fetch(
        new Request('http://api.upstream.example/no/such/page', { headers }),
        { ...env, API_PROXY_SECRET: secret },
        ctx,
      )
      const html = await response.text()
      await waitOnExecutionContext(ctx)
      return brandIds.filter((id) => html.includes(brands[id].displayName.replaceAll('&', '&amp;')))
    }
    expect(await brandOfPage('laf.localhost', secret)).toEqual(['laf'])
    expect(await brandOfPage('landwatch.localhost:8787', secret)).toEqual(['landwatch'])
    expect(await brandOfPage('evil.example', secret)).toEqual(['land'])
    // Anyone but the front: the Host names the brand (an unknown one, the default), whatever the header says.
    expect(await brandOfPage('laf.localhost')).toEqual(['land'])
    expect(await brandOfPage('laf.localhost', secret.replace('a', 'b'))).toEqual(['land'])
  })

  it('a deploy’s hosts are the only hosts', () => {
    const deployHosts = { ...hosts, landwatch: ['rural.example'] }
    expect(resolveBrand('rural.example', deployHosts).brand.id).toBe('landwatch')
    expect(resolveBrand('landwatch.localhost', deployHosts).knownHost).toBe(false)
  })

  it('normalizes case, port and trailing dot', () => {
    expect(normalizeHost('LAF.Localhost.:8787')).toBe('laf.localhost')
    expect(normalizeHost('[::1]:8787')).toBe('[::1]')
  })

  it('each brand has exactly one site flag and its own site id', () => {
    for (const id of brandIds) {
      const brand = brands[id]
      expect([brand.isLand, brand.isLW, brand.isLAF].filter(Boolean)).toHaveLength(1)
      expect(brand.siteId).toBe(siteIds[id])
    }
    expect(new Set(brandIds.map((id) => brands[id].siteId)).size).toBe(brandIds.length)
  })
})

describe('the worker picks the brand per request', () => {
  it.each(brandIds)('%s home page carries its own brand', async (id) => {
    const response = await exports.default.fetch(`${brandOrigin(id)}/`)
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
    expect(html).toContain(`<link rel="canonical" href="${brandOrigin('land')}/"`)
  })
})
