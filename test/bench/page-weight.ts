import { gzipSync } from 'node:zlib'
import type { Response as PlaywrightResponse } from 'playwright-core'
import { launchChromium, waitForHydration } from '../support/chromium.ts'

// What a visitor downloads before the page answers input: every script and stylesheet whose response had
// finished when the client marked html[data-hydrated="true"], each gzipped at level 9 (what a CDN would
// send at best), summed per kind.

interface AssetFile {
  url: string
  kind: 'js' | 'css'
  rawBytes: number
  gzipBytes: number
}

export interface AssetTotals {
  rawBytes: number
  gzipBytes: number
  files: AssetFile[]
}

export interface PageWeight {
  js: AssetTotals
  css: AssetTotals
  /** Milliseconds from navigation start to the hydrated mark (one cold load, for orientation only). */
  hydratedAtMs: number
  /** Scripts and stylesheets that arrived after hydration (lazy chunks): not counted, listed for information. */
  afterHydration: string[]
}

export function gzipSize(body: Uint8Array | string): number {
  return gzipSync(body, { level: 9 }).length
}

function kindOf(response: PlaywrightResponse): 'js' | 'css' | undefined {
  const type = (response.headers()['content-type'] ?? '').toLowerCase()
  const resourceType = response.request().resourceType()
  if (type.includes('javascript') || type.includes('ecmascript') || resourceType === 'script') return 'js'
  if (type.includes('text/css') || resourceType === 'stylesheet') return 'css'
  return undefined
}

// Runs in the page before its own scripts: note the moment the client sets data-hydrated="true".
const markHydration = `(() => {
  const observer = new MutationObserver(() => {
    if (document.documentElement?.dataset.hydrated === 'true' && window.__hydratedAt === undefined) {
      window.__hydratedAt = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
})()`

/** Loads `url` in a fresh chromium profile (cold cache) and measures the JS and CSS loaded before hydration. */
export async function measurePageWeight(url: string): Promise<PageWeight> {
  const browser = await launchChromium()
  try {
    const page = await browser.context.newPage()
    await page.addInitScript(markHydration)
    const bodies = new Map<string, { kind: 'js' | 'css'; body: Promise<Buffer | undefined> }>()
    page.on('response', (response) => {
      const kind = kindOf(response)
      if (!kind || response.status() !== 200) return
      bodies.set(response.url(), { kind, body: response.body().catch(() => undefined) })
    })
    const navigation = await page.goto(url, { waitUntil: 'domcontentloaded' })
    if (navigation?.status() !== 200) throw new Error(`${url} answered ${navigation?.status()}`)
    await waitForHydration(page, 60_000)
    await page.waitForFunction(() => (window as unknown as { __hydratedAt?: number }).__hydratedAt !== undefined)
    const timing = await page.evaluate(() => ({
      hydratedAt: (window as unknown as { __hydratedAt: number }).__hydratedAt,
      // The stylesheet travels inside the page (<style>): it counts as CSS the page loads, like a linked file.
      inlineStyles: [...document.querySelectorAll('style')].map((style) => style.textContent ?? ''),
      entries: performance
        .getEntriesByType('resource')
        .map((entry) => ({ name: entry.name, responseEnd: (entry as PerformanceResourceTiming).responseEnd })),
    }))
    const finishedBefore = new Set(
      timing.entries.filter((e) => e.responseEnd > 0 && e.responseEnd <= timing.hydratedAt).map((e) => e.name),
    )
    const totals = { js: emptyTotals(), css: emptyTotals() }
    const afterHydration: string[] = []
    for (const [fileUrl, { kind, body }] of bodies) {
      if (!finishedBefore.has(fileUrl)) {
        afterHydration.push(fileUrl)
        continue
      }
      const bytes = await body
      if (!bytes) throw new Error(`could not read the body of ${fileUrl}`)
      const file: AssetFile = {
        url: new URL(fileUrl).pathname,
        kind,
        rawBytes: bytes.length,
        gzipBytes: gzipSize(bytes),
      }
      totals[kind].files.push(file)
      totals[kind].rawBytes += file.rawBytes
      totals[kind].gzipBytes += file.gzipBytes
    }
    timing.inlineStyles.forEach((css, index) => {
      const bytes = Buffer.from(css)
      const file: AssetFile = {
        url: `<style> ${index + 1} in the page`,
        kind: 'css',
        rawBytes: bytes.length,
        gzipBytes: gzipSize(bytes),
      }
      totals.css.files.push(file)
      totals.css.rawBytes += file.rawBytes
      totals.css.gzipBytes += file.gzipBytes
    })
    for (const kind of ['js', 'css'] as const) totals[kind].files.sort((a, b) => b.gzipBytes - a.gzipBytes)
    return { ...totals, hydratedAtMs: Math.round(timing.hydratedAt), afterHydration }
  } finally {
    await browser.close()
  }
}

function emptyTotals(): AssetTotals {
  return { rawBytes: 0, gzipBytes: 0, files: [] }
}
