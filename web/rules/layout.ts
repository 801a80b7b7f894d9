// Layout and timing constants of the spec (§9).

export const breakpoints = [375, 601, 901, 990, 1025, 1201, 1401, 1601] as const
export const footerCollapsedCount = 5
export const popularStatesCollapsedCount = 10
export const loginPopoverTimeoutMs = { mobile: 5000, desktop: 10000 } as const
export const hydrationFallbackMs = 2000
export const trackingScriptDelayMs = 2250
export const throttleDefaultMs = 250
export const pageChunkTimeoutMs = 120_000
export const parcelZoom = 15
export const image = {
  thumbnail: { width: 122, height: 81 },
  detailHeight: { desktop: 600, mobile: 400 },
  quality: { low: 40, medium: 60, high: 80, highest: 100 },
  lazyOffsetPx: 40,
} as const
