import type { BrandId } from '../../brands/brand-config.ts'
import { perBrand } from '../../brands/brand-ids.ts'
import type { DirectoryRequest } from '../../web/api/sellers.ts'
import { directoryTypes } from '../../web/rules/account-rules.ts'
import { brokerSorts } from '../../web/rules/broker-sorts.ts'
import { criteriaLimits } from '../../web/search/criteria-values.ts'
import { stateOfUrlName } from '../search-urls/place-names.ts'
import { directoryNameParameter, directoryPath, directoryShapes, type DirectoryShape } from './directory-path.ts'
import { cutText } from './url-name.ts'

// The broker directory's URLs per brand (directory-path.ts writes them) read back: each filter set has one canonical
// path; other spellings of it (any case, page-1, a missing trailing slash) read back the same and the route moves
// them there.

const typeBySegment = new Map<string, DirectoryRequest['directoryType']>(
  directoryTypes.map((type) => [type.urlSegment, type.id]),
)
const sortBySegment = new Map<string, DirectoryRequest['sort']>(
  brokerSorts.flatMap((sort) => (sort.urlSegment ? [[sort.urlSegment, sort.id] as const] : [])),
)

export interface DirectoryPaths {
  /** The directory's first segment on the brand ('broker', 'find-agent', 'real-estate-agents'). */
  root: string
  /** The canonical URL (path and query) of the directory with the filters. */
  path(filters: DirectoryRequest): string
  /** The filters a directory URL names (its path and query), or null when the path is not a directory page. */
  parse(pathname: string, search: string): DirectoryRequest | null
}

function directoryPaths(shape: DirectoryShape): DirectoryPaths {
  return {
    root: shape.root,
    path: (filters) => directoryPath(shape, filters),
    parse(pathname, search) {
      const segments = pathname.replace(/\/$/, '').split('/')
      if (segments.shift() !== '' || segments.shift()?.toLowerCase() !== shape.root) return null
      const filters: DirectoryRequest = {}
      // Each reader takes the next segment when it is its kind; they go in the path's order, each at most once.
      const readers: ((segment: string) => boolean)[] = [
        (segment) => {
          const state = stateOfUrlName(segment)
          if (state) filters.stateAbbreviation = state.abbreviation
          return Boolean(state)
        },
        (segment) => {
          const type = typeBySegment.get(segment.toLowerCase())
          if (type) filters.directoryType = type
          return Boolean(type)
        },
        (segment) => {
          const sort = sortBySegment.get(segment.toLowerCase())
          if (sort) filters.sort = sort
          return Boolean(sort)
        },
        (segment) => {
          const [, n] = /^page-(\d{1,6})$/i.exec(segment) ?? []
          if (n && Number(n) > 1) filters.pageIndex = Number(n) - 1
          return Boolean(n)
        },
      ]
      for (const segment of segments) {
        const next = readers.findIndex((read) => read(segment))
        if (next < 0) return null
        readers.splice(0, next + 1)
      }
      // A name longer than the API takes is cut to its length: the page shows what it can find, not an error. The cut
      // keeps whole characters, so the canonical URL carries the same name.
      const asked = new URLSearchParams(search).get(directoryNameParameter)?.trim()
      const keyword = asked && cutText(asked, criteriaLimits.name).trim()
      if (keyword) filters.keyword = keyword
      return filters
    },
  }
}

export const directoryPathsOf: Record<BrandId, DirectoryPaths> = perBrand((brandId) =>
  directoryPaths(directoryShapes[brandId]),
)
