import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { searchQuery } from '../../api/search.ts'
import { withCommas } from '../../format/us-numbers.ts'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import type { ModalDialogProps } from '../modal-dialog.tsx'
import { DialogCloseButton, useModal } from '../modal-frame.tsx'
import type { ChangeCriteria } from './criteria-change.ts'
import { MoreFilterFields, moreFiltersFromForm } from './more-filters.tsx'
import { PriceAcresFields, priceAcresFromForm, PropertyTypeFields, propertyTypesFromForm } from './filter-forms.tsx'
import { BrokerTypeSelect, SortSelect, sortFromForm } from './sort-select.tsx'

// The phone's filters (below 601 px): every filter and the sort on one full-screen sheet, applied together, its
// button saying how many properties the filters as set would show (LandWatch's and Zillow's phone habit). Loaded on
// the first opening, like the dialogs.

export interface FilterSheetProps extends ModalDialogProps {
  criteria: SearchCriteria
  onChange: ChangeCriteria
}

/** A buyer ticking several boxes in a row gets one count, after the last. */
const countDelayMs = 300

/** Every criterion the sheet's form holds. */
function sheetCriteria(form: HTMLFormElement, criteria: SearchCriteria): Partial<SearchCriteria> {
  const data = new FormData(form)
  return {
    ...priceAcresFromForm(data),
    ...propertyTypesFromForm(data, criteria),
    ...moreFiltersFromForm(data, criteria),
    ...sortFromForm(data),
  }
}

/** Every field back to "any": boxes unticked, numbers and words empty, each choice at its first option. */
function clearFilters(form: HTMLFormElement): void {
  for (const field of form.elements) {
    if (field instanceof HTMLSelectElement) field.selectedIndex = 0
    if (!(field instanceof HTMLInputElement)) continue
    if (field.type === 'checkbox') field.checked = false
    else if (field.type === 'radio') field.checked = form.querySelector(`input[name="${field.name}"]`) === field
    else field.value = ''
  }
}

export default function FilterSheet(props: FilterSheetProps) {
  const api = useApi()
  const brand = useBrand()
  const dialog = useRef<HTMLDialogElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const headingId = useId()
  useModal(dialog, props.open, () => form.current?.querySelector<HTMLElement>('select, input')?.focus())
  // On another search (the page moved on), the sheet starts again from that search; reopened on the same one, it
  // keeps what the buyer set and did not apply, as the other dialogs do.
  const searchKey = JSON.stringify(props.criteria)
  // The search the form describes, counted a moment after the buyer's last change: the page's until then.
  const [edited, setEdited] = useState<{ searchKey: string; criteria: SearchCriteria } | null>(null)
  const draft = edited?.searchKey === searchKey ? edited.criteria : props.criteria
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const count = useQuery({ ...searchQuery(api, brand.siteId, draft), placeholderData: keepPreviousData })
  const total = count.data?.data?.totalCount
  const counting = count.isFetching || count.isPlaceholderData
  const recount = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      if (!form.current) return
      const criteria = { ...props.criteria, ...sheetCriteria(form.current, props.criteria), pageIndex: undefined }
      setEdited({ searchKey, criteria })
    }, countDelayMs)
  }
  return (
    <dialog
      ref={dialog}
      id={props.id}
      aria-labelledby={headingId}
      onClose={props.onClose}
      data-testid="filter-sheet"
      className="m-0 h-full max-h-none w-full max-w-none border-0 bg-white p-0 font-body text-brand-ink backdrop:bg-black/50"
    >
      <form
        key={searchKey}
        ref={form}
        className="flex h-full flex-col"
        // React's onChange hears every field's input event: typing, ticking and choosing alike.
        onChange={recount}
        onSubmit={(event) => {
          event.preventDefault()
          clearTimeout(timer.current)
          props.onChange(sheetCriteria(event.currentTarget, props.criteria))
          dialog.current?.close()
        }}
      >
        <div className="flex items-center justify-between gap-3 border-0 border-b border-solid border-gray-200 px-4 py-2">
          <h2 id={headingId} className="m-0 text-lg font-semibold">
            Filters
          </h2>
          <DialogCloseButton dialog={dialog} />
        </div>
        <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto p-4">
          <div className="flex flex-col gap-3">
            <SortSelect criteria={props.criteria} />
            <BrokerTypeSelect criteria={props.criteria} />
          </div>
          <PriceAcresFields criteria={props.criteria} />
          <PropertyTypeFields criteria={props.criteria} />
          <MoreFilterFields criteria={props.criteria} />
        </div>
        <div className="flex gap-3 border-0 border-t border-solid border-gray-200 p-3">
          <button
            type="button"
            className="tap-target cursor-pointer rounded border border-solid border-gray-400 bg-white px-4 py-2 text-sm"
            onClick={() => {
              if (form.current) clearFilters(form.current)
              recount()
            }}
          >
            Clear all
          </button>
          <button
            type="submit"
            aria-busy={counting || undefined}
            data-testid="filter-sheet-show"
            className="tap-target flex-1 cursor-pointer rounded border-0 bg-brand-primary px-4 py-2 font-semibold text-white"
          >
            {total === undefined
              ? 'Show properties'
              : `Show ${total === 1 ? '1 property' : `${withCommas(total)} properties`}`}
          </button>
        </div>
      </form>
    </dialog>
  )
}
