// One place that sees every call of a D1 session that waits for D1: a statement's first, run, all or raw, and a
// batch. The request's bounded wait (d1-deadline.ts) goes around each; so does the failing database of the fault
// tests (test/worker/d1-faults.test.ts), which must see exactly the calls the worker makes.

/** Runs `call` (one statement's answer, or a batch's) in its own way: given the statements it sends. */
export type AroundD1Call = <T>(call: () => Promise<T>, statements: readonly D1PreparedStatement[]) => Promise<T>

/** The statement methods that wait for D1; bind makes another statement, which is seen the same way. */
const answering = new Set<PropertyKey>(['first', 'run', 'all', 'raw'])

/** `session` with every call that waits for D1 passed through `around`. */
export function aroundD1Calls(session: D1DatabaseSession, around: AroundD1Call): D1DatabaseSession {
  // A proxy, not a wrapper object: batch() reads the statement's own sql and parameters from what it is given.
  const statementOf = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, key) {
        if (key === 'bind') return (...values: unknown[]) => statementOf(target.bind(...values))
        const value: unknown = Reflect.get(target, key, target)
        if (typeof value !== 'function') return value
        const method = value as (...args: unknown[]) => Promise<unknown>
        return answering.has(key)
          ? (...args: unknown[]) => around(() => method.apply(target, args), [target])
          : method.bind(target)
      },
    })
  return {
    prepare: (sql) => statementOf(session.prepare(sql)),
    batch: <T>(statements: D1PreparedStatement[]) => around(() => session.batch<T>(statements), statements),
    getBookmark: () => session.getBookmark(),
  }
}
