import type { SearchCriteria } from '../../search/search-criteria.ts'

/** Applies a change of filters: undefined clears a field, and any change of filters starts again at page one. */
export type ChangeCriteria = (change: Partial<SearchCriteria>) => void
