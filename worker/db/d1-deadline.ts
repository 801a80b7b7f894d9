import { aroundD1Calls } from './around-d1-calls.ts'

// A request's D1 calls with a bounded wait. D1 answers our statements in milliseconds (the slowest of a page, a
// sitemap child of 50,000 URLs at 1,000,000 listings, takes about 0.3 s; the heaviest of all, recounting the place
// counts after a bulk load, about 4 s), but a binding whose connection stalls may never answer, and nothing else ends
// the wait: the visitor's page would hang. A call not answered in time fails like any D1 error (a 500, or the page's
// fallback); once one has, the request's other calls fail at once, so a page of many calls answers within one wait.

/** How long one D1 call (a statement's first, run, all or raw, or a batch) may go unanswered: twice the heaviest. */
export const d1AnswerMs = 8_000

/** The session with every call's wait bounded by `answerMs` (worker/middleware/d1-session.ts). */
export function boundedSession(session: D1DatabaseSession, answerMs = d1AnswerMs): D1DatabaseSession {
  // Worded as D1's own errors are, so it is handled and logged as one.
  let unanswered: Error | null = null
  const bounded = <T>(call: () => Promise<T>): Promise<T> => {
    if (unanswered) return Promise.reject(unanswered)
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        unanswered = new Error(`D1_ERROR: no answer within ${answerMs} ms`)
        reject(unanswered)
      }, answerMs)
      call()
        .then(resolve, reject)
        .finally(() => clearTimeout(timer))
    })
  }
  return aroundD1Calls(session, (call) => bounded(call))
}
