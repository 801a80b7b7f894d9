import { Hono } from 'hono'
import { landingPageCall } from '../../web/api/landing-page.ts'
import type { AppEnv } from '../app-env.ts'
import { readFeatureFlags } from '../db/feature-flags.ts'
import { marketSummaryOf } from '../db/market-summary.ts'
import { validate } from './validate.ts'

export const landingPageRoutes = new Hono<AppEnv>().get(
  landingPageCall.path,
  validate('param', landingPageCall.params),
  async (c) => {
    const { siteId, placeType, placeId } = c.req.valid('param')
    const [pageData, featureFlags] = await Promise.all([
      marketSummaryOf(c.var.db, siteId, { type: placeType, id: placeId }),
      readFeatureFlags(c.var.db, siteId),
    ])
    return c.json({ pageData, featureFlags })
  },
)
