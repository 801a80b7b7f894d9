import { afterEach, beforeEach, expect, vi } from 'vitest'

// A console.error or console.warn during a worker test fails it: the worker logs real failures there, and React's
// development build reports hydration mismatches, missing keys and bad props the same way. A test that provokes an
// error on purpose says so with expectConsoleError(pattern).

let unexpected: string[] = []
let allowed: RegExp[] = []

/** This test expects a console line matching `pattern`; it does not fail the test. */
export function expectConsoleError(pattern: RegExp): void {
  allowed.push(pattern)
}

beforeEach(() => {
  unexpected = []
  allowed = []
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const line = args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' ')
      if (!allowed.some((pattern) => pattern.test(line))) unexpected.push(`console.${level}: ${line.slice(0, 2000)}`)
    })
  }
})

/** The unexpected console lines so far, handed over: a test of this guard checks what it caught. */
export function takeUnexpectedConsoleLines(): string[] {
  const lines = unexpected
  unexpected = []
  return lines
}

afterEach(() => {
  expect(takeUnexpectedConsoleLines(), 'console.error or console.warn during the test').toEqual([])
})
