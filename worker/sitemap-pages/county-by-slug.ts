import type { SitemapCounty } from '../../web/api/sitemap-pages.ts'
import type { Db } from '../db/db.ts'

/** A county by its URL name in any case ('kimble-county-tx'), on the slug's NOCASE index; null when none has it. */
export function countyBySlug(db: Db, slug: string) {
  return db
    .prepare(
      `SELECT id AS countyId, name_full AS name, slug, state_id AS stateId FROM counties
        WHERE slug = ?1 COLLATE NOCASE`,
    )
    .bind(slug)
    .first<Omit<SitemapCounty, 'listingCount'> & { stateId: number }>()
}
