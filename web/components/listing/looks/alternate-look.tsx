import type { ListingLookProps } from './listing-parts.ts'

/**
 * The alternate look, for showcase-level listings: the photo across the whole window (under the transparent header
 * on diamond listings) with the title on it; below, the facts on a card, then the description in a reading column
 * with the seller beside it on wide screens.
 */
export function AlternateLook({ parts }: ListingLookProps) {
  return (
    <>
      {parts.gallery('hero', parts.caption)}
      <div className="mx-auto max-w-7xl px-4 pt-4">
        <div className="flex flex-wrap items-start justify-between gap-x-4">
          {parts.breadcrumbs}
          {parts.actions}
        </div>
        {parts.mediaButtons}
        <div className="mt-6 rounded-xl border border-solid border-gray-200 p-4 shadow-sm md:p-6">{parts.facts}</div>
        <div className="grid gap-x-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 max-w-3xl">{parts.details}</div>
          <aside className="mt-6 lg:sticky lg:top-4 lg:self-start">{parts.seller}</aside>
        </div>
        {parts.more}
      </div>
    </>
  )
}
