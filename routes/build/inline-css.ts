import type { Plugin } from 'vite'

/** Where the build writes the entries' stylesheets, beside Vite's manifest (read by worker/ssr/client-assets). */
export const inlineCssFile = '.vite/inline-css.json'

// Vite's marker at the end of a bundled stylesheet, a comment of `$vite$:1` (a library internal: docs/build-internals.md).
const viteCssMarker = /\/\*\$vite\$:\d+\*\/\s*$/

/**
 * Writes the stylesheets the client entries import, by their URL, with their text. The worker gives them to TanStack
 * Router as inline CSS (worker/ssr/client-assets.ts), which writes them into the page's head instead of linking them,
 * and the browser keeps them from the page when it hydrates.
 */
export function inlineCss(): Plugin {
  return {
    name: 'inline-css',
    generateBundle(_, bundle) {
      // The entries (one per brand) share the stylesheet through a chunk they import: every stylesheet the entries
      // and the chunks they import statically bring.
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
      )
      const files = new Set<string>()
      const visit = (fileName: string, seen = new Set<string>()) => {
        const chunk = chunks.get(fileName)
        if (!chunk || seen.has(fileName)) return
        seen.add(fileName)
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
        for (const imported of chunk.imports) visit(imported, seen)
      }
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
      const styles = Object.fromEntries(
        [...files].map((file) => {
          const asset = bundle[file]
          // Vite marks a stylesheet it bundles with a comment at its end, which it drops when it writes the file.
          return [`/${file}`, asset?.type === 'asset' ? String(asset.source).replace(viteCssMarker, '') : '']
        }),
      )
      if (!Object.values(styles).join('')) this.error('inline css: the client entry imports no stylesheet')
      this.emitFile({ type: 'asset', fileName: inlineCssFile, source: JSON.stringify(styles) })
    },
  }
}
