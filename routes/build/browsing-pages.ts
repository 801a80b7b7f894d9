import { extname } from 'node:path'
import type { Plugin } from 'vite'

/** A node of the ESTree the bundler parses to (only what the search below reads). */
interface Node {
  type: string
  [key: string]: unknown
}
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** The import specifier of a route's lazy page declared as browsing: `lazyPage(() => import('…'), 'X', { browsing: true })`. */
function browsingImport(call: Node): string | undefined {
  const [importer, , options] = call.arguments as Node[]
  if (call.callee && (call.callee as Node).name !== 'lazyPage') return undefined
  const browsing =
    options?.type === 'ObjectExpression' &&
    (options.properties as Node[]).some(
      (property) => (property.key as Node)?.name === 'browsing' && (property.value as Node)?.value === true,
    )
  const body = importer?.type === 'ArrowFunctionExpression' ? (importer.body as Node) : undefined
  const source = body?.type === 'ImportExpression' ? (body.source as Node) : undefined
  return browsing && typeof source?.value === 'string' ? source.value : undefined
}

/** Every browsing page's import specifier in a module's tree. */
function browsingImports(node: unknown, into: string[] = []): string[] {
  if (Array.isArray(node)) for (const child of node) browsingImports(child, into)
  else if (isNode(node)) {
    if (node.type === 'CallExpression') {
      const specifier = browsingImport(node)
      if (specifier) into.push(specifier)
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'type') browsingImports(child, into)
  }
  return into
}

/**
 * The pages a buyer moves between most, as the route trees declare them (routes/lazy-page.ts, `browsing`): their
 * chunks list the chunks they import, which the browser then fetches in parallel with the page's own when the router
 * loads it. Other lazy chunks (content, account and dashboard pages, dialogs) list none and fetch what they import as
 * they run: each listed chunk costs every page's first script its file name, and those pages are reached less often
 * and are small. The plugin reads each route module's lazyPage calls from its syntax tree; `resolveDependencies` is
 * Vite's build.modulePreload hook.
 */
export function browsingPages(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[]) => string[] } {
  const modules = new Set<string>()
  const files = new Set<string>()
  let named = false
  const plugin: Plugin = {
    name: 'browsing-pages',
    transform: {
      // The bundler calls the hook only for the route modules that declare lazy pages.
      filter: { id: /[\\/]routes[\\/]/, code: 'lazyPage(' },
      async handler(code, id) {
        const lang = extname(id) === '.tsx' ? 'tsx' : 'ts'
        for (const specifier of browsingImports(this.parse(code, { lang }))) {
          const resolved = await this.resolve(specifier, id)
          if (!resolved) this.error(`browsing pages: ${specifier} in ${id} does not resolve`)
          modules.add(resolved.id)
        }
        return null
      },
    },
    // Vite lists each dynamic import's chunks in its own generateBundle, once the chunks have their final names
    // (while they render, their names hold placeholders for the hashes): this runs before it.
    generateBundle: {
      order: 'pre',
      handler(_, bundle) {
        named = true
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.facadeModuleId && modules.has(chunk.facadeModuleId)) {
            files.add(chunk.fileName)
          }
        }
        if (files.size !== modules.size) this.error('browsing pages: a browsing page has no chunk of its own')
      },
    },
    buildEnd(error) {
      if (!error && !modules.size) this.error('browsing pages: no route declares a lazyPage with { browsing: true }')
    },
  }
  const resolveDependencies = (file: string, deps: string[]) => {
    // Asked before the chunks were named, the set would be empty and list no page's imports.
    if (!named) throw new Error('browsing pages: modulePreload asked before the chunks had their names')
    return files.has(file) ? deps : []
  }
  return { plugin, resolveDependencies }
}
