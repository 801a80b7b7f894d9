import { listingLevel, upgradeTier } from '../../rules/listing-rules.ts'

// What each listing level and upgrade tier shows buyers, as the listing pages and cards draw it: a row per difference,
// each naming the code that makes it, so the page promises no more than the site does.

export type LevelName = keyof typeof listingLevel
export type TierName = 'showcase' | 'gold' | 'platinum' | 'diamond'

/** The upgrade tiers a seller buys on top of a paid level, lowest first (courtesy is given, not bought). */
export const sellerTiers: readonly TierName[] = ['showcase', 'gold', 'platinum', 'diamond']
export const levelNames = Object.keys(listingLevel) as LevelName[]

/** A row of a table: what a buyer sees, and per column whether the listing has it (or how it stands). */
export interface LevelFeature<TColumn extends string> {
  feature: string
  has: (column: TColumn) => boolean | string
}

const paid = (level: LevelName) => level !== 'free'

/**
 * The levels (spec §6: free 3, standard 20, homes 21, premium 23, signature 30). Free listings have no broker
 * placard and no Contact Seller (search-card.tsx, listing-rules.ts canContactSeller); signature is showcase-level,
 * the alternate look (listing-look.ts); upgrade tiers go on paid levels only.
 */
export const levelFeatures: readonly LevelFeature<LevelName>[] = [
  { feature: 'In search results, with its own page and a printable flyer', has: () => true },
  { feature: 'Your name or company on the search card', has: paid },
  { feature: 'Contact Seller button: buyers’ messages come to your email', has: paid },
  // Spec §1: paid listing tiers show contact options and extra media.
  { feature: 'Extra media: a gallery of photos, a video and a 3D tour', has: paid },
  { feature: 'Upgrade tiers can be added', has: paid },
  { feature: 'The showcase page: your photo across the window, the title over it', has: (l) => l === 'signature' },
]

const tierAtLeast = (lowest: TierName) => (tier: TierName) => upgradeTier[tier] >= upgradeTier[lowest]

/**
 * The upgrade tiers. Every one is showcase-level (listing-look.ts); the default search order puts higher tiers first
 * (worker/search/sort-orders.ts); gold and up get the card's photo carousel (card-photos.tsx), platinum and up the
 * home page's featured listings (home-queries.ts), diamond the header over its photo and Call and Message on its card.
 */
export const tierFeatures: readonly LevelFeature<TierName>[] = [
  { feature: 'The showcase page: your photo across the window, the title over it', has: () => true },
  {
    feature: 'Place in the default order of search results',
    has: (tier) =>
      ({ showcase: 'Before untiered', gold: 'Before showcase', platinum: 'Before gold', diamond: 'First' })[tier],
  },
  { feature: 'Photo carousel on the search card', has: tierAtLeast('gold') },
  { feature: 'Featured on the home page', has: tierAtLeast('platinum') },
  { feature: 'The site’s header laid over your photo', has: tierAtLeast('diamond') },
  { feature: 'Call and Message buttons on the search card', has: tierAtLeast('diamond') },
]

/** 'free' -> 'Free': the names buyers and sellers read. */
export const levelLabel = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`
