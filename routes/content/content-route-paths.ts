import { notFound } from '@tanstack/react-router'
import type { ContentPage } from '../../brands/content-pages.ts'
import type { ContentPaths } from '../links/content-urls.ts'

/** The router matches a path with or without its trailing slash, so paths that differ only there are one route. */
const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1')

export interface ContentRoutePath {
  path: string
  /** The brand's own shape of the page, which its head names as canonical. */
  canonicalPath: string
  /**
   * A route's beforeLoad: the canonical path into the route's context, or the 404 page for the other form of a
   * trailing slash, which may be another brand's shape (the farm-and-ranch site's /advertising-terms/ beside the
   * rural-land site's /advertising-terms): only the paths the brand answers, as written, are the page.
   */
  beforeLoad: (match: { location: { pathname: string } }) => { canonicalPath: string }
}

/**
 * The routes of one content page on a brand, one per path it answers (its URL module's), so the common alias
 * (/termsofuse/ on the farm-and-ranch site) is the page too and points crawlers at the brand's own shape
 * (/about/termsandconditions/).
 */
export function contentRoutePaths(content: ContentPaths, page: ContentPage): ContentRoutePath[] {
  const canonicalPath = content.path(page)
  const paths = content.paths(page)
  const answered = new Set(paths)
  const beforeLoad: ContentRoutePath['beforeLoad'] = ({ location }) => {
    if (!answered.has(location.pathname)) throw notFound()
    return { canonicalPath }
  }
  return paths
    .filter((path, i) => paths.findIndex((other) => withoutTrailingSlash(other) === withoutTrailingSlash(path)) === i)
    .map((path) => ({ path, canonicalPath, beforeLoad }))
}
