// Script payloads, each carrying a mark of its own, and a reading of a page as a browser parses it (workerd's
// HTMLRewriter, the lol-html parser) that finds any payload that became live markup rather than text. Escaped text
// ('&lt;script&gt;', '\u003Cscript' in the router's hydration data) is fine; a tag, an event handler attribute or a
// script URL made of a payload is not.

let marks = 0

/** A mark unique in the file's run: letters and digits only, so it passes every text rule on its own. */
export const newMark = () => `xss${++marks}q`

export type PayloadKind = 'markup' | 'unclosed' | 'scriptUrl'

/** The payloads of one mark, strongest first: a field keeps the first one the worker accepts. */
export function xssPayloads(mark: string): Record<PayloadKind, string> {
  return {
    // Out of an attribute, out of a <script> (hydration data, JSON-LD), then a script and an event handler.
    markup: `"'></script><script>alert(${mark})</script><img src=x onerror=alert(${mark})>`,
    // No '>': the forms' no-HTML rule takes a tag to end in one, yet written raw into a page this still ends a
    // script or opens a tag (up to the page's next '>'), and its quotes still leave an attribute.
    unclosed: `</script <img src=x onerror=alert(${mark}) " autofocus onfocus="alert(${mark})`,
    // A script URL, for a value a page puts in href or src.
    scriptUrl: `javascript:alert(${mark})`,
  }
}

export const payloadKinds: readonly PayloadKind[] = ['markup', 'unclosed', 'scriptUrl']

/** Pieces of the payloads that only an unescaped copy contains. */
const rawPieces = (mark: string) => [
  `<script>alert(${mark})`,
  `<img src=x onerror=alert(${mark})`,
  `</script <img src=x onerror=alert(${mark})`,
]

/** React 19 writes this in place of a javascript: URL it is given: inert, so not a payload that runs. */
const reactBlockedUrl = /^javascript:thrownewerror\('reacthasblocked/

const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'srcdoc'])

/** An attribute value as the browser reads a URL: entities decoded, controls and spaces dropped, lower case. */
function urlText(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/[\u0000-\u0020]/g, '')
    .toLowerCase()
}

/**
 * Every way the page runs a payload: an unescaped copy of a payload's markup, an event handler attribute holding a
 * mark, a script element that is a payload's script, or a link, source or form target with a script URL (any, marked
 * or not: none of our pages has one). Empty when every mark is text.
 */
export async function liveMarkup(html: string, marks: readonly string[]): Promise<string[]> {
  const found: string[] = []
  const lower = html.toLowerCase()
  for (const mark of marks) {
    for (const piece of rawPieces(mark)) if (lower.includes(piece.toLowerCase())) found.push(`raw markup: ${piece}`)
  }
  let script: { text: string } | null = null
  const rewriter = new HTMLRewriter()
    .on('*', {
      element(element) {
        for (const [name, value] of element.attributes as unknown as Iterable<[string, string]>) {
          const marked = marks.find((mark) => value.includes(mark))
          if (/^on/i.test(name) && marked) found.push(`<${element.tagName} ${name}="${value}">`)
          const url = urlText(value)
          const scriptUrl = /^(javascript|vbscript|data:text\/html)/.test(url) && !reactBlockedUrl.test(url)
          if (urlAttributes.has(name.toLowerCase()) && scriptUrl) {
            found.push(`<${element.tagName} ${name}="${value}">`)
          }
        }
      },
    })
    .on('script', {
      element(element) {
        const current = { text: '' }
        script = current
        element.onEndTag(() => {
          const text = current.text.trim()
          const marked = marks.find((mark) => text.startsWith(`alert(${mark})`))
          if (marked) found.push(`<script>${text.slice(0, 80)}`)
        })
      },
      text(chunk) {
        if (script) script.text += chunk.text
      },
    })
  await rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html' } })).text()
  return found
}
