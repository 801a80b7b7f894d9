import { useQuery, type QueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import type { ApiFetch } from '../api/api-client.ts'
import {
  keywordCountLimit,
  placeSuggestionsQuery,
  type PlaceSuggestion,
  type suggestionKinds,
} from '../api/place-suggestions.ts'
import { countDisplay } from '../format/listing-format.ts'
import type { SearchCriteria } from '../search/search-criteria.ts'
import { withKeyword, withPlace } from '../search/search-place.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'

const kindNames = {
  state: 'State',
  region: 'Region',
  county: 'County',
  city: 'City',
  lake: 'Lake',
  zip: 'ZIP',
  keyword: 'Keyword',
} as const satisfies Record<(typeof suggestionKinds)[number], string>

const none: readonly PlaceSuggestion[] = []
const noSearch: SearchCriteria = {}

/** The search the page shows (the search route's criteria), or none on another page. */
function currentSearch(matches: readonly { context: unknown }[]): SearchCriteria {
  const match = matches.findLast((m) => (m.context as { searchCriteria?: SearchCriteria }).searchCriteria)
  return (match?.context as { searchCriteria?: SearchCriteria } | undefined)?.searchCriteria ?? noSearch
}

/** What a suggestion opens from the search shown: a place replaces its place, a keyword its keyword; filters stay. */
const searchFrom = (current: SearchCriteria, suggestion: PlaceSuggestion): SearchCriteria =>
  suggestion.kind === 'keyword'
    ? withKeyword(current, suggestion.criteria.keywordQuery)
    : withPlace(current, suggestion.criteria)

/** The search Enter opens for a text whose options were not shown: the first suggestion, else the keyword. */
export async function searchForText(
  queryClient: QueryClient,
  api: ApiFetch,
  siteId: number,
  text: string,
  matches: readonly { context: unknown }[],
): Promise<{ criteria: SearchCriteria; label?: string }> {
  const current = currentSearch(matches)
  const [first] = await queryClient.fetchQuery(placeSuggestionsQuery(api, siteId, text))
  return first ? { criteria: searchFrom(current, first), label: first.label } : { criteria: withKeyword(current, text) }
}

/**
 * The search bar's options for the text (loaded on the bar's first focus): each place with its kind and listing
 * count. The places go back to the bar, which moves through them with the keyboard, each with the search it opens:
 * on a search page, that search in the place chosen.
 */
export default function SearchBarOptions(props: {
  text: string
  listboxId: string
  active: number
  onSuggestions: (places: readonly PlaceSuggestion[]) => void
  onPick: (place: PlaceSuggestion) => void
}) {
  const api = useApi()
  const brand = useBrand()
  const { data } = useQuery({
    ...placeSuggestionsQuery(api, brand.siteId, props.text),
    enabled: props.text !== '',
    // While a longer text loads, the places of its start stay ('trav' shows those of 'tra'), never another text's.
    placeholderData: (previous, previousQuery) =>
      previousQuery && props.text.startsWith(String(previousQuery.queryKey[3])) ? previous : undefined,
  })
  const current = useRouterState({ select: (state) => currentSearch(state.matches) })
  const places = useMemo(
    () => (props.text && data ? data.map((place) => ({ ...place, criteria: searchFrom(current, place) })) : none),
    [props.text, data, current],
  )
  const { onSuggestions } = props
  useEffect(() => onSuggestions(places), [places, onSuggestions])
  return places.map((place, index) => (
    <li
      key={`${place.kind} ${place.label}`}
      id={`${props.listboxId}-${index}`}
      role="option"
      aria-selected={index === props.active}
      onClick={() => props.onPick(place)}
      className={`flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 rounded px-3 py-2 hover:bg-brand-surface ${index === props.active ? 'bg-brand-surface outline outline-2 outline-brand-primary' : ''}`}
    >
      <span className="font-semibold">{place.label}</span>
      <span className="text-sm text-brand-muted">
        {kindNames[place.kind]} · {countDisplay(place.listingCount)}
        {place.kind === 'keyword' && place.listingCount >= keywordCountLimit ? '+' : ''}{' '}
        {place.listingCount === 1 ? 'listing' : 'listings'}
      </span>
    </li>
  ))
}
