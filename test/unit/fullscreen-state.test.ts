import { describe, expect, it } from 'vitest'
import type { ListingDetail } from '../../web/api/listing-detail.ts'
import {
  closedFullscreen,
  fullscreenModesOf,
  lookaheadIndexes,
  openFullscreen,
  showMode,
  stepPhoto,
} from '../../web/components/listing/fullscreen/fullscreen-state.ts'
import { carouselLookahead } from '../../web/rules/carousel.ts'

// The full-screen carousel's state (spec §4) and which photos it loads (spec §9 lookahead).

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

describe('the full-screen state', () => {
  it('opens in a mode at a start index, and closes to closed at index 0', () => {
    expect(openFullscreen('video', 3)).toEqual({ open: true, mode: 'video', index: 3 })
    expect(openFullscreen('gallery')).toEqual({ open: true, mode: 'gallery', index: 0 })
    expect(closedFullscreen).toMatchObject({ open: false, index: 0 })
  })

  it('moves to the next and previous photo around the loop', () => {
    const last = openFullscreen('gallery', 9)
    expect(stepPhoto(last, 1, 10).index).toBe(0)
    expect(stepPhoto(openFullscreen('gallery', 0), -1, 10).index).toBe(9)
    expect(stepPhoto(openFullscreen('gallery', 4), 1, 10).index).toBe(5)
    expect(stepPhoto(openFullscreen('gallery', 4), -4, 10).index).toBe(0)
    expect(stepPhoto(last, 1, 0)).toBe(last)
  })

  it('keeps the photo shown while another mode is shown', () => {
    expect(showMode(openFullscreen('gallery', 6), 'map')).toEqual({ open: true, mode: 'map', index: 6 })
  })
})

describe('the photos loaded around the shown one', () => {
  const { desktop, mobile } = carouselLookahead

  it('from the first photo: the lookahead ahead and the last one only (a step back around the loop)', () => {
    expect(lookaheadIndexes(0, 20, false)).toEqual([...range(0, desktop), 19])
    expect(lookaheadIndexes(0, 20, true)).toEqual([...range(0, mobile), 19])
  })

  it('further on: the lookahead both ways, around the loop', () => {
    expect(lookaheadIndexes(10, 20, false)).toEqual(range(10 - desktop, 10 + desktop))
    expect(lookaheadIndexes(19, 20, true)).toEqual([...range(0, mobile - 1), ...range(19 - mobile, 19)])
  })

  it('every photo of a short listing, none of a listing without photos', () => {
    expect(lookaheadIndexes(1, 3, false)).toEqual([0, 1, 2])
    expect(lookaheadIndexes(0, 0, false)).toEqual([])
  })
})

describe('the modes a listing has', () => {
  const listing = (change: Partial<ListingDetail>) =>
    ({ photos: [], video: null, virtualTourUrl: null, ...change }) as ListingDetail

  it('photos, video and tour when it has them, and always its place on a map', () => {
    expect(fullscreenModesOf(listing({}))).toEqual(['map'])
    expect(
      fullscreenModesOf(
        listing({
          photos: [{ documentId: 1, altText: '' }],
          video: { host: 'vimeo', id: '76979871', embedUrl: 'https://player.vimeo.com/video/76979871' },
          virtualTourUrl: 'https://my.matterport.com/show/?m=abcdefghijk',
        }),
      ),
    ).toEqual(['gallery', 'video', 'tour', 'map'])
  })
})
