import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BrandId } from '../../brands/brand-config.ts'
import { brands } from '../../brands/brand-registry.ts'
import { adScriptTiming, type AdScriptTiming, type ScreenKind } from '../../web/analytics/ad-script-timing.ts'
import { consentChoiceOf, consentCookieText, type ConsentChoice } from '../../web/analytics/consent.ts'
import type { AnalyticsPageName } from '../../web/analytics/page-names.ts'
import { scheduleTracking, trackingScriptDelayMs, type TrackingStart } from '../../web/analytics/tracking-schedule.ts'

// The trackers' schedule (spec §9) on a fake clock and a page of our own: what is injected, and when, after window
// load, a scroll and the visitor's choice; the ad script's timing per brand, screen and page; the consent cookie.

const ids = { analyticsId: 'G-TEST123456', adsId: 'ca-pub-1234567890123456' }

/** A page whose load, scroll and injected scripts the test drives and reads. */
function testPage() {
  let loaded: ((msSinceLoad: number) => void) | undefined
  const scrollListeners: (() => void)[] = []
  const injected: { script: string; at: number }[] = []
  let start = 0
  return {
    page: {
      afterLoad: (then: (msSinceLoad: number) => void) => void (loaded = then),
      onFirstScroll: (then: () => void) => void scrollListeners.push(then),
      loadGoogleTag: (id: string) => void injected.push({ script: `tag ${id}`, at: Date.now() - start }),
      loadAdScript: (id: string) => void injected.push({ script: `ads ${id}`, at: Date.now() - start }),
    },
    /** The window loads now (or loaded `msAgo` before the schedule heard of it); times are counted from here. */
    load(msAgo = 0) {
      start = Date.now() - msAgo
      loaded?.(msAgo)
    },
    scroll: () => scrollListeners.splice(0).forEach((listener) => listener()),
    injected,
    scrollListeners,
  }
}

type Page = ReturnType<typeof testPage>

function start(page: Page, options: Partial<TrackingStart> = {}) {
  const askChoice = vi.fn<() => Promise<ConsentChoice>>(() => new Promise(() => {}))
  scheduleTracking({
    ids,
    adTiming: 'first-scroll-or-delay',
    globalPrivacyControl: false,
    storedChoice: 'accepted',
    askChoice,
    page: page.page,
    ...options,
  })
  return askChoice
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the trackers’ schedule', () => {
  it('injects nothing before 2250 ms after window load, and both scripts at 2250', async () => {
    const page = testPage()
    start(page)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(page.injected, 'nothing before the window has loaded').toEqual([])
    page.load()
    await vi.advanceTimersByTimeAsync(trackingScriptDelayMs - 1)
    expect(page.injected).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(page.injected).toEqual([
      { script: 'tag G-TEST123456', at: 2250 },
      { script: 'ads ca-pub-1234567890123456', at: 2250 },
    ])
    await vi.advanceTimersByTimeAsync(60_000)
    page.scroll()
    expect(page.injected, 'each script once').toHaveLength(2)
  })

  it('counts from the load itself when the window loaded before the schedule started', async () => {
    const page = testPage()
    start(page)
    page.load(1000)
    await vi.advanceTimersByTimeAsync(1249)
    expect(page.injected).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(page.injected.map((script) => script.at)).toEqual([2250, 2250])
  })

  it('loads the ad script at the first scroll when that comes sooner; the tag still waits', async () => {
    const page = testPage()
    start(page)
    page.load()
    await vi.advanceTimersByTimeAsync(400)
    page.scroll()
    await vi.advanceTimersByTimeAsync(0)
    expect(page.injected).toEqual([{ script: 'ads ca-pub-1234567890123456', at: 400 }])
    await vi.advanceTimersByTimeAsync(trackingScriptDelayMs)
    expect(page.injected.map((script) => script.script)).toEqual(['ads ca-pub-1234567890123456', 'tag G-TEST123456'])
  })

  it('where the ad script is delayed, a scroll does not bring it sooner', async () => {
    const page = testPage()
    start(page, { adTiming: 'delay-only' })
    page.load()
    await vi.advanceTimersByTimeAsync(400)
    page.scroll()
    await vi.advanceTimersByTimeAsync(trackingScriptDelayMs - 401)
    expect(page.injected).toEqual([])
    expect(page.scrollListeners, 'no scroll listener at all').toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(page.injected.map((script) => script.at)).toEqual([2250, 2250])
  })

  it('loads only the trackers configured, and nothing at all, not even the question, without any', async () => {
    const tagOnly = testPage()
    start(tagOnly, { ids: { analyticsId: 'GTM-ABC1234', adsId: null } })
    tagOnly.load()
    await vi.advanceTimersByTimeAsync(trackingScriptDelayMs)
    expect(tagOnly.injected).toEqual([{ script: 'tag GTM-ABC1234', at: 2250 }])

    const none = testPage()
    const askChoice = start(none, { ids: { analyticsId: null, adsId: null }, storedChoice: null })
    none.load()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(none.injected).toEqual([])
    expect(askChoice).not.toHaveBeenCalled()
  })
})

