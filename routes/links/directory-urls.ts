import type { DirectoryRequest } from '../../web/api/sellers.ts'
import { directoryTypes } from '../../web/rules/account-rules.ts'
import { brokerSorts } from '../../web/rules/broker-sorts.ts'
import type { NameCase } from '../search-urls/place-names.ts'
import { pageSegment, stateNameSegment } from './place-params.ts'
import { pathBuilder, patternRoot } from './url-pattern.ts'

// The broker directory's URLs (spec §2 agent directories and search URL construction): the brand's pattern names the
// directory's root and its optional segments in their order (the state, the broker type: brokers, agents,
// auctioneer, owner, retailer; the sort: sort-az …; page-{n}); a name searched is the query ?name=. Each filter set
// has one canonical URL; other spellings of it (any case, page-1, a missing trailing slash) read back the same
// (url-readers.ts) and the route moves them there.

export interface DirectoryPaths {
  /** The directory's first segment on the brand ('broker', 'find-agent', 'real-estate-agents'). */
  root: string
  /** The canonical URL (path and query) of the directory with the filters. */
  path(filters: DirectoryRequest): string
}

/** The name asked for, as the query writes it. */
export const directoryNameParameter = 'name'

export function directoryPaths(pattern: string, names: NameCase): DirectoryPaths {
  const build = pathBuilder(pattern, {
    state: (filters: DirectoryRequest) => stateNameSegment(names, filters.stateAbbreviation),
    brokerType: (filters) => directoryTypes.find((type) => type.id === filters.directoryType)?.urlSegment ?? '',
    sort: (filters) => brokerSorts.find((sort) => sort.id === filters.sort)?.urlSegment ?? '',
    page: (filters) => pageSegment(filters.pageIndex ?? 0),
  })
  return {
    root: patternRoot(pattern),
    path(filters) {
      const query = filters.keyword ? `?${new URLSearchParams({ [directoryNameParameter]: filters.keyword })}` : ''
      return `${build(filters)}${query}`
    },
  }
}
