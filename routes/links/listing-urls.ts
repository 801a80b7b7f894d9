import type { ListingSummary } from '../../web/api/listing-summary.ts'
import type { NameCase } from '../search-urls/place-names.ts'
import { nameSegment } from './place-params.ts'
import { pathBuilder } from './url-pattern.ts'

// A listing's detail page (spec §2): its canonical path on the brand, from the brand's pattern. The page answers
// other shapes too (routes/listing-route.tsx): the id at the end decides, and the page moves there.

type ListingOfPath = Pick<ListingSummary, 'id' | 'city' | 'county' | 'stateAbbreviation'>

export const listingPath = (pattern: string, names: NameCase): ((listing: ListingOfPath) => string) =>
  pathBuilder(pattern, {
    /** Where the listing is: its city, else its county, then the state ('Austin-TX', 'travis-county-tx'). */
    place: (listing: ListingOfPath) =>
      nameSegment(names, `${listing.city || listing.county} ${listing.stateAbbreviation}`),
    /** Its county and state ('travis-county-tx'). */
    county: (listing) => nameSegment(names, `${listing.county} ${listing.stateAbbreviation}`),
    id: (listing) => String(listing.id),
  })
