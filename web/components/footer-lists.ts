import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useLoginInfo } from '../account/use-login-info.tsx'
import { popularPropertyTypeNamesQuery, popularSearchesQuery, popularStateNamesQuery } from '../api/site-queries.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'

/** The footer's lists, as the popular-names calls last answered them (empty when a call failed: silently, spec §8). */
export interface FooterLists {
  stateNames: readonly string[]
  propertyTypeNames: readonly string[]
  popularSearches: readonly { label: string; path: string }[]
}

/**
 * The footer's lists, loaded once (the root loads them with the first page; they never go stale on their own) and
 * refreshed only when the login status changes or the state list grows (spec §4): a refetch after login or logout,
 * and a state list replaced only by a longer one, so an answer with fewer states (or none) never shrinks the footer.
 */
export function useFooterLists(): FooterLists {
  const api = useApi()
  const brand = useBrand()
  const queryClient = useQueryClient()
  const loggedIn = useLoginInfo().isLoggedIn
  const states = useQuery(popularStateNamesQuery(api)).data ?? []
  const types = useQuery({ ...popularPropertyTypeNamesQuery(api), enabled: brand.footer.showPropertyTypes })
  const searches = useQuery({ ...popularSearchesQuery(api, brand.siteId), enabled: brand.footer.showPopularSearches })

  const [stateNames, setStateNames] = useState(states)
  if (states.length > stateNames.length) setStateNames(states)

  const knownLogin = useRef(loggedIn)
  useEffect(() => {
    if (knownLogin.current === loggedIn) return
    knownLogin.current = loggedIn
    void queryClient.invalidateQueries({ queryKey: popularStateNamesQuery(api).queryKey.slice(0, 1) })
  }, [loggedIn])

  return {
    stateNames,
    propertyTypeNames: types.data ?? [],
    popularSearches: searches.data ?? [],
  }
}
