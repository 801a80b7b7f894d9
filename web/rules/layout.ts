// Layout constants of the spec (§9).

export const breakpoints = [375, 601, 901, 990, 1025, 1201, 1401, 1601] as const
export const footerCollapsedCount = 5
export const popularStatesCollapsedCount = 10
