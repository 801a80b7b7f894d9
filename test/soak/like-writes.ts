import { likeCall, savedPropertiesCall, type SavedProperties } from '../../web/api/account.ts'
import { callPath } from '../../web/api/api-call.ts'
import { inPool } from '../fuzz/raw-http.ts'
import type { SiteData } from './site-data.ts'
import { sendJson, soakRequest, type Session } from './soak-http.ts'
import { accountOf, is2xx, type WriteKind } from './write-kind.ts'

// Likes (the heart: a saved property). Each like is a listing of the site that buyer had not saved, so every one
// makes a row: the buyers take the site's listings in turn (buyer 1 the first, buyer 2 the first, …, then the second
// listing). Read back from each buyer's saved properties on each site, and taken off again after (no limit applies,
// but the seed's buyers should keep what the seed gave them).

/** Every listing id the buyer saved on the site, through the saved-properties pages. */
async function savedListingIds(port: number, buyer: Session, site: SiteData): Promise<Set<number>> {
  const ids = new Set<number>()
  for (let pageIndex = 0; ; pageIndex++) {
    const path = callPath(savedPropertiesCall, { siteId: site.siteId, pageIndex })
    const page = await sendJson<SavedProperties>(port, site.brandId, soakRequest('GET', path, { session: buyer }))
    for (const listing of page.listings) ids.add(listing.id)
    if (pageIndex + 1 >= page.pageCount) return ids
  }
}

const likeRequest = (site: SiteData, buyer: Session, listingId: number, liked: boolean) =>
  soakRequest('POST', callPath(likeCall, { siteId: site.siteId, listingId }), { session: buyer, body: { liked } })

export async function likeWrites(
  port: number,
  buyers: readonly Session[],
  sites: readonly SiteData[],
  open: () => boolean,
): Promise<WriteKind> {
  const bucket = (buyer: number, site: SiteData) => `${buyer}/${site.siteId}`
  const before = new Map<string, Set<number>>()
  for (const site of sites) {
    for (const [i, buyer] of buyers.entries()) before.set(bucket(i, site), await savedListingIds(port, buyer, site))
  }
  /** 'buyer/site' → the listing ids liked there in this run; and of those, the ones answered 2xx. */
  const sent = new Map<string, Set<number>>()
  const answered = new Set<string>()
  const turns = new Map<number, number>()
  const count = (map: Map<string, Set<number>>) => [...map.values()].reduce((sum, ids) => sum + ids.size, 0)

  return {
    name: 'write like',
    weight: 4,
    expected: [200],
    login: 'own',
    next: (site) => {
      if (!open()) return null
      for (;;) {
        const turn = turns.get(site.siteId) ?? 0
        turns.set(site.siteId, turn + 1)
        const listing = site.listings[Math.floor(turn / buyers.length)]
        if (!listing) return null
        const buyer = turn % buyers.length
        const key = bucket(buyer, site)
        if (before.get(key)!.has(listing.id)) continue
        sent.set(key, (sent.get(key) ?? new Set()).add(listing.id))
        return {
          request: likeRequest(site, buyers[buyer]!, listing.id, true),
          onAnswer: (status) => void (is2xx(status) && answered.add(`${key}/${listing.id}`)),
        }
      }
    },
    account: async () => {
      let stored = 0
      for (const site of sites) {
        for (const [i, buyer] of buyers.entries()) {
          const ids = await savedListingIds(port, buyer, site)
          for (const id of sent.get(bucket(i, site)) ?? []) if (ids.has(id)) stored++
        }
      }
      return accountOf('likes', count(sent), answered.size, stored)
    },
    cleanUp: async () => {
      const unlikes = sites.flatMap((site) =>
        buyers.flatMap((buyer, i) => [...(sent.get(bucket(i, site)) ?? [])].map((id) => ({ site, buyer, id }))),
      )
      await inPool(unlikes, 4, ({ site, buyer, id }) =>
        sendJson(port, site.brandId, likeRequest(site, buyer, id, false)),
      )
      return unlikes.length
    },
  }
}
