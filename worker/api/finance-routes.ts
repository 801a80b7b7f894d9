import { Hono } from 'hono'
import { financeByLocationCall, financeCenterFullInfoCall } from '../../web/api/finance.ts'
import type { AppEnv } from '../app-env.ts'
import { financeCenterFullInfo } from '../finance/finance-center-info.ts'
import { lendersByLocation } from '../finance/lenders-by-location.ts'
import { validate } from './validate.ts'

// The finance center's calls (web/api/finance.ts). Lenders change rarely: browsers may keep an answer ten minutes.
export const financeRoutes = new Hono<AppEnv>()
  .get(financeByLocationCall.path, validate('param', financeByLocationCall.params), async (c) => {
    c.header('cache-control', 'public, max-age=600')
    return c.json(await lendersByLocation(c.var.db, c.req.valid('param')))
  })
  .get(financeCenterFullInfoCall.path, validate('param', financeCenterFullInfoCall.params), async (c) => {
    c.header('cache-control', 'public, max-age=600')
    return c.json(await financeCenterFullInfo(c.var.db, c.req.valid('param').id))
  })
