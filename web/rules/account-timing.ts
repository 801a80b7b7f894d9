import { breakpoints } from './layout.ts'

// The account timings of spec §9.

/** Narrower than the second breakpoint (601 px) is a phone. */
const phoneWidthBelow = breakpoints[1]

/** The login popover hides itself after 5000 ms on a phone, 10000 ms otherwise. */
export const loginPopoverTimeoutMs = (viewportWidth: number) => (viewportWidth < phoneWidthBelow ? 5000 : 10_000)

/** The saved-search popover shows at most once per 30 days, and only on wide screens. */
export const savedSearchPopoverDays = 30
export const savedSearchPopoverMinWidth = (brandId: string) => (brandId === 'land' ? breakpoints[2] : breakpoints[3])
