import { compactUsDollars, usDollars, usLongDate, usNumber } from './us-numbers.ts'
import { auctionPriceSentinel, marketStatus, listingLevel } from '../rules/listing-rules.ts'

// How listing numbers read on a page (spec §9): US dollars without decimals, 'Auction' for the price 2,
// 'Contact for Price' otherwise, K and M abbreviations, dates as 'Month D, YYYY'.

export function priceDisplay(price: number, options: { compact?: boolean } = {}): string {
  if (price === auctionPriceSentinel) return 'Auction'
  if (price > auctionPriceSentinel) return options.compact ? compactUsDollars(price) : usDollars(price)
  return 'Contact for Price'
}

/** '$4,310/acre': what land is compared by; '' where either figure is missing (an auction, contact for price). */
export function pricePerAcreDisplay(price: number, acres: number): string {
  return price > auctionPriceSentinel && acres > 0 ? `${usDollars(Math.round(price / acres))}/acre` : ''
}

export function acresDisplay(acres: number): string {
  return `${usNumber(acres)} ${acres === 1 ? 'acre' : 'acres'}`
}

/**
 * 1,250 -> '1.2K'; 3,480,000 -> '3.4M' (K above 999, M above 999,999). Tenths are cut, not rounded: 999,950 reads
 * '999.9K', never '1000K', and a count is never shown larger than it is.
 */
export function countDisplay(count: number): string {
  if (count > 999_999) return `${tenths(count, 1_000_000)}M`
  if (count > 999) return `${tenths(count, 1_000)}K`
  return String(count)
}

/** count / unit cut to one decimal, in whole-number arithmetic so no float rounds it up. */
function tenths(count: number, unit: number): string {
  const inTenths = Math.floor(count / (unit / 10))
  const whole = Math.floor(inTenths / 10)
  const tenth = inTenths % 10
  return tenth ? `${whole}.${tenth}` : String(whole)
}

/** 'March 5, 2026' from an ISO date; '' for a date that starts with 0 (unset upstream). */
export function dateDisplay(isoDate: string | null): string {
  if (!isoDate || isoDate.startsWith('0')) return ''
  const date = new Date(isoDate)
  if (Number.isNaN(date.getTime())) return ''
  return usLongDate(date)
}

/** Beds, baths and square feet as one line, leaving out what the listing does not have. */
export function homeSummary(beds: number | null, baths: number | null, sqft: number | null): string {
  return [beds ? `${beds} bd` : '', baths ? `${usNumber(baths)} ba` : '', sqft ? `${usNumber(sqft)} sqft` : '']
    .filter(Boolean)
    .join(' • ')
}

/** The status pill: only under contract, sold and off market show one. */
export function statusPillText(
  status: number,
  options: { level: number; salesDate: string | null; isMobile: boolean },
): string | null {
  const free = options.level === listingLevel.free
  if (status === marketStatus.underContract) return free && options.isMobile ? 'Pending' : 'Under Contract'
  if (status === marketStatus.offMarket) return 'Off Market'
  if (status === marketStatus.sold) {
    const date = free && options.isMobile ? '' : dateDisplay(options.salesDate)
    return date ? `Sold ${date}` : 'Sold'
  }
  return null
}

/** Title fallback: '{areaLabel} in {county}, {state}'. */
export function listingTitle(title: string, acres: number, county: string, state: string): string {
  return title.trim() || `${acresDisplay(acres)} in ${county}, ${state}`
}
