// How a seller's page sits in the document, written once: the page draws its bar by it and the seller route tells
// the root (room under the footer) from the same facts before the page renders.

/**
 * The main land site's broker details pages keep a bar at the foot of the window (spec §2 Footer, extra bottom
 * space: "broker details pages (sticky nav)"); a seller who no longer advertises has nothing to reach.
 */
export function hasSellerBar(brand: { isLand: boolean }, seller: { isActive: boolean }): boolean {
  return brand.isLand && seller.isActive
}
