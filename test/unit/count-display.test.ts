import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countDisplay } from '../../web/format/listing-format.ts'

describe('countDisplay (spec §9: K above 999, M above 999,999)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1250, '1.2K'],
    [999_950, '999.9K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [3_480_000, '3.4M'],
    [999_999_999, '999.9M'],
  ])('%i reads %s', (count, text) => {
    expect(countDisplay(count)).toBe(text)
  })

  it('never shows four digits before K or M, and never more than the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (count) => {
        const text = countDisplay(count)
        const match = /^(\d{1,3})(?:\.(\d))?([KM]?)$/.exec(text)
        expect(match, text).not.toBeNull()
        const [, whole, tenth, unit] = match!
        const shown = (Number(whole) + Number(tenth ?? 0) / 10) * (unit === 'M' ? 1e6 : unit === 'K' ? 1e3 : 1)
        expect(shown).toBeLessThanOrEqual(count)
        expect(unit).toBe(count > 999_999 ? 'M' : count > 999 ? 'K' : '')
      }),
      { numRuns: 2000 },
    )
  })
})
