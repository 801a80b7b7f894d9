// What a seller's page shows beyond the account fields: its awards and its video. A share of the active paid sellers
// have them; the seed's first account has both, so the harness's seller page (test/harness/page-list.ts) shows every
// part. Drawn from a stream of their own (accounts.ts), so adding them moved no account and no listing.
import type { Rng } from './prng.ts'
import { seedVideo, type SeedVideo } from './listing-traits.ts'
import type { SeedRow } from './tables.ts'

const awardShare = 0.25
const videoShare = 0.15
/** Awards from this many years back, up to the reference year. */
const awardYears = 12

const awardTitles = [
  'Top Producer',
  'Land Broker of the Year',
  'Farm & Ranch Sales Leader',
  'Million Dollar Land Club',
  'Recreational Property Award',
  'Excellence in Land Conservation',
  'Rookie of the Year',
  'Top Auction Results',
  'Community Service Award',
  'Lifetime Achievement in Land Sales',
]
const issuerKinds = ['Association of Land Brokers', 'Farm & Ranch Board', 'Rural Property Council', 'Land Institute']

export interface SellerShowcaseOf {
  accountId: number
  stateName: string
  /** Active, a seller, on a paid plan: only such sellers are given awards or a video. */
  eligible: boolean
  /** The seed's showcase seller: always both. */
  always: boolean
}

/** The seller's awards as rows, in its own order (position 1 up), none for most sellers. */
export function sellerAwards(rng: Rng, seller: SellerShowcaseOf, referenceYear: number): SeedRow<'account_awards'>[] {
  if (!seller.eligible || !(rng.chance(awardShare) || seller.always)) return []
  return rng.sample(awardTitles, rng.int(1, 4)).map((title, index) => ({
    account_id: seller.accountId,
    position: index + 1,
    year: referenceYear - rng.int(0, awardYears - 1),
    title,
    issuer: `${seller.stateName} ${rng.pick(issuerKinds)}`,
  }))
}

/** The seller's video, or null. */
export function sellerVideo(rng: Rng, seller: SellerShowcaseOf): SeedVideo | null {
  return seller.eligible && (rng.chance(videoShare) || seller.always) ? seedVideo(rng) : null
}
