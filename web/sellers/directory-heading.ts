import type { DirectoryRequest } from '../api/sellers.ts'
import { directoryTypes } from '../rules/account-rules.ts'
import { usStates } from '../rules/us-states.ts'

/** 'Auctioneers in Texas', 'Land Brokers, Agents & Sellers': who and where the directory lists (its heading and title). */
export function directoryHeading(filters: DirectoryRequest): string {
  const who =
    directoryTypes.find((type) => type.id === filters.directoryType)?.label ?? 'Land Brokers, Agents & Sellers'
  const state = usStates.find((each) => each.abbreviation === filters.stateAbbreviation?.toUpperCase())
  const where = state ? `${who} in ${state.name}` : who
  return filters.keyword ? `${where} named “${filters.keyword}”` : where
}
