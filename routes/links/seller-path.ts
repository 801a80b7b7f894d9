import type { BrandId } from '../../brands/brand-config.ts'
import { brokerUrlName, type SellerNames } from './broker-url-name.ts'

// A seller's canonical page paths per brand (spec §2), apart from reading paths back (seller-paths.ts): every page
// links to sellers, only the seller routes read their paths, so the links carry this alone.

export type SellerView = 'details' | 'listings'

export interface SellerOfPath extends SellerNames {
  accountId: number
}

export const sellerPathOf: Record<BrandId, (seller: SellerOfPath, view: SellerView) => string> = {
  // Main land site: the member page, with a trailing slash as every land path has (/search/…/, /property/…/).
  land: (seller, view) =>
    `/member/${brokerUrlName(seller)}/${seller.accountId}/${view === 'listings' ? 'listings/' : ''}`,
  // Rural-land site: /profile/{brokerName}/{brokerId}[/properties], no trailing slash as none of its paths has.
  landwatch: (seller, view) =>
    `/profile/${brokerUrlName(seller)}/${seller.accountId}${view === 'listings' ? '/properties' : ''}`,
  // {product} site: /broker/{name}-{accountId}/[land/], with the trailing slash its paths have.
  laf: (seller, view) => `/broker/${brokerUrlName(seller)}-${seller.accountId}/${view === 'listings' ? 'land/' : ''}`,
}
