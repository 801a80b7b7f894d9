import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { placeSuggestionsQuery, type PlaceKind, type PlaceSuggestion } from '../api/place-suggestions.ts'
import { countDisplay } from '../format/listing-format.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'

const kindNames = {
  state: 'State',
  region: 'Region',
  county: 'County',
  city: 'City',
  lake: 'Lake',
  zip: 'ZIP',
} as const satisfies Record<PlaceKind, string>

const none: readonly PlaceSuggestion[] = []

/**
 * The search bar's options for the text (loaded on the bar's first focus): each place with its kind and listing
 * count. The places go back to the bar, which moves through them with the keyboard.
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
  const places = props.text && data ? data : none
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
        {kindNames[place.kind]} · {countDisplay(place.listingCount)} {place.listingCount === 1 ? 'listing' : 'listings'}
      </span>
    </li>
  ))
}
