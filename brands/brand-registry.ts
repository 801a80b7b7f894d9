import * as v from 'valibot'
import { brandConfigSchema, type BrandConfig, type BrandId } from './brand-config.ts'
import { landBrand } from './land.ts'
import { landwatchBrand } from './landwatch.ts'
import { lafBrand } from './laf.ts'
import { brandIds, defaultBrandId } from './brand-ids.ts'

// Validated when this module loads (worker start-up, client start, build): a bad config throws here.
export const brands: Readonly<Record<BrandId, BrandConfig>> = Object.freeze({
  land: v.parse(brandConfigSchema, landBrand),
  landwatch: v.parse(brandConfigSchema, landwatchBrand),
  laf: v.parse(brandConfigSchema, lafBrand),
})

export { brandIds, perBrand } from './brand-ids.ts'

/** Hosts per brand, the first canonical: the deploy's LAND_HOSTS, LANDWATCH_HOSTS and LAF_HOSTS vars. */
export type BrandHosts = Record<BrandId, readonly string[]>

/** Lower-cased host name without port or trailing dot, or '' for nonsense input. */
export function normalizeHost(host: string | null | undefined): string {
  if (!host) return ''
  const name = host.trim().toLowerCase()
  // IPv6 literals keep their brackets: '[::1]:8787' -> '[::1]'.
  const withoutPort = name.startsWith('[') ? name.slice(0, name.indexOf(']') + 1) : name.split(':')[0]!
  const withoutDot = withoutPort.replace(/\.$/, '')
  return /^[a-z0-9.\-[\]:]+$/.test(withoutDot) ? withoutDot : ''
}

export interface ResolvedBrand {
  brand: BrandConfig
  /** False when the Host is not one of ours: the default brand answers, with a canonical link. */
  knownHost: boolean
  /** The host pages should name as canonical for this brand. */
  canonicalHost: string
}

/** Resolve the brand from a Host header. Never throws: an unknown host gets the default brand. */
export function resolveBrand(hostHeader: string | null | undefined, hosts: BrandHosts): ResolvedBrand {
  const host = normalizeHost(hostHeader)
  const id = brandIds.find((brandId) => hosts[brandId].includes(host))
  const brandId = id ?? defaultBrandId
  return { brand: brands[brandId], knownHost: id !== undefined, canonicalHost: hosts[brandId][0] ?? host }
}
