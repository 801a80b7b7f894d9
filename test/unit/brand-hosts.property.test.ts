import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BrandId } from '../../brands/brand-config.ts'
import { brandIds, normalizeHost, resolveBrand, type BrandHosts } from '../../brands/brand-registry.ts'
import { defaultBrandId } from '../../brands/brand-ids.ts'
import type { WorkerConfig } from '../../worker/config.ts'
import { siteOrigin } from '../../worker/site-origin.ts'
import { anyText } from './url-properties.ts'

// The brand a request is for, read from its Host (brands/brand-registry.ts), and the origin a brand's links are
// written on (worker/site-origin.ts): each configured host reads as its brand however the header spells it (case,
// port, a trailing dot, spaces), any other header as the default brand, never an error; a brand's origin is its
// first host on the scheme and port of the request that asks.

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/)
const hostName = fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => [...labels, 'example'].join('.'))
const hosts: fc.Arbitrary<BrandHosts> = fc
  .uniqueArray(hostName, { minLength: 6, maxLength: 9 })
  .map((names) => ({ land: names.slice(0, 2), landwatch: names.slice(2, 4), laf: names.slice(4) }))
/** A Host header as clients send it: any case, a port, a trailing dot, stray spaces. */
const spelled = (host: string) =>
  fc
    .tuple(
      fc.boolean(),
      fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: null }),
      fc.boolean(),
      fc.constantFrom('', ' '),
    )
    .map(
      ([upper, port, dot, pad]) =>
        `${pad}${upper ? host.toUpperCase() : host}${dot ? '.' : ''}${port ? `:${port}` : ''}${pad}`,
    )

describe('the brand of a Host header', () => {
  it('is the brand of each configured host, however spelled, with its first host as canonical', () => {
    fc.assert(
      fc.property(
        hosts.chain((all) =>
          fc
            .constantFrom(...brandIds)
            .chain((brandId) =>
              fc
                .constantFrom(...all[brandId])
                .chain((host) => spelled(host).map((header) => ({ all, brandId, header }))),
            ),
        ),
        ({ all, brandId, header }) => {
          const resolved = resolveBrand(header, all)
          expect(resolved.brand.id).toBe(brandId)
          expect(resolved.knownHost).toBe(true)
          expect(resolved.canonicalHost).toBe(all[brandId][0])
        },
      ),
    )
  })

  it('is the default brand for any other header, never an error', () => {
    fc.assert(
      fc.property(hosts, fc.option(anyText, { nil: undefined }), (all, header) => {
        const resolved = resolveBrand(header, all)
        const host = normalizeHost(header)
        const owner = brandIds.find((id) => all[id].includes(host))
        expect(resolved.brand.id).toBe(owner ?? defaultBrandId)
        expect(resolved.knownHost).toBe(owner !== undefined)
        expect(host).toMatch(/^[a-z0-9.\-[\]:]*$/)
      }),
    )
  })
})

describe('a brand’s origin', () => {
  it('is its first host, on the scheme and port of the request, or of the environment without one', () => {
    const request = fc.tuple(
      fc.constantFrom('http', 'https'),
      fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: null }),
      hostName,
    )
    fc.assert(
      fc.property(
        hosts,
        fc.constantFrom<BrandId>(...brandIds),
        request,
        fc.constantFrom('development', 'production'),
        (all, brandId, [scheme, port, host], environment) => {
          const config = { hosts: all, environment } as WorkerConfig
          const asked = new URL(`${scheme}://${host}${port ? `:${port}` : ''}`)
          const origin = new URL(siteOrigin(config, brandId, asked.origin))
          expect(origin.hostname).toBe(all[brandId][0])
          expect([origin.protocol, origin.port]).toEqual([asked.protocol, asked.port])
          const mailed = siteOrigin(config, brandId)
          expect(mailed).toBe(
            environment === 'production' ? `https://${all[brandId][0]}` : `http://${all[brandId][0]}:8787`,
          )
        },
      ),
    )
  })
})
