// The first listings of every seed are fixtures the quality harness opens by URL: one of each level and status the
// detail page draws differently (diamond, free, gold under contract, platinum sold, off market, an auction). Their
// plan, level, tier, status and sale kind are set rather than drawn (the rest is drawn as for any listing, so they
// stay consistent), and so are the media the full-screen modes play: the diamond listing has a video on the first
// host and a 3D tour, the auction a video on the second host. They sit in one county without a city, so their
// canonical URLs (built from the city, else the county) are the same whatever the seed's size; and they are on every
// brand's site.
import { listingLevel, marketStatus, upgradeTier, videoHost } from '../../../web/rules/listing-rules.ts'
import type { GeoCounty } from './geo-data.ts'
import type { BuiltListing, FixedListing } from './listings.ts'

/** Kimble County, Texas (FIPS 48267): hill-country ranch land, listed in every seed. */
export const harnessCountyGeoid = '48267'

/** By position from the first listing id: the seed's listings 1,000,001 to 1,000,006. */
export const harnessListings: readonly FixedListing[] = [
  {
    group: 'signature',
    level: listingLevel.signature,
    upgrade: upgradeTier.diamond,
    status: marketStatus.available,
    auction: false,
    video: videoHost.primary,
    virtualTour: true,
  },
  {
    group: 'free',
    level: listingLevel.free,
    upgrade: upgradeTier.none,
    status: marketStatus.available,
    auction: false,
  },
  {
    group: 'premium',
    level: listingLevel.premium,
    upgrade: upgradeTier.gold,
    status: marketStatus.underContract,
    auction: false,
  },
  {
    group: 'standard',
    level: listingLevel.standard,
    upgrade: upgradeTier.platinum,
    status: marketStatus.sold,
    auction: false,
  },
  {
    group: 'standard',
    level: listingLevel.standard,
    upgrade: upgradeTier.none,
    status: marketStatus.offMarket,
    auction: false,
  },
  {
    group: 'premium',
    level: listingLevel.premium,
    upgrade: upgradeTier.showcase,
    status: marketStatus.available,
    auction: true,
    video: videoHost.secondary,
  },
]

/** The county a listing is built in: the harness county for the fixtures, the drawn one otherwise. */
export function countyFor(index: number, drawn: GeoCounty, harnessCounty: GeoCounty | undefined): GeoCounty {
  return index < harnessListings.length && harnessCounty ? harnessCounty : drawn
}

/** A fixture built: on every site, and without a city (its URL names the county). */
export function asHarnessListing(built: BuiltListing): BuiltListing {
  return {
    ...built,
    row: { ...built.row, site_mask: 7, city_id: null, city_name: '' },
    siteMask: 7,
    fts: { ...built.fts, city_name: '' },
  }
}
