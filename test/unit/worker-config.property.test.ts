import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { adScript, googleTagScript } from '../../web/analytics/tracker-sources.ts'
import { hostsVar, parseWorkerConfig } from '../../worker/config.ts'
import { anyText } from './url-properties.ts'

// The worker's vars (worker/config.ts) as a validator of the deploy's configuration: every well-formed set of vars
// parses to the config it says (hosts trimmed and lower-cased, ids kept, defaults filled), and the trackers' script
// URLs carry those ids back; a bad value of any var stops the worker with a message naming that var, never anything
// else.

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/)
const host = fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => [...labels, 'example'].join('.'))
const hostList = fc.array(host, { minLength: 1, maxLength: 3 })
const analyticsId = fc.oneof(fc.stringMatching(/^G-[A-Z0-9]{4,16}$/), fc.stringMatching(/^GTM-[A-Z0-9]{4,16}$/))
const adsId = fc.stringMatching(/^ca-pub-\d{16}$/)

const vars = fc.record({
  hosts: fc.record({ land: hostList, landwatch: hostList, laf: hostList }),
  analytics: fc.record({
    land: fc.option(analyticsId),
    landwatch: fc.option(analyticsId),
    laf: fc.option(analyticsId),
  }),
  ads: fc.record({ land: fc.option(adsId), landwatch: fc.option(adsId), laf: fc.option(adsId) }),
  timeout: fc.option(fc.integer({ min: 100, max: 20_000 })),
  recheck: fc.option(fc.integer({ min: 10, max: 86_400 })),
  environment: fc.constantFrom('development', 'production'),
})
type Vars = typeof vars extends fc.Arbitrary<infer T> ? T : never

/** The vars as wrangler hands them over: strings, hosts written loosely (spaces, capitals, empty items). */
function envOf(each: Vars): Record<string, string> {
  const env: Record<string, string> = { ENVIRONMENT: each.environment, EMAIL_PROVIDER: 'none' }
  for (const id of brandIds) {
    env[hostsVar(id)] = each.hosts[id].map((name, i) => (i % 2 ? ` ${name.toUpperCase()} ` : name)).join(',') + ','
    env[`${id.toUpperCase()}_ANALYTICS_ID`] = each.analytics[id] ?? ''
    env[`${id.toUpperCase()}_ADS_ID`] = each.ads[id] ?? ''
  }
  if (each.timeout !== null) env.API_TIMEOUT_MS = String(each.timeout)
  if (each.recheck !== null) env.LOGIN_RECHECK_SECONDS = String(each.recheck)
  return env
}

describe('the worker’s vars', () => {
  it('parse to the config they say, and the trackers’ scripts carry their ids back', () => {
    fc.assert(
      fc.property(vars, (each) => {
        const config = parseWorkerConfig(envOf(each))
        expect(config.environment).toBe(each.environment)
        expect(config.loginRecheckSeconds).toBe(each.recheck ?? 300)
        for (const id of brandIds) {
          expect(config.hosts[id]).toEqual(each.hosts[id])
          expect(config.tracking[id]).toEqual({ analyticsId: each.analytics[id], adsId: each.ads[id] })
          const analytics = each.analytics[id]
          if (analytics) expect(new URL(googleTagScript(analytics)).searchParams.get('id')).toBe(analytics)
          const ads = each.ads[id]
          if (ads) expect(new URL(adScript(ads)).searchParams.get('client')).toBe(ads)
        }
      }),
    )
  })

  it('stop the worker with a message naming the var for any bad value, and never fail otherwise', () => {
    const names = [
      ...brandIds.flatMap((id) => [hostsVar(id), `${id.toUpperCase()}_ANALYTICS_ID`, `${id.toUpperCase()}_ADS_ID`]),
      'API_ORIGIN',
      'API_TIMEOUT_MS',
      'IMAGE_ORIGIN',
      'MAP_STYLE_URL',
      'ENVIRONMENT',
      'EMAIL_PROVIDER',
      'EMAIL_FROM',
      'LOGIN_RECHECK_SECONDS',
    ]
    const bad = fc.oneof(
      anyText,
      fc.constantFrom('http://', 'ftp://x.example', 'G-abc', 'ca-pub-12', '99', '1e9', 'x', 'resend', 'local'),
      fc.anything(),
    )
    fc.assert(
      fc.property(vars, fc.constantFrom(...names), bad, (each, name, value) => {
        let config
        try {
          config = parseWorkerConfig({ ...envOf(each), [name]: value })
        } catch (error) {
          // Resend named as the provider asks for its sender and key, which these vars leave empty.
          const named = name === 'EMAIL_PROVIDER' && value === 'resend' ? 'EMAIL_FROM' : name
          expect((error as Error).message).toMatch(new RegExp(`^Worker configuration: ${named} `))
          return
        }
        expect(config.environment).toMatch(/^(development|production)$/)
      }),
    )
  })
})
