// A crawler's visit to one brand: robots.txt, the sitemap index it names and every child sitemap of the index, each
// checked against the sitemaps.org schema and the protocol's limits, then a sample of the URLs requested, spread
// evenly over the kinds of child (pages, places, sellers, listings) and over each kind's URLs. Every problem is
// reported, none thrown: a test asserts the list is empty, `npm run crawl` prints it.
//
// The runtime is the caller's: `fetch` reaches the brand (the worker in workerd, or a server through its Host
// header) and `validate` is a real schema validator where one runs (sitemap-xsd.ts, libxml2 in Node).

export type SitemapRoot = 'urlset' | 'sitemapindex'

export interface CrawlOptions {
  /** GET a path of the brand, as a crawler does: no redirect followed, no cookie sent. */
  fetch(path: string): Promise<Response>
  /** The brand's canonical origin: every URL of its sitemaps must be on it. */
  origin: string
  /** How many of the sitemaps' URLs to request. */
  sample: number
  /** The schema's problems with a document, none when it is valid. */
  validate?: (xml: string, root: SitemapRoot, name: string) => Promise<string[]>
  /** Requests in flight at once (default 4). */
  concurrency?: number
  /** Fetch robots.txt, the index and each child a second time: it must come from the edge cache (default true). */
  secondFetchFromCache?: boolean
}

interface SampledUrl {
  url: string
  kind: string
  status: number
  ms: number
}

export interface CrawlReport {
  sitemapIndex: string | null
  children: { path: string; kind: string; urls: number; bytes: number }[]
  /** URLs per kind of child, and how many of them carry a lastmod. */
  kinds: Record<string, { urls: number; withLastmod: number }>
  sampled: SampledUrl[]
  /** The x-edge-cache of each sitemap file fetched a second time. */
  secondFetches: { path: string; edgeCache: string | null }[]
  problems: string[]
  ms: { sitemaps: number; sample: number }
}

/** The protocol's limits (sitemaps.org): per file, URLs and uncompressed bytes. */
const protocolLimits = { urls: 50_000, bytes: 50 * 1024 * 1024 }

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]!)

interface Entry {
  loc: string
  lastmod: string | null
}

/** The entries of a sitemap or index, read after the schema has vouched for its shape. */
function entriesOf(xml: string, element: 'url' | 'sitemap'): Entry[] {
  return [...xml.matchAll(new RegExp(`<${element}>([\\s\\S]*?)</${element}>`, 'g'))].map(([, inner = '']) => ({
    loc: unescapeXml(/<loc>([^<]*)<\/loc>/.exec(inner)?.[1]?.trim() ?? ''),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(inner)?.[1]?.trim() ?? null,
  }))
}

/** The kind of a child from its file name: /sitemaps/listings-3.xml -> listings. */
const kindOf = (path: string) => /\/([a-z]+)-\d+\.xml$/.exec(path)?.[1] ?? path

/** `total` items taken from the lists in turn (a short list gives all it has), each list's picks spread over it. */
function spreadSample<T>(lists: readonly (readonly T[])[], total: number): T[] {
  const shares = lists.map(() => 0)
  let left = Math.min(
    total,
    lists.reduce((sum, list) => sum + list.length, 0),
  )
  while (left > 0)
    lists.forEach((list, index) => {
      if (left > 0 && shares[index]! < list.length) {
        shares[index]!++
        left--
      }
    })
  return lists.flatMap((list, index) =>
    Array.from({ length: shares[index]! }, (_, n) => list[Math.floor((n * list.length) / shares[index]!)]!),
  )
}

async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

