import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser, newTestContext } from './chromium.ts'

// Apart from chromium.ts, which the bench and Lighthouse scripts import outside vitest.

/**
 * The chromium of this vitest worker: launched by its first browser file and kept for the next ones (the browser
 * files share a worker's imports, vitest.config.ts), so a file pays for a context, not for a browser's start; a
 * browser that went away (a crash) is launched again. It ends with the worker's process.
 */
let shared: Promise<Browser> | undefined
async function workerChromium(): Promise<Browser> {
  const browser = await shared?.catch(() => undefined)
  if (browser?.isConnected()) return browser
  shared = launchBrowser()
  return shared
}

/**
 * One context for a test file, in the worker's chromium: opened before its tests with the file's options, closed
 * (its cookies, storage and pages gone) after them. The answer's `context` is the browser context to open pages in.
 */
export function chromiumForTests(options: BrowserContextOptions = {}): { readonly context: BrowserContext } {
  let context: BrowserContext | undefined
  beforeAll(async () => {
    context = await newTestContext(await workerChromium(), options)
  })
  afterAll(async () => {
    await context?.close()
  })
  return {
    get context() {
      if (!context) throw new Error('chromium is launched in beforeAll: use it inside a test')
      return context
    },
  }
}
