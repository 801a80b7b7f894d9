import type { BrandId } from '../../brands/brand-config.ts'
import { sellerPathOf, type SellerOfPath, type SellerView } from './seller-path.ts'

// A seller's pages per brand (spec §2): the details page (the seller card) and the listings page (the seller's
// listings), each at one canonical path, and every path shape the brand answers read back to the seller and view.
// The name in a path is decoration: the id alone names the seller, so a renamed seller's old links still work (the
// page may redirect them to the canonical path).

export type { SellerView }

/** What a seller page path names. */
export interface SellerPageAddress {
  accountId: number
  view: SellerView
}

interface SellerPaths {
  /** The canonical path of the seller's page in the view. */
  path(seller: SellerOfPath, view: SellerView): string
  /** The seller page a URL path names (the path alone, no query), or null when it names none. */
  parse(pathname: string): SellerPageAddress | null
}

/** A path segment pattern: a literal word (any case), the decorative name, the id, or the {product} site's name-id. */
type Part = string | { name: true } | { id: true } | { nameId: true }
const name = { name: true } as const
const id = { id: true } as const
const nameId = { nameId: true } as const

interface Shape {
  parts: Part[]
  view: SellerView
}

/** An account id: digits without a leading zero, a safe integer. */
function accountIdOf(segment: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(segment)) return null
  const value = Number(segment)
  return Number.isSafeInteger(value) ? value : null
}

function match(shape: Shape, segments: readonly string[]): SellerPageAddress | null {
  if (segments.length !== shape.parts.length) return null
  let accountId: number | null = null
  for (const [index, part] of shape.parts.entries()) {
    const segment = segments[index]!
    if (typeof part === 'string') {
      if (segment.toLowerCase() !== part) return null
    } else if ('id' in part) {
      accountId = accountIdOf(segment)
      if (accountId === null) return null
    } else if ('nameId' in part) {
      const hyphen = segment.lastIndexOf('-')
      accountId = hyphen > 0 ? accountIdOf(segment.slice(hyphen + 1)) : null
      if (accountId === null) return null
    }
  }
  return accountId === null ? null : { accountId, view: shape.view }
}

function sellerPaths(shapes: readonly Shape[], path: SellerPaths['path']): SellerPaths {
  return {
    path,
    parse(pathname) {
      // One trailing slash is optional on every shape; an empty segment anywhere else is no seller page.
      const segments = pathname.replace(/\/$/, '').split('/')
      if (segments.shift() !== '' || segments.some((segment) => segment === '')) return null
      for (const shape of shapes) {
        const found = match(shape, segments)
        if (found) return found
      }
      return null
    },
  }
}

/**
 * The member routes every brand answers (spec §2, routes common to all sites), and /propertylink/{brokerId}: the link
 * a seller puts on their own website to their listings here.
 */
const memberShapes: Shape[] = [
  { parts: ['member', id], view: 'details' },
  { parts: ['member', name, id], view: 'details' },
  { parts: ['member', name, id, 'listings'], view: 'listings' },
  { parts: ['propertylink', id], view: 'listings' },
]

export const sellerPathsOf: Record<BrandId, SellerPaths> = {
  // Main land site: the member page, with a trailing slash as every land path has (/search/…/, /property/…/).
  // Also its broker profile paths /broker/{id} and /profile/{id}. A /member/{word} that is not an id is a search.
  land: sellerPaths(
    [...memberShapes, { parts: ['broker', id], view: 'details' }, { parts: ['profile', id], view: 'details' }],
    sellerPathOf.land,
  ),
  // Rural-land site: /profile/{brokerName}/{brokerId}[/properties], no trailing slash as none of its paths has.
  landwatch: sellerPaths(
    [
      ...memberShapes,
      { parts: ['profile', name, id], view: 'details' },
      { parts: ['profile', name, id, 'properties'], view: 'listings' },
    ],
    sellerPathOf.landwatch,
  ),
  // {product} site: /broker/{name}-{accountId}/[land/], with the trailing slash its paths have.
  laf: sellerPaths(
    [
      ...memberShapes,
      { parts: ['broker', nameId], view: 'details' },
      { parts: ['broker', nameId, 'land'], view: 'listings' },
    ],
    sellerPathOf.laf,
  ),
}
