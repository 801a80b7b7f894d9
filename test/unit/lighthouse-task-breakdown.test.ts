import { describe, expect, test } from 'vitest'
import { longTaskBreakdown, type TraceEvent } from '../lighthouse/task-breakdown.ts'

// A trace of two renderers: about:blank's, and the page's, whose main thread (pid 2, tid 1) ran the tasks.
const ms = 1000
const page = { pid: 2, tid: 1 }
const x = (name: string, startMs: number, durMs: number, at = page): TraceEvent => ({
  name,
  ph: 'X',
  ts: 1_000_000 + startMs * ms,
  dur: durMs * ms,
  ...at,
})
const navigation = (url: string, at: { pid: number; tid: number }, startMs: number): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ts: 1_000_000 + startMs * ms,
  ...at,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } },
})

const trace: TraceEvent[] = [
  navigation('about:blank', { pid: 1, tid: 1 }, 0),
  x('RunTask', 5, 400, { pid: 1, tid: 1 }),
  navigation('http://land.localhost:8787/', page, 100),
  // Module evaluation with a compile nested in it, and time no event accounts for.
  x('RunTask', 1_100, 120),
  x('v8.evaluateModule', 1_105, 100),
  x('v8.compile', 1_110, 30),
  // Layout and style of the streamed document.
  x('RunTask', 1_300, 80),
  x('Layout', 1_300, 50),
  x('UpdateLayoutTree', 1_350, 25),
  // Short tasks are not long ones, nor what the thread did before its navigation.
  x('RunTask', 1_400, 49),
  x('FunctionCall', 1_400, 45),
  x('RunTask', 50, 300),
  // A renderer's metadata and instant events carry no duration.
  { name: 'thread_name', ph: 'M', ts: 0, ...page },
]

describe('longTaskBreakdown', () => {
  test('the page main thread’s long tasks, longest first, with their parts by self time', () => {
    expect(longTaskBreakdown(trace)).toEqual([
      'starts at 1000 ms | 120 ms: v8.evaluateModule 70, v8.compile 30, RunTask 20',
      'starts at 1200 ms | 80 ms: Layout 50, UpdateLayoutTree 25, RunTask 5',
    ])
  })

  test('at most the largest parts asked for, and tasks from the length asked for', () => {
    expect(longTaskBreakdown(trace, 100, 1)).toEqual(['starts at 1000 ms | 120 ms: v8.evaluateModule 70'])
    expect(longTaskBreakdown(trace, 40, 1)).toHaveLength(3)
  })

  test('a trace without the page’s navigation has nothing to break down', () => {
    expect(longTaskBreakdown(trace.filter((e) => e.name !== 'navigationStart' || e.pid !== page.pid))).toEqual([])
  })
})
