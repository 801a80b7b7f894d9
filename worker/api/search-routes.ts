import { Hono } from 'hono'
import { mapDataCall, searchCall } from '../../web/api/search.ts'
import type { AppEnv } from '../app-env.ts'
import { mapDataOf } from '../search/map-data.ts'
import { searchResults } from '../search/search-results.ts'
import { answerOrRefusal, requireJson, validate } from './validate.ts'

// The search calls (web/api/search.ts): results with their total count, and map data. The body is the search
// criteria, checked by their schema (400 naming the field); a place or search page that does not exist is a 404
// naming the field that named it. The search itself is worker/search/.

export const searchRoutes = new Hono<AppEnv>()
  .post(searchCall.path, requireJson, validate('param', searchCall.params), validate('json', searchCall.body), (c) =>
    answerOrRefusal(c, () => searchResults(c.var.db, c.req.valid('json'), c.req.valid('param').siteId)),
  )
  .post(mapDataCall.path, requireJson, validate('param', mapDataCall.params), validate('json', mapDataCall.body), (c) =>
    answerOrRefusal(c, () => mapDataOf(c.var.db, c.req.valid('json'), c.req.valid('param').siteId)),
  )