describe('consent', () => {
  it('asks a visitor who has not chosen, and an Accept before 2250 ms loads the scripts at 2250', async () => {
    const page = testPage()
    let accept: (choice: ConsentChoice) => void = () => {}
    const askChoice = vi.fn(() => new Promise<ConsentChoice>((resolve) => (accept = resolve)))
    start(page, { storedChoice: null, askChoice })
    expect(askChoice, 'the banner shows before the window has loaded').toHaveBeenCalledOnce()
    page.load()
    await vi.advanceTimersByTimeAsync(1000)
    accept('accepted')
    await vi.advanceTimersByTimeAsync(trackingScriptDelayMs - 1001)
    expect(page.injected).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(page.injected.map((script) => script.at)).toEqual([2250, 2250])
  })

  it('an Accept after 2250 ms loads them at once', async () => {
    const page = testPage()
    let accept: (choice: ConsentChoice) => void = () => {}
    start(page, { storedChoice: null, askChoice: () => new Promise((resolve) => (accept = resolve)) })
    page.load()
    await vi.advanceTimersByTimeAsync(5000)
    expect(page.injected).toEqual([])
    accept('accepted')
    await vi.advanceTimersByTimeAsync(0)
    expect(page.injected.map((script) => script.at)).toEqual([5000, 5000])
  })

  it('a Reject loads nothing, ever, scroll or not', async () => {
    const page = testPage()
    start(page, { storedChoice: null, askChoice: () => Promise.resolve('rejected') })
    page.load()
    page.scroll()
    await vi.advanceTimersByTimeAsync(600_000)
    page.scroll()
    expect(page.injected).toEqual([])
  })

  it('a stored rejection or Global Privacy Control loads nothing and asks nothing, whatever was stored before', async () => {
    for (const refusal of [
      { storedChoice: 'rejected' as const, globalPrivacyControl: false },
      { storedChoice: null, globalPrivacyControl: true },
      { storedChoice: 'accepted' as const, globalPrivacyControl: true },
    ]) {
      const page = testPage()
      const askChoice = start(page, refusal)
      page.load()
      page.scroll()
      await vi.advanceTimersByTimeAsync(600_000)
      expect(page.injected, JSON.stringify(refusal)).toEqual([])
      expect(askChoice).not.toHaveBeenCalled()
    }
  })

  it('is read back from the cookie it is stored in, for a year, for the whole site', () => {
    const stored = consentCookieText('rejected', true)
    expect(stored).toBe('tracking_consent=rejected; Max-Age=31536000; Path=/; SameSite=Lax; Secure')
    expect(consentCookieText('accepted', false)).not.toContain('Secure')
    expect(consentChoiceOf(stored.split(';')[0])).toBe('rejected')
    expect(consentChoiceOf('session=abc; tracking_consent=accepted; theme=dark')).toBe('accepted')
    for (const none of [null, '', 'session=abc', 'tracking_consent=maybe', 'my_tracking_consent=accepted']) {
      expect(consentChoiceOf(none), String(none)).toBeNull()
    }
  })
})

describe('the ad script’s timing (spec §9)', () => {
  const desktop: ScreenKind = { mobile: false, small: false }
  const phone: ScreenKind = { mobile: true, small: true }
  const narrowWindow: ScreenKind = { mobile: false, small: true }
  const tablet: ScreenKind = { mobile: true, small: false }

  const table: [BrandId, AnalyticsPageName | undefined, ScreenKind, AdScriptTiming][] = [
    // A wide desktop screen: at the first scroll, on every brand and page.
    ['land', 'Homepage', desktop, 'first-scroll-or-delay'],
    ['land', 'Search Results', desktop, 'first-scroll-or-delay'],
    ['laf', 'Listing Detail', desktop, 'first-scroll-or-delay'],
    ['landwatch', undefined, desktop, 'first-scroll-or-delay'],
    // The main land site delays it on a mobile device or a small screen, whatever the page.
    ['land', 'Homepage', phone, 'delay-only'],
    ['land', 'Listing Detail', narrowWindow, 'delay-only'],
    ['land', 'Search Results', tablet, 'delay-only'],
    // The rural-land site never does.
    ['landwatch', 'Homepage', phone, 'first-scroll-or-delay'],
    ['landwatch', 'Search Results', narrowWindow, 'first-scroll-or-delay'],
    ['landwatch', 'Listing Detail', tablet, 'first-scroll-or-delay'],
    // The farm site does, except on its home page on a small screen.
    ['laf', 'Homepage', phone, 'first-scroll-or-delay'],
    ['laf', 'Homepage', narrowWindow, 'first-scroll-or-delay'],
    ['laf', 'Homepage', tablet, 'delay-only'],
    ['laf', 'Search Results', phone, 'delay-only'],
    ['laf', 'Listing Detail', narrowWindow, 'delay-only'],
    ['laf', undefined, phone, 'delay-only'],
  ]

  it.each(table)('%s, %s, %o: %s', (brandId, pageName, screen, timing) => {
    expect(adScriptTiming(brands[brandId].timings.mobileAdScriptOnScroll, pageName, screen)).toBe(timing)
  })
})
