import { useEffect, useRef, useState } from 'react'
import { carouselLookahead, isNearSlide } from '../../rules/carousel.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { cardImageSize, cardImageSrcSet } from './card-image.ts'

// The card image carousel (spec §2 listing card, §9 carousel constants): loops (previous from the first photo shows the
// last, next from the last the first), previous/next, 'n/total', and loads the photos near the current one only: 5
// ahead on desktop, 2 on mobile, fewer from the first slide.
//
// It is a row of photos the browser itself scrolls and snaps (CSS scroll snap), where the listing page's full-screen
// gallery uses embla: a swipe is the browser's own and starting a card measures nothing. Embla measured every slide as
// it started, about 100 ms of a slow phone's main thread per card while the page was loading. A swipe stops at either
// end; the buttons go round.

/** A slide is the current one once this much of it is in view (spec §9). */
const inViewThreshold = 0.7

function isMobile(): boolean {
  return window.matchMedia('(max-width: 900px)').matches
}

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth'
}

export default function CardCarousel(props: { imageIds: number[]; title: string }) {
  const links = useSiteLinks()
  const viewport = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  // The slide the buttons last asked for: a second press while the row still scrolls counts from it.
  const target = useRef(0)
  const [ahead] = useState(() => (isMobile() ? carouselLookahead.mobile : carouselLookahead.desktop))
  const total = props.imageIds.length

  useEffect(() => {
    const row = viewport.current
    if (!row) return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.intersectionRatio < inViewThreshold) continue
          const index = Number((entry.target as HTMLElement).dataset.slide)
          target.current = index
          setCurrent(index)
        }
      },
      { root: row, threshold: inViewThreshold },
    )
    for (const slide of row.querySelectorAll('[data-slide]')) observer.observe(slide)
    return () => observer.disconnect()
  }, [total])

  const step = (by: 1 | -1) => {
    const row = viewport.current
    if (!row) return
    const next = (target.current + by + total) % total
    // Round the loop in one jump: scrolling past every photo between would load them all.
    const wraps = Math.abs(next - target.current) > 1
    target.current = next
    row.scrollTo({ left: next * row.clientWidth, behavior: wraps ? 'instant' : scrollBehavior() })
  }

  const button =
    'tap-target absolute top-1/2 -translate-y-1/2 rounded-full bg-white/85 px-2 text-lg leading-none shadow'
  // The buttons ride in the scrolling row, held at its edges (sticky, no width of their own): a box that scrolls
  // needs something the keyboard reaches inside it (WCAG 2.1.1), and the buttons are what the keyboard wants.
  const edge = 'sticky z-1 h-full w-0 shrink-0'
  return (
    <div
      className="relative h-full"
      role="group"
      aria-roledescription="carousel"
      aria-label={`Photos of ${props.title}`}
    >
      <div
        ref={viewport}
        className="flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
      >
        <div className={`${edge} left-0`}>
          <button type="button" className={`${button} left-2`} onClick={() => step(-1)} aria-label="Previous photo">
            ‹
          </button>
        </div>
        {props.imageIds.map((documentId, index) => (
          <div
            key={documentId}
            data-slide={index}
            className="h-full w-full shrink-0 snap-start"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${total}`}
          >
            {isNearSlide(index, current, total, ahead) && (
              <img
                src={links.image(documentId, cardImageSize)}
                srcSet={cardImageSrcSet(links, documentId)}
                sizes="(min-width: 901px) 320px, 100vw"
                alt={index === 0 ? props.title : ''}
                width={cardImageSize.width}
                height={cardImageSize.height}
                decoding="async"
                className="h-full w-full object-cover"
              />
            )}
          </div>
        ))}
        <div className={`${edge} right-0`}>
          <button type="button" className={`${button} right-2`} onClick={() => step(1)} aria-label="Next photo">
            ›
          </button>
        </div>
      </div>
      <span
        className="absolute bottom-2 right-2 rounded bg-black/70 px-2 py-0.5 text-xs text-white"
        data-testid="carousel-counter"
        aria-live="polite"
      >
        {current + 1}/{total}
      </span>
    </div>
  )
}