export async function crawlSitemaps(options: CrawlOptions): Promise<CrawlReport> {
  const problems: string[] = []
  const started = performance.now()
  const pathOnSite = (url: string): string | null => {
    if (url.startsWith(`${options.origin}/`)) return url.slice(options.origin.length)
    problems.push(`${url} is not on ${options.origin}`)
    return null
  }
  const secondFetches: CrawlReport['secondFetches'] = []
  const read = async (path: string, root: SitemapRoot | null): Promise<string | null> => {
    const response = await options.fetch(path)
    const body = await response.text()
    if (response.status !== 200) problems.push(`${path} answered ${response.status}`)
    if (options.secondFetchFromCache !== false) {
      const again = await options.fetch(path)
      await again.arrayBuffer()
      const edgeCache = again.headers.get('x-edge-cache')
      secondFetches.push({ path, edgeCache })
      if (edgeCache !== 'HIT') problems.push(`${path} fetched again: x-edge-cache ${edgeCache}, not HIT`)
    }
    const type = response.headers.get('content-type') ?? ''
    if (root && !type.startsWith('application/xml')) problems.push(`${path} is ${type}, not application/xml`)
    if (root && options.validate)
      for (const problem of await options.validate(body, root, path)) problems.push(`${path}: ${problem}`)
    return response.status === 200 ? body : null
  }

  const robots = (await read('/robots.txt', null)) ?? ''
  const sitemapIndex = /^Sitemap:\s*(\S+)\s*$/im.exec(robots)?.[1] ?? null
  if (!sitemapIndex) problems.push('robots.txt names no sitemap')
  const indexPath = sitemapIndex && pathOnSite(sitemapIndex)
  const index = indexPath ? await read(indexPath, 'sitemapindex') : null
  const childPaths = index ? entriesOf(index, 'sitemap').flatMap(({ loc }) => pathOnSite(loc) ?? []) : []
  if (index && !childPaths.length) problems.push(`${indexPath} names no sitemap`)
  if (childPaths.length > protocolLimits.urls) problems.push(`${indexPath} names ${childPaths.length} sitemaps`)

  const children: CrawlReport['children'] = []
  const kinds: CrawlReport['kinds'] = {}
  const urlsByKind = new Map<string, string[]>()
  const seen = new Set<string>()
  for (const path of childPaths) {
    const xml = await read(path, 'urlset')
    if (xml === null) continue
    const entries = entriesOf(xml, 'url')
    const kind = kindOf(path)
    const bytes = new TextEncoder().encode(xml).length
    children.push({ path, kind, urls: entries.length, bytes })
    if (entries.length > protocolLimits.urls) problems.push(`${path} holds ${entries.length} URLs`)
    if (bytes > protocolLimits.bytes) problems.push(`${path} is ${bytes} bytes`)
    const tally = (kinds[kind] ??= { urls: 0, withLastmod: 0 })
    const urls = urlsByKind.get(kind) ?? []
    urlsByKind.set(kind, urls)
    for (const { loc, lastmod } of entries) {
      if (seen.has(loc)) problems.push(`${loc} is listed twice`)
      seen.add(loc)
      tally.urls++
      if (lastmod) tally.withLastmod++
      urls.push(loc)
    }
  }
  const sitemapsMs = performance.now() - started

  const sampleStarted = performance.now()
  const picks = spreadSample(
    [...urlsByKind].map(([kind, urls]) => urls.map((url) => ({ url, kind }))),
    options.sample,
  )
  const sampled = await mapLimited(picks, options.concurrency ?? 4, async ({ url, kind }): Promise<SampledUrl> => {
    const path = pathOnSite(url)
    const requested = performance.now()
    let status = 0
    try {
      const response = path === null ? null : await options.fetch(path)
      await response?.arrayBuffer()
      status = response?.status ?? 0
    } catch (error) {
      problems.push(`${url} (${kind}) failed: ${error instanceof Error ? error.message : String(error)}`)
    }
    return { url, kind, status, ms: performance.now() - requested }
  })
  // A status of 0: the request failed, reported above.
  for (const page of sampled)
    if (page.status && page.status !== 200) problems.push(`${page.url} (${page.kind}) answered ${page.status}`)
  return {
    sitemapIndex,
    children,
    kinds,
    sampled,
    secondFetches,
    problems,
    ms: { sitemaps: sitemapsMs, sample: performance.now() - sampleStarted },
  }
}
