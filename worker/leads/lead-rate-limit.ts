// At most 5 leads from one address in a 10-minute window: enough for a buyer writing to a few sellers, too few for a
// script. Fixed windows in the rate_limits table (a burst across a window's edge may reach 10 in a little over 10
// minutes, which is still no flood). The count and the writes it guards go in one D1 batch (store-lead.ts), so
// concurrent posts cannot both see room for the last lead.

export const leadRateLimit = { maxLeads: 5, windowSeconds: 600 } as const

export interface LeadWindow {
  /** 'lead:<ip>'; posts without a client address (local tools, tests) share 'lead:unknown'. */
  key: string
  windowStart: number
  /** Seconds until the window ends: the 429's Retry-After. */
  secondsLeft: number
}

export function leadWindow(ip: string, now: Date): LeadWindow {
  const seconds = Math.floor(now.getTime() / 1000)
  const windowStart = seconds - (seconds % leadRateLimit.windowSeconds)
  return {
    key: `lead:${ip || 'unknown'}`,
    windowStart,
    secondsLeft: Math.max(1, windowStart + leadRateLimit.windowSeconds - seconds),
  }
}
