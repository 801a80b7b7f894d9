import { useState, type ReactNode } from 'react'
import type { ListingDetail } from '../../api/listing-detail.ts'
import { useSiteLinks } from '../../site/site-links.tsx'

// The detail page's photos (spec §9): the main photo at the detail height, 600 px on desktop and 400 on phones, in
// the 3:2 shape of the listing's photos, with width and height set so nothing moves when it loads; a strip of the
// others below picks which one is shown. The large size is for a photo across a wide window.
const detail = {
  large: { width: 1800, height: 1200 },
  desktop: { width: 900, height: 600 },
  mobile: { width: 600, height: 400 },
}
const thumbnail = { width: 122, height: 81 }

/**
 * Where the main photo sits, by the page's look: a column beside the seller, the page's width, or the hero across
 * the window under the header. Each box has its size from CSS alone, so the page does not move when photos load.
 */
const frames = {
  column: {
    box: 'aspect-[3/2] rounded-lg bg-gray-100',
    sizes: '(min-width: 901px) 66vw, 100vw',
    strip: '',
    count: 'bottom-2',
  },
  wide: {
    box: 'aspect-[3/2] rounded-lg bg-gray-100 md:aspect-[2/1]',
    sizes: '(min-width: 1280px) 1248px, 100vw',
    strip: '',
    count: 'bottom-2',
  },
  // Short enough on a phone that the page goes on below it; svh, not vh, so a phone's toolbar does not resize it. The
  // brand's dark colour until the photo arrives keeps a transparent header's white text readable. Across the whole
  // window, the keyboard's focus ring is drawn inside the photo's edge, in white on the photo.
  hero: {
    box: 'h-[62svh] max-h-[52rem] min-h-80 bg-brand-primary-dark md:h-[78svh] focus-visible:-outline-offset-4 focus-visible:outline-white',
    sizes: '100vw',
    strip: 'mx-auto box-border w-full max-w-7xl px-4',
    count: 'bottom-3',
  },
} as const
export type GalleryFrame = keyof typeof frames

export function ListingGallery(props: {
  photos: ListingDetail['photos']
  title: string
  frame: GalleryFrame
  /** What lies over the main photo (the alternate look's title), outside the button so it can hold a heading. */
  overlay?: ReactNode
  /** The main photo clicked: the full-screen carousel at that photo (`from` takes the focus back when it closes). */
  onOpen: (index: number, from: HTMLElement) => void
}) {
  const links = useSiteLinks()
  const [shown, setShown] = useState(0)
  const frame = frames[props.frame]
  const photo = props.photos[shown]
  // Without photos, what lies over the photo still shows (the title of the alternate look) on the frame's colour.
  if (!photo) return props.overlay ? <div className={`${frame.box} relative`}>{props.overlay}</div> : null
  const total = props.photos.length
  const sized = (size: { width: number; height: number }) => `${links.image(photo.documentId, size)} ${size.width}w`
  return (
    <section aria-label="Photos" className="flex flex-col gap-2">
      <div className="relative">
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={`Open photo ${shown + 1} of ${total} full screen`}
          onClick={(event) => props.onOpen(shown, event.currentTarget)}
          // A transparent header lies over the hero by design (the layout check lets it).
          data-behind-header={props.frame === 'hero' || undefined}
          className={`${frame.box} relative block w-full cursor-zoom-in overflow-hidden border-0 p-0`}
        >
          <img
            src={links.image(photo.documentId, detail.desktop)}
            srcSet={[detail.mobile, detail.desktop, detail.large].map(sized).join(', ')}
            sizes={frame.sizes}
            alt={photo.altText || (shown === 0 ? props.title : `${props.title}, photo ${shown + 1} of ${total}`)}
            width={detail.desktop.width}
            height={detail.desktop.height}
            fetchPriority={shown === 0 ? 'high' : 'auto'}
            className="h-full w-full object-cover"
          />
        </button>
        {props.overlay}
        {/* Beside the photo's button, not in it: the button's name says which photo it opens. */}
        {total > 1 && (
          <span
            className={`${frame.count} pointer-events-none absolute right-2 rounded bg-black/70 px-2 py-0.5 text-xs text-white`}
          >
            {shown + 1}/{total}
          </span>
        )}
      </div>
      {total > 1 && (
        <div className={frame.strip}>
          {/* Room round the thumbnails for the focus ring: the strip scrolls, so it clips what overflows it. */}
          <ul className="m-0 flex list-none gap-2 overflow-x-auto p-1 scroll-px-1" aria-label="All photos">
            {props.photos.map((each, index) => (
              <li key={each.documentId} className="shrink-0">
                <button
                  type="button"
                  className={`tap-target block overflow-hidden rounded border-2 p-0 ${
                    index === shown ? 'border-brand-primary' : 'border-transparent'
                  }`}
                  aria-label={`Show photo ${index + 1} of ${total}`}
                  aria-pressed={index === shown}
                  onClick={() => setShown(index)}
                  // Tab leaves a thumbnail half out of the strip when its middle is in: brought in whole, ring and all.
                  onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
                >
                  <img
                    src={links.image(each.documentId, thumbnail)}
                    alt=""
                    width={thumbnail.width}
                    height={thumbnail.height}
                    loading="lazy"
                    decoding="async"
                    className="block h-[54px] w-[81px] object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
