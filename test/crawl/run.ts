import { parseArgs } from 'node:util'
import { brandIds } from '../../brands/brand-registry.ts'
import { buildClient, positiveInt, step } from '../support/production-server.ts'
import { startLocalServer } from '../support/local-server.ts'
import { crawlSitemaps, type CrawlReport } from '../support/sitemap-crawler.ts'
import { sitemapSchemaProblems } from '../support/sitemap-xsd.ts'

// `npm run crawl`: a crawler's visit to every brand on the production build over a seeded D1 (50,000 listings, the
// bench's database): robots.txt, the sitemap index and every child validated against the sitemaps.org schemas, then
// 500 of their URLs a brand requested, spread over every kind of page. Prints a table and every problem; exits 1 on
// any (a schema error, a URL off the brand's origin or listed twice, a child over the limits, an answer not 200).
//
// Options: --listings N (50000)  --sample N (500 a brand)  --concurrency N (4)  --no-build

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '50000' },
    sample: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '4' },
    'no-build': { type: 'boolean', default: false },
  },
})
const listings = positiveInt('listings', args.listings)
const sample = positiveInt('sample', args.sample)
const concurrency = positiveInt('concurrency', args.concurrency)

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * values.length) - 1)] ?? 0

function printTable(reports: [string, CrawlReport][]): void {
  const header = [
    'brand',
    'children',
    'pages',
    'places',
    'sellers',
    'listings',
    'sitemaps',
    'second fetch HIT',
    'sampled',
    'not 200',
    'p50',
    'p95',
    'sample',
  ]
  const rows = reports.map(([brand, report]) => {
    const times = report.sampled.map((page) => page.ms)
    return [
      brand,
      String(report.children.length),
      ...['pages', 'places', 'sellers', 'listings'].map((kind) => String(report.kinds[kind]?.urls ?? 0)),
      seconds(report.ms.sitemaps),
      `${report.secondFetches.filter((fetched) => fetched.edgeCache === 'HIT').length}/${report.secondFetches.length}`,
      String(report.sampled.length),
      String(report.sampled.filter((page) => page.status !== 200).length),
      `${percentile(times, 0.5).toFixed(0)} ms`,
      `${percentile(times, 0.95).toFixed(0)} ms`,
      seconds(report.ms.sample),
    ]
  })
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ')
  console.log(['', line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n'))
}

async function main(): Promise<number> {
  if (!args['no-build']) buildClient()
  step(`local server: migrate, seed ${listings} listings (skipped when already seeded), wrangler dev, production build`)
  const server = await startLocalServer({ listings, production: true })
  const reports: [string, CrawlReport][] = []
  try {
    for (const brand of brandIds) {
      step(`${brand}: robots.txt, sitemap index, every child (schema-checked), ${sample} URLs`)
      const report = await crawlSitemaps({
        fetch: (path) => server.fetch(brand, path),
        origin: new URL(server.url(brand)).origin,
        sample,
        concurrency,
        validate: sitemapSchemaProblems,
      })
      reports.push([brand, report])
    }
  } finally {
    await server.stop()
  }
  printTable(reports)
  const problems = reports.flatMap(([brand, report]) => report.problems.map((problem) => `${brand}: ${problem}`))
  for (const problem of problems.slice(0, 100)) console.log(`  FAILED ${problem}`)
  console.log(problems.length ? `\nFAIL: ${problems.length} problems` : '\nEvery sitemap valid, every sampled URL 200')
  return problems.length ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)
