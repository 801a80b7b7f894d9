import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { brokerSortSegments, filterRules } from './filter-rules.ts'

// The custom segments of a search URL as a whole: written in the rules' order, read back in any order (the search
// page redirects a reordered URL to its canonical form), each criterion once.

/** What the URL keeps of the criteria's filters (everything but the place, the types and the query string). */
export function canonicalFilters(criteria: SearchCriteria): SearchCriteria {
  return Object.assign({}, ...filterRules.map((rule) => rule.canonical(criteria)))
}

export const filterSegments = (canonical: SearchCriteria): string[] =>
  filterRules.flatMap((rule) => rule.write(canonical))

/** The criteria of one segment; null for a segment that makes the URL no listing search (a broker sort); undefined
 *  when no rule reads it. */
function readFilterSegment(segment: string): SearchCriteria | null | undefined {
  if (brokerSortSegments.has(segment)) return null
  for (const rule of filterRules) {
    const criteria = rule.read(segment)
    if (criteria) return criteria
  }
  return undefined
}

/** Whether a segment is a filter, so never a place name. */
export const isFilterSegment = (segment: string): boolean => readFilterSegment(segment) !== undefined

// Lists gather one value per segment; any other field may be set once.
const listFields = new Set<string>(filterRules.flatMap((rule) => (rule.listField ? [rule.listField] : [])))

/**
 * The criteria of the segments added to those the path has given so far, or null when a segment is unknown, sets a
 * criterion twice, or the coordinates come without their pair.
 */
export function readFilterSegments(segments: readonly string[], given: SearchCriteria): SearchCriteria | null {
  const criteria: Record<string, unknown> = { ...given }
  for (const segment of segments) {
    const read = readFilterSegment(segment)
    if (!read) return null
    for (const [field, value] of Object.entries(read)) {
      const held = criteria[field]
      if (listFields.has(field) && Array.isArray(held) && Array.isArray(value)) {
        if (value.some((entry) => held.includes(entry))) return null
        criteria[field] = [...held, ...value]
      } else if (held !== undefined) return null
      else criteria[field] = value
    }
  }
  if ((criteria.latitude === undefined) !== (criteria.longitude === undefined)) return null
  if (criteria.latitude !== undefined) criteria.isNearMeSearch = true
  // Lists read back in their canonical order, whatever the order of the segments.
  return Object.assign(criteria, canonicalLists(criteria as SearchCriteria))
}

function canonicalLists(criteria: SearchCriteria): SearchCriteria {
  const lists: SearchCriteria = {}
  for (const rule of filterRules) {
    const canonical = rule.canonical(criteria)
    for (const field of Object.keys(canonical) as (keyof SearchCriteria)[]) {
      if (listFields.has(field)) Object.assign(lists, { [field]: canonical[field] })
    }
  }
  return lists
}
