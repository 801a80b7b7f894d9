import {
  createSavedSearchCall,
  deleteSavedSearchCall,
  savedSearchesCall,
  type SavedSearch,
} from '../../web/api/account.ts'
import { callPath } from '../../web/api/api-call.ts'
import { savedSearchLimit } from '../../web/rules/saved-search-form.ts'
import { inPool } from '../fuzz/raw-http.ts'
import { pick } from './load-types.ts'
import type { SiteData } from './site-data.ts'
import { sendJson, soakRequest, type Session } from './soak-http.ts'
import { accountOf, is2xx, type WriteKind } from './write-kind.ts'

// Saved searches, each with a name of its own ('Soak run k3f9x #12') and no mail (notify 'No Updates'). A person keeps
// at most savedSearchLimit on a site, so each buyer gets only the room they have left there: no save is refused by the
// rule. Read back from each buyer's list on each site by name; deleted after, with any an interrupted run left.

/** What every soak's saved search is named with; this run's add their run's id. */
const soakNamePrefix = 'Soak run '

async function savedSearchesOf(port: number, buyer: Session, site: SiteData): Promise<SavedSearch[]> {
  const path = callPath(savedSearchesCall, { siteId: site.siteId })
  return (
    await sendJson<{ savedSearches: SavedSearch[] }>(port, site.brandId, soakRequest('GET', path, { session: buyer }))
  ).savedSearches
}

/** Deletes the soak's saved searches (this run's and earlier ones') of every buyer on every site; answers how many. */
async function deleteSoakSearches(port: number, buyers: readonly Session[], sites: readonly SiteData[]) {
  const doomed: { site: SiteData; buyer: Session; id: number }[] = []
  for (const site of sites) {
    for (const buyer of buyers) {
      for (const { id, name } of await savedSearchesOf(port, buyer, site)) {
        if (name.startsWith(soakNamePrefix)) doomed.push({ site, buyer, id })
      }
    }
  }
  await inPool(doomed, 4, ({ site, buyer, id }) =>
    sendJson(
      port,
      site.brandId,
      soakRequest('POST', callPath(deleteSavedSearchCall, { siteId: site.siteId, id }), { session: buyer }),
    ),
  )
  return doomed.length
}

export async function savedSearchWrites(
  port: number,
  buyers: readonly Session[],
  sites: readonly SiteData[],
  runId: string,
  open: () => boolean,
): Promise<WriteKind> {
  const leftOver = await deleteSoakSearches(port, buyers, sites)
  if (leftOver) console.log(`deleted ${leftOver} saved searches an earlier soak left`)
  const bucket = (buyer: number, site: SiteData) => `${buyer}/${site.siteId}`
  const room = new Map<string, number>()
  for (const site of sites) {
    for (const [i, buyer] of buyers.entries()) {
      room.set(bucket(i, site), savedSearchLimit - (await savedSearchesOf(port, buyer, site)).length)
    }
  }
  const runPrefix = `${soakNamePrefix}${runId} #`
  const sent = new Set<string>()
  const answered = new Set<string>()
  const turns = new Map<number, number>()

  return {
    name: 'write saved search',
    weight: 2,
    expected: [200],
    login: 'own',
    next: (site) => {
      if (!open()) return null
      const turn = turns.get(site.siteId) ?? 0
      // The next buyer in turn with room left on the site.
      for (let step = 0; step < buyers.length; step++) {
        const buyer = (turn + step) % buyers.length
        const key = bucket(buyer, site)
        if (room.get(key)! <= 0) continue
        room.set(key, room.get(key)! - 1)
        turns.set(site.siteId, buyer + 1)
        const name = `${runPrefix}${sent.size + 1}`
        sent.add(name)
        const body = { name, notify: 'No Updates', criteria: { stateAbbreviation: pick(site.states)! } }
        const path = callPath(createSavedSearchCall, { siteId: site.siteId })
        return {
          request: soakRequest('POST', path, { session: buyers[buyer]!, body }),
          onAnswer: (status) => void (is2xx(status) && answered.add(name)),
        }
      }
      return null
    },
    account: async () => {
      const stored: string[] = []
      for (const site of sites) {
        for (const buyer of buyers) {
          for (const { name } of await savedSearchesOf(port, buyer, site))
            if (name.startsWith(runPrefix)) stored.push(name)
        }
      }
      const strangers = stored.filter((name) => !sent.has(name))
      const problems = strangers.length ? [`stored but never sent: ${strangers.slice(0, 5).join(', ')}`] : []
      return accountOf('saved searches', sent.size, answered.size, stored.length, problems)
    },
    cleanUp: () => deleteSoakSearches(port, buyers, sites),
  }
}
