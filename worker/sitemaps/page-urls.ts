import { contentPages, type ContentPage } from '../../brands/content-pages.ts'
import { siteLinksByBrand, sitemapPath } from '../../routes/links/brand-urls-by-id.ts'
import { legalPageAbout } from '../../web/content/legal-page-about.ts'
import { partnerPageAbout } from '../../web/content/partner-page-about.ts'
import { laterDate, lastmodSql, listedSource, type SitemapPage } from './sitemap-source.ts'

// The brand's own pages: home, the broker directory, the HTML sitemap's first page and every content page, at the
// brand's canonical paths.
//
// Their dates are the real ones or none: a page whose text has a 'Last updated' date (the legal and partner pages)
// carries it; a page that shows listing figures (home, the directory, the HTML sitemap's states, the land feed by
// state, the Farm Credit listings) changes with the listings, so it carries the time they last changed (data_version,
// bumped by every change) when that is later. The add-listing page and the land loan guide have no recorded date
// (their text changes with a deploy, which the worker cannot see): they carry none rather than a made-up one.

const textUpdated: Partial<Record<ContentPage, string>> = Object.fromEntries(
  Object.entries({ ...legalPageAbout, ...partnerPageAbout }).map(([page, about]) => [page, about.updated]),
)

/** Content pages that show listing figures, so change when the listings do. */
const listingFigurePages: ReadonlySet<ContentPage> = new Set(['landFeedStates', 'farmCreditListings'])

export const pageUrls = listedSource(async ({ db, brand }): Promise<SitemapPage[]> => {
  const listingsChanged = await db
    .prepare(`SELECT ${lastmodSql('updated_at')} AS changed FROM data_version WHERE id = 1`)
    .first<string>('changed')
  const links = siteLinksByBrand[brand.id]
  return [
    { path: links.home, lastmod: listingsChanged },
    { path: links.directory({}), lastmod: listingsChanged },
    { path: sitemapPath(brand.id, { page: 'index' }), lastmod: listingsChanged },
    ...contentPages.map((page) => ({
      path: links.content(page),
      lastmod: listingFigurePages.has(page)
        ? laterDate(textUpdated[page], listingsChanged)
        : (textUpdated[page] ?? null),
    })),
  ]
})
