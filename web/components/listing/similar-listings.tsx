import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { similarListingsQuery } from '../../api/similar-listings.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { useNearViewport } from '../../site/use-near-viewport.ts'
import { ListingCardRow } from './listing-card-row.tsx'

// Listings like this one (spec §2 lazily loaded 'similar results'), below the fold: asked for in the browser as the
// buyer scrolls near, so the server renders none of it. The section keeps a card row's height while it waits, so the
// page below does not move when the cards arrive; with none to show it goes.

/** Far enough ahead that the cards' photos have started loading by the time the section is in view. */
const similarTriggerMargin = '600px'

export function SimilarListings(props: { listingId: number }) {
  const api = useApi()
  const { siteId } = useBrand()
  const section = useRef<HTMLElement>(null)
  const near = useNearViewport(section, similarTriggerMargin)
  const { data, isPending } = useQuery({ ...similarListingsQuery(api, siteId, props.listingId), enabled: near })
  const listings = data?.data ?? []
  if (!isPending && !listings.length) return null
  return (
    <ListingCardRow
      ref={section}
      id="similar-listings"
      heading="Similar listings"
      listings={listings}
      busy={isPending}
      className="min-h-[28rem]"
    />
  )
}
