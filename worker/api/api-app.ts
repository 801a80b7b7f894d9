import { Hono } from 'hono'
import * as v from 'valibot'
import { featureFlagName, siteIdParam } from '../../web/api/contract.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import type { AppEnv } from '../app-env.ts'
import { brandMiddleware } from '../middleware/brand.ts'
import { readFeatureFlag, readFeatureFlags } from '../db/feature-flags.ts'
import { homePageData } from '../db/home-queries.ts'
import { popularPropertyTypeNames, popularStates } from '../db/popular-queries.ts'
import { deviceFromRequest, isLocalHost, localDevice } from './device.ts'
import { loggingRoutes } from './logging-routes.ts'
import { isPhoneFormatValid, validatePhone } from './phone-validation.ts'
import { badRequest, parseInput } from './validate.ts'

/** The embedded API: the spec's /api/* calls answered from D1. Mounted at /api. */
export const apiApp = new Hono<AppEnv>()

apiApp.use(brandMiddleware)

apiApp.get('/featureflag/:name', async (c) => {
  const name = parseInput(featureFlagName, c.req.param('name'), 'name')
  if (!name.ok) return badRequest(c, name.field, name.message)
  return c.json({ value: await readFeatureFlag(c.env.DB, name.value, c.var.brand.siteId) })
})

apiApp.get('/popular/statenames/:siteId', async (c) => {
  const siteId = parseInput(siteIdParam, c.req.param('siteId'), 'siteId')
  if (!siteId.ok) return badRequest(c, siteId.field, siteId.message)
  const states = await popularStates(c.env.DB, siteId.value)
  return c.json(states.map((state) => state.name))
})

apiApp.get('/popular/PropertyTypeNames/:siteId', async (c) => {
  const siteId = parseInput(siteIdParam, c.req.param('siteId'), 'siteId')
  if (!siteId.ok) return badRequest(c, siteId.field, siteId.message)
  return c.json(await popularPropertyTypeNames(c.env.DB, siteId.value))
})

apiApp.get('/device', async (c) => {
  if (isLocalHost(new URL(c.req.url).hostname)) return c.json(localDevice)
  return c.json(await deviceFromRequest(c.env.DB, c.req.raw))
})

const phoneParam = v.pipe(v.string(), v.maxLength(32, validationMessages.phoneFormat))

apiApp.get('/validation/validatePhoneNumber/:phone', (c) => {
  const phone = parseInput(phoneParam, c.req.param('phone'), 'phone')
  if (!phone.ok) return badRequest(c, phone.field, phone.message)
  if (!isPhoneFormatValid(phone.value)) return badRequest(c, 'phone', validationMessages.phoneFormat)
  return c.json({ data: validatePhone(phone.value) })
})

apiApp.route('/Logging', loggingRoutes)

apiApp.get('/pagedata/home/:siteId', async (c) => {
  const siteId = parseInput(siteIdParam, c.req.param('siteId'), 'siteId')
  if (!siteId.ok) return badRequest(c, siteId.field, siteId.message)
  const [pageData, featureFlags] = await Promise.all([
    homePageData(c.env.DB, siteId.value),
    readFeatureFlags(c.env.DB, siteId.value),
  ])
  return c.json({ pageData, featureFlags })
})

// Called in-process, the sub-app answers unknown paths itself, the same way the main app does.
apiApp.notFound((c) => c.json({ error: 'Not Found', path: new URL(c.req.url).pathname }, 404))
