import type { PropertyTypeName } from '../../web/rules/listing-rules.ts'
import { propertyTypeNameList } from '../../web/search/criteria-values.ts'
import { propertyTypeUrlName } from '../links/url-name.ts'

// A list of property types as one URL segment: their URL names joined by '-and-', in the order of propertyTypeFlag
// ('farms-and-ranches', 'horse-property'). No type's URL name contains '-and-', so the list splits back exactly.

const typeOfUrlName = new Map(propertyTypeNameList.map((type) => [propertyTypeUrlName(type), type]))
const joiner = '-and-'

/** The types in flag order, each once. */
export function canonicalTypes(types: readonly PropertyTypeName[] | undefined): PropertyTypeName[] {
  return propertyTypeNameList.filter((type) => types?.includes(type))
}

export const typeListSegment = (types: readonly PropertyTypeName[]): string =>
  canonicalTypes(types).map(propertyTypeUrlName).join(joiner)

/** The types of a segment (any order), or undefined when it is not a list of known types, each named once. */
export function typesOfSegment(segment: string): PropertyTypeName[] | undefined {
  const types: PropertyTypeName[] = []
  for (const name of segment.split(joiner)) {
    const type = typeOfUrlName.get(name)
    if (!type || types.includes(type)) return undefined
    types.push(type)
  }
  return canonicalTypes(types)
}
