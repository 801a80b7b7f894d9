import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

// The schema.org vocabulary as schema.org publishes it (schemaorg-current: the core and pending terms, the attic left
// out), read from the N-Quads file that @vocabulary/schema ships. Tests ask it whether the JSON-LD we emit says only
// what schema.org defines: real types, properties on types that have them, values of the types a property expects.

const schema = 'http://schema.org/'
const rdf = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#'
const rdfs = 'http://www.w3.org/2000/01/rdf-schema#'

/** One statement whose object is a term, not text: `<subject> <predicate> <object> <graph> .` */
const termStatement = /^<([^>]+)> <([^>]+)> <([^>]+)> /

export interface SchemaOrgVocabulary {
  /** A schema.org class: a type, a data type or an enumeration. */
  isType(name: string): boolean
  /** `type` is `ancestor` or one of its subclasses, at any depth. */
  isSubtypeOf(type: string, ancestor: string): boolean
  /** schema.org defines the property on the type or on one of its supertypes (domainIncludes). */
  propertyAllowedOn(property: string, type: string): boolean
  /** The types a property's values are expected to have (rangeIncludes). */
  expectedTypes(property: string): readonly string[]
  /** Text, Number, URL, Date, DateTime, Boolean and their subtypes: what a plain JSON value can be. */
  isDataType(type: string): boolean
  /** `member` is one of the values of the enumeration (InStock of ItemAvailability). */
  isEnumerationMember(member: string, enumeration: string): boolean
  /** The term that replaced a retired one, if it was. */
  supersededBy(term: string): string | undefined
}

export function loadSchemaOrgVocabulary(): SchemaOrgVocabulary {
  const file = fileURLToPath(import.meta.resolve('@vocabulary/schema/schema.nq'))
  const classes = new Set<string>()
  const parents = new Map<string, string[]>()
  const typesOf = new Map<string, string[]>()
  const domains = new Map<string, string[]>()
  const ranges = new Map<string, string[]>()
  const replacements = new Map<string, string>()
  const add = (map: Map<string, string[]>, key: string, value: string) => map.set(key, [...(map.get(key) ?? []), value])

  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = termStatement.exec(line)
    if (!match || !match[1]!.startsWith(schema)) continue
    const subject = match[1]!.slice(schema.length)
    const predicate = match[2]!
    const object = match[3]!.startsWith(schema) ? match[3]!.slice(schema.length) : match[3]!
    if (predicate === `${rdf}type` && object === `${rdfs}Class`) classes.add(subject)
    else if (predicate === `${rdf}type`) add(typesOf, subject, object)
    else if (predicate === `${rdfs}subClassOf`) add(parents, subject, object)
    else if (predicate === `${schema}domainIncludes`) add(domains, subject, object)
    else if (predicate === `${schema}rangeIncludes`) add(ranges, subject, object)
    else if (predicate === `${schema}supersededBy`) replacements.set(subject, object)
  }

  const isSubtypeOf = (type: string, ancestor: string): boolean =>
    type === ancestor || (parents.get(type) ?? []).some((parent) => isSubtypeOf(parent, ancestor))
  const ancestry = (type: string): string[] => [type, ...(parents.get(type) ?? []).flatMap(ancestry)]

  return {
    isType: (name) => classes.has(name),
    isSubtypeOf,
    propertyAllowedOn: (property, type) => (domains.get(property) ?? []).some((domain) => isSubtypeOf(type, domain)),
    expectedTypes: (property) => ranges.get(property) ?? [],
    // Text and Number are typed DataType themselves; URL, Integer and the rest inherit it from them.
    isDataType: (type) => ancestry(type).some((each) => (typesOf.get(each) ?? []).includes('DataType')),
    isEnumerationMember: (member, enumeration) =>
      isSubtypeOf(enumeration, 'Enumeration') &&
      (typesOf.get(member) ?? []).some((type) => isSubtypeOf(type, enumeration)),
    supersededBy: (term) => replacements.get(term),
  }
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** The way JSON-LD names a schema.org enumeration member: 'https://schema.org/InStock'. */
const memberIri = /^https?:\/\/schema\.org\/([A-Za-z0-9]+)$/

/**
 * Everything in a JSON-LD document that schema.org does not define, as readable lines ('Offer.price: …'); empty
 * when it all checks. Each node's @type must be a type; each property must be one of its type's, not retired; a
 * nested node must have a type the property expects; an enumeration IRI must be a member of an expected
 * enumeration; a whole URL may name a node; any other plain value needs a property that expects a data type.
 */
export function schemaOrgProblems(vocabulary: SchemaOrgVocabulary, document: Json): string[] {
  const problems: string[] = []
  const isType = (type: Json | undefined): type is string =>
    typeof type === 'string' && vocabulary.isType(type) && !vocabulary.isDataType(type)
  /** `path` names where the node is: 'RealEstateListing.offers › Offer.seller' (empty for the document). */
  const checkNode = (node: { [key: string]: Json }, path: string) => {
    const type = node['@type']
    if (!isType(type)) {
      problems.push(`${path || 'the document'}: @type ${JSON.stringify(type)} is not a schema.org type`)
      return
    }
    for (const [property, value] of Object.entries(node)) {
      if (property.startsWith('@')) continue
      const at = `${path ? `${path} › ` : ''}${type}.${property}`
      if (!vocabulary.propertyAllowedOn(property, type)) {
        problems.push(`${at}: not a property of ${type}`)
        continue
      }
      const replacement = vocabulary.supersededBy(property)
      if (replacement) problems.push(`${at}: superseded by ${replacement}`)
      for (const each of Array.isArray(value) ? value : [value]) checkValue(property, each, at)
    }
  }
  const checkValue = (property: string, value: Json, at: string) => {
    const expected = vocabulary.expectedTypes(property)
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const type = value['@type']
      if (isType(type) && !expected.some((range) => vocabulary.isSubtypeOf(type, range)))
        problems.push(`${at}: a ${type} where schema.org expects ${expected.join(' or ')}`)
      checkNode(value, at)
      return
    }
    const enumerations = expected.filter((range) => vocabulary.isSubtypeOf(range, 'Enumeration'))
    const member = typeof value === 'string' ? memberIri.exec(value)?.[1] : undefined
    if (member && enumerations.length) {
      if (!enumerations.some((enumeration) => vocabulary.isEnumerationMember(member, enumeration)))
        problems.push(`${at}: ${member} is not a member of ${enumerations.join(' or ')}`)
      return
    }
    // A whole URL may stand for a node of any expected type: a reference to it, as Google reads ListItem.item.
    if (typeof value === 'string' && /^https:\/\//.test(value)) return
    if (!expected.some((range) => vocabulary.isDataType(range)))
      problems.push(`${at}: ${JSON.stringify(value)} where schema.org expects ${expected.join(' or ')}`)
  }
  if (document === null || typeof document !== 'object' || Array.isArray(document)) return ['not a JSON-LD object']
  checkNode(document, '')
  return problems
}
