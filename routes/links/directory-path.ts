import type { BrandId } from '../../brands/brand-config.ts'
import type { DirectoryRequest } from '../../web/api/sellers.ts'
import { directoryTypes } from '../../web/rules/account-rules.ts'
import { brokerSorts } from '../../web/rules/broker-sorts.ts'
import { stateOfAbbreviation } from '../search-urls/place-names.ts'
import { lowerUrlName, urlName } from './url-name.ts'

// The broker directory's URLs per brand (spec §2 agent directories and search URL construction): the directory's
// root, then optional segments in a fixed order, the state, the broker-type segment (brokers, agents, auctioneer,
// owner, retailer), the sort segment (sort-az …) and page-{n}; a name searched is the query ?name=. Reading them back
// is directory-paths.ts: every page links to the directory, only its route reads its URLs.

export interface DirectoryShape {
  /** The first segment. */
  root: string
  /** Whether the brand's paths end with a slash (/broker/Texas/ on the main land site, /find-agent/texas elsewhere). */
  trailingSlash: boolean
  /** How a state is written: 'New-Mexico' or 'new-mexico'. */
  stateSegment: (stateName: string) => string
}

export const directoryShapes: Record<BrandId, DirectoryShape> = {
  land: { root: 'broker', trailingSlash: true, stateSegment: urlName },
  landwatch: { root: 'find-agent', trailingSlash: false, stateSegment: lowerUrlName },
  laf: { root: 'real-estate-agents', trailingSlash: true, stateSegment: lowerUrlName },
}

/** The name asked for, as the query writes it. */
export const directoryNameParameter = 'name'

/** The canonical URL (path and query) of the brand's directory with the filters. */
export function directoryPath(shape: DirectoryShape, filters: DirectoryRequest): string {
  const state = filters.stateAbbreviation ? stateOfAbbreviation(filters.stateAbbreviation) : undefined
  const segments = [
    shape.root,
    state && shape.stateSegment(state.name),
    directoryTypes.find((type) => type.id === filters.directoryType)?.urlSegment,
    brokerSorts.find((sort) => sort.id === filters.sort)?.urlSegment,
    filters.pageIndex ? `page-${filters.pageIndex + 1}` : undefined,
  ].filter(Boolean)
  const query = filters.keyword ? `?${new URLSearchParams({ [directoryNameParameter]: filters.keyword })}` : ''
  return `/${segments.join('/')}${shape.trailingSlash ? '/' : ''}${query}`
}
