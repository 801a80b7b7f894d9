// GET /api/broker/details/{siteId}/{accountId}: a seller as its details page shows it, in one batch: the account, what
// it has on the site, its corporate master or its agents, its awards. Counts are read from the listings (a seller has a few
// hundred at most), so a details page never waits for the directory's aggregate.
import { brandOfSiteId } from '../../brands/site-ids.ts'
import { sellerPathsOf } from '../../routes/links/brand-urls-by-id.ts'
import type { SellerDetails, SellerLink } from '../../web/api/sellers.ts'
import { accountType, planGroupOf, type AccountType } from '../../web/rules/account-rules.ts'
import { storedVideo } from '../../web/rules/listing-media.ts'
import { auctionPriceSentinel, marketStatus } from '../../web/rules/listing-rules.ts'
import { sellerAddressLines, sellerPhone } from '../../web/rules/seller-contact.ts'
import { activeStatuses } from '../db/popular-queries.ts'
import { onSiteSql, sellerListingIdsSql } from './seller-listing-ids.ts'
import type { Db } from '../db/db.ts'

const corporateMasterTypes: readonly number[] = [
  accountType.corporateStandardMaster,
  accountType.corporateSignatureMaster,
  accountType.corporatePremiumMaster,
]

const accountColumns = `a.account_id AS accountId, a.account_type AS accountType,
  a.account_sub_type_id AS accountSubTypeId, a.directory_type AS directoryType, a.parent_account_id AS parentAccountId,
  p.account_type AS parentAccountType, a.company_name AS companyName, a.contact_name AS contactName, a.description,
  a.address1, a.address2, a.city, a.state_id AS stateId, ifnull(st.abbreviation, '') AS stateAbbreviation, a.zip,
  a.company_city AS companyCity, a.company_state AS companyState, a.company_zip AS companyZip,
  a.license_number AS licenseNumber, a.logo_id AS logoId, a.portrait_id AS portraitId, a.phone_cell AS phoneCell,
  a.phone_fax AS phoneFax, a.phone_office AS phoneOffice, a.phone_toll_free AS phoneTollFree,
  a.tracking_phone_number AS trackingPhoneNumber, a.url, a.is_free AS isFree, a.is_seller AS isSeller,
  a.is_active AS isActive, a.alc_certified AS alcCertified, a.alc_advanced_certified AS alcAdvancedCertified,
  a.opt_in_lead_targeting AS optInLeadTargeting, a.badge_id AS badgeId, a.finance_center_id AS financeCenterId,
  a.video_host AS videoHost, a.video_id AS videoId`

const priced = `l.price > ${auctionPriceSentinel}`
const available = `l.market_status = ${marketStatus.available}`
const statsSql = (siteId: number) => `SELECT
    count(CASE WHEN ${available} THEN 1 END) AS available,
    count(CASE WHEN l.market_status = ${marketStatus.underContract} THEN 1 END) AS underContract,
    count(CASE WHEN l.market_status = ${marketStatus.sold} THEN 1 END) AS sold,
    ifnull(sum(CASE WHEN ${available} THEN l.acres END), 0) AS availableAcres,
    min(CASE WHEN ${available} AND ${priced} THEN l.price END) AS availablePriceMin,
    max(CASE WHEN ${available} AND ${priced} THEN l.price END) AS availablePriceMax
  FROM listings l INDEXED BY search_id WHERE l.id IN (${sellerListingIdsSql('?1')}) AND ${onSiteSql(siteId)}`

/** Another seller to link to, with its active listings on the site. */
const linkSql = (siteId: number, where: string) => `SELECT a.account_id AS accountId, a.company_name AS companyName,
    a.contact_name AS contactName, a.directory_type AS directoryType,
    (SELECT count(*) FROM listings l INDEXED BY search_id WHERE l.id IN (${sellerListingIdsSql('a.account_id')})
        AND l.market_status IN (${activeStatuses}) AND ${onSiteSql(siteId)}) AS listingCount
  FROM accounts a WHERE ${where}
  ORDER BY lower(a.contact_name), lower(a.company_name), a.account_id`

type Row = Record<string, unknown>
type LinkRow = Omit<SellerLink, 'canonicalUrl'>

/** The seller, or null when there is no seller of that id (an unknown id, or a buyer's account). */
export async function sellerDetailsOf(db: Db, siteId: number, accountId: number): Promise<SellerDetails | null> {
  const [accounts, stats, parents, children, awards] = await db.batch<Row>([
    db
      .prepare(
        `SELECT ${accountColumns} FROM accounts a LEFT JOIN states st ON st.id = a.state_id
           LEFT JOIN accounts p ON p.account_id = a.parent_account_id
          WHERE a.account_id = ?1 AND a.is_seller = 1`,
      )
      .bind(accountId),
    db.prepare(statsSql(siteId)).bind(accountId),
    db
      .prepare(
        linkSql(
          siteId,
          `a.account_id = (SELECT parent_account_id FROM accounts
                            WHERE account_id = ?1 AND account_type = ${accountType.corporateChild})`,
        ),
      )
      .bind(accountId),
    db
      .prepare(
        linkSql(
          siteId,
          `a.parent_account_id = ?1 AND a.is_active = 1
           AND (SELECT account_type FROM accounts WHERE account_id = ?1) IN (${corporateMasterTypes.join(', ')})`,
        ),
      )
      .bind(accountId),
    db
      .prepare('SELECT year, title, issuer FROM account_awards WHERE account_id = ?1 ORDER BY year DESC, position')
      .bind(accountId),
  ])
  const row = accounts?.results[0]
  if (!row) return null
  const paths = sellerPathsOf[brandOfSiteId(siteId)!]
  const link = (other: LinkRow): SellerLink => ({ ...other, canonicalUrl: paths.path(other, 'details') })
  const counts = stats!.results[0] as SellerDetails['sellerListingStats']
  // Booleans arrive as 0/1; the certifications are one object in the contract, the video one built from two columns.
  const { alcCertified, alcAdvancedCertified, videoHost, videoId, ...seller } = row as Row &
    Omit<SellerDetails, 'addressLines' | 'phone' | 'planGroup' | 'certifications' | 'awards' | 'video'>
  return {
    ...seller,
    planGroup: planGroupOf(seller.accountType as AccountType, seller.parentAccountType as AccountType | null),
    addressLines: sellerAddressLines(seller),
    phone: sellerPhone(seller),
    isFree: row.isFree === 1,
    isSeller: row.isSeller === 1,
    isActive: row.isActive === 1,
    certifications: { alcCertified: alcCertified === 1, alcAdvancedCertified: alcAdvancedCertified === 1 },
    optInLeadTargeting: row.optInLeadTargeting === 1,
    listingCount: counts.available + counts.underContract,
    sellerListingStats: counts,
    canonicalUrl: paths.path(seller, 'details'),
    listingsUrl: paths.path(seller, 'listings'),
    parent: parents!.results.map((other) => link(other as LinkRow))[0] ?? null,
    children: children!.results.map((other) => link(other as LinkRow)),
    awards: awards!.results as SellerDetails['awards'],
    video: storedVideo(videoHost as number | null, videoId as string | null),
  }
}
