// Work a page can put off until the browser is idle, one job per idle period, so jobs that each take a few
// milliseconds (starting a card carousel measures the page) never add up to one long task while the page
// hydrates. Browsers without requestIdleCallback (Safari) get a task per job instead.

type Job = () => void

const queue: Job[] = []
let scheduled = false

function runNext(): void {
  scheduled = false
  queue.shift()?.()
  scheduleNext()
}

function scheduleNext(): void {
  if (scheduled || queue.length === 0) return
  scheduled = true
  if (typeof requestIdleCallback === 'function') requestIdleCallback(runNext, { timeout: 1000 })
  else setTimeout(runNext, 0)
}

/** Runs `job` in an idle period of its own, after the jobs queued before it. Answers a function that cancels it. */
export function whenIdle(job: Job): () => void {
  queue.push(job)
  scheduleNext()
  return () => {
    const index = queue.indexOf(job)
    if (index >= 0) queue.splice(index, 1)
  }
}
