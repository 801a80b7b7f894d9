import { lazy, Suspense } from 'react'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import { lazyWithNotice } from '../lazy-with-notice.tsx'
import { useDialogOpener } from '../modal-dialog.tsx'
import type { ChangeCriteria } from './criteria-change.ts'
import { FilterDisclosure } from './filter-disclosure.tsx'
import { NearMeButton } from './near-me-button.tsx'
import { PriceAcresFilter } from './price-acres-filter.tsx'
import { PropertyTypeFilter } from './property-type-filter.tsx'
import { RadiusChip } from './radius-chip.tsx'
import { BrokerTypeSelect, SortSelect } from './sort-select.tsx'
import type { FilterSheetProps } from './filter-sheet.tsx'

const MoreFilters = lazy(() => import('./more-filters.tsx').then((module) => ({ default: module.MoreFilters })))
const FilterSheet = lazyWithNotice<FilterSheetProps>(() => import('./filter-sheet.tsx'), 'filters')

/**
 * The filter bar: near me, price and acres, property types, more filters (loaded when opened), seller and sort. Below
 * 601 px the chips give way to one Filters button, which opens them all on a full-screen sheet: a row of popovers
 * does not fit a phone.
 */
export function SearchFilters(props: { id: string; criteria: SearchCriteria; onChange: ChangeCriteria }) {
  const { id, ...filter } = props
  const activeMore = countMoreFilters(props.criteria)
  const sheet = useDialogOpener()
  const active = activeMore + countBarFilters(props.criteria)
  return (
    <div id={id} className="mt-4 flex flex-wrap items-center gap-2" role="group" aria-label="Filters">
      <NearMeButton {...filter} />
      <RadiusChip {...filter} />
      <button
        {...sheet.buttonProps}
        data-testid="filter-sheet-button"
        className={`tap-target rounded-full border px-3 py-1 text-sm sm:hidden ${
          active ? 'border-brand-primary bg-brand-primary text-white' : 'border-gray-400 bg-white'
        }`}
      >
        Filters{active ? ` (${active})` : ''}
      </button>
      <div className="hidden flex-wrap items-center gap-2 sm:flex md:flex-1">
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
      {sheet.loaded && (
        <Suspense fallback={<span role="status">Opening the filters…</span>}>
          <FilterSheet {...sheet.dialogProps} {...filter} />
        </Suspense>
      )}
    </div>
  )
}

/** Whether a criterion counts as a filter set: a value other than none, false, 0 or ''. */
const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== false && value !== 0 && value !== ''

/** How many of the bar's own filters are set (price, acres, types, seller; the sort is not a filter). */
function countBarFilters(criteria: SearchCriteria): number {
  return [
    criteria.priceMin ?? criteria.priceMax,
    criteria.acresMin ?? criteria.acresMax,
    criteria.propertyTypes?.length,
    criteria.brokerType,
  ].filter(isSet).length
}

/** How many of the "more filters" criteria are set, for the button's label. */
function countMoreFilters(criteria: SearchCriteria): number {
  return [
    criteria.bedMin ?? criteria.bedMax,
    criteria.bathMin ?? criteria.bathMax,
    criteria.sqftMin ?? criteria.sqftMax,
    criteria.activityTypes?.length,
    criteria.amenityTypes?.length,
    criteria.landFacts?.length,
    criteria.topography?.length,
    criteria.marketStatuses?.length,
    criteria.transactionTypes?.length,
    criteria.hasHouse,
    criteria.dateListed,
    criteria.priceChangeLookback,
    criteria.keywordQuery,
    criteria.hasVideo,
    criteria.hasVirtualTour,
    criteria.hasCustomMap,
    criteria.mineralRights,
    criteria.ownerFinancing,
  ].filter(isSet).length
}
