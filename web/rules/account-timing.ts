import { breakpoints } from './layout.ts'

// The account timings of spec §9.

/** Narrower than the second breakpoint (601 px) is a phone. */
const phoneWidthBelow = breakpoints[1]

/** The login popover hides itself after 5000 ms on a phone, 10000 ms otherwise. */
export const loginPopoverTimeoutMs = (viewportWidth: number) => (viewportWidth < phoneWidthBelow ? 5000 : 10_000)

/** The saved-search popover shows at most once per 30 days, on a screen as wide as the brand's timings say. */
const savedSearchPopoverDays = 30

const dayMs = 86_400_000

/**
 * Whether the saved-search popover may show now (spec §9): on a screen at least `minWidth` wide (the brand's
 * timings.savedSearchPopoverMinWidth: 901 px on the land brand, 990 on the others), and not within 30 days of the last
 * time it showed (`lastShown`, ms since the epoch; null never).
 */
export function savedSearchPopoverDue(minWidth: number, viewportWidth: number, lastShown: number | null, now: number) {
  if (viewportWidth < minWidth) return false
  return lastShown === null || !Number.isFinite(lastShown) || now - lastShown >= savedSearchPopoverDays * dayMs
}
