import useEmblaCarousel from 'embla-carousel-react'
import { Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { ListingDetail } from '../../../api/listing-detail.ts'
import { listingTitle } from '../../../format/listing-format.ts'
import { lazyWithNotice } from '../../lazy-with-notice.tsx'
import { useModal } from '../../modal-frame.tsx'
import { useSiteLinks } from '../../../site/site-links.tsx'
import { mobileQuery, useMediaQuery } from '../../../site/use-media-query.ts'
import {
  fullscreenModesOf,
  lookaheadIndexes,
  modeLabels,
  openFullscreen,
  showMode,
  showPhoto,
  stepPhoto,
  type FullscreenMode,
  type FullscreenState,
} from './fullscreen-state.ts'

// A listing's photos, video, 3D tour and map over the whole screen (spec §4), in a modal <dialog>: the page behind is
// inert, Escape closes it (the dialog's cancel), and the opener takes the focus back (use-fullscreen-carousel.tsx).
// This module and embla load on the first opening (spec §9); the map's code loads only when its mode is shown.

const ListingMap = lazyWithNotice(() => import('../listing-map.tsx'), 'map')

// Twice the detail page's photo on desktop, for large and dense screens; the detail size on phones (spec §9).
const photoSize = { desktop: { width: 1800, height: 1200 }, mobile: { width: 600, height: 400 } }

// Arrow keys step through the photos; Home and End go to the first and the last.
const keySteps = (key: string, index: number, total: number): number | undefined =>
  new Map([
    ['ArrowLeft', -1],
    ['ArrowRight', 1],
    ['Home', -index],
    ['End', total - 1 - index],
  ]).get(key)

type ViewUpdate = (update: (view: FullscreenState) => FullscreenState) => void

function Gallery(props: { listing: ListingDetail; title: string; index: number; update: ViewUpdate }) {
  const { photos } = props.listing
  const links = useSiteLinks()
  const size = useMediaQuery(mobileQuery) ? photoSize.mobile : photoSize.desktop
  const mobile = size === photoSize.mobile
  // The photo shown when the gallery appears; later moves go through scrollTo below.
  const [startIndex] = useState(props.index)
  const [viewport, embla] = useEmblaCarousel({ loop: true, startIndex })
  const total = photos.length
  const near = new Set(lookaheadIndexes(props.index, total, mobile))
  // The state leads: a swipe reports where embla went, a button or key asks embla to go there.
  useEffect(() => {
    if (!embla) return
    const onSelect = () => props.update((view) => showPhoto(view, embla.selectedScrollSnap()))
    embla.on('select', onSelect)
    return () => {
      embla.off('select', onSelect)
    }
  }, [embla])
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== props.index) embla.scrollTo(props.index)
  }, [embla, props.index])
  const button =
    'tap-target absolute top-1/2 -translate-y-1/2 cursor-pointer rounded-full border-0 bg-white/85 px-3 py-2 text-2xl leading-none text-black'
  return (
    <div
      className="relative h-full"
      role="group"
      aria-roledescription="carousel"
      aria-label={`Photos of ${props.title}`}
    >
      <div ref={viewport} className="h-full overflow-hidden">
        <div className="flex h-full">
          {photos.map((photo, index) => (
            <div
              key={photo.documentId}
              className="h-full min-w-0 flex-[0_0_100%]"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${total}`}
            >
              {near.has(index) && (
                <img
                  src={links.image(photo.documentId, size)}
                  alt={photo.altText || `${props.title}, photo ${index + 1} of ${total}`}
                  width={size.width}
                  height={size.height}
                  decoding="async"
                  className="h-full w-full object-contain"
                />
              )}
            </div>
          ))}
        </div>
      </div>
      {total > 1 && (
        <>
          <button
            type="button"
            className={`${button} left-2`}
            onClick={() => props.update((view) => stepPhoto(view, -1, total))}
            aria-label="Previous photo"
          >
            ‹
          </button>
          <button
            type="button"
            className={`${button} right-2`}
            onClick={() => props.update((view) => stepPhoto(view, 1, total))}
            aria-label="Next photo"
          >
            ›
          </button>
        </>
      )}
      <span
        className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded bg-black/70 px-2 py-0.5 text-sm"
        data-testid="fullscreen-counter"
        aria-live="polite"
      >
        {props.index + 1}/{total}
      </span>
    </div>
  )
}

interface FullscreenCarouselProps {
  listing: ListingDetail
  mode: FullscreenMode
  startIndex: number
  /** The dialog has closed (Escape or Close): the opener unmounts it and takes the focus back. */
  onClose: () => void
}

export default function FullscreenCarousel(props: FullscreenCarouselProps) {
  const { listing } = props
  const title = listingTitle(listing.title, listing.acres, listing.county, listing.stateName)
  const modes = fullscreenModesOf(listing)
  const [view, setView] = useState(() =>
    openFullscreen(modes.includes(props.mode) ? props.mode : (modes[0] ?? 'map'), props.startIndex),
  )
  const dialog = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const total = listing.photos.length

  // Shown while mounted. Embla measures its slides once the dialog has a size: it starts on the render after its
  // viewport is attached, after this.
  useModal(dialog, true, () => closeButton.current?.focus())
  // The page behind keeps its place while the buyer swipes.
  useEffect(() => {
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = overflow
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    const step = view.mode === 'gallery' ? keySteps(event.key, view.index, total) : undefined
    if (step === undefined) return
    event.preventDefault()
    setView((was) => stepPhoto(was, step, total))
  }
  const tab = 'tap-target cursor-pointer rounded-full border-0 px-3 py-1 text-sm font-semibold'
  const frame = 'block h-full w-full border-0'

  return (
    <dialog
      ref={dialog}
      aria-label={`${modeLabels[view.mode]}: ${title}`}
      onClose={props.onClose}
      onKeyDown={onKeyDown}
      className="m-0 h-[100dvh] max-h-none w-screen max-w-none border-0 bg-black p-0 font-body text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center gap-2 p-2">
          {modes.length > 1 && (
            <div role="group" aria-label="Show" className="flex flex-wrap gap-1">
              {modes.map((mode) => (
                <button
                  key={mode}
                  type="button"
                  aria-pressed={mode === view.mode}
                  onClick={() => setView((was) => showMode(was, mode))}
                  className={`${tab} ${mode === view.mode ? 'bg-white text-black' : 'bg-white/15 text-white'}`}
                >
                  {modeLabels[mode]}
                </button>
              ))}
            </div>
          )}
          <button
            ref={closeButton}
            type="button"
            aria-label="Close"
            onClick={() => dialog.current?.close()}
            className="tap-target ml-auto cursor-pointer rounded border-0 bg-transparent p-1 text-3xl leading-none text-white"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="relative min-h-0 flex-1">
          {view.mode === 'gallery' && <Gallery listing={listing} title={title} index={view.index} update={setView} />}
          {view.mode === 'video' && listing.video && (
            <iframe
              src={listing.video.embedUrl}
              title={`Video of ${title}`}
              allow="encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              className={frame}
            />
          )}
          {view.mode === 'tour' && listing.virtualTourUrl && (
            <iframe
              src={listing.virtualTourUrl}
              title={`3D tour of ${title}`}
              allow="fullscreen; xr-spatial-tracking"
              allowFullScreen
              className={frame}
            />
          )}
          {view.mode === 'map' && (
            // The box the map fills: the rest of the dialog under the bar.
            <div className="absolute inset-0">
              <Suspense fallback={<p className="m-0 p-4">Loading the map…</p>}>
                <ListingMap
                  lat={listing.lat}
                  lng={listing.lng}
                  countyId={listing.countyId}
                  title={title}
                  boundary={listing.boundary?.ring ?? null}
                />
              </Suspense>
            </div>
          )}
        </div>
      </div>
    </dialog>
  )
}
