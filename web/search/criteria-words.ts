import { landFilters, type LandFilter } from '../rules/land-filters.ts'
import { marketStatus, transactionType } from '../rules/listing-rules.ts'
import { usDollars, usNumber } from '../format/us-numbers.ts'
import { placeLabel, typesLabel } from './search-heading.ts'
import type { SearchCriteria } from './search-criteria.ts'

// A saved search's criteria in words, for its card (issue 32): "Land in Travis County, TX · $50,000–$200,000 ·
// 10+ acres · under contract included". The place and kind come from the search page's own heading words
// (search-heading.ts); every filter a buyer can set follows, in the order the search bar shows them. Criteria left at
// their default say nothing.

/** '$50,000–$200,000', '$50,000+', 'up to $200,000', or null when neither end is set. */
function range(min: number | undefined, max: number | undefined, show: (n: number) => string): string | null {
  const low = min !== undefined && min > 0 ? show(min) : null
  const high = max !== undefined && max > 0 ? show(max) : null
  if (low && high) return `${low}–${high}`
  if (low) return `${low}+`
  return high ? `up to ${high}` : null
}
const withUnit = (text: string | null, unit: string) => (text ? `${text} ${unit}` : null)

const statusWords: Record<number, string> = {
  [marketStatus.available]: 'available',
  [marketStatus.underContract]: 'under contract',
  [marketStatus.offMarket]: 'off market',
  [marketStatus.sold]: 'sold',
}

/** Absent is the default, available and under contract: said only when chosen. */
function statuses(chosen: readonly number[] | undefined): string | null {
  if (!chosen?.length) return null
  const others = chosen.filter((status) => status !== marketStatus.available).map((status) => statusWords[status])
  if (!chosen.includes(marketStatus.available)) return `${others.join(', ')} only`
  return others.length ? `${others.join(', ')} included` : 'available only'
}

/** 'legalAccess' -> 'legal access', 'noHoa' -> 'no HOA'. */
const landFactWords = (name: LandFilter) => landFilters[name].slug.replace(/-/g, ' ').replace(/\bhoa\b/, 'HOA')

const camelWords = (name: string) => name.replace(/([A-Z])/g, ' $1').toLowerCase()

const flagWords: [keyof SearchCriteria, string][] = [
  ['ownerFinancing', 'owner financing'],
  ['mineralRights', 'mineral rights'],
  ['hasVideo', 'with video'],
  ['hasVirtualTour', 'with virtual tour'],
  ['hasCustomMap', 'with map'],
]

/** The search's place, kind and filters, joined by ' · '. */
export function criteriaInWords(criteria: SearchCriteria): string {
  const auctions = criteria.transactionTypes?.length === 1 && criteria.transactionTypes[0] === transactionType.auction
  const place = placeLabel(criteria)
  const within = criteria.radius && place ? ` within ${usNumber(criteria.radius)} miles of` : ' in'
  const what = `${typesLabel(criteria)}${auctions ? ' auctions' : ''}${place ? `${within} ${place}` : ''}`
  const lists = (names: readonly string[] | undefined) => (names?.length ? names.map(camelWords).join(', ') : null)
  const parts = [
    what,
    criteria.keywordQuery?.trim() ? `“${criteria.keywordQuery.trim()}”` : null,
    range(criteria.priceMin, criteria.priceMax, usDollars),
    withUnit(
      range(criteria.acresMin, criteria.acresMax, (n) => usNumber(n)),
      'acres',
    ),
    withUnit(
      range(criteria.bedMin, criteria.bedMax, (n) => usNumber(n)),
      'beds',
    ),
    withUnit(
      range(criteria.bathMin, criteria.bathMax, (n) => usNumber(n)),
      'baths',
    ),
    withUnit(
      range(criteria.sqftMin, criteria.sqftMax, (n) => usNumber(n)),
      'sq ft',
    ),
    criteria.hasHouse === true ? 'with a house' : criteria.hasHouse === false ? 'no house' : null,
    criteria.dateListed
      ? `listed in the last ${criteria.dateListed === 1 ? 'day' : `${criteria.dateListed} days`}`
      : null,
    criteria.priceChangeType && criteria.priceChangeType !== 'none'
      ? `price ${criteria.priceChangeType === 'reduction' ? 'reduced' : 'changed'}${
          criteria.priceChangeLookback ? ` in the last ${criteria.priceChangeLookback} days` : ''
        }`
      : null,
    lists(criteria.activityTypes),
    lists(criteria.amenityTypes),
    criteria.landFacts?.length ? criteria.landFacts.map(landFactWords).join(', ') : null,
    criteria.topography?.length ? `${criteria.topography.join(' or ')} land` : null,
    ...flagWords.map(([field, words]) => (criteria[field] === true ? words : null)),
    statuses(criteria.marketStatuses),
  ]
  return parts.filter(Boolean).join(' · ')
}
