import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { parseWorkerConfig } from '../../worker/config.ts'

const good = {
  LAND_HOSTS: 'land.example, www.land.example',
  LANDWATCH_HOSTS: 'rural.example',
  LAF_HOSTS: 'farm.example',
  API_ORIGIN: '',
  IMAGE_ORIGIN: 'https://images.example',
  MAP_STYLE_URL: '',
  ENVIRONMENT: 'production',
}

describe('the worker’s vars', () => {
  it('parse into a typed config', () => {
    expect(parseWorkerConfig(good)).toEqual({
      hosts: { land: ['land.example', 'www.land.example'], landwatch: ['rural.example'], laf: ['farm.example'] },
      apiOrigin: null,
      imageOrigin: 'https://images.example',
      mapStyleUrl: null,
      environment: 'production',
      email: { provider: 'none' },
      loginRecheckSeconds: 300,
      tracking: {
        land: { analyticsId: null, adsId: null },
        landwatch: { analyticsId: null, adsId: null },
        laf: { analyticsId: null, adsId: null },
      },
    })
    expect(parseWorkerConfig({ ...good, LOGIN_RECHECK_SECONDS: '60' }).loginRecheckSeconds).toBe(60)
  })

  it('of this project’s wrangler.toml parse', () => {
    expect(() => parseWorkerConfig(env as unknown as Record<string, unknown>)).not.toThrow()
  })

  it.each([
    ['LANDWATCH_HOSTS', ''],
    ['LAF_HOSTS', 'https://farm.example/'],
    ['LAND_HOSTS', undefined],
    ['API_ORIGIN', 'upstream.example'],
    ['IMAGE_ORIGIN', 'ftp://images.example'],
    ['MAP_STYLE_URL', 'https://'],
    ['ENVIRONMENT', 'staging'],
    ['LOGIN_RECHECK_SECONDS', 'soon'],
    ['LOGIN_RECHECK_SECONDS', '2'],
    ['LOGIN_RECHECK_SECONDS', '1.5'],
  ])('a bad %s (%j) is refused with a message naming it', (name, value) => {
    expect(() => parseWorkerConfig({ ...good, [name]: value })).toThrow(new RegExp(`\\b${name}\\b`))
  })
})
