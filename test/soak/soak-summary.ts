import type { LoadResult } from './load-run.ts'
import type { FuzzRow } from './soak-fuzz.ts'
import { allLatencies, heapMb, mb, type HeapFigures, type MemoryFigures } from './soak-report.ts'
import { count, percentile, textTable } from './text-table.ts'
import type { WriteAccount } from './write-kind.ts'

// What the soak found, judged: every failure on a line of its own, and the summary table to paste into a note.

export interface SoakOutcome {
  listings: number
  connections: number
  durationSeconds: number
  fuzz: readonly FuzzRow[]
  load: LoadResult
  writes: readonly WriteAccount[]
  memory: readonly MemoryFigures[]
  heap: HeapFigures
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

/**
 * How much more live JavaScript the worker may hold at the end than after start-up (issue 28): what a request takes
 * is given back, so a heap that ends well above where it began is a leak or an unbounded cache of ours. Judged on the
 * live heap after a full collection (worker-heap.ts), not the workerd's RSS, which local workerd grows with every
 * request whatever the worker runs.
 */
const workerHeapGrowthBudgetBytes = 100 * 1024 * 1024

const heapOverBudget = (heap: HeapFigures) =>
  heap.start === undefined || heap.end === undefined || heap.end - heap.start > workerHeapGrowthBudgetBytes

/** Answers with a status of 500 or more during the load. */
const serverErrors = (load: LoadResult) =>
  sum(
    [...load.kinds.values()].flatMap((kind) =>
      [...kind.statuses].filter(([status]) => status >= 500).map(([, n]) => n),
    ),
  )

export function failuresOf(outcome: SoakOutcome): string[] {
  const failures: string[] = []
  for (const { brand, report } of outcome.fuzz) {
    if (report.failures.length)
      failures.push(`fuzz ${brand}: ${report.failures.length} of ${report.outcomes.length} failed`)
  }
  for (const kind of outcome.load.kinds.values()) {
    if (kind.failed) failures.push(`${kind.row}: ${kind.failed} without an answer`)
    if (kind.unexpected) failures.push(`${kind.row}: ${kind.unexpected} unexpected statuses`)
    if (kind.leaks) failures.push(`${kind.row}: ${kind.leaks} answers leaking internals`)
  }
  const { errors, timeouts } = outcome.load.autocannon
  if (errors) failures.push(`load: autocannon counted ${errors} errors (${timeouts} timeouts)`)
  for (const write of outcome.writes)
    for (const problem of write.problems) failures.push(`writes ${write.name}: ${problem}`)
  if (heapOverBudget(outcome.heap)) {
    failures.push(
      `memory: the worker's live heap went from ${heapMb(outcome.heap.start)} to ${heapMb(outcome.heap.end)}, ` +
        `more than ${heapMb(workerHeapGrowthBudgetBytes)} up (or the inspector did not say)`,
    )
  }
  return failures
}

export function printSummary(outcome: SoakOutcome, failures: readonly string[]): void {
  const { load } = outcome
  const kinds = [...load.kinds.values()]
  const latencies = allLatencies(load)
  const verdict = (bad: boolean) => (bad ? 'FAIL' : 'PASS')
  const answered = sum(kinds.map((kind) => kind.answered))
  const loggedIn = sum(kinds.filter((kind) => kind.loggedIn).map((kind) => kind.answered))
  const failed = sum(kinds.map((kind) => kind.failed))
  const unexpected = sum(kinds.map((kind) => kind.unexpected))
  const leaks = sum(kinds.map((kind) => kind.leaks))
  const rows: string[][] = [
    ...outcome.fuzz.map(({ brand, report }) => [
      `fuzz ${brand}`,
      `${count(report.outcomes.length)} malformed requests in ${(report.ms / 1000).toFixed(0)} s, ${count(report.failures.length)} failed`,
      verdict(report.failures.length > 0),
    ]),
    [
      'load',
      `${outcome.connections} connections × ${outcome.durationSeconds} s, 3 brands, ${kinds.length} request kinds: ` +
        `${count(answered)} answers, ${load.requestsPerSecond.toFixed(0)} req/s, ${count(loggedIn)} logged in`,
      '',
    ],
    [
      'latency',
      `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p90 ${percentile(latencies, 0.9).toFixed(1)} ms, ` +
        `p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
      '',
    ],
    [
      'errors',
      `${failed} without an answer, ${unexpected} unexpected statuses (${serverErrors(load)} 5xx), ${leaks} leaks`,
      verdict(failed + unexpected + leaks + load.autocannon.errors > 0),
    ],
    ...outcome.writes.map((write) => [
      `writes: ${write.name}`,
      `sent ${count(write.sent)}, answered 2xx ${count(write.answered)}, stored ${count(write.stored)}`,
      verdict(write.problems.length > 0),
    ]),
    ...outcome.memory.map((m) => [
      `${m.role} workerd RSS`,
      `start ${mb(m.startKb)}, load start ${mb(m.loadStartKb)}, peak ${mb(m.peakKb)}, end ${mb(m.endKb)}`,
      '',
    ]),
    [
      'worker live JS heap',
      `start ${heapMb(outcome.heap.start)}, load start ${heapMb(outcome.heap.loadStart)}, end ${heapMb(outcome.heap.end)} ` +
        `(budget: end ≤ start + ${heapMb(workerHeapGrowthBudgetBytes)})`,
      verdict(heapOverBudget(outcome.heap)),
    ],
  ]
  console.log(`\nSoak of the production build on ${count(outcome.listings)} listings, ${new Date().toISOString()}\n`)
  console.log(textTable(['part', 'figures', 'result'], rows))
  console.log(failures.length ? `\nFAIL:\n${failures.map((line) => `- ${line}`).join('\n')}` : '\nPASS: nothing failed')
}
