import type { BrandId } from '../../brands/brand-config.ts'
import { sessionFor } from './load-kinds.ts'
import { pick, type LoadKind, type Planned } from './load-types.ts'
import type { SiteData } from './site-data.ts'
import type { Session } from './soak-http.ts'

// Picks each request of the load: a brand at random, then a kind by weight, sent logged in as the kind says.

export interface Choice {
  /** The report's row: the kind's name, '(logged in)' added for a read sent with a session. */
  row: string
  brandId: BrandId
  /** Sent with a session cookie. */
  loggedIn: boolean
  expected: readonly number[]
  planned: Planned
}

export function loadMix(
  kinds: readonly LoadKind[],
  sites: readonly SiteData[],
  buyers: readonly Session[],
  loggedInShare: number,
): () => Choice {
  const total = kinds.reduce((sum, kind) => sum + kind.weight, 0)
  const weighted = () => {
    let at = Math.random() * total
    return kinds.find((kind) => (at -= kind.weight) < 0) ?? kinds[0]!
  }
  return () => {
    // A kind with nothing to send on the site (no landing pages there, writes closed) gives its turn to another.
    for (let tries = 0; tries < 1000; tries++) {
      const site = pick(sites)!
      const kind = weighted()
      const session = sessionFor(kind, buyers, loggedInShare)
      const planned = kind.next(site, session)
      if (!planned) continue
      const row = kind.login === 'share' && session ? `${kind.name} (logged in)` : kind.name
      const loggedIn = 'cookie' in planned.request.headers
      return { row, brandId: site.brandId, loggedIn, expected: kind.expected, planned }
    }
    throw new Error('the load mix found nothing to send')
  }
}
