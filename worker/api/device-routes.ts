import { Hono } from 'hono'
import { deviceCall } from '../../web/api/device.ts'
import type { AppEnv } from '../app-env.ts'
import { deviceFromRequest, isLocalHost, localDevice } from './device.ts'

export const deviceRoutes = new Hono<AppEnv>().get(deviceCall.path, async (c) => {
  if (isLocalHost(new URL(c.req.url).hostname)) return c.json(localDevice)
  return c.json(await deviceFromRequest(c.var.db, c.req.raw))
})
