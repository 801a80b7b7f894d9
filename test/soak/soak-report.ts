import { formatFailures, statusSummary } from '../fuzz/fuzzer.ts'
import type { KindResult, LoadResult } from './load-run.ts'
import type { FuzzRow } from './soak-fuzz.ts'
import { count, percentile, textTable } from './text-table.ts'
import type { MemorySeries } from './worker-memory.ts'
import type { WriteAccount } from './write-kind.ts'

// The soak's tables (fuzz per brand, load per kind, writes, the worker's memory), what failed, and the summary.

const ms = (value: number) => `${value.toFixed(1)} ms`
export const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`

export function printFuzz(rows: readonly FuzzRow[]): void {
  console.log(
    textTable(
      ['brand', 'seed', 'requests', 'seconds', 'failed', 'statuses'],
      rows.map(({ brand, seed, report }) => [
        brand,
        String(seed),
        count(report.outcomes.length),
        (report.ms / 1000).toFixed(1),
        count(report.failures.length),
        statusSummary(report.outcomes),
      ]),
    ),
  )
  for (const { brand, seed, report } of rows) {
    if (report.failures.length) console.log(`\n${formatFailures(report, `HTTP fuzz of ${brand} (seed ${seed})`)}`)
  }
}

const statuses = (result: KindResult) =>
  [...result.statuses]
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => `${status}×${n}`)
    .join(' ')

export function allLatencies(load: LoadResult): number[] {
  return [...load.kinds.values()].flatMap((result) => result.latenciesMs)
}

export function printLoad(load: LoadResult): void {
  const kinds = [...load.kinds.values()].sort((a, b) => a.row.localeCompare(b.row))
  console.log(
    textTable(
      ['request kind', 'answered', 'failed', 'unexpected', 'leaks', 'p50', 'p99', 'statuses'],
      kinds.map((result) => [
        result.row,
        count(result.answered),
        count(result.failed),
        count(result.unexpected),
        count(result.leaks),
        ms(percentile(result.latenciesMs, 0.5)),
        ms(percentile(result.latenciesMs, 0.99)),
        statuses(result),
      ]),
    ),
  )
  for (const result of kinds) {
    if (result.examples.length)
      console.log(`\n${result.row}:\n${result.examples.map((line) => `  - ${line}`).join('\n')}`)
  }
  const latencies = allLatencies(load)
  console.log(
    `\n${count(latencies.length)} answers in ${load.seconds.toFixed(1)} s, ${load.requestsPerSecond.toFixed(0)} requests/s; ` +
      `latency p50 ${ms(percentile(latencies, 0.5))}, p90 ${ms(percentile(latencies, 0.9))}, ` +
      `p99 ${ms(percentile(latencies, 0.99))}, max ${ms(Math.max(0, ...latencies))}; autocannon counted ` +
      `${load.autocannon.errors} errors (${load.autocannon.timeouts} timeouts); ${load.inFlightAtStop.length} requests ` +
      'still out when it stopped (not counted)',
  )
}

export function printWrites(accounts: readonly WriteAccount[]): void {
  for (const { name, sent, answered, stored, problems } of accounts) {
    console.log(
      `writes: ${name} sent ${sent}, answered 2xx ${answered}, stored ${stored}${problems.length ? ` — ${problems.join('; ')}` : ''}`,
    )
  }
}

export interface MemoryFigures {
  pid: number
  role: MemorySeries['role']
  startKb: number
  loadStartKb: number
  peakKb: number
  endKb: number
}

/** The worker's V8 heap in use (worker-heap.ts) at the start, at the start of the load and at the end, in bytes. */
export interface HeapFigures {
  start: number | undefined
  loadStart: number | undefined
  end: number | undefined
}

/** Start, at the start of the load, peak and end of each workerd's RSS. */
export function memoryFigures(series: readonly MemorySeries[], loadStart: number): MemoryFigures[] {
  return series
    .filter((entry) => entry.samples.length)
    .map(({ pid, role, samples }) => ({
      pid,
      role,
      startKb: samples[0]![1],
      loadStartKb: (samples.find(([at]) => at >= loadStart) ?? samples.at(-1)!)[1],
      peakKb: Math.max(...samples.map(([, kb]) => kb)),
      endKb: samples.at(-1)![1],
    }))
}

export const heapMb = (bytes: number | undefined) => (bytes === undefined ? 'n/a' : mb(bytes / 1024))

export function printMemory(figures: readonly MemoryFigures[], heap: HeapFigures, sampleCount: number): void {
  console.log(
    textTable(
      ['memory', 'start', 'load start', 'peak', 'end'],
      [
        ...figures.map((m) => [
          `workerd ${m.pid} (${m.role}) RSS`,
          mb(m.startKb),
          mb(m.loadStartKb),
          mb(m.peakKb),
          mb(m.endKb),
        ]),
        ['the worker’s live JS heap', heapMb(heap.start), heapMb(heap.loadStart), '', heapMb(heap.end)],
      ],
    ),
  )
  console.log(
    `(RSS from /proc/<pid>/status, ${sampleCount} samples a second apart; the heap from the inspector's Runtime.getHeapUsage)`,
  )
}
