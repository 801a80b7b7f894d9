import { urlsetClose, urlsetOpen, urlsPerChild, type SitemapLimits } from './sitemap-limits.ts'

// The XML of sitemaps (sitemaps.org schema 0.9): a urlset of <url> entries written as one string, entry by entry,
// and the index of children. Written by hand rather than through a DOM: a child of 50,000 URLs is one string of a
// few megabytes, built without an object per URL beyond the row D1 hands over.

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text as XML character data (and attribute values): the five characters XML reserves, as entities. */
function xmlEscape(text: string): string {
  return /[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (char) => xmlEntities[char]!) : text
}

/** A character RFC 3986 does not allow in a URI as it is (a space, a quote, a letter beyond ASCII…). */
const outsideUri = /[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/

/** A URL as sitemaps.org wants it: percent-encoded where a URI needs it (so all ASCII), then entity-escaped. */
function locOf(url: string): string {
  return xmlEscape(outsideUri.test(url) ? new URL(url).href : url)
}

export interface UrlsetWriter {
  /** Adds a page of the site (a path on `origin`) with the date it last changed, if one is known. */
  add(path: string, lastmod: string | null): void
  /** URLs added so far. */
  readonly count: number
  /** The finished document. */
  xml(): string
}

/**
 * A child sitemap of the site at `origin`. It refuses more URLs than a child holds under the limits (an error: the
 * caller asked for too many), and leaves out, with a warning, an entry longer than the limits allow one to be.
 */
export function urlsetWriter(origin: string, limits: SitemapLimits): UrlsetWriter {
  const most = urlsPerChild(limits)
  let body = urlsetOpen
  let bytes = urlsetOpen.length
  let count = 0
  return {
    add(path, lastmod) {
      if (count === most) throw new Error(`a sitemap holds at most ${most} URLs under ${JSON.stringify(limits)}`)
      const entry = `<url><loc>${locOf(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`
      // All ASCII (locOf), so a character is a byte.
      const size = entry.length
      if (size > limits.entryBytes) {
        console.warn(`sitemap: left out ${origin}${path.slice(0, 200)}…: ${size} bytes, over ${limits.entryBytes}`)
        return
      }
      body += entry
      bytes += size
      count++
    },
    get count() {
      return count
    },
    xml() {
      if (bytes + urlsetClose.length > limits.bytes) throw new Error(`a sitemap grew past ${limits.bytes} bytes`)
      return body + urlsetClose
    },
  }
}

/** The sitemap index: each child's address (the children carry the dates of their URLs). */
export function sitemapIndexXml(childUrls: readonly string[], limits: SitemapLimits): string {
  if (childUrls.length > limits.urls) throw new Error(`a sitemap index names at most ${limits.urls} sitemaps`)
  const entries = childUrls.map((url) => `<sitemap><loc>${locOf(url)}</loc></sitemap>\n`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`
}
