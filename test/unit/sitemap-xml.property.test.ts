import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { childOf } from '../../worker/sitemaps/sitemap-children.ts'
import { sitemapLimits, urlsetClose, urlsetOpen, urlsPerChild } from '../../worker/sitemaps/sitemap-limits.ts'
import { sitemapIndexXml, urlsetWriter } from '../../worker/sitemaps/sitemap-xml.ts'
import { anyText } from './url-properties.ts'

// The XML sitemaps' addresses and entries (worker/sitemaps/): a child's file name reads back as its kind and number
// and nothing else does; every <loc> is an ASCII URI, entity-escaped, naming the page the path names on the site's
// origin; the limits hold whatever the URLs are.

/** The kinds of child the index names (spec §2 sitemaps: listings, places, sellers and the site's pages). */
const kinds = ['pages', 'places', 'sellers', 'listings'] as const
const origin = 'https://www.openacres.example'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('child sitemap file names', () => {
  it('read back as the kind and number the index writes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.integer({ min: 1, max: 999_999 }), (kind, number) => {
        expect(childOf(`${kind}-${number}.xml`)).toEqual({ kind, number })
      }),
    )
  })

  it('never throw, and name a child only in the index’s own spelling', () => {
    const nearby = fc
      .tuple(fc.constantFrom(...kinds, 'Listings', 'listing', ''), fc.oneof(anyText, fc.nat().map(String)))
      .map(([kind, rest]) => `${kind}-${rest}.xml`)
    fc.assert(
      fc.property(fc.oneof(nearby, anyText), (fileName) => {
        const child = childOf(fileName)
        if (child) expect(fileName).toBe(`${child.kind}-${child.number}.xml`)
      }),
    )
  })
})

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" }
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => entities[entity]!)

describe('urlset entries', () => {
  const path = fc.oneof(
    anyText.map((text) => `/${text}`),
    fc.array(anyText, { maxLength: 4 }).map((segments) => `/${segments.join('/')}/?q=${segments.join('&')}`),
  )

  it('are ASCII URIs, entity-escaped, naming the page of the path on the origin; a too long one is left out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    fc.assert(
      fc.property(path, fc.option(fc.constant('2026-05-01T10:00:00Z'), { nil: null }), (page, lastmod) => {
        warn.mockClear()
        const writer = urlsetWriter(origin, sitemapLimits)
        writer.add(page, lastmod)
        const xml = writer.xml()
        expect(xml.startsWith(urlsetOpen) && xml.endsWith(urlsetClose)).toBe(true)
        const [, loc] = /<loc>([^<]*)<\/loc>/.exec(xml) ?? []
        if (!loc) {
          // Left out only when too long to keep, and said so with its size.
          expect(writer.count).toBe(0)
          expect(warn).toHaveBeenCalledOnce()
          const [, size] = /: (\d+) bytes, over 1024$/.exec(String(warn.mock.calls[0]![0])) ?? []
          expect(Number(size)).toBeGreaterThan(sitemapLimits.entryBytes)
          return
        }
        expect(writer.count).toBe(1)
        expect(loc).toMatch(/^[\x21-\x7e]+$/)
        expect(loc).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|apos);)/)
        const url = new URL(unescapeXml(loc))
        expect(url.origin).toBe(origin)
        expect(url.href).toBe(new URL(origin + page).href)
        expect(xml.includes('<lastmod>')).toBe(lastmod !== null)
      }),
    )
  })

  it('fill a child up to its URL count and no further', () => {
    const limits = { urls: 3, bytes: 10_000, entryBytes: 500 }
    const writer = urlsetWriter(origin, limits)
    for (const n of [1, 2, 3]) writer.add(`/property/Austin-TX/${n}/`, null)
    expect(() => writer.add('/property/Austin-TX/4/', null)).toThrow()
    expect(writer.xml().match(/<url>/g)).toHaveLength(3)
  })
})

describe('the sitemap index', () => {
  it('names every child once, in order', () => {
    const child = fc
      .tuple(fc.constantFrom(...kinds), fc.integer({ min: 1, max: 999_999 }))
      .map(([kind, n]) => `${origin}/sitemaps/${kind}-${n}.xml`)
    fc.assert(
      fc.property(fc.array(child, { maxLength: 20 }), (children) => {
        const locs = [...sitemapIndexXml(children, sitemapLimits).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
          ([, loc]) => loc,
        )
        expect(locs).toEqual(children)
      }),
    )
  })
})

describe('the limits', () => {
  it('hold by construction: at most `urls` entries, and all of them at the longest fit in `bytes`', () => {
    const limits = fc.record({
      urls: fc.integer({ min: 1, max: 100_000 }),
      bytes: fc.integer({ min: 1, max: 100 * 1024 * 1024 }),
      entryBytes: fc.integer({ min: 1, max: 4096 }),
    })
    fc.assert(
      fc.property(limits, (each) => {
        const room = each.bytes - urlsetOpen.length - urlsetClose.length
        if (room < each.entryBytes) {
          expect(() => urlsPerChild(each)).toThrow()
          return
        }
        const perChild = urlsPerChild(each)
        expect(perChild).toBeLessThanOrEqual(each.urls)
        expect(perChild * each.entryBytes).toBeLessThanOrEqual(room)
        expect(perChild === each.urls || (perChild + 1) * each.entryBytes > room).toBe(true)
      }),
    )
  })
})
