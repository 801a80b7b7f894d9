import type { ListingDetail } from '../../../api/listing-detail.ts'
import { carouselLookahead, isNearSlide } from '../../../rules/carousel.ts'

// The full-screen carousel's state (spec §4): opening sets full screen with a mode and a start index; closing resets
// to closed at index 0. Small and free of the carousel's code, because the listing page holds it before the first
// opening loads that code.

const fullscreenModes = ['gallery', 'video', 'tour', 'map'] as const
export type FullscreenMode = (typeof fullscreenModes)[number]

/** What each mode's button says, on the page and in the carousel's own bar. */
export const modeLabels: Record<FullscreenMode, string> = {
  gallery: 'Photos',
  video: 'Video',
  tour: '3D Tour',
  map: 'Map',
}

export interface FullscreenState {
  open: boolean
  mode: FullscreenMode
  /** The photo shown in gallery mode; kept while another mode is shown. */
  index: number
}

export const closedFullscreen: FullscreenState = { open: false, mode: 'gallery', index: 0 }

export const openFullscreen = (mode: FullscreenMode, startIndex = 0): FullscreenState => ({
  open: true,
  mode,
  index: startIndex,
})

export const showMode = (state: FullscreenState, mode: FullscreenMode): FullscreenState => ({ ...state, mode })

export const showPhoto = (state: FullscreenState, index: number): FullscreenState => ({ ...state, index })

/** The photo `step` away from the shown one, around the loop: the last photo's next is the first. */
export function stepPhoto(state: FullscreenState, step: number, total: number): FullscreenState {
  return total > 0 ? showPhoto(state, (((state.index + step) % total) + total) % total) : state
}

/** The modes a listing has: photos when it has any, its video and tour when allowed, and its place on a map. */
export function fullscreenModesOf(listing: ListingDetail): FullscreenMode[] {
  const has = { gallery: listing.photos.length > 0, video: !!listing.video, tour: !!listing.virtualTourUrl, map: true }
  return fullscreenModes.filter((mode) => has[mode])
}

/** The photos to load around photo `index` (spec §9 lookahead, as the search cards load theirs), in order. */
export function lookaheadIndexes(index: number, total: number, isMobile: boolean): number[] {
  const ahead = isMobile ? carouselLookahead.mobile : carouselLookahead.desktop
  return Array.from({ length: total }, (_, photo) => photo).filter((photo) => isNearSlide(photo, index, total, ahead))
}
