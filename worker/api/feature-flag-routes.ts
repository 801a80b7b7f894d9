import { Hono } from 'hono'
import { featureFlagCall } from '../../web/api/feature-flags.ts'
import type { AppEnv } from '../app-env.ts'
import { readFeatureFlag } from '../db/feature-flags.ts'
import { validate } from './validate.ts'

export const featureFlagRoutes = new Hono<AppEnv>().get(
  featureFlagCall.path,
  validate('param', featureFlagCall.params),
  async (c) => {
    const { name } = c.req.valid('param')
    return c.json({ value: await readFeatureFlag(c.var.db, name, c.var.brand.siteId) })
  },
)
