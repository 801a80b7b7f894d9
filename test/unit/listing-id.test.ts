import { describe, expect, it } from 'vitest'
import { listingIdOf } from '../../routes/listing-route.tsx'

// The id at the end of every listing detail shape of spec §2 (after /property/, /listing/ or /pid/).
describe('listingIdOf', () => {
  it.each([
    ['Kimble-County-TX/1000001/', 1000001],
    ['Kimble-County-TX/1000001', 1000001],
    ['kimble-county-tx-1000001/', 1000001],
    ['1000001', 1000001],
    ['1000001/', 1000001],
    ['anything/at/all/42', 42],
  ])('%s is listing %i', (rest, id) => {
    expect(listingIdOf(rest)).toBe(id)
  })

  it.each([
    '',
    'Kimble-County-TX/',
    'abc',
    '1000001x',
    'x1000001',
    '0',
    'a-0',
    '12345678901',
    'Kimble-County-TX/1000001//',
  ])('"%s" names no listing', (rest) => {
    expect(listingIdOf(rest)).toBeNull()
  })

  it('reads nothing from a missing splat', () => {
    expect(listingIdOf(undefined)).toBeNull()
  })
})
