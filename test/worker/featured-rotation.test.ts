import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteIdList } from '../../brands/site-ids.ts'
import type { HomePageResponse } from '../../web/api/home-page.ts'
import { upgradeTier } from '../../web/rules/listing-rules.ts'
import { rotateFeatured } from '../../worker/db/featured-rotation.ts'
import { seedTestDb } from './seeded-db.ts'

// Each brand's home page shows its own featured listings, and they change from day to day.

const day = Date.UTC(2026, 10, 21, 12)
const candidates = Array.from({ length: 48 }, (_, i) => ({
  id: 1_000_001 + i * 3,
  upgradeLevelId: upgradeTier.diamond,
}))
const ids = (listings: { id: number }[]) => listings.map((listing) => listing.id)
const shared = (a: number[], b: number[]) => a.filter((id) => b.includes(id)).length

describe('featured rotation', () => {
  it('gives each site its own selection on the same day', () => {
    const picks = siteIdList.map((siteId) => ids(rotateFeatured(candidates, siteId, 8, day)))
    for (let i = 0; i < picks.length; i++) {
      for (let j = i + 1; j < picks.length; j++) expect(shared(picks[i]!, picks[j]!)).toBeLessThanOrEqual(5)
    }
  })

  it('changes from one day to the next', () => {
    const week = Array.from({ length: 7 }, (_, d) => ids(rotateFeatured(candidates, 1, 8, day + d * 86_400_000)))
    const leaders = new Set(week.map((pick) => pick[0]))
    expect(leaders.size).toBeGreaterThanOrEqual(4)
    for (let d = 1; d < week.length; d++) expect(shared(week[d - 1]!, week[d]!)).toBeLessThanOrEqual(5)
  })

  it('is the same all day for a site, and keeps diamond before platinum', () => {
    const mixed = candidates.map((c, i) => ({
      ...c,
      upgradeLevelId: i % 2 ? upgradeTier.diamond : upgradeTier.platinum,
    }))
    const morning = rotateFeatured(mixed, 2, 30, day - 6 * 3_600_000)
    expect(ids(rotateFeatured(mixed, 2, 30, day + 6 * 3_600_000))).toEqual(ids(morning))
    const tiers = morning.map((listing) => listing.upgradeLevelId)
    expect(tiers).toEqual([...tiers].sort((a, b) => b - a))
  })
})

describe('home pages', () => {
  beforeAll(async () => {
    await seedTestDb(600)
  })

  it('of the three brands show different featured listings', async () => {
    const featured = await Promise.all(
      siteIdList.map(async (siteId) => {
        const response = await exports.default.fetch(`http://land.localhost/api/pagedata/home/${siteId}`)
        return ids(((await response.json()) as HomePageResponse).pageData.featuredListings)
      }),
    )
    expect(featured.every((list) => list.length === 8)).toBe(true)
    expect(new Set(featured.map((list) => list.join())).size).toBe(3)
    expect(shared(featured[0]!, featured[1]!)).toBeLessThan(8)
  })
})
