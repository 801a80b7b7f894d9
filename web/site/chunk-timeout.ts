import { errorMessages } from '../rules/error-messages.ts'

// The part of chunk loading every page's first script carries: the two-minute limit (spec §9). Telling the kind of a
// failure apart and naming its address (chunk-load.ts) waits until one happens.

/** Page chunks are given two minutes (spec §9), then the wait ends as a failure rather than a page that never shows. */
export const chunkLoadTimeoutMs = 120_000

/**
 * Runs a chunk's import with the two-minute limit: a timeout rejects with the spec's text (§8). Other failures stay as
 * the browser gave them: the router reloads the page once on a missing chunk (a deploy replaced it), recognising the
 * browser's own message, and the render crash logs them in the spec's words.
 */
export function chunkWithTimeout<TModule>(importer: () => Promise<TModule>, id: string): () => Promise<TModule> {
  return () =>
    new Promise<TModule>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${errorMessages.chunkLoad(id)}.\n(timeout: ${id})`)),
        chunkLoadTimeoutMs,
      )
      importer().then(
        (module) => {
          clearTimeout(timer)
          resolve(module)
        },
        (error: unknown) => {
          clearTimeout(timer)
          reject(error)
        },
      )
    })
}
