import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { kindOfCityOrCounty, namedPlaces, segmentOfWords, wordsOfSegment, type Place } from './place-names.ts'

// The place segment of the lower-case brands: the segment after the state, 'austin', 'travis-county' or
// 'north-texas-region'. A segment that reads as a type list or a filter is one, and a name ending in 'region' reads
// as a region, so a place whose name would read so cannot be kept by these URLs.

export const placeSegment = (place: Place): string =>
  `${segmentOfWords(place.words)}${place.kind === 'region' ? '-region' : ''}`

export function readPlaceSegment(segment: string): Place | undefined {
  const [, region] = /^(.+)-region$/.exec(segment) ?? []
  const words = wordsOfSegment(region ?? segment)
  if (!words) return undefined
  return { kind: region ? 'region' : kindOfCityOrCounty(words), words }
}

/** The place these URLs keep of the criteria (only with a state): the first whose segment reads back as itself. */
export function placeAfterState(criteria: SearchCriteria, isReserved: (segment: string) => boolean): Place | undefined {
  return namedPlaces(criteria, 'lower')
    .map((place) => readPlaceSegment(placeSegment(place)))
    .find((place) => place && !isReserved(placeSegment(place)))
}
