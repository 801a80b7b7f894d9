import type { QueryClient } from '@tanstack/react-query'

// Page-data calls answer { pageData, featureFlags } (spec §7): the site's flags ride along with every page's data, and
// the client keeps the latest set in its query cache. It is replaced only when a flag differs, so components reading
// a flag re-render when one changes, not at every page. The cache travels from the server with the page.

type FeatureFlags = Record<string, boolean>

const featureFlagsKey = (siteId: number) => ['featureFlags', siteId] as const

const sameFlags = (a: FeatureFlags, b: FeatureFlags) => {
  const names = Object.keys(a)
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name])
}

/** Keeps a page-data answer's flags when they differ from the stored ones; true when they did. */
export function storeFeatureFlags(client: QueryClient, siteId: number, flags: FeatureFlags): boolean {
  const known = client.getQueryData<FeatureFlags>(featureFlagsKey(siteId))
  if (known && sameFlags(known, flags)) return false
  client.setQueryData(featureFlagsKey(siteId), flags)
  return true
}

/**
 * The query function of a page-data call: fetches the page's data and stores the flags it carries. The answer stays
 * whole (null when the call failed), so the page reads `pageData` as before.
 */
export function pageDataFetch<TPageData>(
  siteId: number,
  fetchPage: () => Promise<{ pageData: TPageData; featureFlags: FeatureFlags } | null>,
) {
  return async ({ client }: { client: QueryClient }) => {
    const answer = await fetchPage()
    if (answer) storeFeatureFlags(client, siteId, answer.featureFlags)
    return answer
  }
}
