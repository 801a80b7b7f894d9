import { siteIds } from '../../brands/site-ids.ts'
import { callPath } from '../../web/api/api-call.ts'
import { contactSellerCall } from '../../web/api/leads.ts'
import { listingLogCall, listingLogTypes } from '../../web/api/logging.ts'
import { managedListingsCall, type ManagedListings } from '../../web/api/seller-listings-manage.ts'
import { pick } from './load-types.ts'
import type { SiteData } from './site-data.ts'
import { sendJson, soakRequest, type Session } from './soak-http.ts'
import { accountOf, is2xx, type WriteKind } from './write-kind.ts'

// Leads (the contact-seller form) and listing views (the detail page's 'details viewed' log) on the seed's seller's
// newest listings, which its Manage Listings page counts per listing. Read back as the seller: how many more each
// listing has than before the load. A lead comes from a client address of its own, as each buyer's would: the
// per-address limit (5 in 10 minutes) refuses none. A view comes from a visitor of its own (an IPv6 /64 per view):
// the worker counts a visitor's view of a listing once a day and limits each visitor's events
// (worker/events/), so views from one address would be answered 202 and rightly not all counted. Both stay, as a
// real site's leads and views do.

type Counts = Map<number, { views: number; leads: number; accountId: number }>

async function sellerCounts(port: number, seller: Session): Promise<Counts> {
  const path = callPath(managedListingsCall, { siteId: siteIds.land, pageIndex: 0 })
  const page = await sendJson<ManagedListings>(port, 'land', soakRequest('GET', path, { session: seller }))
  return new Map(page.listings.map(({ id, views, leads, accountId }) => [id, { views, leads, accountId }]))
}

/** How many more `field` the listings have now than `before`; listings no longer on the first page are named. */
function added(before: Counts, after: Counts, field: 'views' | 'leads'): { stored: number; problems: string[] } {
  let stored = 0
  const missing: number[] = []
  for (const [id, counts] of before) {
    const now = after.get(id)
    if (now) stored += now[field] - counts[field]
    else missing.push(id)
  }
  return { stored, problems: missing.length ? [`listings no longer on the seller's first page: ${missing}`] : [] }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function sellerListingWrites(
  port: number,
  seller: Session,
  leadAddress: (n: number) => string,
  viewAddress: (n: number) => string,
  open: () => boolean,
): Promise<WriteKind[]> {
  const before = await sellerCounts(port, seller)
  const targets = [...before.keys()]
  if (!targets.length) throw new Error("the seed's seller has no listings to send leads and views to")
  const sent = { leads: 0, views: 0 }
  const answered = { leads: 0, views: 0 }

  const leads: WriteKind = {
    name: 'write lead',
    weight: 1,
    expected: [200],
    login: 'own',
    next: (site: SiteData) => {
      if (!open()) return null
      const listingId = pick(targets)!
      const body = {
        name: 'Dana Whitfield',
        email: 'dana.whitfield@example.com',
        message: 'Is the land still for sale, and can the road in be driven year-round?',
        siteId: site.siteId,
        leadSource: 'listing-detail',
        brokerId: before.get(listingId)!.accountId,
        listingIds: [listingId],
      }
      const headers = { 'cf-connecting-ip': leadAddress(++sent.leads) }
      return {
        request: soakRequest('POST', callPath(contactSellerCall, { siteId: site.siteId }), { body, headers }),
        onAnswer: (status) => void (is2xx(status) && answered.leads++),
      }
    },
    account: async () => {
      const { stored, problems } = added(before, await sellerCounts(port, seller), 'leads')
      return accountOf('leads', sent.leads, answered.leads, stored, problems)
    },
  }

  const views: WriteKind = {
    name: 'write listing view',
    weight: 2,
    expected: [202],
    login: 'own',
    next: (site: SiteData) => {
      if (!open()) return null
      const headers = { 'cf-connecting-ip': viewAddress(++sent.views) }
      const body = {
        logType: listingLogTypes.detailsViewed,
        siteId: site.siteId,
        listingLogInfos: [{ listingId: pick(targets)! }],
      }
      return {
        request: soakRequest('POST', callPath(listingLogCall), { body, headers }),
        onAnswer: (status) => void (is2xx(status) && answered.views++),
      }
    },
    // The log is written after the answer (waitUntil): give the last ones a few seconds to land.
    account: async () => {
      let counted = added(before, await sellerCounts(port, seller), 'views')
      for (let wait = 0; wait < 10 && counted.stored < answered.views; wait++) {
        await sleep(500)
        counted = added(before, await sellerCounts(port, seller), 'views')
      }
      return accountOf('listing views', sent.views, answered.views, counted.stored, counted.problems)
    },
  }
  return [leads, views]
}
