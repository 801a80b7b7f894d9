import * as v from 'valibot'

// The numbers an answer must hold for a page to show it. An upstream API (proxy mode) that answers a count of -3, page
// 2.5 of 0, or a price of 1e999 (Infinity, once parsed) answers wrongly: its answer fails the call's schema, and the
// page treats it as a failed call (its fallback, logged, never shared by the edge cache) instead of printing it.

/** A count or a page number: 0, 1, 2… */
export const wholeCount = v.pipe(v.number(), v.safeInteger(), v.minValue(0))

/** The id of a listing or an account: 1, 2, 3… */
export const recordId = v.pipe(v.number(), v.safeInteger(), v.minValue(1))

/** A price or an area: finite, and never below zero. */
export const amount = v.pipe(v.number(), v.finite(), v.minValue(0))

/** Where a page of results is among all of them. */
export const resultPaging = {
  totalCount: wholeCount,
  pageIndex: wholeCount,
  pageSize: wholeCount,
  pageCount: wholeCount,
}
