import type { ListingLookProps } from './listing-parts.ts'

/**
 * The main land site's property detail for land: the title and price first, the photos across the page, the facts a
 * land buyer compares (acreage, price per acre) on a band of their own, then the description with the seller beside
 * it. Contact Seller is in the contact bar on listings that have one.
 */
export function LandLook({ parts }: ListingLookProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4">
      {parts.breadcrumbs}
      {parts.heading('split')}
      <div className="mt-4">
        {parts.gallery('wide')}
        {parts.mediaButtons}
      </div>
      <div className="mt-6 rounded-lg bg-brand-surface p-4 md:p-6">{parts.facts}</div>
      <div className="grid gap-x-8 md:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">{parts.details}</div>
        <aside className="mt-6 md:sticky md:top-4 md:self-start">{parts.seller}</aside>
      </div>
      {parts.more}
    </div>
  )
}
