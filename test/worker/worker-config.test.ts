import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { parseWorkerConfig, workerConfig } from '../../worker/config.ts'

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
      proxySecret: null,
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
    ['API_PROXY_SECRET', 'too-short-to-be-a-secret'],
    ['LOGIN_RECHECK_SECONDS', 'soon'],
    ['LOGIN_RECHECK_SECONDS', '2'],
    ['LOGIN_RECHECK_SECONDS', '1.5'],
  ])('a bad %s (%j) is refused with a message naming it', (name, value) => {
    expect(() => parseWorkerConfig({ ...good, [name]: value })).toThrow(new RegExp(`\\b${name}\\b`))
  })
})

// A deployed environment declares its own bindings and secrets (wrangler.toml [env.*]): one left out stops the worker
// as it starts, naming what is missing, with every other problem found at the same time.
describe('the worker’s whole env', () => {
  const deployed = { ...env, ...good, EMAIL_PROVIDER: 'resend', EMAIL_FROM: 'OpenAcres <leads@land.example>' }

  it('of this project’s wrangler.toml, bindings and vars, is accepted', () => {
    expect(() => workerConfig({ ...env })).not.toThrow()
    expect(workerConfig({ ...deployed, EMAIL_API_KEY: 're_test_key' }).email).toEqual({
      provider: 'resend',
      from: 'OpenAcres <leads@land.example>',
      apiKey: 're_test_key',
    })
  })

  it.each(['DB', 'ASSETS', 'PHOTOS', 'IMAGES'])(
    'without the %s binding is refused with a message naming it',
    (name) => {
      expect(() => workerConfig({ ...env, [name]: undefined })).toThrow(
        new RegExp(`^Worker configuration: ${name} is not bound to .+: declare `),
      )
    },
  )

  it('with a DB that is not a D1 database is refused', () => {
    expect(() => workerConfig({ ...env, DB: { name: 'land-marketplace' } })).toThrow(
      /^Worker configuration: DB is not bound to a D1 database/,
    )
  })

  it('without the EMAIL_API_KEY secret that production’s mail needs is refused with a message naming it', () => {
    expect(() => workerConfig(deployed)).toThrow(
      /^Worker configuration: EMAIL_API_KEY must be set when EMAIL_PROVIDER is resend \(wrangler secret put EMAIL_API_KEY\)$/,
    )
  })

  it('names every missing binding and bad var in one message', () => {
    expect(() => workerConfig({ ...good, LAF_HOSTS: '' })).toThrow(
      /^Worker configuration: DB is not bound to [^;]+; ASSETS is not bound to [^;]+; PHOTOS is not bound to [^;]+; IMAGES is not bound to [^;]+; LAF_HOSTS must name at least one host$/,
    )
  })
})
