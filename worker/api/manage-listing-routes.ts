import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { changeListingLandFactsCall } from '../../web/api/listing-land-facts-change.ts'
import {
  changeManagedListingCall,
  managedListingsCall,
  managedListingsQuery,
} from '../../web/api/seller-listings-manage.ts'
import { alertAfterChange } from '../alerts/instant-alerts.ts'
import type { AppEnv } from '../app-env.ts'
import { csrfGuard } from '../auth/csrf.ts'
import { requireUser } from '../auth/current-session.ts'
import { changeListingLandFacts } from '../listings/manage-land-facts.ts'
import { changeManagedListing, managedListingsOf, type ListingChangeOutcome } from '../listings/manage-listings.ts'
import { notFound, requireJson, validate } from './validate.ts'

// The seller's property control center (web/api/seller-listings-manage.ts). Behind requireUser (401 logged out); a
// login without a seller account gets 403; another seller's listing is a 404, the same as no listing, so a seller
// cannot learn which ids exist.

/** After requireUser: 403 for a login without a seller account (a buyer), before its request is even read. */
export const requireSeller: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.session.accountId === null) {
    const message = 'Only sellers manage listings: this login has no seller account.'
    return c.json({ error: 'Forbidden', field: 'session', message }, 403)
  }
  await next()
}

/** The seller's account, behind requireSeller. */
export function sellerAccount(c: Context<AppEnv>): number {
  const { accountId } = c.var.session
  if (accountId === null) throw new Error('sellerAccount() used without requireSeller')
  return accountId
}

const noSuchListing = (listingId: number) => `listingId: you have no listing ${listingId}.`

type Refused = Pick<Extract<ListingChangeOutcome, { kind: 'not-found' | 'invalid' }>, 'kind'>
const isRefused = (outcome: ListingChangeOutcome): outcome is Refused =>
  outcome.kind === 'not-found' || outcome.kind === 'invalid'

/** The 404 of a change that found no listing of the seller's, or the 403 of one the site withdrew. */
export function refusalOf(c: Context, outcome: Refused, listingId: number) {
  if (outcome.kind === 'not-found') return notFound(c, 'listingId', noSuchListing(listingId))
  return c.json(
    {
      error: 'Forbidden',
      field: 'listingId',
      message: `listingId: listing ${listingId} was withdrawn by the site; contact us to change it.`,
    },
    403,
  )
}

export const manageListingRoutes = new Hono<AppEnv>()
  .get(
    managedListingsCall.path,
    requireUser,
    requireSeller,
    validate('param', managedListingsCall.params),
    validate('query', managedListingsQuery),
    async (c) => {
      const { siteId, pageIndex } = c.req.valid('param')
      return c.json(await managedListingsOf(c.var.db, siteId, sellerAccount(c), pageIndex, c.req.valid('query')))
    },
  )
  .post(
    changeManagedListingCall.path,
    csrfGuard(),
    requireUser,
    requireSeller,
    validate('param', changeManagedListingCall.params),
    requireJson,
    validate('json', changeManagedListingCall.body),
    async (c) => {
      const accountId = sellerAccount(c)
      const { listingId } = c.req.valid('param')
      const db = c.var.db
      const now = new Date()
      // The links of the answer are the site the seller is on.
      const outcome = await changeManagedListing(db, c.var.brand.siteId, accountId, listingId, c.req.valid('json'), now)
      if (isRefused(outcome)) return refusalOf(c, outcome, listingId)
      if (outcome.kind === 'changed') {
        // Buyers who saved a search that finds the listing, or hearted it, hear of it (logged, not answered, on failure).
        await alertAfterChange(c, listingId, now)
      }
      return c.json(outcome.listing)
    },
  )
  .post(
    changeListingLandFactsCall.path,
    csrfGuard(),
    requireUser,
    requireSeller,
    validate('param', changeListingLandFactsCall.params),
    requireJson,
    validate('json', changeListingLandFactsCall.body),
    async (c) => {
      const { listingId } = c.req.valid('param')
      const change = c.req.valid('json')
      const outcome = await changeListingLandFacts(
        c.var.db,
        c.var.brand.siteId,
        sellerAccount(c),
        listingId,
        change,
        new Date(),
      )
      // Facts are not what instant saved searches follow (price and status are): no alert is queued.
      return isRefused(outcome) ? refusalOf(c, outcome, listingId) : c.json(outcome.listing)
    },
  )
