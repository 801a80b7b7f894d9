// The photo carousels' lookahead (spec §9), shared by the search card's carousel and the listing's full-screen one.

/** Photos loaded ahead of the current one: 5 on desktop, 2 on mobile. */
export const carouselLookahead = { desktop: 5, mobile: 2 } as const

/** Whether slide `index` is within `ahead` slides of `current`, counting around the loop. */
export function isNearSlide(index: number, current: number, total: number, ahead: number): boolean {
  const forward = (index - current + total) % total
  const backward = (current - index + total) % total
  // From the first slide only the next photos are wanted, and the last one (a step back around the loop).
  return forward <= ahead || backward <= (current === 0 ? 1 : ahead)
}
