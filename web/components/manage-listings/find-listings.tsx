import { useRouter } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { accountPaths } from '../../../brands/account-menu.ts'
import {
  findSearchOf,
  listingSearchMaxLength,
  listingSorts,
  marketStatusLabels,
  statusFilters,
  type ListingSort,
  type ManagedListingsView,
  type StatusFilter,
} from '../../api/seller-listings-manage.ts'

// Finding a listing among many (issue 32): words of the title, a listing id or a place, a status and an order. It is
// a GET form to the page's own address, so it works before the page's script has run; once it has, a search is a
// move within the page (the URL holds it: Back and a shared link show the same listings).

const statusLabels: Record<StatusFilter, string> = {
  available: marketStatusLabels[statusFilters.available],
  'under-contract': marketStatusLabels[statusFilters['under-contract']],
  'off-market': marketStatusLabels[statusFilters['off-market']],
  sold: marketStatusLabels[statusFilters.sold],
  withdrawn: 'Withdrawn by the site',
}

const field = 'flex min-w-0 flex-col gap-1'
const inputClass =
  'box-border w-full rounded border border-solid border-gray-400 px-2 py-2 font-body text-base text-brand-ink sm:py-1'

/** The page's address for a view: the find, and ?page=N (from 1) past the first page. */
export function manageListingsHref(view: ManagedListingsView): string {
  const search = findSearchOf(view)
  const page = view.pageIndex > 0 ? `page=${view.pageIndex + 1}` : ''
  if (!page) return `${accountPaths.manageListings}${search}`
  return `${accountPaths.manageListings}${search ? `${search}&` : '?'}${page}`
}

export function FindListings(props: { view: ManagedListingsView }) {
  const router = useRouter()
  const id = useId()
  const { view } = props
  // The fields follow the URL (Back, a shared link): a new view starts from its own values.
  const shown = manageListingsHref(view)
  const [typed, setTyped] = useState({ shown, q: view.q })
  const q = typed.shown === shown ? typed.q : view.q
  const go = (next: Omit<ManagedListingsView, 'pageIndex'>) =>
    void router.navigate({ href: manageListingsHref({ ...next, pageIndex: 0 }) })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    go({
      q: String(form.get('q') ?? '').trim(),
      status: (String(form.get('status') ?? '') || undefined) as StatusFilter | undefined,
      sort: String(form.get('sort') ?? 'newest') as ListingSort,
    })
  }

  return (
    <form
      role="search"
      aria-label="Find your listings"
      method="get"
      action={accountPaths.manageListings}
      onSubmit={submit}
      className="mb-4 grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_1fr_1fr_auto]"
    >
      <div className={`${field} sm:col-span-2 lg:col-span-1`}>
        <label htmlFor={`${id}-q`} className="text-sm font-semibold">
          Search your listings
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          value={q}
          maxLength={listingSearchMaxLength}
          placeholder="Title words, listing id, town or county"
          onChange={(event) => setTyped({ shown, q: event.target.value })}
          className={inputClass}
        />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-status`} className="text-sm font-semibold">
          Status
        </label>
        <select
          id={`${id}-status`}
          name="status"
          value={view.status ?? ''}
          onChange={(event) => go({ q, sort: view.sort, status: (event.target.value || undefined) as StatusFilter })}
          className={inputClass}
        >
          <option value="">Any status</option>
          {(Object.keys(statusLabels) as StatusFilter[]).map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-sort`} className="text-sm font-semibold">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          name="sort"
          value={view.sort}
          onChange={(event) => go({ q, status: view.status, sort: event.target.value as ListingSort })}
          className={inputClass}
        >
          {(Object.keys(listingSorts) as ListingSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {listingSorts[sort]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="tap-target rounded border-0 bg-brand-primary px-4 py-2 font-semibold text-white sm:col-span-2 lg:col-span-1"
      >
        Search
      </button>
    </form>
  )
}
