import type { DirectoryRequest } from '../web/api/sellers.ts'
import { criteriaLimits } from '../web/search/search-criteria.ts'
import { cutText, wellFormed } from './links/url-name.ts'
import type { BrandUrls } from './links/brand-urls.ts'
import { readDirectory, readSellerPage } from './links/url-readers.ts'
import type { SellerPageAddress } from './links/seller-urls.ts'

/** What a seller route's URL shows: a seller's page, or the directory with filters. */
export type SellerRouteTarget =
  | { seller: SellerPageAddress }
  | {
      directory: DirectoryRequest
      /** The main land site's /member/{word}/: the directory searched for the word (analytics 'Search Results Members'). */
      memberSearch: boolean
      /** The canonical URL when the path spells the filters another way. */
      redirectTo?: string
    }

/**
 * The page a path under a seller route names (routes/seller-route.tsx), or null for none (the 404 page). A seller's
 * shapes come first: on the main land site /broker/10042 is a seller and /broker/Texas/ the directory. There (its
 * URLs' memberSearch), a member page without a numeric id is a search (spec §2): the directory, searched for the name
 * in the path.
 */
export function sellerRouteTarget(urls: BrandUrls, pathname: string, search: string): SellerRouteTarget | null {
  const seller = readSellerPage(urls, pathname)
  if (seller) return { seller }
  const directory = readDirectory(urls, pathname, search)
  if (directory) {
    const canonical = urls.directory.path(directory)
    const canonicalPath = canonical.replace(/\?.*/, '')
    return { directory, memberSearch: false, ...(canonicalPath !== pathname ? { redirectTo: canonical } : {}) }
  }
  const [, word] = /^\/member\/([^/]+)\/?$/i.exec(pathname) ?? []
  const keyword = urls.shapes.memberSearch ? memberSearchWords(word) : ''
  return keyword ? { directory: { keyword }, memberSearch: true } : null
}

/** 'smith-ranch-realty' -> 'smith ranch realty': the words of a member search path, at most a name's length. */
function memberSearchWords(segment: string | undefined): string {
  if (!segment) return ''
  let text: string
  try {
    text = decodeURIComponent(segment)
  } catch {
    return ''
  }
  // Whole characters kept at the cut, as the directory's own name parameter keeps them (routes/links/url-readers.ts);
  // a lone half of a pair (a path given raw, not as a browser encodes it) is U+FFFD, as the name parameter would carry
  // it.
  return cutText(
    wellFormed(text)
      .replace(/[-_+\s]+/g, ' ')
      .trim(),
    criteriaLimits.name,
  ).trim()
}
