import { Hono } from 'hono'
import { homePageCall } from '../../web/api/home-page.ts'
import type { AppEnv } from '../app-env.ts'
import { readFeatureFlags } from '../db/feature-flags.ts'
import { homePageData } from '../db/home-queries.ts'
import { validate } from './validate.ts'

export const homePageRoutes = new Hono<AppEnv>().get(
  homePageCall.path,
  validate('param', homePageCall.params),
  async (c) => {
    const { siteId } = c.req.valid('param')
    const [pageData, featureFlags] = await Promise.all([
      homePageData(c.var.db, siteId),
      readFeatureFlags(c.var.db, siteId),
    ])
    return c.json({ pageData, featureFlags })
  },
)
