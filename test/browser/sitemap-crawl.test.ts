import { describe, expect, it } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { brandUrl, fetchAsBrand } from '../support/local-server.ts'
import { crawlSitemaps } from '../support/sitemap-crawler.ts'
import { sitemapSchemaProblems } from '../support/sitemap-xsd.ts'
import { testServerPort } from '../support/test-server.ts'

// A crawler's visit to each brand through the browser tests' server (the worker's bundle on its seeded D1): robots.txt, the
// sitemap index and every child, each validated against the sitemaps.org schemas by libxml2 (which runs in Node, not
// in workerd) and fetched a second time from the edge cache, then a sample of the URLs requested, spread over every
// kind of page. `npm run crawl` does the same with 500 URLs a brand on the production build.

const port = testServerPort()

/**
 * URLs requested per brand here, 6 of each kind: test/worker/sitemaps.test.ts requests 60 a brand in workerd, and
 * `npm run crawl` 500 on the production build.
 */
const sampleSize = 24

describe.each(brandIds)('%s', (id) => {
  it(`robots.txt, the index and every child are valid sitemaps, cached, and ${sampleSize} of their URLs answer 200`, async () => {
    const report = await crawlSitemaps({
      fetch: (path) => fetchAsBrand(port, id, path),
      origin: new URL(brandUrl(port, id)).origin,
      sample: sampleSize,
      validate: sitemapSchemaProblems,
    })
    expect(report.problems).toEqual([])
    expect(Object.keys(report.kinds)).toEqual(['pages', 'places', 'sellers', 'listings'])
    expect(report.sampled.length).toBe(sampleSize)
    expect(new Set(report.sampled.map((page) => page.kind)).size).toBe(4)
    expect(report.secondFetches.length).toBe(report.children.length + 2)
  }, 120_000)
})
