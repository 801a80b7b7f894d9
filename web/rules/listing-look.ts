import { listingLevel, marketStatus, upgradeTier } from './listing-rules.ts'

// How a listing's detail page looks, written once: the page lays itself out by it, and the listing route tells the
// document around the page (header, room under the footer) from the same facts before the page renders. The route
// loads this module with the listing's data, not with the site's first script (the home page's budget).

/**
 * The spec's three detail looks (§2 lazily loaded areas): 'property' the property detail, 'land' the main land
 * site's property detail for land, 'alternate' the immersive look: the photo across the window, the title on it.
 */
export type ListingLook = 'property' | 'land' | 'alternate'

interface Brand {
  isLand: boolean
}
type Listing = { listingLevel: number; upgradeLevelId: number; marketStatus: number }

const showcaseTiers: readonly number[] = [
  upgradeTier.diamond,
  upgradeTier.platinum,
  upgradeTier.showcase,
  upgradeTier.gold,
]

/**
 * Showcase-level (spec §6): a diamond, platinum, showcase or gold upgrade, or the signature level. Here rather than
 * with the spec's tables in listing-rules.ts, which every page loads: only the detail page's look asks it.
 */
export function isShowcaseLevel(listing: { listingLevel: number; upgradeLevelId: number }): boolean {
  return listing.listingLevel === listingLevel.signature || showcaseTiers.includes(listing.upgradeLevelId)
}

/** Showcase-level listings (spec §6) get the alternate look on every brand; the others their brand's look. */
export function listingLook(brand: Brand, listing: Listing): ListingLook {
  if (isShowcaseLevel(listing)) return 'alternate'
  return brand.isLand ? 'land' : 'property'
}

/** The header lies transparent over the photo on diamond listings (spec §2 Header), which all have the hero photo. */
export function hasTransparentHeader(listing: Listing): boolean {
  return listing.upgradeLevelId === upgradeTier.diamond
}

/**
 * The contact bar at the foot of the window on listings a buyer can still act on: available or under contract (spec §2
 * Footer, extra bottom space, on the land site; issue 32 on every brand, where Contact Seller was otherwise some
 * 3,400 px down a phone's page, under the loan calculator and the lenders). The page keeps room under the footer for it.
 */
export function hasContactBar(listing: Listing): boolean {
  return listing.marketStatus === marketStatus.available || listing.marketStatus === marketStatus.underContract
}
