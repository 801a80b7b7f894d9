import { env } from 'cloudflare:workers'
import { vi } from 'vitest'

/**
 * Counts the statements the worker prepares through a request's D1 session (every query goes through one:
 * worker/middleware/d1-session.ts), from now until the spy is restored (vi.restoreAllMocks). Read the count at any
 * moment: what a render asked of D1, or what a call had asked when its answer left.
 */
export function countD1Statements(): { count: () => number } {
  let statements = 0
  const withSession = env.DB.withSession.bind(env.DB)
  vi.spyOn(env.DB, 'withSession').mockImplementation((start) => {
    const session = withSession(start)
    return {
      prepare: (sql: string) => (statements++, session.prepare(sql)),
      batch: (list: D1PreparedStatement[]) => session.batch(list),
      getBookmark: () => session.getBookmark(),
    } as D1DatabaseSession
  })
  return { count: () => statements }
}
