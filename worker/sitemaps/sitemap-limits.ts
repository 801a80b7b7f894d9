// The sitemaps.org limits (https://www.sitemaps.org/protocol.html): a sitemap or an index names at most 50,000 URLs
// and is at most 50 MB uncompressed. Children are split by URL count alone, so every URL must have a bounded size:
// a child admits no <url> entry longer than `entryBytes`, and holds only as many URLs as fit in `bytes` at that size.
// Both limits then hold by construction, whatever the URLs are.

export interface SitemapLimits {
  /** URLs in one child sitemap, and children in the index. */
  urls: number
  /** Bytes of one sitemap file, uncompressed. */
  bytes: number
  /** Bytes of one <url> entry; a longer one is left out (with a warning). */
  entryBytes: number
}

/** 50,000 entries of 1 KB and the envelope fit in 50 MiB: the URL count is the limit that binds. */
export const sitemapLimits: SitemapLimits = { urls: 50_000, bytes: 50 * 1024 * 1024, entryBytes: 1024 }

/** What wraps a child's entries: the XML declaration and the urlset element. */
export const urlsetOpen =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
export const urlsetClose = '</urlset>\n'

/** How many URLs one child holds under the limits: never more than `urls`, and never more than fit in `bytes`. */
export function urlsPerChild(limits: SitemapLimits): number {
  const room = limits.bytes - urlsetOpen.length - urlsetClose.length
  const perChild = Math.min(limits.urls, Math.floor(room / limits.entryBytes))
  if (perChild < 1) throw new Error(`sitemap limits leave no room for a URL: ${JSON.stringify(limits)}`)
  return perChild
}
