// What each long main-thread task of a Lighthouse run spent its time on, from the run's trace: the report's long-tasks
// audit names only a URL ("app-….js | 104 ms", or "Unattributable"), which does not tell module evaluation from
// layout, a React render from the router's start-up. TBT is the sum of each task's time beyond 50 ms, so these are
// the parts to shrink or split.

/** The fields of a Chrome trace event this reads. */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } }
}

/** A task the renderer's scheduler ran: every piece of main-thread work happens inside one. */
const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

/** The page's own navigation: where its document started loading, on the renderer's main thread. */
function pageNavigation(events: readonly TraceEvent[]): TraceEvent | undefined {
  return events.findLast(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  )
}

interface Task {
  start: number
  dur: number
  /** Self time by event name, µs: an event's time less that of the events nested in it. */
  parts: Map<string, number>
}

/** The top-level tasks of one thread, each with the self time of everything nested in it. */
function tasksOf(events: readonly TraceEvent[]): Task[] {
  const sorted = events
    .filter((e): e is TraceEvent & { dur: number } => e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const tasks: Task[] = []
  const stack: { event: TraceEvent & { dur: number }; nested: number; task: Task | undefined }[] = []
  const close = () => {
    const { event, nested, task } = stack.pop()!
    if (task) task.parts.set(event.name, (task.parts.get(event.name) ?? 0) + event.dur - nested)
  }
  for (const event of sorted) {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur < event.ts + event.dur) close()
    const parent = stack.at(-1)
    if (parent) parent.nested += event.dur
    let task = parent?.task
    if (!parent && taskNames.has(event.name)) {
      task = { start: event.ts, dur: event.dur, parts: new Map() }
      tasks.push(task)
    }
    stack.push({ event, nested: 0, task })
  }
  while (stack.length) close()
  return tasks
}

/**
 * Each main-thread task of at least `minMs` after the page's navigation started, longest first: when it started and
 * how long it took (ms from the navigation), and its largest parts by self time ("v8.evaluateModule 83, Layout 40").
 * A task's own name stands for the time no event inside it accounts for. Empty when the trace has no page navigation.
 */
export function longTaskBreakdown(events: readonly TraceEvent[], minMs = 50, parts = 5): string[] {
  const navigation = pageNavigation(events)
  if (!navigation) return []
  const thread = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts)
  const ms = (us: number) => Math.round(us / 1000)
  return tasksOf(thread)
    .filter((task) => task.dur >= minMs * 1000)
    .sort((a, b) => b.dur - a.dur)
    .map((task) => {
      const largest = [...task.parts]
        .filter(([, self]) => self >= 1000)
        .sort((a, b) => b[1] - a[1])
        .slice(0, parts)
        .map(([name, self]) => `${name} ${ms(self)}`)
      return `starts at ${ms(task.start - navigation.ts)} ms | ${ms(task.dur)} ms: ${largest.join(', ')}`
    })
}
