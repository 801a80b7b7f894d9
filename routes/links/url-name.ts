import { safeReturnPath } from '../../web/account/return-path.ts'
import { propertyTypeNames, type PropertyTypeName } from '../../web/rules/listing-rules.ts'

/** A URL segment made of letters, digits and hyphens: 'St. Mary’s County' -> 'St-Marys-County'. */
export function urlName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’.]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The same, lower-cased, for the brands whose URLs are all lower case. */
export function lowerUrlName(text: string): string {
  return urlName(text).toLowerCase()
}

/**
 * The text's first `length` UTF-16 units, without the half of an emoji's pair a cut may leave at the end: no URL can
 * carry a lone half (encodeURIComponent throws on it, URLSearchParams writes U+FFFD, so it would not read back).
 */
export function cutText(text: string, length: number): string {
  return text.slice(0, length).replace(/[\uD800-\uDBFF]$/, '')
}

/** Text as a URL carries it: lone surrogates (which no URL can encode) become U+FFFD. */
export const wellFormed = (text: string): string =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')

/** The longest return path /login carries, encoded: a Location header stays far under what proxies accept. */
const maxReturnLength = 2048

/**
 * /login, carrying where to go back to and that page's title (spec §5: the original location and title). A return
 * path too long to carry loses its query, then itself: a long query (a drawn search area) is no reason for a redirect
 * whose Location header a proxy refuses.
 */
export function loginPath(returnPath?: string, title?: string): string {
  const back = safeReturnPath(returnPath)
  if (!back) return '/login'
  const carried = [back, back.split('?')[0]!].find((path) => encodeURIComponent(path).length <= maxReturnLength)
  if (!carried) return '/login'
  const named = title ? `&title=${encodeURIComponent(cutText(title, 200))}` : ''
  return `/login?returnUrl=${encodeURIComponent(carried)}${named}`
}

/** A listing's printable flyer, at the same path on every brand (spec §2). */
export const flyerPath = (propertyId: number): string => `/flyer/${propertyId}`

export function imagePath(documentId: number, size: { width: number; height: number }): string {
  return `/images/${documentId}/${size.width}x${size.height}`
}

/** A property type as a URL segment: 'farms', 'horse-property', 'homes' (from its display name). */
export function propertyTypeUrlName(type: PropertyTypeName): string {
  return lowerUrlName(propertyTypeNames[type])
}
