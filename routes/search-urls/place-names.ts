import { usStates, type UsState } from '../../web/rules/us-states.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { lowerUrlName, urlName } from '../links/url-name.ts'

// Places as search URLs carry them. A URL keeps a place's URL name only ('St. Mary’s County' -> 'St-Marys-County',
// lower-cased on the brands whose URLs are all lower case), so a parsed or canonical name is that URL name turned
// back into words ('St Marys County', 'st marys county'); the worker resolves places by slug, case-insensitively.

/** The main land site keeps a name's capitals; the other brands lower-case every URL. */
export type NameCase = 'title' | 'lower'

export type PlaceKind = 'city' | 'county' | 'region'
export interface Place {
  kind: PlaceKind
  /** The URL name as words: 'Travis County', 'travis county'. */
  words: string
}

/** A name as its URL segment's words: letters, digits and single spaces ('' when nothing is left). */
function placeWords(name: string | undefined, nameCase: NameCase): string {
  if (!name) return ''
  return (nameCase === 'title' ? urlName(name) : lowerUrlName(name)).replace(/-/g, ' ')
}

export const segmentOfWords = (words: string): string => words.replace(/ /g, '-')

/** The words of a name segment, or undefined when it is not one (empty words, characters a URL name never has). */
export function wordsOfSegment(segment: string): string | undefined {
  return /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/.test(segment) ? segment.replace(/-/g, ' ') : undefined
}

/** The URL names no kind of their own, so a county equivalent is told from a city by its last word (spec §3 county
 *  kinds). 'Baltimore City' and 'Carson City' read as cities: the worker falls back from a city to a county. */
const countyWords = /(^| )(county|parish|borough|census area|municipality|municipio|city and borough)$/i
export const kindOfCityOrCounty = (words: string): PlaceKind => (countyWords.test(words) ? 'county' : 'city')
/** A county's own name without the word of its kind: 'travis' of 'travis county'. */
export const withoutCountyWord = (words: string): string => words.replace(countyWords, '').trim()

/**
 * The named places of the criteria, in the order the worker resolves them (city, county, region), as the URL would
 * name them: a city or county name is filed by its last word, whichever field it came in.
 */
export function namedPlaces(criteria: SearchCriteria, nameCase: NameCase): Place[] {
  const places: Place[] = []
  for (const name of [criteria.cityName, criteria.countyName]) {
    const words = placeWords(name, nameCase)
    if (words) places.push({ kind: kindOfCityOrCounty(words), words })
  }
  const region = placeWords(criteria.regionName, nameCase)
  if (region) places.push({ kind: 'region', words: region })
  return places
}

export function placeFields(place: Place | undefined): SearchCriteria {
  if (!place) return {}
  return place.kind === 'city'
    ? { cityName: place.words }
    : place.kind === 'county'
      ? { countyName: place.words }
      : { regionName: place.words }
}

const stateById = new Map(usStates.map((state) => [state.id, state]))
const stateByAbbreviation = new Map(usStates.map((state) => [state.abbreviation, state]))
const stateByUrlName = new Map(usStates.map((state) => [lowerUrlName(state.name), state]))

/** The state of the criteria: the first of stateId, stateAbbreviation and stateName that names one. */
export function stateOf(criteria: SearchCriteria): UsState | undefined {
  return (
    (criteria.stateId === undefined ? undefined : stateById.get(criteria.stateId)) ??
    (criteria.stateAbbreviation ? stateByAbbreviation.get(criteria.stateAbbreviation.toUpperCase()) : undefined) ??
    (criteria.stateName ? stateByUrlName.get(lowerUrlName(criteria.stateName)) : undefined)
  )
}

/** A state by its URL name in any case: 'New-Mexico', 'new-mexico'. */
export const stateOfUrlName = (segment: string): UsState | undefined => stateByUrlName.get(segment.toLowerCase())

export const stateOfAbbreviation = (abbreviation: string): UsState | undefined =>
  stateByAbbreviation.get(abbreviation.toUpperCase())

/** All three state fields, from the table. */
export function stateFields(state: UsState | undefined): SearchCriteria {
  return state ? { stateId: state.id, stateName: state.name, stateAbbreviation: state.abbreviation } : {}
}
