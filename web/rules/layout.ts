// Layout constants of the spec (§9).

export const breakpoints = [375, 601, 901, 990, 1025, 1201, 1401, 1601] as const
export const footerCollapsedCount = 5
export const popularStatesCollapsedCount = 10

/** Height of a bar fixed to the foot of the window (the land site's contact bar), and the room kept for it under the
 *  footer (spec §2 Footer, extra bottom space): the classes h-bottom-bar and pb-bottom-bar (uno.config.ts). */
export const bottomBarHeight = '4.5rem'
