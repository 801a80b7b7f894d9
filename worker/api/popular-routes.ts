import { Hono } from 'hono'
import { propertyTypeNamesCall, stateNamesCall } from '../../web/api/popular.ts'
import { popularSearchesCall } from '../../web/api/popular-searches.ts'
import { popularSearches } from '../db/popular-searches.ts'
import type { AppEnv } from '../app-env.ts'
import { popularPropertyTypeNames, popularStates } from '../db/popular-queries.ts'
import { validate } from './validate.ts'

export const popularRoutes = new Hono<AppEnv>()
  .get(stateNamesCall.path, validate('param', stateNamesCall.params), async (c) => {
    const states = await popularStates(c.var.db, c.req.valid('param').siteId)
    return c.json(states.map((state) => state.name))
  })
  .get(propertyTypeNamesCall.path, validate('param', propertyTypeNamesCall.params), async (c) =>
    c.json(await popularPropertyTypeNames(c.var.db, c.req.valid('param').siteId)),
  )
  .get(popularSearchesCall.path, validate('param', popularSearchesCall.params), async (c) =>
    c.json(await popularSearches(c.var.db, c.req.valid('param').siteId)),
  )
