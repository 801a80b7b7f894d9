import { fetchAsBrand } from '../support/local-server.ts'
import type { BudgetResult } from './report.ts'

// The sitemap budget: a child of 50,000 listing URLs generated uncached in at most 1 s, at the bench's 1,000,000
// listings. Timed through HTTP against the deploy bundle (test/support/bundled-server.ts), from the request to the last byte. The
// child is the last full one of the main land site (its first listing is found past all the others': the most
// reading of any child), asked for with a query no one asked before, so no cache can answer it.

const sitemapBudgets = { childMs: 1000, childUrls: 50_000 }

export interface SitemapBench {
  index: { ms: number; children: number }
  child: { path: string; status: number; urls: number; bytes: number; ms: number; edgeCache: string | null }
  budgets: BudgetResult[]
}

async function timed(port: number, path: string) {
  const started = performance.now()
  const response = await fetchAsBrand(port, 'land', path)
  const text = await response.text()
  return { response, text, ms: Math.round(performance.now() - started) }
}

export async function measureSitemapChild(port: number): Promise<SitemapBench> {
  const index = await timed(port, '/sitemap.xml')
  const listingChildren = [...index.text.matchAll(/<loc>[^<]*(\/sitemaps\/listings-\d+\.xml)<\/loc>/g)].map(
    (m) => m[1]!,
  )
  // Every listing child but the last holds a full 50,000 URLs (a database too small for two has none that full).
  const full = listingChildren.length > 1
  const path = listingChildren.at(full ? -2 : -1) ?? '/sitemaps/listings-1.xml'
  const child = await timed(port, `${path}?uncached=${Date.now()}`)
  const urls = child.text.split('<url>').length - 1
  const edgeCache = child.response.headers.get('x-edge-cache')
  return {
    index: { ms: index.ms, children: index.text.split('<sitemap>').length - 1 },
    child: { path, status: child.response.status, urls, bytes: child.text.length, ms: child.ms, edgeCache },
    budgets: [
      {
        name: `a child of ${urls} listing URLs, uncached, ≤ ${sitemapBudgets.childMs} ms`,
        pass:
          child.response.status === 200 &&
          (!full || urls === sitemapBudgets.childUrls) &&
          child.ms <= sitemapBudgets.childMs &&
          edgeCache !== 'HIT' &&
          edgeCache !== 'STALE',
      },
    ],
  }
}

export function printSitemapReport(bench: SitemapBench): void {
  const { index, child } = bench
  console.log(`\n=== Sitemap bench (main land site) ===`)
  console.log(`  /sitemap.xml: ${index.children} children in ${index.ms} ms`)
  console.log(
    `  ${child.path}: ${child.status}, ${child.urls} URLs, ${(child.bytes / 1024 / 1024).toFixed(1)} MB in ${child.ms} ms` +
      (child.edgeCache ? ` (x-edge-cache: ${child.edgeCache})` : ''),
  )
  for (const budget of bench.budgets) console.log(`  ${budget.pass ? 'PASS' : 'FAIL'}  ${budget.name}`)
}
