import { csrfHeader } from '../../web/api/account-call.ts'
import { harnessDay } from '../harness/harness-day.ts'
import type { HarnessLogin } from '../harness/harness-logins.ts'
import { checkResponse, type Problem } from './checks.ts'
import { inPool, sendRaw, type Destination, type FuzzRequest, type RawResponse } from './raw-http.ts'
import { printablePath } from './wire.ts'

// Runs a list of fuzzed requests against a server, checks every answer, and writes the failures as one report.

/** The seed when FUZZ_SEED is not set: a fixed one, so two runs send the same requests. */
export const defaultSeed = 20_250_611
/** Requests per brand when FUZZ_COUNT is not set (the `npm test` run). */
export const defaultCount = 300

export interface FuzzSettings {
  /** Requests per brand. */
  count: number
  /** fast-check seed; brand i of brandIds samples with seed + i. */
  seed: number
  concurrency: number
  /** Per request. */
  timeoutMs: number
  /**
   * The field-by-field pass's wrong types: every one on every field (FUZZ_FIELD_TYPES=all, `npm run fuzz`), or, in
   * `npm test`, a third of them on each field by turn (the turn's number), so each pair has its run every three days.
   */
  fieldTypes: 'all' | { turn: number }
}

function integerVar(env: Record<string, string | undefined>, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`)
  return value
}

/** FUZZ_COUNT, FUZZ_SEED, FUZZ_CONCURRENCY, FUZZ_TIMEOUT_MS and FUZZ_FIELD_TYPES from the environment, or the defaults. */
export function fuzzSettings(env: Record<string, string | undefined> = process.env): FuzzSettings {
  return {
    count: integerVar(env, 'FUZZ_COUNT', defaultCount, 0),
    seed: integerVar(env, 'FUZZ_SEED', defaultSeed, -(2 ** 31)) | 0,
    concurrency: integerVar(env, 'FUZZ_CONCURRENCY', 4, 1),
    timeoutMs: integerVar(env, 'FUZZ_TIMEOUT_MS', 20_000, 100),
    fieldTypes: env.FUZZ_FIELD_TYPES === 'all' ? 'all' : { turn: harnessDay },
  }
}

export interface FuzzOutcome {
  request: FuzzRequest
  response: RawResponse
  problems: Problem[]
}

export interface FuzzReport {
  destination: Destination
  outcomes: FuzzOutcome[]
  failures: FuzzOutcome[]
  ms: number
}

/** Problems of one answer, 'no response' included (a dropped connection or a timeout is a failure too). */
export function problemsOf(response: RawResponse, host: string): Problem[] {
  if (response.status === 0) return [{ kind: 'no response', detail: response.error ?? 'no answer' }]
  return checkResponse({
    status: response.status,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
    location: response.headers.location,
    host,
    headerBytes: response.headerBytes,
  })
}

/** The sessions of the people requests are sent as (FuzzRequest.as): the harness's logins, made once a run. */
export type FuzzSessions = ReadonlyMap<HarnessLogin, { cookie: string; csrfToken: string }>

/** The request as its person sends it: their cookie, and their CSRF token on anything but a GET or HEAD. */
function asSent(request: FuzzRequest, sessions: FuzzSessions | undefined): FuzzRequest {
  const session = request.as && sessions?.get(request.as)
  if (!session) return request
  const headers: Record<string, string> = { ...request.headers, cookie: session.cookie }
  if (request.method !== 'GET' && request.method !== 'HEAD') headers[csrfHeader] = session.csrfToken
  return { ...request, headers }
}

export async function fuzzServer(
  destination: Destination,
  requests: readonly FuzzRequest[],
  options: { concurrency: number; timeoutMs: number; sessions?: FuzzSessions },
): Promise<FuzzReport> {
  const started = performance.now()
  const outcomes = await inPool(requests, options.concurrency, async (request) => {
    const response = await sendRaw(destination, asSent(request, options.sessions), options.timeoutMs)
    return { request, response, problems: problemsOf(response, destination.host) }
  })
  return {
    destination,
    outcomes,
    failures: outcomes.filter((outcome) => outcome.problems.length > 0),
    ms: Math.round(performance.now() - started),
  }
}

/** 'GET http://laf.localhost:8787/api/x': the request as a report names it. */
export function requestLine(destination: Destination, request: FuzzRequest): string {
  const target = request.path.startsWith('/') ? `http://${destination.host}${request.path}` : request.path
  const body = request.body
    ? ` [${request.headers['content-type'] ?? 'no content-type'}, ${request.body.length} bytes${request.chunked ? ', chunked' : ''}: ${JSON.stringify(request.body.subarray(0, 120).toString('utf8'))}${request.body.length > 120 ? '…' : ''}]`
    : ''
  const agent = request.headers['user-agent'] ? ` [user-agent: ${request.headers['user-agent'].slice(0, 40)}…]` : ''
  const as = request.as ? ` [as the ${request.as}]` : ''
  return `${request.method} ${printablePath(target)}${body}${agent}${as}`
}

/** Statuses and their counts, most frequent first: '404×180 200×60 400×55'. */
export function statusSummary(outcomes: readonly FuzzOutcome[]): string {
  const counts = new Map<number, number>()
  for (const { response } of outcomes) counts.set(response.status, (counts.get(response.status) ?? 0) + 1)
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => `${status || 'none'}×${n}`)
    .join(' ')
}

/**
 * Every failure, grouped by what went wrong (problem kinds, status, request kind, target): per group the first few in
 * full (request, status, problems, the first 300 characters of the body), the rest one line each.
 */
export function formatFailures(report: FuzzReport, heading: string, fullPerGroup = 3): string {
  const groups = new Map<string, FuzzOutcome[]>()
  for (const failure of report.failures) {
    const kinds = [...new Set(failure.problems.map((problem) => problem.kind))].sort().join(', ')
    const key = `${kinds} · status ${failure.response.status || 'none'} · ${failure.request.kind} · ${failure.request.target}`
    groups.set(key, [...(groups.get(key) ?? []), failure])
  }
  const lines = [
    `${heading}: ${report.failures.length} of ${report.outcomes.length} requests failed, in ${groups.size} groups.`,
  ]
  let group = 0
  for (const [key, failures] of groups) {
    lines.push('', `${++group}. ${key} (${failures.length}×)`)
    failures.forEach((failure, i) => {
      lines.push(`   - ${requestLine(report.destination, failure.request)} → ${failure.response.status || 'no answer'}`)
      if (i >= fullPerGroup) return
      for (const problem of failure.problems) lines.push(`       ${problem.kind}: ${problem.detail}`)
      if (failure.response.body) {
        lines.push(`       body: ${JSON.stringify(failure.response.body.slice(0, 300))}`)
      }
    })
  }
  return lines.join('\n')
}
