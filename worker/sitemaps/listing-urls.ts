import { siteMaskOf } from '../../brands/site-ids.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import { activeStatuses } from '../db/popular-queries.ts'
import { lastmodSql, type SitemapSource } from './sitemap-source.ts'

// The brand's listing pages: every active listing (available or under contract) whose site mask has the brand's
// bit, in id order, at the brand's canonical listing path; lastmod is the listing's updated_at.
//
// A child is one statement: its first id is found by skipping the earlier children's listings in the search_id
// index (which holds the status and site mask, so the skip reads no row), then the rows are read by primary key
// from there. NOT INDEXED keeps SQLite on that key range: left to itself it read the listings of the status index
// and sorted them (2 s for a child of 50,000 at 1,000,000 listings, against 0.25 s).

const onSite = (table: string) => `${table}market_status IN (${activeStatuses}) AND (${table}site_mask & ?1) != 0`

const childSql = `SELECT l.id, l.city_name, c.name_full, s.abbreviation, ${lastmodSql('l.updated_at')}
  FROM listings l NOT INDEXED JOIN counties c ON c.id = l.county_id JOIN states s ON s.id = l.state_id
 WHERE l.id >= (SELECT id FROM listings INDEXED BY search_id WHERE ${onSite('')} ORDER BY id LIMIT 1 OFFSET ?2)
   AND ${onSite('l.')}
 ORDER BY l.id LIMIT ?3`

export const listingUrls: SitemapSource = {
  async count({ db, brand }) {
    const sql = `SELECT count(*) AS n FROM listings WHERE ${onSite('')}`
    return (await db.prepare(sql).bind(siteMaskOf(brand.siteId)).first<number>('n')) ?? 0
  },
  async write({ db, brand }, { offset, limit }, add) {
    const rows = await db
      .prepare(childSql)
      .bind(siteMaskOf(brand.siteId), offset, limit)
      .raw<[number, string, string, string, string | null]>()
    const links = siteLinksByBrand[brand.id]
    // One object handed to the link builder for every row: it reads the fields and keeps nothing.
    const listing = { id: 0, city: '', county: '', stateAbbreviation: '' }
    for (const [id, city, county, stateAbbreviation, lastmod] of rows) {
      listing.id = id
      listing.city = city
      listing.county = county
      listing.stateAbbreviation = stateAbbreviation
      add(links.listing(listing), lastmod)
    }
  },
}
