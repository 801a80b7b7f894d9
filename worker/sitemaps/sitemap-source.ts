import type { BrandConfig } from '../../brands/brand-config.ts'
import type { Db } from '../db/db.ts'
import type { UrlsetWriter } from './sitemap-xml.ts'

/** What a sitemap is of: a brand's pages, read from D1, on the brand's canonical origin. */
export interface SitemapSite {
  db: Db
  brand: BrandConfig
  origin: string
}

/** A page of the site by path, with the date it last changed when one is known. */
export interface SitemapPage {
  path: string
  lastmod: string | null
}

/** One kind of page (listings, sellers…): how many the brand has, and a run of them in a stable order. */
export interface SitemapSource {
  count(site: SitemapSite): Promise<number>
  /** Adds at most `limit` pages, from the `offset`-th (0-based) on. */
  write(site: SitemapSite, range: { offset: number; limit: number }, add: UrlsetWriter['add']): Promise<void>
}

/** A kind with few enough pages to list whole (hundreds or thousands): counted and cut from the one list. */
export function listedSource(pagesOf: (site: SitemapSite) => Promise<SitemapPage[]>): SitemapSource {
  return {
    count: async (site) => (await pagesOf(site)).length,
    async write(site, { offset, limit }, add) {
      for (const page of (await pagesOf(site)).slice(offset, offset + limit)) add(page.path, page.lastmod)
    },
  }
}

/** A timestamp column as the sitemap's date: 'YYYY-MM-DDTHH:MM:SSZ', or NULL for a value SQLite cannot read. */
export const lastmodSql = (column: string) => `strftime('%Y-%m-%dT%H:%M:%SZ', ${column})`

/** The later of two ISO dates, either perhaps unknown (a date and a timestamp of the same day compare as text). */
export function laterDate(a: string | null | undefined, b: string | null | undefined): string | null {
  return (a ?? '') > (b ?? '') ? a! : (b ?? null)
}
