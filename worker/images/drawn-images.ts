import type { Context } from 'hono'
import { imagePath } from '../../routes/links/url-name.ts'
import type { AppEnv } from '../app-env.ts'
import type { ImageSize } from './image-sizes.ts'
import { placeholderImagePng } from './placeholder-image.ts'

// Drawn images as the edge keeps them: each drawn once per data center and host, then served from the Workers Cache
// API (as worker/edge-cache/ keeps pages); a draw waits its turn behind a few at once per isolate. The response says
// which: x-image-cache HIT (from the cache) or MISS (drawn now). Not x-edge-cache: the page cache's middleware writes
// that header on every answer of a path it does not cache, this one included.

/** Browsers and the edge keep an image a year: the same id and size draw the same bytes in every deploy. */
const imageCacheControl = 'public, max-age=31536000, immutable'

/**
 * Draws at once per isolate. One isolate runs one JS thread: a second draw uses the time the first waits on its
 * compressor; more would only hold more buffers (and compressors) at once, while the others wait holding nothing.
 */
const drawLimit = 2
/** When each draw running in this isolate began. */
const drawsRunning = new Set<{ startedAt: number }>()
/** A draw takes well under a second: one running this long belongs to a request cut off mid-draw, its turn lost. */
const lostDrawMs = 10_000
/** How often a waiting request looks for a free turn. */
const waitStepMs = 10
/** The most draws that ran at once in this isolate: what test/worker/security/image-memory.test.ts checks. */
let mostDrawing = 0

export const mostDrawsAtOnce = () => mostDrawing

/**
 * Runs `draw` when fewer than drawLimit run. A waiting request looks again every few milliseconds rather than being
 * woken by the draw that ends: Workers forbid one request to settle a promise another is waiting on.
 */
async function inTurn<T>(c: Context<AppEnv>, draw: () => Promise<T>): Promise<T> {
  for (;;) {
    for (const run of drawsRunning) if (Date.now() - run.startedAt > lostDrawMs) drawsRunning.delete(run)
    if (drawsRunning.size < drawLimit) break
    await new Promise((resume) => setTimeout(resume, waitStepMs))
  }
  const run = { startedAt: Date.now() }
  drawsRunning.add(run)
  mostDrawing = Math.max(mostDrawing, drawsRunning.size)
  const drawn = draw().finally(() => drawsRunning.delete(run))
  finishEvenIfLeft(c, drawn)
  return drawn
}

/**
 * Keeps the request's work going after its visitor has gone (waitUntil), so a draw ends and gives its turn back. No
 * execution context where Hono runs without one (Node, in the unit tests): nothing to keep alive there.
 */
function finishEvenIfLeft(c: Context<AppEnv>, work: Promise<unknown>) {
  const kept = work.catch(() => {})
  try {
    c.executionCtx.waitUntil(kept)
  } catch {
    // Hono's getter throws where there is no execution context.
  }
}

/** Workers' cache of this data center; none where there is no Cache API (Node, which the unit tests run in). */
export const edgeStore = (): Cache | null =>
  typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default

/** An image as the edge stores it and serves it: its type, kept a year, and whether it came from the cache. */
export const imageResponse = (
  body: BodyInit | null,
  init: ResponseInit,
  type: string,
  imageCache: 'HIT' | 'MISS' | null,
) => {
  const response = new Response(body, init)
  response.headers.set('content-type', type)
  response.headers.set('cache-control', imageCacheControl)
  if (imageCache) response.headers.set('x-image-cache', imageCache)
  return response
}
const pngResponse = (body: BodyInit | null, init: ResponseInit, imageCache: 'HIT' | 'MISS' | null) =>
  imageResponse(body, init, 'image/png', imageCache)

/** The host and the image's own path: neither a query nor another spelling of the id ('007') makes a copy of its own. */
export const imageCacheKey = (c: Context<AppEnv>, documentId: number, size: ImageSize) =>
  new Request(new URL(imagePath(documentId, size), c.req.url))

/** The image of a document at a served size: the edge's copy, else drawn (in turn) and stored. */
export async function drawnImage(c: Context<AppEnv>, documentId: number, size: ImageSize): Promise<Response> {
  const key = imageCacheKey(c, documentId, size)
  const store = edgeStore()
  const stored = await store?.match(key)
  if (stored) return pngResponse(stored.body, stored, 'HIT')
  return inTurn(c, async () => {
    // Drawn meanwhile by a request this one waited behind.
    const drawnMeanwhile = await store?.match(key)
    if (drawnMeanwhile) return pngResponse(drawnMeanwhile.body, drawnMeanwhile, 'HIT')
    const { bytes } = await placeholderImagePng(documentId, size.width, size.height)
    // Stored before the turn ends, so the requests queued for this image find it rather than draw it again.
    // A copy that cannot be stored is no reason to fail the image: the cache is a saving.
    await store?.put(key, pngResponse(bytes, {}, null)).catch(() => {})
    return pngResponse(bytes, {}, 'MISS')
  })
}
