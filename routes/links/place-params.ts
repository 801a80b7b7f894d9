import { stateOfAbbreviation, type NameCase } from '../search-urls/place-names.ts'
import { lowerUrlName, urlName } from './url-name.ts'

// Writers of the parameters more than one kind of URL has: a state by its name and a page number (url-readers.ts
// reads them back).

/** A name as a segment in the brand's case: 'New-Mexico' on the main land site, 'new-mexico' elsewhere. */
export const nameSegment = (names: NameCase, text: string): string =>
  names === 'title' ? urlName(text) : lowerUrlName(text)

/** A state by its name ('Texas', 'new-mexico'), from its abbreviation. */
export function stateNameSegment(names: NameCase, abbreviation: string | undefined): string {
  const state = abbreviation ? stateOfAbbreviation(abbreviation) : undefined
  return state ? nameSegment(names, state.name) : ''
}

/** page-{n} from the second page on: n = pageIndex + 1, as search pages number theirs. */
export const pageSegment = (pageIndex: number): string => (pageIndex > 0 ? `page-${pageIndex + 1}` : '')
