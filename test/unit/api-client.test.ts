import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getJson, type ApiFetch } from '../../web/api/api-client.ts'

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

  it('tells the page’s API client of a 200 it cannot use: not JSON, or not of the call’s shape', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const told: string[] = []
    const answering = (body: string): ApiFetch =>
      Object.assign(async () => new Response(body, { status: 200 }), {
        unusableAnswer: (path: string) => told.push(path),
      })
    expect(await getJson(answering('<html>upstream maintenance</html>'), '/a', v.array(v.string()))).toBeNull()
    expect(await getJson(answering('{"states": "not a list"}'), '/b', v.array(v.string()))).toBeNull()
    expect(await getJson(answering('["Texas"'), '/c', v.array(v.string()))).toBeNull()
    expect(await getJson(answering('["Texas"]'), '/d', v.array(v.string()))).toEqual(['Texas'])
    expect(told).toEqual(['/a', '/b', '/c'])
    expect(log.mock.calls.map(([line]) => String(line))).toEqual([
      'Unexpected response shape from /a',
      'Unexpected response shape from /b',
      'Unexpected response shape from /c',
    ])
  })

  it('answers JSON only on 200', async () => {
    const answer = (status: number) => async () => Response.json(['Texas'], { status })
    expect(await getJson(answer(200), '/x', v.array(v.string()))).toEqual(['Texas'])
    expect(await getJson(answer(404), '/x', v.array(v.string()))).toBeNull()
  })
})
