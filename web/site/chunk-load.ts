import { errorMessages } from '../rules/error-messages.ts'

// A page's code arrives in chunks from the site root (spec §7): one that does not come is an error with the spec's
// text (§8), what went wrong and the address asked for, so the server's log says which file failed and how. Loaded
// when a failure is logged (web/pages/render-crash.tsx); the two-minute limit is chunk-timeout.ts.

type ChunkFailure = 'missing' | 'error'

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
  constructor(
    readonly chunkId: string,
    readonly failure: ChunkFailure,
    readonly request: string,
    readonly code?: 'CSS_CHUNK_LOAD_FAILED',
  ) {
    super(`${code ? errorMessages.cssChunkLoad(chunkId) : errorMessages.chunkLoad(chunkId)}.\n(${failure}: ${request})`)
  }
}

// What Vite's loader and the browsers say when a chunk does not load.
const cssFailure = /Unable to preload CSS for (\S+)/
const scriptFailure =
  /(?:Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)[:\s]*(\S*)/i

/** '/assets/home-page-D3x9.js' -> 'home-page-D3x9': the chunk's name, as the build wrote it. */
const chunkIdOf = (request: string, fallback: string) =>
  request
    .split('/')
    .pop()
    ?.replace(/\.(m?js|css)$/, '') || fallback

/** The spec's error for a failed chunk load, or the error as it was when it is not one. */
export function chunkLoadError(error: unknown, fallbackId: string): unknown {
  if (error instanceof ChunkLoadError || !(error instanceof Error)) return error
  const css = cssFailure.exec(error.message)
  if (css) return new ChunkLoadError(chunkIdOf(css[1]!, fallbackId), 'error', css[1]!, 'CSS_CHUNK_LOAD_FAILED')
  const script = scriptFailure.exec(error.message)
  if (script) {
    const request = script[1] || fallbackId
    return new ChunkLoadError(chunkIdOf(request, fallbackId), 'missing', request)
  }
  return error
}
