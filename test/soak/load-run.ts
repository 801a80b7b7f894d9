import type { EventEmitter } from 'node:events'
import autocannon from 'autocannon'
import type { BrandId } from '../../brands/brand-config.ts'
import { findLeaks } from '../fuzz/checks.ts'
import type { Choice } from './load-mix.ts'

// Runs the load with autocannon: `connections` connections for `durationSeconds`, each request chosen by `choose`
// (setupRequest), each answer judged against its kind's expected statuses and checked for leaked internals
// (onResponse). It ends once no request that is accounted for (a write, with onAnswer) is still out: autocannon drops
// what is out when it stops, and a write stored whose answer was dropped could not be told from one stored unanswered. A request that got no answer is counted against its kind too: autocannon sends a connection's next
// request right after the last one ended, answered or not (a timeout, a reset, a closed connection), and emits
// 'request' just before building it, while the iterator's context still holds the request that ended.

export interface KindResult {
  row: string
  loggedIn: boolean
  answered: number
  statuses: Map<number, number>
  unexpected: number
  /** Sent and never answered: a timeout, a socket error, a connection closed under it. */
  failed: number
  leaks: number
  latenciesMs: number[]
  /** The first few unexpected answers, failures and leaks in full. */
  examples: string[]
}

export interface LoadResult {
  kinds: Map<string, KindResult>
  seconds: number
  requestsPerSecond: number
  autocannon: { errors: number; timeouts: number }
  /** Reads still out when the run stopped (one per connection at most): neither answered nor failed. */
  inFlightAtStop: string[]
}

interface Flight {
  choice: Choice
  started: number
  done?: boolean
}

/** What this file relies on of autocannon's client beyond its typings (autocannon 9). */
interface ClientInsides extends EventEmitter {
  reqsMade: number
  requestIterator: { context: { flight?: Flight } }
}

const maxExamples = 3
const timeoutSeconds = 30

export async function runLoad(options: {
  port: number
  host: (brandId: BrandId) => string
  connections: number
  durationSeconds: number
  choose: () => Choice
}): Promise<LoadResult> {
  const kinds = new Map<string, KindResult>()
  const resultOf = ({ row, loggedIn }: Choice) => {
    let result = kinds.get(row)
    if (!result) {
      result = {
        row,
        loggedIn,
        answered: 0,
        statuses: new Map(),
        unexpected: 0,
        failed: 0,
        leaks: 0,
        latenciesMs: [],
        examples: [],
      }
      kinds.set(row, result)
    }
    return result
  }
  const outstanding = new Set<Flight>()
  const describe = ({ choice }: Flight) =>
    `${choice.planned.request.method} ${options.host(choice.brandId)}${choice.planned.request.path}`
  const example = (result: KindResult, text: string) => {
    if (result.examples.length < maxExamples) result.examples.push(text)
  }

  const answer = (flight: Flight, status: number, body: string) => {
    flight.done = true
    outstanding.delete(flight)
    const result = resultOf(flight.choice)
    result.answered++
    result.latenciesMs.push(performance.now() - flight.started)
    result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1)
    if (!flight.choice.expected.includes(status)) {
      result.unexpected++
      example(result, `${describe(flight)} → ${status}: ${JSON.stringify(body.slice(0, 300))}`)
    }
    const leaks = findLeaks(body)
    if (leaks.length) {
      result.leaks++
      example(result, `${describe(flight)} → ${status} leaks ${leaks.map((leak) => `${leak.kind}: ${leak.detail}`)}`)
    }
    flight.choice.planned.onAnswer?.(status)
  }

  const fail = (flight: Flight) => {
    flight.done = true
    outstanding.delete(flight)
    const result = resultOf(flight.choice)
    result.failed++
    example(result, `${describe(flight)} → no answer after ${Math.round(performance.now() - flight.started)} ms`)
  }

  const settings: autocannon.Options = {
    url: `http://127.0.0.1:${options.port}`,
    connections: options.connections,
    // The longest it may take: the duration, then for the last writes out at most the timeout.
    duration: options.durationSeconds + timeoutSeconds + 5,
    timeout: timeoutSeconds,
    requests: [
      {
        setupRequest: (request, context) => {
          const choice = options.choose()
          const flight: Flight = { choice, started: performance.now() }
          ;(context as ClientInsides['requestIterator']['context']).flight = flight
          outstanding.add(flight)
          const { method, path, headers, body } = choice.planned.request
          return { ...request, method, path, headers: { ...headers, host: options.host(choice.brandId) }, body }
        },
        onResponse: (status, body, context) => {
          const flight = (context as ClientInsides['requestIterator']['context']).flight
          if (flight && !flight.done) answer(flight, status, body)
        },
      },
    ],
    setupClient: (client) => {
      const insides = client as unknown as ClientInsides
      if (typeof insides.reqsMade !== 'number' || !insides.requestIterator?.context) {
        throw new Error("autocannon's client no longer has reqsMade and requestIterator.context: see load-run.ts")
      }
      insides.on('request', () => {
        const flight = insides.requestIterator.context.flight
        if (insides.reqsMade > 0 && flight && !flight.done) fail(flight)
      })
    },
  }
  const started = performance.now()
  let instance: autocannon.Instance | undefined
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(settings, (error: unknown, result) => (error ? reject(error) : resolve(result)))
  })
  const ending = setInterval(() => {
    const elapsed = (performance.now() - started) / 1000
    const accountedOut = [...outstanding].some((flight) => flight.choice.planned.onAnswer)
    if (elapsed >= options.durationSeconds && !accountedOut) {
      clearInterval(ending)
      instance?.stop()
    }
  }, 100)
  const result = await finished
  clearInterval(ending)
  return {
    kinds,
    seconds: (performance.now() - started) / 1000,
    requestsPerSecond: result.requests.average,
    autocannon: { errors: result.errors, timeouts: result.timeouts },
    inFlightAtStop: [...outstanding].map((flight) => `${flight.choice.row}: ${describe(flight)}`),
  }
}
