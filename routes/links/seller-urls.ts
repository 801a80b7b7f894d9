import { brokerUrlName, type SellerNames } from './broker-url-name.ts'
import { pathBuilder, patternRoot } from './url-pattern.ts'

// A seller's pages (spec §2): the details page (the seller card) and the listings page (the seller's listings), each
// at one canonical path per brand; every shape the brand answers reads back to the seller and view (url-readers.ts).
// The name in a path is decoration: the id alone names the seller, so a renamed seller's old links still work (the
// page may redirect them to the canonical path).

export type SellerView = 'details' | 'listings'

interface SellerOfPath extends SellerNames {
  accountId: number
}

/** What a seller page path names. */
export interface SellerPageAddress {
  accountId: number
  view: SellerView
}

/** A brand's seller shapes by view, the canonical one first: the brand module's declaration. */
export type SellerShapes = Record<SellerView, readonly string[]>

export interface SellerPaths {
  /** The canonical path of the seller's page in the view. */
  path(seller: SellerOfPath, view: SellerView): string
  /** The first segment of every shape: the routes the seller pages answer under. */
  roots: readonly string[]
}

/**
 * The member routes every brand answers (spec §2, routes common to all sites), and /propertylink/{brokerId}: the link
 * a seller puts on their own website to their listings here.
 */
export const memberShapes: SellerShapes = {
  details: ['/member/:id', '/member/:name/:id'],
  listings: ['/member/:name/:id/listings', '/propertylink/:id'],
}

const sellerWriters = { name: brokerUrlName, id: (seller: SellerOfPath) => String(seller.accountId) }

export function sellerPaths(shapes: SellerShapes): SellerPaths {
  const canonical = {
    details: pathBuilder(shapes.details[0]!, sellerWriters),
    listings: pathBuilder(shapes.listings[0]!, sellerWriters),
  }
  const answered = [...memberShapes.details, ...shapes.details, ...memberShapes.listings, ...shapes.listings]
  return { path: (seller, view) => canonical[view](seller), roots: [...new Set(answered.map(patternRoot))] }
}
