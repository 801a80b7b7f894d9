import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { brandIds } from '../../brands/brand-registry.ts'
import { defaultSeed, fuzzSettings } from '../fuzz/fuzzer.ts'
import { buildClient, positiveInt, step } from '../support/production-server.ts'
import { fetchAsBrand, projectRoot, startLocalServer } from '../support/local-server.ts'
import { declaredApiCallsInNode } from './declared-calls.ts'
import { likeWrites } from './like-writes.ts'
import { readKinds } from './load-kinds.ts'
import { loadMix } from './load-mix.ts'
import { runLoad } from './load-run.ts'
import { savedSearchWrites } from './saved-search-writes.ts'
import { sellerListingWrites } from './seller-listing-writes.ts'
import { logInEveryone } from './sessions.ts'
import { readSiteData } from './site-data.ts'
import { fuzzBrands } from './soak-fuzz.ts'
import { memoryFigures, printFuzz, printLoad, printMemory, printWrites, type HeapFigures } from './soak-report.ts'
import { failuresOf, printSummary } from './soak-summary.ts'
import { workerHeapUsed } from './worker-heap.ts'
import { sampleWorkerMemory } from './worker-memory.ts'
import type { WriteAccount } from './write-kind.ts'

// `npm run soak`: the production build (as the bench serves it) on the bench's seeded D1, first attacked by the HTTP
// fuzzer at scale, then loaded with autocannon: pages and API calls of all three brands, a share of them logged in
// as the seed's buyers, with writes among them (likes, saved searches, leads, listing views) that are read back
// afterwards, each accounted for. Prints a table per part and a summary; exits 1 on any 5xx, leak, unanswered
// request, unexpected status or write not stored as answered. The workerd's RSS is sampled every second throughout.
//
// Options: --listings N (50000)  --fuzz-count N (10000 a brand)  --seed S (the fuzzer's)  --duration S (60)
//          --connections N (64)  --buyers N (8)  --no-build (serve dist/client as it is)

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '50000' },
    'fuzz-count': { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(defaultSeed) },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '64' },
    buyers: { type: 'string', default: '8' },
    'no-build': { type: 'boolean', default: false },
  },
})
const listings = positiveInt('listings', args.listings)
const fuzzCount = positiveInt('fuzz-count', args['fuzz-count'])
const seed = Number(args.seed)
if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be an integer, got ${args.seed}`)
const durationSeconds = positiveInt('duration', args.duration)
const connections = positiveInt('connections', args.connections)
const buyerCount = positiveInt('buyers', args.buyers)

/** The share of reads sent as a logged-in buyer (past the edge cache, with the account's queries). */
const loggedInShare = 0.25
/** Pages of the whole-country search read per brand for the load's listings, sellers and places (25 a page). */
const searchPages = 20
/** Writes stop this long before the load does, so the load need not run on long for the last ones' answers. */
const quietSeconds = Math.min(5, durationSeconds / 5)

/** This run's client addresses: an IPv6 documentation prefix (RFC 3849) of its own, so no limit counts another run. */
const runId = Date.now().toString(36)
const runGroup = (Date.now() & 0xffff).toString(16)
const address = (purpose: number) => (n: number) => `2001:db8:${purpose}:${runGroup}::${n.toString(16)}`
/**
 * A listing view's visitor, a /64 of its own (the worker counts an IPv6 visitor by its /64, and a visitor's view of a
 * listing once a day): 65,536 views a run before one repeats, more than a 60 s load sends.
 */
const viewAddress = (n: number) => `2001:db8:${runGroup}:${(n & 0xffff).toString(16)}::${(n >>> 16).toString(16)}`

async function main(): Promise<number> {
  if (!args['no-build']) buildClient()
  else if (!existsSync(join(projectRoot, 'dist/client'))) throw new Error('--no-build, but dist/client is missing')
  step(`local server: migrate, seed ${listings} listings (skipped when already seeded), wrangler dev, production build`)
  // The production build, with the local mailbox standing in for the mail provider a deploy sets (no mail leaves this
  // machine): without one, a contact message is answered 503 by design (worker/api/contact-routes.ts), and the fuzzer
  // counts every 5xx. The local mailbox is refused in production, so the environment is development: that changes
  // only the mailbox, the origin of absolute links (http and the port) and search pages' robots rule (worker/config.ts).
  const server = await startLocalServer({
    listings,
    production: true,
    readyTimeoutMs: 120_000,
    vars: { ENVIRONMENT: 'development', EMAIL_PROVIDER: 'local' },
  })
  const memory = sampleWorkerMemory()
  // The worker's isolate starts with its first request, and wrangler's inspector proxy may not answer the first ask:
  // the heap at start is read once the worker has answered a request, asking again a few times.
  await (await fetchAsBrand(server.port, 'land', '/healthz')).text()
  let start: number | undefined
  for (let ask = 0; ask < 5 && start === undefined; ask++) start = await workerHeapUsed(server.inspectorPort)
  const heap: HeapFigures = { start, loadStart: undefined, end: undefined }
  try {
    const settings = fuzzSettings()
    step(`HTTP fuzz: ${fuzzCount} malformed requests per brand, seed ${seed}, ${settings.concurrency} at a time`)
    const fuzz = await fuzzBrands({
      port: server.port,
      calls: await declaredApiCallsInNode(),
      count: fuzzCount,
      seed: seed | 0,
      clientAddress: address(1)(1),
      concurrency: settings.concurrency,
      timeoutMs: settings.timeoutMs,
    })

    step(`logging in ${buyerCount} buyers and the seller; reading each brand's listings; counting what they hold`)
    const people = await logInEveryone(server.port, buyerCount, address(2))
    const sites = []
    for (const brandId of brandIds) sites.push(await readSiteData(server.port, brandId, searchPages))
    let writesClose = Infinity
    const open = () => performance.now() < writesClose
    const writes = [
      await likeWrites(server.port, people.buyers, sites, open),
      await savedSearchWrites(server.port, people.buyers, sites, runId, open),
      ...(await sellerListingWrites(server.port, people.seller, address(3), viewAddress, open)),
    ]

    step(`load: ${connections} connections × ${durationSeconds} s (writes stop ${quietSeconds} s before the end)`)
    const loadStart = memory.mark()
    heap.loadStart = await workerHeapUsed(server.inspectorPort)
    writesClose = performance.now() + (durationSeconds - quietSeconds) * 1000
    const load = await runLoad({
      port: server.port,
      host: (brandId) => server.host(brandId),
      connections,
      durationSeconds,
      choose: loadMix([...readKinds, ...writes], sites, people.buyers, loggedInShare),
    })

    step('writes: reading back what the site holds of them')
    const accounts: WriteAccount[] = []
    for (const write of writes) accounts.push(await write.account())
    for (const write of writes) {
      if (write.cleanUp) console.log(`cleaned up: ${write.name}, ${await write.cleanUp()} taken away again`)
    }
    memory.stop()
    heap.end = await workerHeapUsed(server.inspectorPort)

    step('HTTP fuzz')
    printFuzz(fuzz)
    step('load')
    printLoad(load)
    step('writes')
    printWrites(accounts)
    step("the worker's memory (workerd RSS)")
    const figures = memoryFigures(memory.series, loadStart)
    printMemory(figures, heap, memory.series[0]?.samples.length ?? 0)

    const outcome = { listings, connections, durationSeconds, fuzz, load, writes: accounts, memory: figures, heap }
    const failures = failuresOf(outcome)
    printSummary(outcome, failures)
    return failures.length ? 1 : 0
  } finally {
    memory.stop()
    await server.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)
