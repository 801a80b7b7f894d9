import { describe, expect, it } from 'vitest'
import { brands } from '../../brands/brand-registry.ts'
import { harnessListings } from '../../worker/db/seed/harness-listings.ts'
import { hasContactBar, hasTransparentHeader, isShowcaseLevel, listingLook } from '../../web/rules/listing-look.ts'
import { listingLevel, marketStatus, upgradeTier } from '../../web/rules/listing-rules.ts'

// Which look a detail page takes, whether the header lies over its photo and whether the land site's contact bar
// shows: spelled out here for the seed's six fixtures (1,000,001 to 1,000,006, harness-listings.ts) on each brand,
// then checked over every level, tier and status.

type Fixture = { listingLevel: number; upgradeLevelId: number; marketStatus: number }
const [diamond, free, goldUnderContract, platinumSold, offMarket, showcaseAuction] = harnessListings.map(
  ({ level, upgrade, status }) => ({ listingLevel: level, upgradeLevelId: upgrade, marketStatus: status }),
) as [Fixture, Fixture, Fixture, Fixture, Fixture, Fixture]
const fixtures = [diamond, free, goldUnderContract, platinumSold, offMarket, showcaseAuction]

describe('the look of each fixture', () => {
  it.each([
    ['diamond', 'alternate', 'alternate', diamond],
    ['free', 'land', 'property', free],
    ['gold under contract', 'alternate', 'alternate', goldUnderContract],
    ['platinum sold', 'alternate', 'alternate', platinumSold],
    ['off market', 'land', 'property', offMarket],
    ['showcase auction', 'alternate', 'alternate', showcaseAuction],
  ] as const)('%s: the %s look on the land site, the %s look elsewhere', (_, onLand, elsewhere, listing) => {
    expect(listingLook(brands.land, listing)).toBe(onLand)
    expect(listingLook(brands.landwatch, listing)).toBe(elsewhere)
    expect(listingLook(brands.laf, listing)).toBe(elsewhere)
  })

  it('a transparent header on the diamond fixture only', () => {
    expect(fixtures.map(hasTransparentHeader)).toEqual([true, false, false, false, false, false])
  })

  it('the contact bar on the available and under-contract fixtures, on every brand', () => {
    expect(fixtures.map(hasContactBar)).toEqual([true, true, true, false, false, true])
  })
})

describe('over every level, tier and status', () => {
  const every = Object.values(listingLevel).flatMap((level) =>
    Object.values(upgradeTier).flatMap((tier) =>
      Object.values(marketStatus).map((status) => ({
        listingLevel: level,
        upgradeLevelId: tier,
        marketStatus: status,
      })),
    ),
  )

  it('showcase-level is the spec’s list: diamond, platinum, showcase, gold or signature', () => {
    const showcase = every.filter(isShowcaseLevel)
    for (const listing of every) {
      const named =
        listing.listingLevel === listingLevel.signature ||
        [upgradeTier.diamond, upgradeTier.platinum, upgradeTier.showcase, upgradeTier.gold].some(
          (tier) => tier === listing.upgradeLevelId,
        )
      expect(showcase.includes(listing), JSON.stringify(listing)).toBe(named)
    }
  })

  it('a transparent header always lies over the alternate look’s photo', () => {
    for (const brand of Object.values(brands)) {
      for (const listing of every.filter(hasTransparentHeader)) expect(listingLook(brand, listing)).toBe('alternate')
    }
  })

  it('no contact bar on sold, off-market or invalid listings', () => {
    const active: number[] = [marketStatus.available, marketStatus.underContract]
    const inactive = every.filter((listing) => !active.includes(listing.marketStatus))
    expect(inactive.some(hasContactBar)).toBe(false)
  })
})
