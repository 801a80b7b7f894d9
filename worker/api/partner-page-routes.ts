import { Hono } from 'hono'
import { landFeedCheckCall } from '../../web/api/land-feed-validate.ts'
import { farmCreditListingsCall, landFeedStatesCall } from '../../web/api/partner-pages.ts'
import type { AppEnv } from '../app-env.ts'
import { farmCreditListings } from '../content/farm-credit-listings.ts'
import { checkLandFeedDocument } from '../content/land-feed-check.ts'
import { landFeedStates } from '../content/land-feed-states.ts'
import { readFeatureFlags } from '../db/feature-flags.ts'
import { requireJson, validate } from './validate.ts'

// The partner pages' calls: the land feed's check and state table, and the Farm Credit lenders' listings.

export const partnerPageRoutes = new Hono<AppEnv>()
  // Changes nothing, so no CSRF wall: partners call it from their own tools as well as from the documentation page.
  .post(landFeedCheckCall.path, requireJson, validate('json', landFeedCheckCall.body), async (c) =>
    c.json(await checkLandFeedDocument(c.var.db, c.req.valid('json'))),
  )
  .get(landFeedStatesCall.path, validate('param', landFeedStatesCall.params), async (c) => {
    const { siteId } = c.req.valid('param')
    const [pageData, featureFlags] = await Promise.all([
      landFeedStates(c.var.db, siteId),
      readFeatureFlags(c.var.db, siteId),
    ])
    return c.json({ pageData, featureFlags })
  })
  .get(farmCreditListingsCall.path, validate('param', farmCreditListingsCall.params), async (c) => {
    const { siteId } = c.req.valid('param')
    const [financeCenters, featureFlags] = await Promise.all([
      farmCreditListings(c.var.db, siteId),
      readFeatureFlags(c.var.db, siteId),
    ])
    return c.json({ pageData: { financeCenters }, featureFlags })
  })
