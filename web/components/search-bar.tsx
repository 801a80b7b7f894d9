import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { PlaceSuggestion } from '../api/place-suggestions.ts'
import { criteriaLimits } from '../search/criteria-values.ts'
import type { SearchCriteria } from '../search/search-criteria.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks, type SiteLinks } from '../site/site-links.tsx'

// The suggestion list's code (the call, the criteria schema, the options) loads on first focus (spec §2, lazily
// loaded areas: search bar); what is eager is the form, which works as a plain GET before hydration.
const SearchBarOptions = lazy(() => import('./search-bar-options.tsx'))

const debounceMs = 150
const sizes = {
  header: { input: 'h-10 text-sm', button: 'w-10' },
  hero: { input: 'h-14 text-lg', button: 'px-6 text-lg font-semibold' },
}

/**
 * The search bar: a WAI-ARIA 1.2 combobox offering our places as the buyer types. Arrow keys move through the
 * places, Enter takes the one chosen (or the first for the text typed, else a keyword search), Escape closes the
 * list and a second Escape clears the text. On a search page a place chosen keeps the search's other filters.
 */
export function SearchBar(props: { size: keyof typeof sizes }) {
  const brand = useBrand()
  const links = useSiteLinks()
  const api = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const router = useRouter()
  const id = useId()
  const listboxId = `${id}-places`
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [engaged, setEngaged] = useState(false)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [suggestions, setSuggestions] = useState<readonly PlaceSuggestion[]>([])
  const settled = useSettled(text.trim(), debounceMs)
  const expanded = open && suggestions.length > 0
  const plainForm = useMemo(() => keywordSearchForm(links), [links])
  const size = sizes[props.size]

  // Text typed before hydration stays.
  useEffect(() => setText(input.current?.value ?? ''), [])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const go = (criteria: SearchCriteria, label?: string) => {
    close()
    if (label) setText(label)
    void navigate({ href: links.search(criteria) })
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const picked = expanded ? suggestions[active] : undefined
    if (picked) return go(picked.criteria, picked.label)
    const typed = text.trim()
    if (!typed) return
    const chosen = await import('./search-bar-options.tsx')
      .then(({ searchForText }) => searchForText(queryClient, api, brand.siteId, typed, router.state.matches))
      .catch((error: unknown) => {
        // The suggestion code could not load: the keyword search still can.
        console.error('Loading the search bar’s places failed', error)
        return { criteria: { keywordQuery: typed }, label: undefined }
      })
    go(chosen.criteria, chosen.label)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const count = suggestions.length
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive(expanded ? (active + step + count) % count : step > 0 ? 0 : count - 1)
      setOpen(true)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      if (expanded) close()
      else setText('')
    } else if (event.key === 'Tab') close()
  }

  return (
    <form role="search" action={plainForm.action} method="get" onSubmit={submit} className="relative flex w-full">
      <label htmlFor={`${id}-text`} className="sr-only">
        Search land by place or keyword
      </label>
      {plainForm.hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input
        ref={input}
        id={`${id}-text`}
        name={plainForm.textName}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={criteriaLimits.keyword}
        placeholder={brand.searchPlaceholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setEngaged(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        className={`${size.input} min-w-0 flex-1 rounded-l border border-r-0 border-solid border-black/20 bg-white px-3 font-body text-brand-ink placeholder:text-brand-muted`}
      />
      <button
        type="submit"
        aria-label="Search"
        className={`${size.button} flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-r border-0 bg-brand-primary text-white hover:bg-brand-primary-dark`}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" strokeLinecap="round" />
        </svg>
        {props.size === 'hero' && <span aria-hidden="true">Search</span>}
      </button>
      {/* Always in the document, so aria-controls names an element; pressing in it keeps focus in the input. */}
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Places"
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-30 m-0 mt-1 list-none rounded border border-solid border-black/10 bg-white p-1 text-brand-ink shadow-lg"
      >
        {engaged && (
          <Suspense fallback={null}>
            <SearchBarOptions
              text={text.trim() ? settled : ''}
              listboxId={listboxId}
              active={active}
              onSuggestions={setSuggestions}
              onPick={(place) => go(place.criteria, place.label)}
            />
          </Suspense>
        )}
      </ul>
      <p role="status" className="sr-only">
        {expanded ? `${suggestions.length} places found` : ''}
      </p>
    </form>
  )
}

/** The value, once it has stopped changing for delayMs. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

/**
 * The form before hydration: a GET of the brand's keyword search, the text sent in the query parameter the brand's
 * search URL gives keywordQuery (read from the URL its codec builds, so the shape is written once, there).
 */
function keywordSearchForm(links: SiteLinks) {
  const marker = 'search-bar-text'
  const url = new URL(links.search({ keywordQuery: marker }), 'http://site.invalid')
  const textName = [...url.searchParams].find(([, value]) => value === marker)?.[0]
  if (!textName) return { action: links.search({}), textName: undefined, hidden: [] }
  url.searchParams.delete(textName)
  return { action: url.pathname, textName, hidden: [...url.searchParams] }
}
