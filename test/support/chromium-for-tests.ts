import type { BrowserContext, BrowserContextOptions } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchChromium, type LaunchedChromium } from './chromium.ts'

// Apart from chromium.ts, which the bench and Lighthouse scripts import outside vitest.

/**
 * One chromium for a test file: launched before its tests, closed (profile deleted) after them. The answer's
 * `context` is the browser context to open pages in.
 */
export function chromiumForTests(options: BrowserContextOptions = {}): { readonly context: BrowserContext } {
  let launched: LaunchedChromium | undefined
  beforeAll(async () => {
    launched = await launchChromium(options)
  })
  afterAll(async () => {
    await launched?.close()
  })
  return {
    get context() {
      if (!launched) throw new Error('chromium is launched in beforeAll: use it inside a test')
      return launched.context
    },
  }
}
