import { relative } from 'node:path'
import type { Plugin } from 'vite'

/** Where the build writes the chunks of the start's later stages, beside Vite's manifest (worker/ssr/client-assets). */
export const startStagesFile = '.vite/start-stages.json'

/** The source that starts a page: what it imports dynamically are the start's stages. */
const startClientSource = 'routes/start-client.tsx'

/**
 * React and React DOM: CommonJS, so their code runs when first required (the start's first stage), not when their
 * chunk loads: they can sit in the entries' chunk.
 */
const reactModule = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/

/** What a page runs before it answers input, sorted once the build has read every module (startModules). */
export interface StartModules {
  /** What every brand's entry imports statically, with React's CommonJS modules: the chunk the entries share. */
  shared: Set<string>
  /** What the start's later stages import statically, to the end (not the lazy pages they import on demand), and
   *  every brand's entry does not: the later stages' own chunk. */
  later: Set<string>
}

/**
 * Sorts what a page runs before it answers input (StartModules) from the module graph, so the chunk groups of
 * vite.config.ts follow the code: a module that only some brands' entries import (a brand's config, its URL shapes)
 * is in neither set and stays with those entries; no file names are listed. Writes the later stages' chunks
 * (startStagesFile): the worker preloads those with every page, and no other chunk a start imports on demand.
 */
export function startModules(start: StartModules): Plugin {
  const stageIds: string[] = []
  return {
    name: 'start-modules',
    buildEnd(error) {
      // A failed build reports its own error; its module graph is incomplete.
      if (error) return
      const staticImports = (ids: string[]) => {
        const into = new Set<string>()
        const visit = (id: string) => {
          if (into.has(id)) return
          into.add(id)
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported)
        }
        ids.forEach(visit)
        return into
      }
      const ids = [...this.getModuleIds()]
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry).map((id) => staticImports([id]))
      const starts = ids.filter((id) => relative(process.cwd(), id) === startClientSource)
      if (starts.length !== 1) this.error(`start modules: the build has no ${startClientSource}`)
      stageIds.push(...starts.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []))
      if (!stageIds.length) this.error(`start modules: ${startClientSource} imports no stage`)
      const everyBrand = (id: string) => entries.every((entry) => entry.has(id))
      const reached = new Set(entries.flatMap((entry) => [...entry]))
      for (const id of reached) if (everyBrand(id)) start.shared.add(id)
      for (const id of staticImports(stageIds)) {
        if (reactModule.test(id)) start.shared.add(id)
        else if (!reached.has(id) || everyBrand(id)) start.later.add(id)
      }
      for (const id of start.shared) start.later.delete(id)
    },
    generateBundle(_, bundle) {
      const files = Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk' && chunk.moduleIds.some((id) => stageIds.includes(id)) ? [chunk.fileName] : [],
      )
      this.emitFile({ type: 'asset', fileName: startStagesFile, source: JSON.stringify(files.sort()) })
    },
  }
}
