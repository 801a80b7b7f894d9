import * as v from 'valibot'
import { searchCriteria } from '../search/search-criteria.ts'
import { apiCall } from './api-call.ts'
import { siteIdParam } from './site-id.ts'

/**
 * POST /api/property/searchUrl/{siteId}: the brand's search URL for the criteria, as text (spec §7). A client may
 * name places by id alone; the URL names them. An unknown place answers 404.
 */
export const searchUrlCall = apiCall({
  method: 'POST',
  path: '/property/searchUrl/:siteId',
  params: v.object({ siteId: siteIdParam }),
  body: searchCriteria,
  response: v.pipe(v.string(), v.regex(/^\/[^\s]*$/, 'a search URL is a site path')),
  responseType: 'text',
  example: { params: { siteId: '1' }, body: { countyIdList: [48453], propertyTypes: ['ranch'], priceMax: 750000 } },
})
