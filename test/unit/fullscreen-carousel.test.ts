import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createGenerator } from 'unocss'
import { describe, expect, it, vi } from 'vitest'
import { brands } from '../../brands/brand-registry.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import type { ApiFetch } from '../../web/api/api-client.ts'
import type { ListingDetail } from '../../web/api/listing-detail.ts'
import FullscreenCarousel from '../../web/components/listing/fullscreen/fullscreen-carousel.tsx'
import type { FullscreenMode } from '../../web/components/listing/fullscreen/fullscreen-state.ts'
import { lookaheadIndexes } from '../../web/components/listing/fullscreen/fullscreen-state.ts'
import { useFullscreenCarousel } from '../../web/components/listing/fullscreen/use-fullscreen-carousel.tsx'
import { videoOf } from '../../web/rules/listing-media.ts'
import { ApiContext } from '../../web/site/api-context.tsx'
import { BrandContext } from '../../web/site/brand-context.tsx'
import { SiteLinksContext } from '../../web/site/site-links.tsx'
import unoConfig from '../../uno.config.ts'
import { sampleListingDetail } from '../support/samples.ts'

// The full-screen carousel as the server renders its markup (the unit project has no DOM, so the dialog is not
// shown and embla does not start): what each mode puts in the dialog. The browser opens it for real.

const photos = Array.from({ length: 10 }, (_, i) => ({ documentId: 501 + i, altText: i === 1 ? 'The creek' : '' }))
const tour = 'https://my.matterport.com/show/?m=Zh14WDtkjdC'

const listing = (change: Partial<ListingDetail> = {}): ListingDetail =>
  sampleListingDetail({ photos, video: videoOf('youtube', 'dQw4w9WgXcQ'), virtualTourUrl: tour, ...change })

// The map asks for its county's outline, which the server's render never sends.
const api: ApiFetch = async () => Response.json({})
const withContexts = (element: ReactElement) =>
  [
    (child: ReactElement) => createElement(SiteLinksContext.Provider, { value: siteLinksByBrand.land }, child),
    (child: ReactElement) => createElement(BrandContext.Provider, { value: brands.land }, child),
    (child: ReactElement) => createElement(ApiContext.Provider, { value: api }, child),
    (child: ReactElement) => createElement(QueryClientProvider, { client: new QueryClient() }, child),
  ].reduce((child, wrap) => wrap(child), element)

// Without React's markers between adjacent texts, so the tests read the text as a buyer does.
const html = (element: ReactElement) => renderToString(withContexts(element)).replace(/<!-- -->/g, '')

const carousel = (mode: FullscreenMode, startIndex = 0, change: Partial<ListingDetail> = {}) =>
  html(createElement(FullscreenCarousel, { listing: listing(change), mode, startIndex, onClose: () => {} }))

