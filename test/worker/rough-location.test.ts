import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { roughLocationWords } from '../../web/search/rough-location-move.ts'
import { seedTestDb } from './seeded-db.ts'

// The search page says a near-me point is the connection's rough one as the server renders it (?near=rough, issue
// 30), and is "finding land near you" on land near me without a point, before the browser moves it; a shared point, a
// place or a mark that is not the rough one say nothing.

beforeAll(async () => {
  await seedTestDb(200)
})

async function searchPage(path: string) {
  const response = await exports.default.fetch(`http://land.localhost${path}`)
  expect(response.status, path).toBe(200)
  // React writes an apostrophe as &#x27;.
  return (await response.text()).replaceAll('&#x27;', "'")
}

describe('the rough location on a search page, from the server', () => {
  it.each([
    '/search/all-land/lat30.3/long-97.7/?near=rough',
    '/search/all-land/lat30.3/long-97.7/?view=map&near=rough',
  ])('%s says its point is rough and offers the exact location', async (path) => {
    const html = await searchPage(path)
    expect(html).toContain(roughLocationWords.near(''))
    expect(html).toContain(roughLocationWords.useExactLocation)
  })

  it('land near me without a point is finding land near the visitor', async () => {
    expect(await searchPage('/search/all-land/')).toContain(roughLocationWords.finding)
  })

  it.each([
    '/search/all-land/lat30.3/long-97.7/',
    '/Texas/',
    '/Texas/?near=rough',
    '/search/all-land/lat30.3/long-97.7/?near=x',
  ])('%s says nothing of it', async (path) => {
    expect(await searchPage(path)).not.toContain('data-testid="rough-location"')
  })
})
