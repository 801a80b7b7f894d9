import { siteMaskOf } from '../../brands/site-ids.ts'

// A seller's listings: its own and those it is the corporate master of (the listing's parent_account_id), the same
// set the search's broker area reads (worker/search/search-sql.ts), so a seller page's counts and its listings agree.

/** The ids of the listings of the account `account` (a bound parameter or a column), for `l.id IN (…)`. */
export const sellerListingIdsSql = (account: string) =>
  `SELECT id FROM listings WHERE account_id = ${account}
   UNION ALL SELECT id FROM listings WHERE parent_account_id = ${account}`

/** The listing l is on the site (its bit of site_mask). */
export const onSiteSql = (siteId: number) => `(l.site_mask & ${siteMaskOf(siteId)}) != 0`
