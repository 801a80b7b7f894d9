import { useState } from 'react'
import type { ListingDetail } from '../../api/listing-detail.ts'
import { useSiteLinks } from '../../site/site-links.tsx'

// The detail page's photos (spec §9): the main photo at the detail height, 600 px on desktop and 400 on phones, in
// the 3:2 shape of the listing's photos, with width and height set so nothing moves when it loads; a strip of the
// others below picks which one is shown.
const detail = { desktop: { width: 900, height: 600 }, mobile: { width: 600, height: 400 } }
const thumbnail = { width: 122, height: 81 }

export function ListingGallery(props: {
  photos: ListingDetail['photos']
  title: string
  /** The main photo clicked: the full-screen carousel at that photo (`from` takes the focus back when it closes). */
  onOpen: (index: number, from: HTMLElement) => void
}) {
  const links = useSiteLinks()
  const [shown, setShown] = useState(0)
  const photo = props.photos[shown]
  if (!photo) return null
  const total = props.photos.length
  return (
    <section aria-label="Photos" className="flex flex-col gap-2">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`Open photo ${shown + 1} of ${total} full screen`}
        onClick={(event) => props.onOpen(shown, event.currentTarget)}
        className="relative block aspect-[3/2] w-full cursor-zoom-in overflow-hidden rounded-lg border-0 bg-gray-100 p-0"
      >
        <img
          src={links.image(photo.documentId, detail.desktop)}
          srcSet={`${links.image(photo.documentId, detail.mobile)} ${detail.mobile.width}w, ${links.image(
            photo.documentId,
            detail.desktop,
          )} ${detail.desktop.width}w`}
          sizes="(min-width: 901px) 66vw, 100vw"
          alt={photo.altText || (shown === 0 ? props.title : `${props.title}, photo ${shown + 1} of ${total}`)}
          width={detail.desktop.width}
          height={detail.desktop.height}
          fetchPriority={shown === 0 ? 'high' : 'auto'}
          className="h-full w-full object-cover"
        />
        {total > 1 && (
          <span className="absolute bottom-2 right-2 rounded bg-black/70 px-2 py-0.5 text-xs text-white">
            {shown + 1}/{total}
          </span>
        )}
      </button>
      {total > 1 && (
        <ul className="m-0 flex list-none gap-2 overflow-x-auto p-0" aria-label="All photos">
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
      )}
    </section>
  )
}
