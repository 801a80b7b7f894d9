import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compactUsDollars, usDollars, usLongDate, usNumber, withCommas } from '../../web/format/us-numbers.ts'

// The hand-written formats must read exactly as Intl's en-US ones (what a page showed before): each is checked
// against Intl on fixed edge cases and on thousands of random numbers.

const intl = {
  number: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
  dollars: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  compact: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    // Intl's currency default would write '$1.0M' for a million; the site writes '$1M'.
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }),
  date: new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
}

const edgeNumbers = [
  0, 0.004, 0.005, 0.5, 1, 1.005, 1.015, 1.25, 2.675, 9.995, 99.995, 999, 999.5, 999.95, 999.994, 1000, 1049, 1050,
  1249, 1250, 9999, 99_950, 99_999, 999_499, 999_500, 999_949, 999_950, 999_999, 1_000_000, 1_049_999, 1_050_000,
  12_345_678.9, 999_950_000, 999_999_999, 1e12, 1.23456789e13, 123_456_789_012_345,
]

/** Decimals the way prices, acres and baths come: up to 4 places, up to a hundred trillion. */
const decimals = fc
  .tuple(fc.integer({ min: 0, max: 99_999_999_999_999 }), fc.integer({ min: 0, max: 9999 }), fc.nat(4))
  .map(([whole, fraction, places]) => Number(`${whole}.${String(fraction).padStart(4, '0').slice(0, places)}`))

describe('US number formats as Intl en-US writes them', () => {
  it.each(edgeNumbers)('%d', (n) => {
    expect(usNumber(n)).toBe(intl.number.format(n))
    expect(usDollars(n)).toBe(intl.dollars.format(n))
    expect(compactUsDollars(n)).toBe(intl.compact.format(n))
  })

  it('plain numbers with up to two decimals', () => {
    fc.assert(
      fc.property(decimals, (n) => {
        expect(usNumber(n)).toBe(intl.number.format(n))
      }),
      { numRuns: 5000 },
    )
  })

  it('dollars, whole and compact', () => {
    fc.assert(
      fc.property(decimals, (n) => {
        expect(usDollars(n)).toBe(intl.dollars.format(n))
        expect(compactUsDollars(n)).toBe(intl.compact.format(n))
      }),
      { numRuns: 5000 },
    )
  })

  it('negative numbers keep their sign', () => {
    for (const n of [-1, -1234.567, -999_950, -0.001])
      expect([usNumber(n), usDollars(n), compactUsDollars(n)]).toEqual([
        intl.number.format(n),
        intl.dollars.format(n),
        intl.compact.format(n),
      ])
  })

  it('commas every three digits', () => {
    expect(withCommas(0)).toBe('0')
    expect(withCommas(1280)).toBe('1,280')
    expect(withCommas('1234567')).toBe('1,234,567')
  })

  it('long dates in UTC', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }), (d) => {
        expect(usLongDate(d)).toBe(intl.date.format(d))
      }),
      { numRuns: 2000 },
    )
  })
})
