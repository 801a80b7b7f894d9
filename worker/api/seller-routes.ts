import { Hono } from 'hono'
import { directoryCall, sellerDetailsCall, sellerListingsCall } from '../../web/api/sellers.ts'
import type { AppEnv } from '../app-env.ts'
import { SearchRefused } from '../search/search-refused.ts'
import { directoryOf } from '../sellers/seller-directory.ts'
import { sellerDetailsOf } from '../sellers/seller-details.ts'
import { sellerListingsOf } from '../sellers/seller-listings.ts'
import { answerOrRefusal, notFound, requireJson, validate } from './validate.ts'

// The seller calls (web/api/sellers.ts): a seller's details, its listings, and the broker directory. Bad input is a
// 400 naming the field (validate.ts); a seller, state or county that does not exist a 404 naming the field.

const noSeller = (accountId: number) => `accountId: no seller has the account id ${accountId}.`

export const sellerRoutes = new Hono<AppEnv>()
  .get(sellerDetailsCall.path, validate('param', sellerDetailsCall.params), async (c) => {
    const { siteId, accountId } = c.req.valid('param')
    const seller = await sellerDetailsOf(c.var.db, siteId, accountId)
    return seller ? c.json(seller) : notFound(c, 'accountId', noSeller(accountId))
  })
  .post(
    sellerListingsCall.path,
    requireJson,
    validate('param', sellerListingsCall.params),
    validate('json', sellerListingsCall.body),
    async (c) => {
      const { siteId, accountId } = c.req.valid('param')
      try {
        return c.json(await sellerListingsOf(c.var.db, siteId, accountId, c.req.valid('json')))
      } catch (error) {
        // The search names the seller brokerId; this call names it accountId.
        if (error instanceof SearchRefused && error.field === 'brokerId')
          return notFound(c, 'accountId', noSeller(accountId))
        throw error
      }
    },
  )
  .post(
    directoryCall.path,
    requireJson,
    validate('param', directoryCall.params),
    validate('json', directoryCall.body),
    (c) => answerOrRefusal(c, () => directoryOf(c.var.db, c.req.valid('param').siteId, c.req.valid('json'))),
  )
