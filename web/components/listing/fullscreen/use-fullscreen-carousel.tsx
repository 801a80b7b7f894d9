import { Suspense, useRef, useState } from 'react'
import type { ListingDetail } from '../../../api/listing-detail.ts'
import { lazyWithNotice } from '../../lazy-with-notice.tsx'
import { closedFullscreen, fullscreenModesOf, openFullscreen, type FullscreenMode } from './fullscreen-state.ts'

// What the listing page holds of the full-screen carousel: its state and a lazy reference. The carousel's code
// (embla, the frames, the map) loads on the first opening (spec §9).
const FullscreenCarousel = lazyWithNotice(() => import('./fullscreen-carousel.tsx'), 'full-screen view')

/**
 * The full-screen carousel of a listing: `open(mode, index)` shows it, `element` goes anywhere in the page. The
 * listing may be missing (a page whose detail call failed), so the page can call this before it knows.
 */
export function useFullscreenCarousel(listing: ListingDetail | undefined) {
  const [state, setState] = useState(closedFullscreen)
  const opener = useRef<HTMLElement | null>(null)
  /** `from`: the control that opened it, which takes the focus back (Safari does not focus a clicked button). */
  const open = (mode: FullscreenMode, index = 0, from?: HTMLElement) => {
    opener.current = from ?? (document.activeElement as HTMLElement | null)
    setState(openFullscreen(mode, index))
  }
  const close = () => {
    setState(closedFullscreen)
    opener.current?.focus()
  }
  const element =
    state.open && listing ? (
      <Suspense
        fallback={
          <span role="status" className="sr-only">
            Opening full screen…
          </span>
        }
      >
        <FullscreenCarousel listing={listing} mode={state.mode} startIndex={state.index} onClose={close} />
      </Suspense>
    ) : null
  return { open, element, modes: listing ? fullscreenModesOf(listing) : [] }
}
