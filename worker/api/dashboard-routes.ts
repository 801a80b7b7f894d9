import { Hono, type MiddlewareHandler } from 'hono'
import { allSitesId } from '../../brands/site-ids.ts'
import { dashboardFlagsCall, dashboardSummaryCall, setDashboardFlagCall } from '../../web/api/dashboard.ts'
import type { AppEnv } from '../app-env.ts'
import { csrfGuard } from '../auth/csrf.ts'
import { requireAdmin } from '../auth/current-session.ts'
import { dashboardSummaryOf } from '../dashboard/dashboard-summary.ts'
import { flagTableOf, setFlag } from '../dashboard/flag-table.ts'
import { badRequest, requireJson, validate } from './validate.ts'

// The admin dashboard's calls (web/api/dashboard.ts): admins only (401 logged out, 403 anyone else), never stored
// by a cache. Setting a flag passes the CSRF walls first (worker/auth/csrf.ts).

const privateAnswer: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('cache-control', 'private, no-store')
}

export const everySiteNeedsValue = 'value must be true or false for every site'

export const dashboardRoutes = new Hono<AppEnv>()
  .get(
    dashboardSummaryCall.path,
    requireAdmin,
    privateAnswer,
    validate('param', dashboardSummaryCall.params),
    async (c) => c.json(await dashboardSummaryOf(c.var.db, c.req.valid('param').siteId, new Date())),
  )
  .get(dashboardFlagsCall.path, requireAdmin, privateAnswer, async (c) => c.json(await flagTableOf(c.var.db)))
  .post(
    setDashboardFlagCall.path,
    csrfGuard(),
    requireAdmin,
    privateAnswer,
    validate('param', setDashboardFlagCall.params),
    requireJson,
    validate('json', setDashboardFlagCall.body),
    async (c) => {
      const { name, value } = c.req.valid('json')
      const { siteId } = c.req.valid('param')
      // Every site's own value is what the sites without one follow: it has nothing to go back to.
      if (value === null && siteId === allSitesId) return badRequest(c, 'value', everySiteNeedsValue)
      await setFlag(c.var.db, name, siteId, value, new Date())
      return c.json(await flagTableOf(c.var.db))
    },
  )
