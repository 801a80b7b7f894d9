import { createContext, useContext } from 'react'
import type { BrandLink } from '../../brands/brand-config.ts'
import type { ContentPage } from '../../brands/content-pages.ts'
import type { ListingSummary } from '../api/listing-summary.ts'
import type { DirectoryRequest } from '../api/sellers.ts'
import type { PropertyTypeName } from '../rules/listing-rules.ts'
import type { SearchCriteria } from '../search/search-criteria.ts'

/**
 * The URLs a page links to, in the shape of the current brand. The brand's URL module (routes/links/*-urls.ts) makes
 * these and the root route provides them, so components link correctly without knowing URL shapes.
 */
export interface SiteLinks {
  home: string
  state(stateName: string): string
  propertyType(type: PropertyTypeName): string
  listing(listing: Pick<ListingSummary, 'id' | 'city' | 'county' | 'stateAbbreviation'>): string
  /** The brand's search URL for the criteria (path and query), built by its codec in routes/search-urls/. */
  search(criteria: SearchCriteria): string
  /**
   * The criteria of a search URL of the brand (its path and query string) as read, or null when it is not one. Not yet
   * checked against the criteria's ranges: the search route does that (checkedCriteria) before a page uses them.
   */
  searchCriteria(pathname: string, search: string): SearchCriteria | null
  /** A seller's page: its details, or its listings. */
  seller(seller: { accountId: number; contactName: string; companyName: string }, view?: 'details' | 'listings'): string
  /** The broker directory with the filters. */
  directory(filters: DirectoryRequest): string
  /** A content page: the legal and partner pages, the add-listing page, the loan guide. */
  content(page: ContentPage): string
  /** /login, returning to `returnPath` (a same-origin path only) and naming its page's `title`. */
  login(returnPath?: string, title?: string): string
  register: string
  /** A listing or account image by document id, served by the worker (or its image origin). */
  image(documentId: number, size: { width: number; height: number }): string
  /** A listing's printable flyer. */
  flyer(propertyId: number): string
}

export const SiteLinksContext = createContext<SiteLinks | null>(null)

/**
 * Where a link of the brand's menus goes: its href, or the brand's address of the content page it names; one that
 * needs a login goes through the login page for a visitor.
 */
export function brandLinkHref(link: BrandLink, links: SiteLinks, loggedIn: boolean): string {
  const href = 'page' in link ? links.content(link.page) : link.href
  return link.requiresLogin && !loggedIn ? links.login(href) : href
}

export function useSiteLinks(): SiteLinks {
  const links = useContext(SiteLinksContext)
  if (!links) throw new Error('useSiteLinks() used outside the root route')
  return links
}
