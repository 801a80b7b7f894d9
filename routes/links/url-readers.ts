import type { DirectoryRequest } from '../../web/api/sellers.ts'
import type { SitemapRequest } from '../../web/api/sitemap-pages.ts'
import { directoryTypes } from '../../web/rules/account-rules.ts'
import { brokerSorts } from '../../web/rules/broker-sorts.ts'
import { criteriaLimits } from '../../web/search/criteria-values.ts'
import { stateOfAbbreviation, stateOfUrlName } from '../search-urls/place-names.ts'
import type { BrandUrls } from './brand-urls.ts'
import { directoryNameParameter } from './directory-urls.ts'
import { memberShapes, type SellerPageAddress } from './seller-urls.ts'
import { sitemapShapes } from './sitemap-urls.ts'
import { cutText } from './url-name.ts'
import { paramName, patternSegments } from './url-pattern.ts'

// A path read back to what it names, by the patterns the brand's paths are built from (url-pattern.ts), each
// parameter by its reader here. Only the seller, directory and sitemap routes read their paths, so this loads with
// them, not with every page.

/** The value a parameter's text names, or undefined when the text is not that parameter. */
type ParamReader = (text: string) => unknown
type Values<Readers> = {
  [Name in keyof Readers]?: Exclude<Readers[Name] extends (text: string) => infer V ? V : never, undefined>
}

/**
 * The parameters a path (no query) names in the pattern's shape, or null when it is not of that shape. One trailing
 * slash is optional; an empty segment anywhere else is no match. Each text is read by the next segment that reads
 * it, the optional segments passed over left out; a parameter takes all it can, so ':name-:id' splits at the last
 * hyphen; a word is read in any case.
 */
function readUrl<Readers extends Record<string, ParamReader>>(
  pattern: string,
  readers: Readers,
  pathname: string,
): Values<Readers> | null {
  const texts = pathname.replace(/\/$/, '').split('/')
  if (texts.shift() !== '' || texts.includes('')) return null
  const segments = patternSegments(pattern)
  const values: Record<string, unknown> = {}
  /** Whether the segment reads the text, its parameters' values then kept. */
  const reads = ({ written, names }: (typeof segments)[number], text: string) => {
    if (!names.length) return text.toLowerCase() === written.toLowerCase()
    const found = new RegExp(`^${written.replace(paramName, '(.+)')}$`).exec(text)
    const read = found && names.map((name, index) => readers[name]!(found[index + 1]!))
    if (!read || read.includes(undefined)) return false
    names.forEach((name, index) => (values[name] = read[index]))
    return true
  }
  let next = 0
  for (const text of texts) {
    for (;;) {
      const segment = segments[next++]
      if (segment && reads(segment, text)) break
      if (!segment?.optional) return null
    }
  }
  return segments.slice(next).every((segment) => segment.optional) ? (values as Values<Readers>) : null
}

/** page-{n}, any case, as the page index; page-1 (and page-0) is the first page. */
function pageIndexOf(text: string): number | undefined {
  const [, n] = /^page-(\d{1,6})$/i.exec(text) ?? []
  return n === undefined ? undefined : Math.max(0, Number(n) - 1)
}

/** A name in a path is decoration, any text: the id names the seller or listing. */
const anyText = (text: string) => text

/** An account id: digits without a leading zero, a safe integer. */
function accountIdOf(text: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(text)) return undefined
  const value = Number(text)
  return Number.isSafeInteger(value) ? value : undefined
}

/** The seller page a path names on the brand (the path alone, no query), or null when it names none. */
export function readSellerPage(urls: BrandUrls, pathname: string): SellerPageAddress | null {
  for (const view of ['details', 'listings'] as const) {
    for (const shape of [...memberShapes[view], ...urls.shapes.seller[view]]) {
      const accountId = readUrl(shape, { name: anyText, id: accountIdOf }, pathname)?.id
      if (accountId !== undefined) return { accountId, view }
    }
  }
  return null
}

/** The id of one of the directory's lists (broker types, sorts) a segment names, any case. */
const listIdOf =
  <Id>(list: readonly { id: Id; urlSegment: string | null }[]) =>
  (text: string) =>
    list.find((each) => each.urlSegment === text.toLowerCase())?.id

/** The filters a directory URL names (its path and query), or null when the path is not a directory page. */
export function readDirectory(urls: BrandUrls, pathname: string, search: string): DirectoryRequest | null {
  const readers = {
    state: stateOfUrlName,
    brokerType: listIdOf(directoryTypes),
    sort: listIdOf(brokerSorts),
    page: pageIndexOf,
  }
  const values = readUrl(urls.shapes.directory, readers, pathname)
  if (!values) return null
  const filters: DirectoryRequest = {}
  if (values.state) filters.stateAbbreviation = values.state.abbreviation
  if (values.brokerType) filters.directoryType = values.brokerType
  if (values.sort) filters.sort = values.sort
  if (values.page) filters.pageIndex = values.page
  // A name longer than the API takes is cut to its length: the page shows what it can find, not an error. The cut
  // keeps whole characters, so the canonical URL carries the same name.
  const asked = new URLSearchParams(search).get(directoryNameParameter)?.trim()
  const keyword = asked && cutText(asked, criteriaLimits.name).trim()
  if (keyword) filters.keyword = keyword
  return filters
}

/** A page number segment is never a place: /sitemap/texas/page-2/ is no county of Texas. */
const place = (text: string) => (pageIndexOf(text) === undefined ? text : undefined)

const sitemapReaders = {
  state: stateOfUrlName,
  county: place,
  countySlug: place,
  abbreviation: stateOfAbbreviation,
  page: pageIndexOf,
}

/** The order a path is read in: a state's page before a county's, which would read a state's name as a county's. */
const sitemapPages = ['index', 'state', 'county', 'featured', 'new'] as const

/** What a sitemap path asks for on the brand, or null when it is no sitemap page of the brand. */
export function readSitemap(urls: BrandUrls, pathname: string): SitemapRequest | null {
  const shapes = sitemapShapes(urls.shapes.sitemap)
  for (const page of sitemapPages) {
    const values = readUrl(shapes[page], sitemapReaders, pathname)
    if (!values) continue
    const pageIndex = values.page ?? 0
    if (page === 'index') return { page }
    if (page === 'state') return { page, stateId: values.state!.id }
    if (page === 'county') {
      const slug = values.countySlug ?? `${values.county}-${values.state!.abbreviation}`.toLowerCase()
      return { page, countySlug: slug, pageIndex }
    }
    return { page, stateId: values.abbreviation!.id, pageIndex }
  }
  return null
}

/** The listing id a listing's canonical path on the brand names, or null. */
export function readListingId(urls: BrandUrls, pathname: string): number | null {
  const id = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined)
  return readUrl(urls.shapes.listing, { place: anyText, county: anyText, id }, pathname)?.id ?? null
}
