import { exports } from 'cloudflare:workers'
import { expect, test } from 'vitest'

// test/worker/unread-pages.ts: a page a test leaves unread is read to its end after that test, so its stream never
// outlives it (TanStack Router's SSR transform warns at 120 s, in a later file's test).

let leftUnread: Response | undefined

test('a test asks for a page and reads only its status', async () => {
  leftUnread = await exports.default.fetch('http://land.localhost/')
  expect(leftUnread.status).toBe(200)
})

test('after that test, the page has been read to its end', () => {
  expect(leftUnread?.bodyUsed).toBe(true)
})
