import type { ListingSummary } from '../../web/api/listing-summary.ts'

/** murmur3's 32-bit finalizer: every input bit moves every output bit, so near ids get unrelated ranks. */
function mix32(value: number): number {
  let x = value >>> 0
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b)
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35)
  return (x ^ (x >>> 16)) >>> 0
}

const dayMs = 86_400_000

/**
 * Picks `count` featured listings from the candidates: diamond before platinum, and within a tier an order drawn
 * afresh for each site and day. The rank hashes the listing id together with the site and day, so each brand's
 * home page shows its own selection, and tomorrow's differs from today's. (An offset added to a rank that depends
 * on the id alone would keep every order as it is.)
 */
export function rotateFeatured<T extends Pick<ListingSummary, 'id' | 'upgradeLevelId'>>(
  candidates: readonly T[],
  siteId: number,
  count: number,
  now = Date.now(),
): T[] {
  const draw = mix32(Math.floor(now / dayMs) * 0x9e3779b1 + siteId)
  const rank = (listing: T) => mix32(listing.id ^ draw)
  return [...candidates].sort((a, b) => b.upgradeLevelId - a.upgradeLevelId || rank(a) - rank(b)).slice(0, count)
}
