import { describe, expect, it } from 'vitest'
import {
  acreageBandOf,
  acreageBands,
  againstMedian,
  quantileRank,
  spreadQuantiles,
} from '../../web/rules/price-context.ts'
import { priceCutBadge, priceCutDays } from '../../web/rules/price-cut.ts'

// The price context's rules in Node: the search card's price-cut badge, the acreage bands a listing is compared in,
// the ranks of the spread's quantiles and the words of "18 % below the county median".

const now = Date.parse('2026-11-28T15:00:00Z')
const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z')

describe('the price-cut badge', () => {
  it('shows a reduction made within the last 90 days, with its amount', () => {
    expect(priceCutBadge({ priceChangeAmount: -12_000, priceChangedAt: daysAgo(3) }, now)).toBe('Price cut $12,000')
    expect(priceCutBadge({ priceChangeAmount: -500, priceChangedAt: daysAgo(priceCutDays) }, now)).toBe(
      'Price cut $500',
    )
  })

  it('counts whole days in UTC: a change late on the 90th day back is in, one on the 91st is out', () => {
    const edge = Date.parse('2026-08-30T23:59:59Z') // 90 days before the 28th of November, by the calendar
    expect(priceCutBadge({ priceChangeAmount: -1000, priceChangedAt: new Date(edge).toISOString() }, now)).not.toBe(
      null,
    )
    const before = new Date(edge - 86_400_000).toISOString()
    expect(priceCutBadge({ priceChangeAmount: -1000, priceChangedAt: before }, now)).toBeNull()
  })

  it.each([
    ['a rise', { priceChangeAmount: 8000, priceChangedAt: daysAgo(2) }],
    ['no change', { priceChangeAmount: 0, priceChangedAt: daysAgo(2) }],
    ['a reduction 91 days ago', { priceChangeAmount: -8000, priceChangedAt: daysAgo(91) }],
    ['a reduction without a date', { priceChangeAmount: -8000, priceChangedAt: null }],
    ['a card of an older answer, without the date', { priceChangeAmount: -8000 }],
    ['a date that is no date', { priceChangeAmount: -8000, priceChangedAt: '0001-01-01' }],
  ])('shows nothing for %s', (_, listing) => {
    expect(priceCutBadge(listing, now)).toBeNull()
  })
})

describe('the acreage bands', () => {
  it.each([
    [0, 'Under 5 acres'],
    [4.99, 'Under 5 acres'],
    [5, '5–20 acres'],
    [20, '20–50 acres'],
    [49.9, '20–50 acres'],
    [50, '50–100 acres'],
    [100, '100–500 acres'],
    [500, '500 acres and up'],
    [25_000, '500 acres and up'],
  ])('%s acres are in the band %s', (acres, label) => {
    expect(acreageBands[acreageBandOf(acres)]?.label).toBe(label)
  })
})

describe('the spread of a place’s price per acre', () => {
  it('takes the value at rank floor((n - 1) × q), the market summary’s rule, in whole numbers', () => {
    const ranks = (count: number) => Object.values(spreadQuantiles).map((quantile) => quantileRank(count, quantile))
    expect(ranks(1)).toEqual([0, 0, 0, 0, 0])
    expect(ranks(6)).toEqual([0, 1, 2, 3, 4])
    expect(ranks(7)).toEqual([0, 1, 3, 4, 5])
    expect(ranks(31)).toEqual([3, 7, 15, 22, 27])
  })

  it.each([
    [4000, 3000, '33 % above'],
    [2460, 3000, '18 % below'],
    [3010, 3000, 'at'],
    [1500, 3000, '50 % below'],
  ])('reads %s per acre against a median of %s as "%s"', (pricePerAcre, median, words) => {
    expect(againstMedian(pricePerAcre, median)).toBe(words)
  })
})
