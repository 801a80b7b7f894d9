import { Hono, type Context } from 'hono'
import type { ApiErrorBody } from '../../web/api/api-call.ts'
import { directoryCall, sellerDetailsCall, sellerListingsCall } from '../../web/api/sellers.ts'
import type { AppEnv } from '../app-env.ts'
import { SearchRefused } from '../search/search-refused.ts'
import { directoryOf } from '../sellers/seller-directory.ts'
import { sellerDetailsOf } from '../sellers/seller-details.ts'
import { sellerListingsOf } from '../sellers/seller-listings.ts'
import { requireJson, validate } from './validate.ts'

// The seller calls (web/api/sellers.ts): a seller's details, its listings, and the broker directory. Bad input is a
// 400 naming the field (validate.ts); a seller, state or county that does not exist a 404 naming the field.

function notFound(c: Context<AppEnv>, field: string, message: string) {
  return c.json({ error: 'Not Found', field, message } satisfies ApiErrorBody, 404)
}

const noSeller = (accountId: number) => `accountId: no seller has the account id ${accountId}.`

/** A state or county the directory cannot find is a 404 naming it (search-refused.ts). */
async function answer<T>(c: Context<AppEnv>, run: () => Promise<T>) {
  try {
    return c.json(await run())
  } catch (error) {
    if (!(error instanceof SearchRefused)) throw error
    const label = error.status === 404 ? 'Not Found' : 'Bad Request'
    return c.json({ error: label, field: error.field, message: error.message } satisfies ApiErrorBody, error.status)
  }
}

export const sellerRoutes = new Hono<AppEnv>()
  .get(sellerDetailsCall.path, validate('param', sellerDetailsCall.params), async (c) => {
    const { siteId, accountId } = c.req.valid('param')
    const seller = await sellerDetailsOf(c.env.DB, siteId, accountId)
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
        return c.json(await sellerListingsOf(c.env.DB, siteId, accountId, c.req.valid('json')))
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
    (c) => answer(c, () => directoryOf(c.env.DB, c.req.valid('param').siteId, c.req.valid('json'))),
  )
