import type { ReactNode } from 'react'
import type { GalleryFrame } from '../listing-gallery.tsx'

/**
 * A listing's detail page in pieces, made once by the page (web/pages/listing-page.tsx) and laid out by each look:
 * the looks differ in where the pieces go, never in what the page holds.
 */
export interface ListingParts {
  breadcrumbs: ReactNode
  /** The photos in the look's frame, with what lies over the main photo. */
  gallery: (frame: GalleryFrame, overlay?: ReactNode) => ReactNode
  /** Video, 3D tour and map full screen. */
  mediaButtons: ReactNode
  /** Title, status, address, price and the actions on the page (ListingHeading). */
  heading: (layout: 'stacked' | 'split') => ReactNode
  /** The same on the hero photo, without the actions (HeroCaption). */
  caption: ReactNode
  /** Flyer and Share. */
  actions: ReactNode
  facts: ReactNode
  /** Description, property types, activities, amenities and the map. */
  details: ReactNode
  /** The seller card and, unless the contact bar holds it, Contact Seller. */
  seller: ReactNode
  /** Similar listings and recently viewed. */
  more: ReactNode
}

export type ListingLookProps = { parts: ListingParts }
