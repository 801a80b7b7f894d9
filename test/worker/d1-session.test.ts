import { env, exports } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { seedTestDb } from './seeded-db.ts'
import { freshIp } from './session-client.ts'

// Reads go through a D1 session (the Sessions API): any replica for a visitor without a bookmark, the primary first
// for a write, and at least the visitor's bookmark once they wrote, which comes back to them in a cookie.

beforeAll(async () => {
  await seedTestDb(40)
})

afterEach(() => {
  vi.restoreAllMocks()
})

const bookmarkOf = (response: Response) =>
  /(?:^|,\s*)d1_bookmark=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')

const logIn = (password: string, cookie?: string) =>
  exports.default.fetch('http://land.localhost/api/authenticate/login/1', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'cf-connecting-ip': freshIp(),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ email: 'buyer1@land.localhost', password }),
  })

describe('D1 sessions', () => {
  it('starts a read anywhere and a write at the primary, and hands the write’s bookmark back in a cookie', async () => {
    const withSession = vi.spyOn(env.DB, 'withSession')
    const read = await exports.default.fetch('http://land.localhost/api/popular/statenames/0')
    expect(read.status).toBe(200)
    expect(bookmarkOf(read)).toBeNull()
    expect(withSession).toHaveBeenLastCalledWith('first-unconstrained')

    const write = await logIn(seedLogins.buyer.password)
    expect(write.status).toBe(200)
    expect(withSession).toHaveBeenLastCalledWith('first-primary')
    const bookmark = bookmarkOf(write)?.[1]
    expect(bookmark).toMatch(/^[0-9a-f-]+$/)
    expect(write.headers.get('set-cookie')).toMatch(
      /d1_bookmark=[^;]+; Max-Age=3600; Path=\/; HttpOnly; Secure; SameSite=Lax/,
    )

    // The next request, read or write, reads no older data than that bookmark.
    await exports.default.fetch('http://land.localhost/api/popular/statenames/0', {
      headers: { cookie: `d1_bookmark=${bookmark}` },
    })
    expect(withSession).toHaveBeenLastCalledWith(bookmark)
  })

  it('ignores a bookmark cookie that is not one, and sets none after a refused write', async () => {
    const withSession = vi.spyOn(env.DB, 'withSession')
    const refused = await logIn('not the password', 'd1_bookmark=<script>')
    expect(refused.status).toBe(401)
    expect(withSession).toHaveBeenLastCalledWith('first-primary')
    expect(bookmarkOf(refused)).toBeNull()
  })

  it('gives a page and the API calls it makes one session', async () => {
    const withSession = vi.spyOn(env.DB, 'withSession')
    const page = await exports.default.fetch('http://land.localhost/termsofuse/')
    expect(page.status).toBe(200)
    expect(withSession).toHaveBeenCalledTimes(1)
  })
})
