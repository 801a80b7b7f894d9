import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { chromiumPath } from './ensure-chromium.ts'

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export interface LaunchedChromium {
  context: BrowserContext
  /** Closes the browser and deletes its throw-away profile. Safe to call twice. */
  close(): Promise<void>
}

/** A context's window unless its options give another. */
const defaultViewport = { width: 1280, height: 900 }

/**
 * Playwright's 30 s for a page to load, and its waits' limits, as long as the test limits a slow host needs
 * (vitest.config.ts): a page the host takes 35 s to serve is slow, not broken. A page that never comes still fails.
 */
function withHostLimits(context: BrowserContext): BrowserContext {
  context.setDefaultNavigationTimeout(90_000)
  context.setDefaultTimeout(60_000)
  return context
}

/**
 * Debian's chromium, no context of its own: contexts are opened in it with `newContext` (each a fresh profile in
 * memory). playwright gives the browser a temp user-data-dir of its own and closes it when this process ends.
 */
export function launchBrowser(): Promise<Browser> {
  // playwright's own headless flag would add the old --headless; ours asks for the new one.
  return chromium.launch({ executablePath: chromiumPath, headless: false, args: chromiumArgs })
}

/** A fresh context in `browser`, at the window size and limits of launchChromium's. */
export async function newTestContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return withHostLimits(await browser.newContext({ viewport: defaultViewport, ...options }))
}

/** Debian's chromium with a fresh profile (a temp user-data-dir) per launch. */
export async function launchChromium(options: BrowserContextOptions = {}): Promise<LaunchedChromium> {
  const profile = await mkdtemp(join(tmpdir(), 'chromium-profile-'))
  let context: BrowserContext
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      headless: false,
      args: chromiumArgs,
      viewport: defaultViewport,
      ...options,
    })
  } catch (error) {
    await rm(profile, { recursive: true, force: true })
    throw error
  }
  withHostLimits(context)
  let closed = false
  return {
    context,
    async close() {
      if (closed) return
      closed = true
      await context.close().catch(() => {})
      await rm(profile, { recursive: true, force: true, maxRetries: 3 })
    },
  }
}

/**
 * Collects a page's console errors and uncaught exceptions (pageerror) from now on. A CSP violation, a
 * hydration mismatch or a failed subresource all show up here as console errors.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const { url, lineNumber } = message.location()
    errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`))
  return errors
}

/** Waits for the client's mark that the page is hydrated and answers input (set by the root route). */
export async function waitForHydration(page: Page, timeoutMs = 60_000): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: timeoutMs })
}

/**
 * Chromium reports a document's own error status as a console error ('… status of 404 …' naming the URL): expected
 * on a page that must answer that status, so a check of console errors leaves exactly that line out.
 */
export function isOwnStatusError(line: string, status: number, path: string): boolean {
  return status !== 200 && line.includes(`status of ${status}`) && line.includes(path.split('?')[0]!)
}
