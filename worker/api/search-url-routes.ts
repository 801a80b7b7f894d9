import { Hono, type Context } from 'hono'
import { logPopularSearchCall } from '../../web/api/search.ts'
import { searchUrlCall } from '../../web/api/search-url.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'
import type { AppEnv } from '../app-env.ts'
import { brandOfSite } from '../middleware/brand.ts'
import { eventLimits, withinEventLimit } from '../events/event-limits.ts'
import { countPopularSearch } from '../events/popular-search-visits.ts'
import { visitorOf } from '../events/visitor.ts'
import { namedCriteria } from '../search/named-criteria.ts'
import { notFound, requireJson, validate } from './validate.ts'

// A search's address: the brand's URL for criteria (POST searchUrl, spec §7), and the popular-search log, which
// counts searches by that URL so the same search asked two ways counts once, and counts visitors shown results, not
// posts (worker/events/popular-search-visits.ts).

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
      const now = new Date()
      const visitor = await visitorOf(c)
      // The page sends and forgets (spec §7); the answer waits for the count, so a failed write is a 500 (logged),
      // never a 202. Not counted, and answered 202 all the same (as logging-routes.ts says why): a search past the
      // visitor's limit, of a place that does not exist, of no listings, or that the visitor was counted for today.
      if (!(await withinEventLimit(c.var.db, eventLimits.popularSearchesPerVisitor, visitor, now))) {
        return c.json({ accepted: true as const }, 202)
      }
      const url = await searchUrlOf(c, siteId, c.req.valid('json'))
      if (url) {
        const search = { siteId: siteId || c.var.brand.siteId, path: url.path, criteria: url.named }
        await countPopularSearch(c.var.db, search, visitor, now)
      }
      return c.json({ accepted: true as const }, 202)
    },
  )
