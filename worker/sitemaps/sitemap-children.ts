import { listingUrls } from './listing-urls.ts'
import { pageUrls } from './page-urls.ts'
import { placeUrls } from './place-urls.ts'
import { sellerUrls } from './seller-urls.ts'
import { urlsPerChild, type SitemapLimits } from './sitemap-limits.ts'
import type { SitemapSite, SitemapSource } from './sitemap-source.ts'
import { sitemapIndexXml, urlsetWriter } from './sitemap-xml.ts'

// A brand's sitemap: the index (/sitemap.xml) names children of one kind of page each, numbered from 1
// (/sitemaps/listings-3.xml), each holding as many URLs as the limits allow. Child n of a kind is that kind's pages
// from the (n - 1) × perChild-th on, in the kind's stable order, so the index needs only counts.

const sources = {
  pages: pageUrls,
  places: placeUrls,
  sellers: sellerUrls,
  listings: listingUrls,
} as const satisfies Record<string, SitemapSource>

type SitemapKind = keyof typeof sources
const kinds = Object.keys(sources) as SitemapKind[]

export interface SitemapChild {
  kind: SitemapKind
  /** 1, 2, …: the child's place among its kind's. */
  number: number
}

/** A child's path on the site. */
const childPath = ({ kind, number }: SitemapChild) => `/sitemaps/${kind}-${number}.xml`

const childFile = new RegExp(`^(${kinds.join('|')})-([1-9]\\d{0,5})\\.xml$`)

/** The child a file name under /sitemaps/ names ('listings-3.xml'), or null. */
export function childOf(fileName: string): SitemapChild | null {
  const [, kind, number] = childFile.exec(fileName) ?? []
  return kind && number ? { kind: kind as SitemapKind, number: Number(number) } : null
}

/** The index: every kind's children, as many as its pages fill. */
export async function sitemapIndex(site: SitemapSite, limits: SitemapLimits): Promise<string> {
  const perChild = urlsPerChild(limits)
  const counts = await Promise.all(kinds.map((kind) => sources[kind].count(site)))
  const children = kinds.flatMap((kind, index) =>
    Array.from(
      { length: Math.ceil(counts[index]! / perChild) },
      (_, n) => site.origin + childPath({ kind, number: n + 1 }),
    ),
  )
  return sitemapIndexXml(children, limits)
}

/** A child's XML, or null when the kind has no pages that far (an empty urlset is no sitemap). */
export async function sitemapChild(
  site: SitemapSite,
  child: SitemapChild,
  limits: SitemapLimits,
): Promise<string | null> {
  const perChild = urlsPerChild(limits)
  const writer = urlsetWriter(site.origin, limits)
  await sources[child.kind].write(site, { offset: (child.number - 1) * perChild, limit: perChild }, writer.add)
  return writer.count ? writer.xml() : null
}
