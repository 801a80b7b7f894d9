import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getJson } from '../../web/api/api-client.ts'

// The spec's generic fetch helper (§7, §8): JSON only on 200, null otherwise; a failed call logged, a cancelled one not.

afterEach(() => {
  vi.restoreAllMocks()
})

describe('getJson', () => {
  it('answers null and logs when the call fails, and stays silent when its query cancelled it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await getJson(failing, '/api/popular/statenames/0', v.array(v.string()))).toBeNull()
    expect(log).toHaveBeenCalledTimes(1)
    expect(String(log.mock.calls[0]![0])).toBe('Request to /api/popular/statenames/0 failed')

    // The body was still arriving when the text changed and the query let the request go.
    const cancelled = async () =>
      new Response(
        new ReadableStream({
          start: (controller) => controller.error(new DOMException('signal is aborted without reason', 'AbortError')),
        }),
      )
    expect(await getJson(cancelled, '/api/location/suggestions/1/Texas', v.array(v.string()))).toBeNull()
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('answers JSON only on 200', async () => {
    const answer = (status: number) => async () => Response.json(['Texas'], { status })
    expect(await getJson(answer(200), '/x', v.array(v.string()))).toEqual(['Texas'])
    expect(await getJson(answer(404), '/x', v.array(v.string()))).toBeNull()
  })
})
