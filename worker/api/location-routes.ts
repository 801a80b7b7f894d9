import { Hono } from 'hono'
import { countyOutlineCall } from '../../web/api/county-outline.ts'
import type { AppEnv } from '../app-env.ts'
import { countyOutlineOf } from '../listings/county-outline.ts'
import { notFound, validate } from './validate.ts'

// Places as shapes (web/api/county-outline.ts). An outline changes only with a deploy of the GeoJSON, so browsers and
// the edge may keep it a day.
export const locationRoutes = new Hono<AppEnv>().get(
  countyOutlineCall.path,
  validate('param', countyOutlineCall.params),
  async (c) => {
    const { countyId } = c.req.valid('param')
    const outline = await countyOutlineOf(c.env.ASSETS, countyId)
    if (!outline) return notFound(c, 'countyId', `countyId: no county ${countyId}.`)
    c.header('cache-control', 'public, max-age=86400')
    return c.json(outline)
  },
)
