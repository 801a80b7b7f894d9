import { Hono, type Context } from 'hono'
import { logPopularSearchCall } from '../../web/api/search.ts'
import { searchUrlCall } from '../../web/api/search-url.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'
import type { AppEnv } from '../app-env.ts'
import { brandOfSite } from '../middleware/brand.ts'
import { recordPopularSearch } from '../db/popular-searches.ts'
import { namedCriteria } from '../search/named-criteria.ts'
import { notFound, requireJson, validate } from './validate.ts'

// A search's address: the brand's URL for criteria (POST searchUrl, spec §7), and the popular-search log, which
// counts searches by that URL so the same search asked two ways counts once.

/** The URL of the criteria on the site's brand (the request's brand for site id 0), or null for an unknown place. */
async function searchUrlOf(c: Context<AppEnv>, siteId: number, criteria: SearchCriteria) {
  const named = await namedCriteria(c.var.db, criteria)
  if (!named) return null
  const brandId = brandOfSite(c, siteId)
  return { path: searchUrlCodecs[brandId].build(named), named }
}

export const searchUrlRoutes = new Hono<AppEnv>()
  .post(
    searchUrlCall.path,
    requireJson,
    validate('param', searchUrlCall.params),
    validate('json', searchUrlCall.body),
    async (c) => {
      const url = await searchUrlOf(c, c.req.valid('param').siteId, c.req.valid('json'))
      if (!url) return notFound(c, 'criteria', 'A place of the search does not exist.')
      return c.text(url.path)
    },
  )
  .post(
    logPopularSearchCall.path,
    requireJson,
    validate('param', logPopularSearchCall.params),
    validate('json', logPopularSearchCall.body),
    async (c) => {
      const { siteId } = c.req.valid('param')
      const criteria = c.req.valid('json')
      // The page sends and forgets (spec §7); the answer waits for the count, so an accepted search is one that was
      // counted (a failed write is a 500, logged). A search of a place that does not exist is not counted.
      const url = await searchUrlOf(c, siteId, criteria)
      if (url) await recordPopularSearch(c.var.db, siteId || c.var.brand.siteId, url.path, url.named)
      return c.json({ accepted: true as const }, 202)
    },
  )
