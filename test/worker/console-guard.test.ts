import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import app from '../../worker/index.ts'
import { expectConsoleError, takeUnexpectedConsoleLines } from './console-guard.ts'

describe('the console guard', () => {
  it('catches console.error and console.warn, from tests and from the worker they call', async () => {
    console.warn('Warning: Each child in a list should have a unique "key" prop.')
    // The worker logs a failure it could not answer: here a database that throws on every query.
    const down = () => {
      throw new Error('D1 is down')
    }
    const brokenDb = { withSession: () => ({ prepare: down, batch: down, getBookmark: () => null }) }
    const ctx = createExecutionContext()
    const response = await app.fetch(
      new Request('http://land.localhost/api/popular/statenames/0'),
      { ...env, DB: brokenDb },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(response.status).toBe(500)
    const lines = takeUnexpectedConsoleLines()
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('unique "key" prop')
    expect(lines[1]).toMatch(/console\.error: GET .*statenames.* failed[\s\S]*D1 is down/)
  })

  it('lets a test expect an error it provokes', () => {
    expectConsoleError(/provoked on purpose/)
    console.error('provoked on purpose')
    expect(takeUnexpectedConsoleLines()).toEqual([])
  })
})
