import { lazy, Suspense } from 'react'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import type { ChangeCriteria } from './criteria-change.ts'
import { FilterDisclosure } from './filter-disclosure.tsx'
import { NearMeButton } from './near-me-button.tsx'
import { PriceAcresFilter } from './price-acres-filter.tsx'
import { PropertyTypeFilter } from './property-type-filter.tsx'
import { BrokerTypeSelect, SortSelect } from './sort-select.tsx'

const MoreFilters = lazy(() => import('./more-filters.tsx').then((module) => ({ default: module.MoreFilters })))

/** The filter bar: near me, price and acres, property types, more filters (loaded when opened), seller and sort. */
export function SearchFilters(props: { id: string; criteria: SearchCriteria; onChange: ChangeCriteria }) {
  const { id, ...filter } = props
  const activeMore = countMoreFilters(props.criteria)
  return (
    <div id={id} className="mt-4 flex flex-wrap items-center gap-2" role="group" aria-label="Filters">
      <NearMeButton {...filter} />
      <PriceAcresFilter {...filter} />
      <PropertyTypeFilter {...filter} />
      <FilterDisclosure label="More Filters" summary={activeMore ? `${activeMore} set` : ''} wide>
        {(close) => (
          <Suspense fallback={<p role="status">Loading filters…</p>}>
            <MoreFilters {...filter} onDone={close} />
          </Suspense>
        )}
      </FilterDisclosure>
      <div className="flex flex-wrap items-center gap-3 md:ml-auto">
        <BrokerTypeSelect {...filter} />
        <SortSelect {...filter} />
      </div>
    </div>
  )
}

/** How many of the "more filters" criteria are set, for the button's label. */
function countMoreFilters(criteria: SearchCriteria): number {
  const set = (value: unknown) =>
    value !== undefined && value !== null && value !== false && value !== 0 && value !== ''
  return [
    criteria.bedMin ?? criteria.bedMax,
    criteria.bathMin ?? criteria.bathMax,
    criteria.sqftMin ?? criteria.sqftMax,
    criteria.activityTypes?.length,
    criteria.amenityTypes?.length,
    criteria.marketStatuses?.length,
    criteria.transactionTypes?.length,
    criteria.hasHouse,
    criteria.dateListed,
    criteria.priceChangeLookback,
    criteria.keywordQuery,
    criteria.radius,
    criteria.hasVideo,
    criteria.hasVirtualTour,
    criteria.hasCustomMap,
    criteria.mineralRights,
    criteria.ownerFinancing,
  ].filter(set).length
}
