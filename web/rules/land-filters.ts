// The land-fact filters of the search (issue 31), apart from the facts' vocabulary (land-facts.ts): search URLs are
// read on every page, so what they need of the facts is all the first script carries.

/** Topography's stored codes (one of the land facts, land-facts.ts; a filter's bits follow them). */
export const topography = { flat: 1, rolling: 2, steep: 3, mixed: 4 } as const

/**
 * The land-fact filters no peer has (issue 31): each a bit of listings.land_bits (migration 0029 computes it from the
 * facts), asked as "has it". A listing matches only when the fact is stated and says so: not stated is not a match.
 */
export const landFilters = {
  legalAccess: { bit: 1, slug: 'legal-access' },
  power: { bit: 2, slug: 'power-available' },
  water: { bit: 4, slug: 'water-available' },
  noHoa: { bit: 8, slug: 'no-hoa' },
  outsideFloodZone: { bit: 16, slug: 'outside-flood-zone' },
} as const
export type LandFilter = keyof typeof landFilters
export const landFilterNames = Object.keys(landFilters) as LandFilter[]

/** A topography's bit of listings.land_bits: 32 flat, 64 rolling, 128 steep, 256 mixed (16 << its code). */
export type TopographyName = keyof typeof topography
export const topographyBit = (name: TopographyName) => 16 << topography[name]
export const topographyNames = Object.keys(topography) as TopographyName[]
