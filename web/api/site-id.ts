import * as v from 'valibot'
import { allSitesId, siteIdList } from '../../brands/site-ids.ts'

const pathSiteIds = [allSitesId, ...siteIdList].map(String)

/** {siteId} in an API path: 0 (every site) or a brand's site id. */
export const siteIdParam = v.pipe(
  v.string(),
  v.picklist(pathSiteIds, `siteId must be one of ${pathSiteIds.join(', ')} (0 is every site)`),
  v.transform(Number),
)

/** A siteId in a request body: one brand's site id. */
export const siteIdField = v.picklist(siteIdList, `siteId must be one of ${siteIdList.join(', ')}`)

const brandSiteIds = siteIdList.map(String)

/** {siteId} in the path of a call made on one site (a lead, a login): 0, "every site", is no place to write from. */
export const brandSiteIdParam = v.pipe(
  v.string(),
  v.picklist(brandSiteIds, `siteId must be one of ${brandSiteIds.join(', ')}`),
  v.transform(Number),
)
