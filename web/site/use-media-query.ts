import { useSyncExternalStore } from 'react'
import { breakpoints } from '../rules/layout.ts'

/** Below the md breakpoint (901 px) a page is laid out for phones: the spec's "mobile". */
export const mobileQuery = `(max-width: ${breakpoints[2] - 1}px)`

/**
 * Whether a media query matches. The server cannot know, so it renders as if it does not (the desktop layout
 * degrades to one column by CSS anyway) and the browser corrects it after hydration.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
