import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChunkLoadError, chunkLoadError } from '../../web/site/chunk-load.ts'
import { chunkLoadTimeoutMs, chunkWithTimeout } from '../../web/site/chunk-timeout.ts'

// A page chunk that does not arrive (spec §8): the spec's text, the failure's kind and the address asked for.

afterEach(() => void vi.useRealTimers())

describe('chunk load failures', () => {
  it('a script chunk the browser could not fetch names the chunk and its address', () => {
    const url = 'https://land.example/assets/home-page-D3x9.js'
    const error = chunkLoadError(new TypeError(`Failed to fetch dynamically imported module: ${url}`), 'HomePage')
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect(error).toMatchObject({
      message: `Loading chunk home-page-D3x9 failed.\n(missing: ${url})`,
      chunkId: 'home-page-D3x9',
      failure: 'missing',
      request: url,
    })
  })

  it('a stylesheet chunk Vite could not preload has the CSS text and the code CSS_CHUNK_LOAD_FAILED', () => {
    const error = chunkLoadError(new Error('Unable to preload CSS for /assets/search-map-9aF.css'), 'map')
    expect(error).toMatchObject({
      message: 'Loading CSS chunk search-map-9aF failed.\n(error: /assets/search-map-9aF.css)',
      code: 'CSS_CHUNK_LOAD_FAILED',
    })
  })

  it('any other error is left as it was', () => {
    const error = new RangeError('bad')
    expect(chunkLoadError(error, 'x')).toBe(error)
    expect(chunkLoadError('text', 'x')).toBe('text')
  })

  it('a chunk still pending after two minutes fails as a timeout, not before', async () => {
    vi.useFakeTimers()
    const settled = vi.fn()
    const load = chunkWithTimeout(() => new Promise<never>(() => {}), 'SearchPage')
    const result = load().then(settled, (error: unknown) => settled(error))
    await vi.advanceTimersByTimeAsync(chunkLoadTimeoutMs - 1)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await result
    expect(settled.mock.calls[0]![0]).toMatchObject({
      message: 'Loading chunk SearchPage failed.\n(timeout: SearchPage)',
    })
    expect(chunkLoadTimeoutMs).toBe(120_000)
  })

  it('a chunk that fails before the limit fails as the browser said, for the router to recognise', async () => {
    const missing = new TypeError('Failed to fetch dynamically imported module: /assets/x.js')
    await expect(chunkWithTimeout(() => Promise.reject(missing), 'X')()).rejects.toBe(missing)
  })

  it('a chunk that loads in time resolves with its module and leaves no timer behind', async () => {
    vi.useFakeTimers()
    const module = { Page: 'page' }
    await expect(chunkWithTimeout(() => Promise.resolve(module), 'Page')()).resolves.toBe(module)
    expect(vi.getTimerCount()).toBe(0)
  })
})
