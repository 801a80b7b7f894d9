// The sizes /images/{id}/{w}x{h} serves: those the pages ask for (every `links.image(…)` of web/), and no other. A
// size anyone may choose is a draw (and a cache entry) anyone may ask for: the largest served is 1800×1200, and the
// worker never draws another. Any other size within the bound is redirected to the nearest served one, so a page
// rendered before the sizes changed (an edge copy, a browser's, a crawler's index) still shows its pictures.

export interface ImageSize {
  width: number
  height: number
}

/** A side beyond this is no image anyone's page asked for: a 404, not a redirect. */
export const imageSizeLimit = 2000

export const servedImageSizes: readonly ImageSize[] = [
  // A search card's photo at 1× to 4× the spec's 122×81 thumbnail (web/components/search/card-image.ts); 1× is also
  // the detail page's strip of thumbnails (listing-gallery.tsx).
  { width: 122, height: 81 },
  { width: 244, height: 162 },
  { width: 366, height: 243 },
  { width: 488, height: 324 },
  // The home page's and similar listings' cards (web/components/listing-card.tsx).
  { width: 480, height: 320 },
  // The detail page's photo on phones, on desktop and across a wide window (listing-gallery.tsx); the full-screen
  // carousel's phone and desktop sizes (fullscreen-carousel.tsx) and the flyer's photo (flyer-page.tsx) are among them.
  { width: 600, height: 400 },
  { width: 900, height: 600 },
  { width: 1800, height: 1200 },
  // Link previews and structured data (web/seo/listing-structured-data.ts), the Pinterest share (share-dialog.tsx).
  { width: 1200, height: 800 },
  // Portraits and logos: a listing's seller card, the directory and a lender card (96); a seller's and a lender's
  // page (160); a seller's structured data (web/seo/seller-structured-data.ts, 400).
  { width: 96, height: 96 },
  { width: 160, height: 160 },
  { width: 400, height: 400 },
]

export const isServedSize = (width: number, height: number) =>
  servedImageSizes.some((size) => size.width === width && size.height === height)

/**
 * The served size to show for another: of the served sizes nearest its shape (3:2 photos or square portraits), the
 * smallest that covers it, else the largest (a picture a little soft beats none).
 */
export function nearestServedSize(width: number, height: number): ImageSize {
  const shapeGap = (size: ImageSize) => Math.abs(Math.log(size.width / size.height / (width / height)))
  const nearestGap = Math.min(...servedImageSizes.map(shapeGap))
  // 122×81 is a 3:2 photo too (1.506): a few percent apart is the same shape.
  const sameShape = servedImageSizes
    .filter((size) => shapeGap(size) <= nearestGap + 0.02)
    .toSorted((a, b) => a.width - b.width)
  return sameShape.find((size) => size.width >= width && size.height >= height) ?? sameShape.at(-1)!
}
