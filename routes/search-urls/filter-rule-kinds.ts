import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { numberText, readNumber, roundTo } from './url-numbers.ts'

// The kinds of custom segment a search URL has (spec §2, search URL construction). A rule says what the URL keeps
// of the criteria (canonical), how canonical criteria write (write), and what one segment reads back as (read:
// undefined when the segment is not the rule's).

export interface FilterRule {
  canonical(criteria: SearchCriteria): SearchCriteria
  write(canonical: SearchCriteria): string[]
  read(segment: string): SearchCriteria | undefined
  /** The list field whose values the rule reads one per segment (valueList): a URL may name several. */
  listField?: keyof SearchCriteria
}

type RangeField = 'priceMin' | 'priceMax' | 'acresMin' | 'acresMax' | 'bedMin' | 'bedMax'
type RangeFieldPair = 'bathMin' | 'bathMax' | 'sqftMin' | 'sqftMax'

/** price-{min}-{max}, price-under-{max}, price-over-{min}; 0 is no bound. Acres and baths keep two decimals. */
export function range(
  name: string,
  min: RangeField | RangeFieldPair,
  max: RangeField | RangeFieldPair,
  decimals: number,
) {
  const pattern = new RegExp(`^${name}-(?:(under|over)-([\\d.]+)|([\\d.]+)-([\\d.]+))$`)
  const bound = (value: number | undefined) => (value ? roundTo(value, decimals) : 0) || undefined
  return {
    canonical: (c) => {
      const [low, high] = [bound(c[min]), bound(c[max])]
      return { ...(low ? { [min]: low } : {}), ...(high ? { [max]: high } : {}) }
    },
    write: (c) => {
      const [low, high] = [c[min], c[max]]
      if (low && high) return [`${name}-${numberText(low)}-${numberText(high)}`]
      if (high) return [`${name}-under-${numberText(high)}`]
      return low ? [`${name}-over-${numberText(low)}`] : []
    },
    read: (segment) => {
      const match = pattern.exec(segment)
      if (!match) return undefined
      const [, side, one, low, high] = match
      if (side) {
        const value = readNumber(one)
        return value === undefined ? undefined : { [side === 'under' ? max : min]: value }
      }
      const [from, to] = [readNumber(low), readNumber(high)]
      return from === undefined || to === undefined ? undefined : { [min]: from, [max]: to }
    },
  } satisfies FilterRule
}

/** A segment per value of a list, in the list's order; slugs name the values. */
export function valueList<
  K extends 'marketStatuses' | 'transactionTypes' | 'activityTypes' | 'amenityTypes' | 'landFacts' | 'topography',
>(
  field: K,
  slugs: ReadonlyMap<NonNullable<SearchCriteria[K]>[number], string>,
  isDefault: (values: NonNullable<SearchCriteria[K]>) => boolean = (values) => values.length === 0,
): FilterRule {
  type Value = NonNullable<SearchCriteria[K]>[number]
  const valueOf = new Map([...slugs].map(([value, slug]) => [slug, value]))
  return {
    listField: field,
    canonical: (c) => {
      const given = (c[field] ?? []) as Value[]
      const values = [...slugs.keys()].filter((value) => given.includes(value))
      return isDefault(values as NonNullable<SearchCriteria[K]>) ? {} : { [field]: values }
    },
    write: (c) => ((c[field] ?? []) as Value[]).map((value) => slugs.get(value)!),
    read: (segment) => {
      const value = valueOf.get(segment)
      return value === undefined ? undefined : { [field]: [value] }
    },
  }
}

/** A segment that stands for one value of a field. */
export function namedValues<K extends keyof SearchCriteria>(field: K, slugs: ReadonlyMap<SearchCriteria[K], string>) {
  const valueOf = new Map([...slugs].map(([value, slug]) => [slug, value]))
  return {
    canonical: (c) => (slugs.has(c[field]) ? { [field]: c[field] } : {}),
    write: (c) => (slugs.has(c[field]) ? [slugs.get(c[field])!] : []),
    read: (segment) => (valueOf.has(segment) ? { [field]: valueOf.get(segment) } : undefined),
  } satisfies FilterRule
}

/** A yes-only filter: the segment when true, nothing otherwise. */
export const flag = (
  field: 'hasVideo' | 'hasVirtualTour' | 'hasCustomMap' | 'mineralRights' | 'ownerFinancing',
  slug: string,
) => namedValues(field, new Map([[true, slug]]))

/** {prefix}-{id}-{id}…: ids sorted, each once. */
export function idList(field: 'lakeIdList' | 'inventoryIdList', prefix: string): FilterRule {
  return {
    canonical: (c) => (c[field]?.length ? { [field]: [...new Set(c[field])].sort((a, b) => a - b) } : {}),
    write: (c) => (c[field] ? [`${prefix}-${c[field].join('-')}`] : []),
    read: (segment) =>
      new RegExp(`^${prefix}(-\\d+)+$`).test(segment)
        ? {
            [field]: segment
              .slice(prefix.length + 1)
              .split('-')
              .map(Number),
          }
        : undefined,
  }
}

/** A number inside a fixed frame: within-{n}-miles, seller-{id}, lat{lat}. */
export function framed(
  field: 'radius' | 'brokerId' | 'latitude' | 'longitude',
  before: string,
  after: string,
  decimals: number,
) {
  const signed = field === 'latitude' || field === 'longitude'
  return {
    canonical: (c) => (c[field] === undefined ? {} : { [field]: roundTo(c[field], decimals) }),
    write: (c) => (c[field] === undefined ? [] : [`${before}${numberText(c[field])}${after}`]),
    read: (segment) => {
      if (!segment.startsWith(before) || !segment.endsWith(after)) return undefined
      const value = readNumber(segment.slice(before.length, segment.length - after.length), signed)
      return value === undefined ? undefined : { [field]: value }
    },
  } satisfies FilterRule
}