describe('the full-screen carousel', () => {
  it('is a dialog with a Close button and a button for each mode the listing has, the shown one pressed', () => {
    const markup = carousel('gallery')
    expect(markup).toMatch(/<dialog aria-label="Photos: Creekside Ranch"/)
    expect(markup).toMatch(/<button[^>]*aria-label="Close"/)
    const modes = [...markup.matchAll(/aria-pressed="(true|false)"[^>]*>([^<]+)</g)].map((m) => [m[2], m[1]])
    expect(modes).toEqual([
      ['Photos', 'true'],
      ['Video', 'false'],
      ['3D Tour', 'false'],
      ['Map', 'false'],
    ])
    const bare = carousel('gallery', 0, { video: null, virtualTourUrl: null })
    expect([...bare.matchAll(/aria-pressed="\w+"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['Photos', 'Map'])
  })

  it('shows the photos from the start index, n/total, loading only the lookahead at the full-screen size', () => {
    const markup = carousel('gallery', 1)
    expect(markup).toContain('>2/10<')
    expect(markup).toContain('aria-label="Previous photo"')
    expect(markup).toContain('aria-label="Next photo"')
    const images = [
      ...markup.matchAll(/<img src="\/images\/(\d+)\/1800x1200" alt="([^"]*)" width="1800" height="1200"/g),
    ]
    expect(images.map((m) => Number(m[1]) - 501)).toEqual(lookaheadIndexes(1, photos.length, false))
    expect(images.map((m) => m[2])).toContain('The creek')
    expect(images.map((m) => m[2])).toContain('Creekside Ranch, photo 1 of 10')
  })

  it('frames the video and the tour, each named, full screen allowed', () => {
    const video = carousel('video')
    expect(video).toMatch(
      /<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ" title="Video of Creekside Ranch"[^>]*allowfullscreen/i,
    )
    expect(video).not.toContain('<img')
    expect(carousel('tour')).toMatch(
      /<iframe src="https:\/\/my\.matterport\.com\/show\/\?m=Zh14WDtkjdC" title="3D tour of Creekside Ranch"/,
    )
  })

  it('loads the map when its mode is shown', () => {
    expect(carousel('map')).toContain('Loading the map…')
    expect(carousel('gallery')).not.toContain('Loading the map')
  })

  it('opens in the first mode the listing has when asked for one it lacks', () => {
    expect(carousel('video', 0, { video: null })).toMatch(/<dialog aria-label="Photos: /)
    expect(carousel('gallery', 0, { photos: [], video: null })).toMatch(/<dialog aria-label="3D Tour: /)
  })
})

// What sets an element's box; two classes of one element setting one of these leave it to the stylesheet's order.
const boxProperties = new Set(['position', 'display', 'inset', 'top', 'right', 'bottom', 'left', 'width', 'height'])
const uno = await createGenerator(unoConfig)

/** The box properties the element's classes set more than once, each with its classes ('position: relative absolute'). */
async function boxConflicts(classList: string): Promise<string[]> {
  const setters = new Map<string, Map<string, string[]>>()
  for (const name of classList.split(/\s+/).filter(Boolean)) {
    const { css } = await uno.generate(name, { preflights: false, safelist: false })
    const declarations = /\{([^{}]*)\}\s*\}?\s*$/.exec(css)?.[1] ?? ''
    // A variant (md:, hover:) applies apart from the plain class.
    const variant = name.includes(':') ? name.slice(0, name.lastIndexOf(':')) : ''
    for (const declaration of declarations.split(';')) {
      const [property = '', value = ''] = declaration.split(/:(.*)/s).map((part) => part.trim())
      if (!boxProperties.has(property)) continue
      const key = `${variant}${variant ? ':' : ''}${property}`
      const values = setters.get(key) ?? new Map<string, string[]>()
      values.set(value, [...(values.get(value) ?? []), name])
      setters.set(key, values)
    }
  }
  return [...setters]
    .filter(([, values]) => values.size > 1)
    .map(([key, values]) => `${key}: ${[...values.values()].flat().join(' ')}`)
}

describe('the full-screen map', () => {
  it('fills the dialog under its bar: no element of it sets its position or size twice', async () => {
    const map = listing({ photos: [], video: null, virtualTourUrl: null })
    const markup = () =>
      html(createElement(FullscreenCarousel, { listing: map, mode: 'map', startIndex: 0, onClose: () => {} }))
    // The map's chunk loads on the first render; a render after it has come draws the map. maplibre is a large import:
    // on a busy host it took over vi.waitFor's 1 s.
    await vi.waitFor(() => expect(markup()).toContain('data-testid="listing-map"'), { timeout: 20_000 })
    const classLists = [...markup().matchAll(/class="([^"]*)"/g)].map((m) => m[1] ?? '')
    expect(classLists.length).toBeGreaterThan(3)
    // Once, the map was given `absolute inset-0` beside its own `relative`: the stylesheet's order kept `relative`,
    // and the map's box was 0 px high, a black dialog.
    for (const classList of classLists) expect(await boxConflicts(classList), classList).toEqual([])
  })
})

describe('useFullscreenCarousel', () => {
  it('renders nothing until it is first opened, and knows the modes the listing has', () => {
    let modes: FullscreenMode[] = []
    function Page() {
      const fullscreen = useFullscreenCarousel(listing({ virtualTourUrl: null }))
      modes = fullscreen.modes
      return createElement('main', null, fullscreen.element)
    }
    expect(html(createElement(Page))).toBe('<main></main>')
    expect(modes).toEqual(['gallery', 'video', 'map'])
  })
})
