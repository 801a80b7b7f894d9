import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useState } from 'react'
import { carouselLookahead, isNearSlide } from '../../rules/carousel.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { cardImageSize, cardImageSrcSet } from './card-image.ts'

// The card image carousel (spec §2 listing card, §9 carousel constants): loops, previous/next, 'n/total', and
// loads the photos near the current one only: 5 ahead on desktop, 2 on mobile, fewer from the first slide.
const inViewThreshold = 0.7

function isMobile(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(max-width: 900px)').matches
}

export default function CardCarousel(props: { imageIds: number[]; title: string }) {
  const links = useSiteLinks()
  const [viewport, embla] = useEmblaCarousel({ loop: true, inViewThreshold })
  const [current, setCurrent] = useState(0)
  const [ahead] = useState(() => (isMobile() ? carouselLookahead.mobile : carouselLookahead.desktop))
  const total = props.imageIds.length
  useEffect(() => {
    if (!embla) return
    const onSelect = () => setCurrent(embla.selectedScrollSnap())
    embla.on('select', onSelect)
    return () => {
      embla.off('select', onSelect)
    }
  }, [embla])
  const previous = useCallback(() => embla?.scrollPrev(), [embla])
  const next = useCallback(() => embla?.scrollNext(), [embla])
  const button =
    'tap-target absolute top-1/2 -translate-y-1/2 rounded-full bg-white/85 px-2 text-lg leading-none shadow'
  return (
    <div
      className="relative h-full"
      role="group"
      aria-roledescription="carousel"
      aria-label={`Photos of ${props.title}`}
    >
      <div ref={viewport} className="h-full overflow-hidden">
        <div className="flex h-full">
          {props.imageIds.map((documentId, index) => (
            <div
              key={documentId}
              className="h-full min-w-0 flex-[0_0_100%]"
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
        </div>
      </div>
      <button type="button" className={`${button} left-2`} onClick={previous} aria-label="Previous photo">
        ‹
      </button>
      <button type="button" className={`${button} right-2`} onClick={next} aria-label="Next photo">
        ›
      </button>
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
