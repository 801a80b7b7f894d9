import type { SiteLinks } from '../../site/site-links.tsx'

// Card photos keep the thumbnail's shape of spec §9 (122×81) at the widths a card is drawn: the browser picks one.
const thumbnail = { width: 122, height: 81 }
const scales = [1, 2, 3, 4] as const

export const cardImageSize = { width: thumbnail.width * 3, height: thumbnail.height * 3 }

export function cardImageSrcSet(links: SiteLinks, documentId: number): string {
  return scales
    .map((scale) => {
      const width = thumbnail.width * scale
      return `${links.image(documentId, { width, height: thumbnail.height * scale })} ${width}w`
    })
    .join(', ')
}
