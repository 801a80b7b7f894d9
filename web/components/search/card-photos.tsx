import { useEffect, useRef, useState } from 'react'
import type { SearchListing } from '../../api/search.ts'
import { upgradeTier } from '../../rules/listing-rules.ts'
import { chunkWithTimeout } from '../../site/chunk-timeout.ts'
import { whenIdle } from '../../site/idle-queue.ts'
import { inSpecWords } from '../../site/lazy-part-failure.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { useNearViewport } from '../../site/use-near-viewport.ts'
import { cardImageSize, cardImageSrcSet } from './card-image.ts'

type CardCarouselComponent = typeof import('./card-carousel.tsx').default

/** The carousel's code, once it has come: every card after the first starts its carousel without waiting. */
let loadedCarousel: CardCarouselComponent | undefined
let carouselLoad: Promise<CardCarouselComponent> | undefined

function loadCarousel(): Promise<CardCarouselComponent> {
  carouselLoad ??= chunkWithTimeout(
    inSpecWords(() => import('./card-carousel.tsx'), 'card-carousel'),
    'photo carousel',
  )().then(
    (module) => (loadedCarousel = module.default),
    (error: unknown) => {
      // Logged as other lazy parts are (spec §8); the next card to near the window tries again.
      console.error('Loading the photo carousel failed', error)
      carouselLoad = undefined
      throw error
    },
  )
  return carouselLoad
}

/**
 * The carousel component once this card may start one: its code is loaded first and each card then starts in an idle
 * period of its own. (A lazy component would have every card waiting on the code start together when it came, one
 * long task on a slow phone: each start measures the page.) Until then, or if the code never comes, the card keeps its
 * still photo, which is a whole card.
 */
function useCarousel(near: boolean): CardCarouselComponent | undefined {
  const [carousel, setCarousel] = useState<CardCarouselComponent | undefined>(() => loadedCarousel)
  useEffect(() => {
    if (!near || carousel) return
    let live = true
    let cancelStart = () => {}
    loadCarousel().then(
      (component) => {
        if (live) cancelStart = whenIdle(() => setCarousel(() => component))
      },
      () => {},
    )
    return () => {
      live = false
      cancelStart()
    }
  }, [near, carousel])
  return near ? carousel : undefined
}

/** The card trigger margin of spec §9: a carousel starts once its card is this close to the viewport. */
const carouselTriggerMargin = '300px'

/**
 * A card's photo. Gold, platinum and diamond cards with more than one photo become a carousel once the card comes
 * within 300 px of the viewport (its code and slides load then, not with the page); the others keep one photo.
 */
export function CardPhotos(props: { listing: SearchListing; title: string; priority: boolean }) {
  const { listing } = props
  const links = useSiteLinks()
  const wantsCarousel = listing.upgradeLevelId >= upgradeTier.gold && listing.imageIds.length > 1
  const box = useRef<HTMLDivElement>(null)
  // Each carousel starts in an idle period of its own (useNearViewport): a page of cards starting at once, while the
  // page hydrates, was one long task on a slow phone.
  const near = useNearViewport(box, carouselTriggerMargin, wantsCarousel)
  const CardCarousel = useCarousel(near)
  const first = listing.imageIds[0] ?? listing.thumbnailDocumentId
  const still =
    first === null ? null : (
      <img
        src={links.image(first, cardImageSize)}
        srcSet={cardImageSrcSet(links, first)}
        sizes="(min-width: 901px) 320px, 100vw"
        alt={props.title}
        width={cardImageSize.width}
        height={cardImageSize.height}
        loading={props.priority ? 'eager' : 'lazy'}
        decoding="async"
        className="h-full w-full object-cover"
      />
    )
  return (
    <div
      ref={box}
      className="relative aspect-[3/2] w-full overflow-hidden bg-gray-100"
      data-testid="card-photos"
      data-carousel={wantsCarousel ? (CardCarousel ? 'started' : 'waiting') : undefined}
    >
      {wantsCarousel && CardCarousel ? <CardCarousel imageIds={listing.imageIds} title={props.title} /> : still}
    </div>
  )
}
