import { useRouterState } from '@tanstack/react-router'

/**
 * Whether the router is on its way to another page: the location asked for is not yet the one whose loaders have
 * answered (the page shown). The loading cue (navigation-progress.tsx) and the search page's aria-busy read it.
 */
export const usePageLoading = () =>
  useRouterState({ select: (state) => state.location.href !== state.resolvedLocation?.href })
