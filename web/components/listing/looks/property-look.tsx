import type { ListingLookProps } from './listing-parts.ts'

/**
 * The property detail (spec §2): the photos and the listing in a wide column, the seller beside it and kept in view
 * from tablet width up; on a phone one column, the seller after the map.
 */
export function PropertyLook({ parts }: ListingLookProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4">
      {parts.breadcrumbs}
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          {parts.gallery('column')}
          {parts.mediaButtons}
          <div className="mt-4">{parts.heading('stacked')}</div>
          <div className="mt-4">{parts.facts}</div>
          {parts.details}
        </div>
        <aside className="md:sticky md:top-4 md:self-start">{parts.seller}</aside>
      </div>
      {parts.more}
    </div>
  )
}
