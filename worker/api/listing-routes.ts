import { Hono, type Context } from 'hono'
import { listingDetailCall, viewedListingsCall } from '../../web/api/listing-detail.ts'
import { priceContextCall } from '../../web/api/price-context.ts'
import { similarListingsCall } from '../../web/api/similar-listings.ts'
import type { AppEnv } from '../app-env.ts'
import { listingDetailOf, viewedListingsOf } from '../listings/listing-detail.ts'
import { priceContextOf } from '../listings/price-context.ts'
import { similarListingsOf } from '../listings/similar-listings.ts'
import { notFound, validate } from './validate.ts'

// A listing's detail (web/api/listing-detail.ts), the listings like it (web/api/similar-listings.ts) and the recently
// viewed cards. The brand of the host decides the site of the viewed listings (the spec's path carries no site id).

const noSuchListing = (c: Context, propertyId: string) =>
  notFound(c, 'propertyId', `propertyId: no listing ${propertyId} on this site.`)

export const listingRoutes = new Hono<AppEnv>()
  .get(listingDetailCall.path, validate('param', listingDetailCall.params), async (c) => {
    const { siteId, propertyId } = c.req.valid('param')
    const listing = await listingDetailOf(c.var.db, siteId, Number(propertyId))
    return listing ? c.json(listing) : noSuchListing(c, propertyId)
  })
  .get(similarListingsCall.path, validate('param', similarListingsCall.params), async (c) => {
    const { siteId, propertyId } = c.req.valid('param')
    const similar = await similarListingsOf(c.var.db, siteId, Number(propertyId))
    return similar ? c.json(similar) : noSuchListing(c, propertyId)
  })
  .get(priceContextCall.path, validate('param', priceContextCall.params), async (c) => {
    const { siteId, propertyId } = c.req.valid('param')
    const context = await priceContextOf(c.var.db, siteId, Number(propertyId))
    return context ? c.json(context) : noSuchListing(c, propertyId)
  })
  .get(viewedListingsCall.path, validate('param', viewedListingsCall.params), async (c) =>
    c.json(await viewedListingsOf(c.var.db, c.var.brand.siteId, c.req.valid('param').ids)),
  )
