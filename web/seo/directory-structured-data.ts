import type { DirectoryResults } from '../api/sellers.ts'
import { sellerName } from '../sellers/seller-text.ts'
import { absoluteUrl, type CanonicalSite, type JsonLdNode } from './open-graph.ts'

/**
 * One page of the broker directory as schema.org's ItemList: each seller's page, in the page's order. Positions count
 * from the first page, so page 2 starts after page 1's last, as the list reads across pages.
 */
export function directoryStructuredData(results: DirectoryResults, site: CanonicalSite, name: string): JsonLdNode {
  const before = results.pageIndex * results.pageSize
  return {
    '@type': 'ItemList',
    name,
    itemListElement: results.sellers.map((seller, index) => ({
      '@type': 'ListItem',
      position: before + index + 1,
      url: absoluteUrl(site, seller.canonicalUrl),
      name: sellerName(seller),
    })),
  }
}
