import { Hono } from 'hono'
import { mapBoundariesCall } from '../../web/api/map-boundaries.ts'
import type { AppEnv } from '../app-env.ts'
import { mapBoundariesOf } from '../listings/map-boundaries.ts'
import { validate } from './validate.ts'

// Listing boundaries on the search map at the parcel zoom (web/api/map-boundaries.ts).
export const mapBoundaryRoutes = new Hono<AppEnv>().get(
  mapBoundariesCall.path,
  validate('param', mapBoundariesCall.params),
  async (c) => {
    const { siteId, bounds } = c.req.valid('param')
    return c.json(await mapBoundariesOf(c.var.db, siteId, bounds))
  },
)
