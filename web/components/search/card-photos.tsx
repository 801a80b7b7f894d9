import { lazy, Suspense, useRef } from 'react'
import type { SearchListing } from '../../api/search.ts'
import { upgradeTier } from '../../rules/listing-rules.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { useNearViewport } from '../../site/use-near-viewport.ts'
import { cardImageSize, cardImageSrcSet } from './card-image.ts'

const CardCarousel = lazy(() => import('./card-carousel.tsx'))

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
      data-carousel={wantsCarousel ? (near ? 'started' : 'waiting') : undefined}
    >
      {wantsCarousel && near ? (
        <Suspense fallback={still}>
          <CardCarousel imageIds={listing.imageIds} title={props.title} />
        </Suspense>
      ) : (
        still
      )}
    </div>
  )
}
