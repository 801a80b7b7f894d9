import type { Plugin } from 'vite'

/** The smallest chunk that gets the hint: smaller ones compile in well under a millisecond. */
export const compileHintMinBytes = 4096
/** V8's explicit compile hint: the file's functions compile as it streams in. It must open the file. */
export const compileHint = '//# allFunctionsCalledOnLoad'
/** The map library's modules: a page runs a small part of its 1 MB, and only once a map opens. */
const mapLibrary = /[\\/]node_modules[\\/]maplibre-gl[\\/]/

/**
 * V8's explicit compile hint, `//# allFunctionsCalledOnLoad`, on every chunk of 4 KB or more: all its functions compile
 * while the file streams in, off the main thread, instead of each on its first call, on the main thread, inside the
 * start's long tasks (making the router, hydrating, running the page's own chunks). A probe with Lighthouse's trace
 * categories at 8× CPU slowdown, 12 loads of landwatch's county search page, builds alternated: with the hint on the
 * app-start chunk only, median TBT 192 ms (hydration's task 33 ms, the tasks after it 55 ms over 50); on every chunk
 * of 4 KB or more, 134 ms (22 ms, 26 ms). It does not replace eagerCommonJs: without that, React DOM's stage went from
 * 107 to 165 ms. The comment's 29 bytes would be a larger share of a smaller chunk (the JS budget). The map library is
 * left out. The comment goes in last, after Vite's own lines.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || Buffer.byteLength(chunk.code) < compileHintMinBytes) continue
          if (chunk.moduleIds.some((id) => mapLibrary.test(id))) continue
          chunk.code = `${compileHint}\n${chunk.code}`
        }
      },
    },
  }
}
