import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import type { SiteLinks } from '../../web/site/site-links.tsx'
import type { NameCase } from '../search-urls/place-names.ts'
import type { SearchQuery } from '../search-urls/search-query.ts'
import { flyerPath, imagePath, loginPath } from './url-name.ts'
import { contentPaths, type ContentPaths, type ContentShapes } from './content-urls.ts'
import { directoryPaths, type DirectoryPaths } from './directory-urls.ts'
import { listingPath } from './listing-urls.ts'
import { sellerPaths, type SellerPaths, type SellerShapes } from './seller-urls.ts'

// What a brand's URL module declares (routes/links/land-urls.ts, landwatch-urls.ts, laf-urls.ts), each shape once,
// and the paths made of it: what pages link to (SiteLinks) and the shapes the routes answer. Reading a path back is
// url-readers.ts, by the same declarations. A browser page loads its own brand's module only (routes/client/); the
// server has all three (brand-urls-by-id.ts).

/** A brand's search URL codec (routes/search-urls/): `read` is parse before the criteria's range check. */
interface SearchUrls {
  build(criteria: SearchCriteria): string
  read(pathname: string, search?: SearchQuery): SearchCriteria | null
  canonical(criteria: SearchCriteria): SearchCriteria
}

/** A brand's URL shapes, patterns in url-pattern.ts's syntax; the routes common to all sites are added here. */
export interface BrandUrlShapes {
  /** How names are written in its paths: 'New-Mexico', 'Austin-TX' on the main land site, lower case elsewhere. */
  names: NameCase
  search: SearchUrls
  /** A listing's detail page: :place is its city or county and state, :county its county and state. */
  listing: string
  /**
   * Listing shapes the brand answers beside /property/… and /listing/…, as router paths ($ takes the rest, whose last
   * number is the listing's id): the page moves them to the listing's canonical path.
   */
  listingRoutes: readonly string[]
  /** A seller's details and listings pages, the canonical shape of each first. */
  seller: SellerShapes
  /** The broker directory: its root, then the optional :state, :brokerType, :sort and :page in that order. */
  directory: string
  /** A /member/{words}/ path that names no member is the directory searched for the words (else the 404 page). */
  memberSearch: boolean
  /** The content pages whose address differs from the common one. */
  content: ContentShapes
  /**
   * The HTML sitemap's county page; its other pages follow from it (sitemap-urls.ts). Made into paths with the
   * sitemap's pages only (routes/sitemap-route-page.tsx).
   */
  sitemap: string
  /** /account/savedproperties/{siteId}/page-{n}: the saved properties of any of the three sites, by site. */
  savedPropertiesOfAnySite: boolean
}

export interface BrandUrls {
  /** The shapes as the brand's module declares them. */
  shapes: BrandUrlShapes
  /** The paths pages link to, in the brand's shapes. */
  links: SiteLinks
  /** The listing shapes its router answers: the common ones and the brand's listingRoutes. */
  listingRoutes: readonly string[]
  seller: SellerPaths
  directory: DirectoryPaths
  content: ContentPaths
}

/** The listing routes of every brand (spec §2, routes common to all sites). */
const commonListingRoutes = ['/property/$', '/listing/$']

export function brandUrls(shapes: BrandUrlShapes): BrandUrls {
  const { search } = shapes
  const listing = listingPath(shapes.listing, shapes.names)
  const seller = sellerPaths(shapes.seller)
  const directory = directoryPaths(shapes.directory, shapes.names)
  const content = contentPaths(shapes.content)
  const links: SiteLinks = {
    home: '/',
    state: (stateName) => search.build({ stateName }),
    propertyType: (type) => search.build({ propertyTypes: [type] }),
    search: search.build,
    searchCriteria: (pathname, query) => search.read(pathname, query),
    listing,
    seller: (each, view = 'details') => seller.path(each, view),
    directory: directory.path,
    content: content.path,
    login: loginPath,
    register: '/login?mode=register',
    image: imagePath,
    flyer: flyerPath,
  }
  const listingRoutes = [...commonListingRoutes, ...shapes.listingRoutes]
  return { shapes, links, listingRoutes, seller, directory, content }
}
