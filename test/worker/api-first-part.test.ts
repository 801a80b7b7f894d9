import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { listingLogTypes } from '../../web/api/logging.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import type { DeviceInfo } from '../../web/api/device.ts'
import { localDevice } from '../../worker/api/device.ts'

const api = (path: string, init?: RequestInit, host = 'land.localhost') =>
  exports.default.fetch(`http://${host}/api${path}`, init)
const post = (path: string, body: unknown, host?: string) =>
  api(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, host)

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const value = await read()
    if (done(value) || attempt > 50) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('GET /api/featureflag/{name}', () => {
  it('answers the site row over the all-sites row, and false for unknown flags', async () => {
    const now = new Date().toISOString()
    await env.DB.batch([
      env.DB.prepare('INSERT INTO feature_flags (name, site_id, value, updated_at) VALUES (?1, 0, 1, ?2)').bind(
        'newMap',
        now,
      ),
      env.DB.prepare('INSERT INTO feature_flags (name, site_id, value, updated_at) VALUES (?1, 2, 0, ?2)').bind(
        'newMap',
        now,
      ),
    ])
    expect(await (await api('/featureflag/newMap')).json()).toEqual({ value: true })
    expect(await (await api('/featureflag/newMap', undefined, 'landwatch.localhost')).json()).toEqual({ value: false })
    expect(await (await api('/featureflag/neverSet')).json()).toEqual({ value: false })
  })

  it('rejects a name that is not a flag name with 400 naming the field', async () => {
    const response = await api(`/featureflag/${encodeURIComponent('<script>')}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field: 'name' })
  })
})

describe('GET /api/device', () => {
  it('answers the fixed Texas values on a local host', async () => {
    expect(await (await api('/device')).json()).toEqual(localDevice)
  })

  it('answers from request geolocation elsewhere', async () => {
    const response = await exports.default.fetch('https://land.example/api/device', {
      headers: { 'cf-connecting-ip': '203.0.113.9' },
    })
    const device = (await response.json()) as Record<string, unknown>
    expect(device.ipAddress).toBe('203.0.113.9')
    expect(device).not.toEqual(localDevice)
  })

  // The rough point a near-me search starts from before the visitor shares theirs (issue 30).
  const deviceFrom = async (cf: Record<string, string>) =>
    (await (
      await exports.default.fetch('https://land.example/api/device', { cf: cf as RequestInit['cf'] })
    ).json()) as DeviceInfo

  it("gives a US connection's point, from request.cf's coordinates", async () => {
    const device = await deviceFrom({ country: 'US', regionCode: 'MT', latitude: '45.67960', longitude: '-111.03860' })
    expect(device).toMatchObject({ countryCode: 'US', state: 'MT', latitude: 45.6796, longitude: -111.0386 })
  })

  it.each([
    ['a connection abroad', { country: 'FR', latitude: '48.85660', longitude: '2.35220' }],
    ['a point not known', { country: 'US', regionCode: 'TX' }],
    ['half a point', { country: 'US', latitude: '30.27130' }],
    ['a point that is not one', { country: 'US', latitude: 'north', longitude: '-97.74260' }],
  ])('gives no point for %s', async (_, cf) => {
    expect(await deviceFrom(cf)).toMatchObject({ latitude: null, longitude: null })
  })

  it("gives Austin's point on a local host", async () => {
    expect(await (await api('/device')).json()).toMatchObject({
      city: 'Austin',
      latitude: 30.2713,
      longitude: -97.7426,
    })
  })
})

describe('GET /api/validation/validatePhoneNumber/{phone}', () => {
  it.each(['+1 212 456 7890', '212-45-67890', '555-0123', 'call me'])(
    '%s is not in the spec format: 400',
    async (phone) => {
      const response = await api(`/validation/validatePhoneNumber/${encodeURIComponent(phone)}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: 'Bad Request',
        field: 'phone',
        message: validationMessages.phoneFormat,
      })
    },
  )

  it.each([
    ['512-555-0123', true],
    ['(212) 456-7890', true],
    ['+2124567890', false], // a plus means a country code follows: +212 is Morocco, and this is no Moroccan number
    ['212.456.789012', false], // the format allows 4 to 6 last digits; no US number is that long
  ])('%s is well formed; valid: %s', async (phone, valid) => {
    const response = await api(`/validation/validatePhoneNumber/${encodeURIComponent(phone)}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: { success: valid, unableToValidate: false } })
  })

  it('a well-formed number that cannot exist is not valid', async () => {
    // Area codes never start with 0 or 1 in the North American plan.
    const response = await api('/validation/validatePhoneNumber/123-456-7890')
    expect(await response.json()).toEqual({ data: { success: false, unableToValidate: false } })
  })
})

describe('POST /api/Logging/Log/', () => {
  it('answers at once and writes the line', async () => {
    const response = await post('/Logging/Log/', { message: 'chunk failed', referringUrl: '/x', logSeverity: 'Error' })
    expect(response.status).toBe(202)
    const rows = await eventually(
      () => env.DB.prepare("SELECT * FROM client_logs WHERE message = 'chunk failed'").all(),
      (result) => result.results.length > 0,
    )
    expect(rows.results[0]).toMatchObject({ site_id: 1, log_severity: 'Error', referring_url: '/x' })
  })

  it.each([
    [1, 'Debug'],
    [4, 'Error'],
    [0, 'Trace'],
    ['warning', 'Warning'],
    [' CRITICAL ', 'Critical'],
  ])('keeps a line whose logSeverity is %j, as %s', async (logSeverity, stored) => {
    const message = `severity ${JSON.stringify(logSeverity)}`
    const response = await post('/Logging/Log/', { message, logSeverity })
    expect(response.status).toBe(202)
    const rows = await eventually(
      () => env.DB.prepare('SELECT log_severity FROM client_logs WHERE message = ?1').bind(message).all(),
      (result) => result.results.length > 0,
    )
    expect(rows.results).toEqual([{ log_severity: stored }])
  })

  it.each([
    [{}, 'message'],
    [{ message: 'x', logSeverity: 'Loud' }, 'logSeverity'],
    [{ message: 'x', logSeverity: 9 }, 'logSeverity'],
    [{ message: 'x', logSeverity: 1.5 }, 'logSeverity'],
    [{ message: 'x', logSeverity: [] }, 'logSeverity'],
  ])('rejects %j on %s', async (body, field) => {
    const response = await post('/Logging/Log/', body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field })
  })

  it.each([
    ['broken JSON', { 'content-type': 'application/json' }, '{nope'],
    ['text that does not say it is JSON', { 'content-type': 'text/plain' }, '{"message":"x"}'],
    ['a JSON string', { 'content-type': 'application/json' }, '"hello"'],
    ['an oversized body', { 'content-type': 'application/json' }, JSON.stringify({ message: 'x'.repeat(200_000) })],
  ])('rejects %s on the field body', async (_, headers, body) => {
    const response = await api('/Logging/Log/', { method: 'POST', headers, body })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'Bad Request', field: 'body' })
  })
})

describe('request bodies sent in chunks (no content-length)', () => {
  const chunked = (text: string) => {
    const bytes = new TextEncoder().encode(text)
    return new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 16_384) controller.enqueue(bytes.slice(i, i + 16_384))
        controller.close()
      },
    })
  }
  const send = (text: string) =>
    api('/Logging/Log/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: chunked(text),
      duplex: 'half',
    } as RequestInit)

  it('are read whole when within the limit', async () => {
    const response = await send(JSON.stringify({ message: 'in pieces', logSeverity: 2 }))
    expect(response.status).toBe(202)
  })

  it('are refused on the field body when over the limit, after the whole body is read', async () => {
    const response = await send(JSON.stringify({ message: 'x'.repeat(300_000) }))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'Bad Request', field: 'body' })
  })
})

describe('POST /api/Logging', () => {
  it('writes one event per listing, and loses none when many arrive at once', async () => {
    const sends = Array.from({ length: 20 }, (_, index) =>
      post('/Logging', {
        logType: listingLogTypes.detailsViewed,
        siteId: 3,
        listingLogInfos: [{ listingId: 1000 + index }, { listingId: 2000 + index, accountId: 7 }],
      }),
    )
    const responses = await Promise.all(sends)
    expect(responses.every((response) => response.status === 202)).toBe(true)
    const count = await eventually(
      async () =>
        (await env.DB.prepare('SELECT COUNT(*) AS n FROM listing_events WHERE site_id = 3').first<{ n: number }>())!.n,
      (n) => n >= 40,
    )
    expect(count).toBe(40)
  })

  it('needs the external URL for an external link click', async () => {
    const response = await post('/Logging', { logType: listingLogTypes.externalLinkClick, siteId: 1 })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain('targetExternalUrl')
  })

  it.each([
    [{ logType: 99, siteId: 1 }, 'logType'],
    [{ logType: 2, siteId: 9 }, 'siteId'],
    [{ logType: 2, siteId: 1, listingLogInfos: [{ listingId: -4 }] }, 'listingLogInfos.0.listingId'],
    [{ logType: 2, siteId: 1, listingLogInfos: [{ listingId: 1e308 }] }, 'listingLogInfos.0.listingId'],
    [{ logType: 2, siteId: 1, linkTypeValue: 2 ** 60 }, 'linkTypeValue'],
  ])('rejects %j on %s', async (body, field) => {
    const response = await post('/Logging', body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field })
  })
})

describe('unknown API paths', () => {
  it('answer 404 JSON, not a page', async () => {
    const response = await api('/no/such/call')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
  })

  it.each(['/popular/statenames/9', '/popular/PropertyTypeNames/x', '/pagedata/home/-1'])(
    '%s rejects a bad site id',
    async (path) => {
      const response = await api(path)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ field: 'siteId' })
    },
  )
})
