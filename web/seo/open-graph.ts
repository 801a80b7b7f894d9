import type { SiteLinks } from '../site/site-links.tsx'

// What a page says about itself to crawlers and link previews: Open Graph and Twitter tags for head().meta, and the
// schema.org JSON-LD script for head().scripts. The builders beside this file make the JSON-LD of each page.

/** The brand's canonical origin ('https://land.example', from the router context) and its link shapes. */
export interface CanonicalSite {
  origin: string
  links: SiteLinks
}

/** A schema.org node in JSON-LD: its type and its properties (an undefined one is left out of the JSON). */
export type JsonLdNode = { '@type': string; [property: string]: JsonLdValue }
type JsonLdValue = string | number | boolean | JsonLdNode | readonly JsonLdNode[] | readonly string[] | undefined

/** The path on the canonical host: link previews and structured data need whole URLs. */
export function absoluteUrl(site: CanonicalSite, path: string): string {
  return `${site.origin}${path}`
}

/**
 * Text for a preview or a description field: whitespace runs made one space, and cut at the last whole word that
 * fits, with an ellipsis, so no word is broken in the middle.
 */
export function summaryText(text: string, maxLength: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= maxLength) return flat
  const cut = flat.slice(0, maxLength)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

export interface ShareImage {
  url: string
  width: number
  height: number
  alt: string
}

export interface OpenGraphPage {
  title: string
  description: string
  /** The page's canonical URL, the same as its link rel=canonical. */
  url: string
  image?: ShareImage
  /** 'profile' for a person's page; 'website' for the rest (listings have no Open Graph type of their own). */
  type: 'website' | 'profile'
  siteName: string
}

/** How long a preview's description may be: Facebook and X cut theirs near 200 characters. */
const previewDescriptionLength = 200

/** The Open Graph tags of a page and the Twitter card that reads them (X falls back to og: for the rest). */
export function openGraphMeta(
  page: OpenGraphPage,
): ({ property: string; content: string } | { name: string; content: string })[] {
  const { image } = page
  return [
    { property: 'og:type', content: page.type },
    { property: 'og:site_name', content: page.siteName },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: summaryText(page.description, previewDescriptionLength) },
    { property: 'og:url', content: page.url },
    ...(image
      ? [
          { property: 'og:image', content: image.url },
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
          { property: 'og:image:alt', content: image.alt },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ]
}

/** Characters that could end the script element or start markup inside it, as JSON's own escapes. */
const htmlUnsafe: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' }

/**
 * The head().scripts entry of a JSON-LD block. TanStack Router renders a script's children as raw HTML, so a seller's
 * '</script>' would end the element: every '<', '>' and '&' is written as a JSON escape, which parses back the same.
 */
export function jsonLdScript(data: JsonLdNode): { type: 'application/ld+json'; children: string } {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data })
  return { type: 'application/ld+json', children: json.replace(/[<>&]/g, (character) => htmlUnsafe[character]!) }
}
