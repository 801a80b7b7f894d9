import { Hono } from 'hono'
import { listingDetailCall, viewedListingsCall } from '../../web/api/listing-detail.ts'
import type { AppEnv } from '../app-env.ts'
import { listingDetailOf, viewedListingsOf } from '../listings/listing-detail.ts'
import { notFound, validate } from './validate.ts'

// A listing's detail (web/api/listing-detail.ts) and the recently viewed cards. The brand of the host decides the site
// of the viewed listings (the spec's path carries no site id).
export const listingRoutes = new Hono<AppEnv>()
  .get(listingDetailCall.path, validate('param', listingDetailCall.params), async (c) => {
    const { siteId, propertyId } = c.req.valid('param')
    const listing = await listingDetailOf(c.env.DB, siteId, Number(propertyId))
    if (listing) return c.json(listing)
    return notFound(c, 'propertyId', `propertyId: no listing ${propertyId} on this site.`)
  })
  .get(viewedListingsCall.path, validate('param', viewedListingsCall.params), async (c) =>
    c.json(await viewedListingsOf(c.env.DB, c.var.brand.siteId, c.req.valid('param').ids)),
  )
