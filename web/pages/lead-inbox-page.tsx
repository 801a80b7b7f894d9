import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouterState, useSearch } from '@tanstack/react-router'
import { accountPaths } from '../../brands/account-menu.ts'
import { useLoginInfo } from '../account/use-login-info.tsx'
import type { CallResult } from '../api/api-call.ts'
import {
  leadFilterSearch,
  leadInboxKey,
  leadInboxPageQuery,
  leadsCsvHref,
  leadStatuses,
  type InboxLead,
  type LeadInbox,
  type LeadInboxFilter,
  type LeadInboxView,
  type LeadStatus,
} from '../api/lead-inbox.ts'
import { secondaryButton } from '../components/account/account-look.tsx'
import { LeadItem } from '../components/manage-listings/lead-item.tsx'
import { SearchPagination } from '../components/search/search-pagination.tsx'
import { SiteLink } from '../components/site-link.tsx'
import { countDisplay } from '../format/listing-format.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'

// The seller's lead inbox (issue 32) at accountPaths.leads: the buyers who wrote about the seller's listings, newest
// first, a page at a time, each opened in place (web/components/manage-listings/lead-item.tsx). Filters by new or
// answered and by listing (a row's lead count in Manage Listings links here with it), all in the page's URL:
// ?status=&listingId=&page=N (N from 1). The CSV file is the leads of the filter in force.

/** The inbox's address for a view. */
function leadInboxHref(view: LeadInboxView): string {
  const search = leadFilterSearch(view)
  if (view.pageIndex === 0) return `${accountPaths.leads}${search}`
  return `${accountPaths.leads}${search ? `${search}&` : '?'}page=${view.pageIndex + 1}`
}

const filterLabels: Record<LeadStatus | 'all', string> = { all: 'All', new: 'New', answered: 'Answered' }

export function LeadInboxPage(props: { view: LeadInboxView }) {
  const { view } = props
  const api = useApi()
  const brand = useBrand()
  const links = useSiteLinks()
  const login = useLoginInfo()
  const queryClient = useQueryClient()
  const here = useRouterState({ select: (state) => state.location.href })
  const userId = login.userInfo?.id ?? 0
  const key = leadInboxKey(brand.siteId, userId, view)
  const query = useQuery({
    ...leadInboxPageQuery(api, brand.siteId, userId, view),
    enabled: login.isLoggedIn,
    placeholderData: keepPreviousData,
  })
  const result = query.data
  const inbox = result?.data
  // A lead changed (opened, answered) replaces its entry at once; the inbox is then read again for its counts (and
  // a lead no longer in the filter leaves it).
  const onChanged = (changed: InboxLead) => {
    queryClient.setQueryData<CallResult<LeadInbox>>(key, (old) =>
      old?.data
        ? { ...old, data: { ...old.data, leads: old.data.leads.map((l) => (l.id === changed.id ? changed : l)) } }
        : old,
    )
    void queryClient.invalidateQueries({ queryKey: leadInboxKey(brand.siteId, userId) })
  }
  return (
    <main
      data-testid="lead-inbox-page"
      aria-busy={query.isFetching || undefined}
      className="mx-auto max-w-4xl px-4 pb-24 pt-6"
    >
      <h1 className="m-0 text-2xl font-bold md:text-3xl">Leads</h1>
      <p className="mb-4 mt-1 text-brand-muted">
        The buyers who wrote about your listings. Open one to read it and reply.{' '}
        <SiteLink href={accountPaths.manageListings} className="tap-target font-semibold text-brand-primary underline">
          Manage Listings
        </SiteLink>
      </p>
      {!login.isLoggedIn || result?.status === 401 ? (
        <p role="status">
          <SiteLink href={links.login(here)} className="tap-target font-semibold text-brand-primary underline">
            Log in
          </SiteLink>{' '}
          to read your leads.
        </p>
      ) : query.isPending ? (
        <p role="status">Loading your leads…</p>
      ) : result?.status === 403 ? (
        <p role="status" data-testid="lead-inbox-not-seller">
          This login has no seller account, so no leads come to it. Leads arrive here once you advertise a property.
        </p>
      ) : !inbox ? (
        <p role="status">Your leads could not be loaded just now. Please try again in a moment.</p>
      ) : (
        <>
          <InboxFilters view={view} inbox={inbox} />
          <p role="status" className="my-3 text-sm text-brand-muted" data-testid="lead-inbox-count">
            {inbox.totalCount === 1 ? '1 lead' : `${countDisplay(inbox.totalCount)} leads`}
            {inbox.pageCount > 1 && ` · page ${inbox.pageIndex + 1} of ${inbox.pageCount}`}
          </p>
          {inbox.leads.length ? (
            <ol className="m-0 flex list-none flex-col gap-3 p-0" aria-label="Leads, newest first">
              {inbox.leads.map((lead) => (
                <LeadItem key={lead.id} lead={lead} csrfToken={login.csrfToken} onChanged={onChanged} />
              ))}
            </ol>
          ) : (
            <p data-testid="lead-inbox-empty">
              {inbox.totalCount === 0
                ? 'No leads here yet. When a buyer writes about one of your listings, the message appears here.'
                : 'There are no leads on this page.'}
            </p>
          )}
          <SearchPagination
            pageIndex={inbox.pageIndex}
            pageCount={inbox.pageCount}
            hrefOf={(pageIndex) => leadInboxHref({ ...view, pageIndex })}
          />
        </>
      )}
    </main>
  )
}

/** New, answered or all; the listing filtered by, with a way back to every listing; the CSV of what is shown. */
function InboxFilters(props: { view: LeadInboxView; inbox: LeadInbox }) {
  const brand = useBrand()
  const { view, inbox } = props
  const filter: LeadInboxFilter = { status: view.status, listingId: view.listingId }
  const tab = 'tap-target rounded-full border border-solid px-3 py-1 text-sm no-underline'
  return (
    <div className="flex flex-col gap-3">
      {view.listingId !== undefined && (
        <p className="m-0 text-sm" data-testid="lead-inbox-listing">
          Leads about <strong>{inbox.listing ? inbox.listing.title : `listing ${view.listingId}`}</strong> ·{' '}
          <SiteLink
            href={leadInboxHref({ status: view.status, pageIndex: 0 })}
            className="tap-target text-brand-primary underline"
          >
            All listings
          </SiteLink>
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav aria-label="Show leads">
          <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
            {(['all', ...leadStatuses] as const).map((status) => {
              const current = (view.status ?? 'all') === status
              return (
                <li key={status}>
                  <SiteLink
                    href={leadInboxHref({
                      listingId: view.listingId,
                      ...(status === 'all' ? {} : { status }),
                      pageIndex: 0,
                    })}
                    aria-current={current ? 'page' : undefined}
                    className={`${tab} ${current ? 'border-brand-primary bg-brand-primary text-white' : 'border-gray-400 text-brand-ink'}`}
                  >
                    {filterLabels[status]}
                    {status === 'new' && ` (${countDisplay(inbox.newCount)})`}
                  </SiteLink>
                </li>
              )
            })}
          </ul>
        </nav>
        <a href={leadsCsvHref(brand.siteId, filter)} download className={`${secondaryButton} no-underline`}>
          Download CSV
        </a>
      </div>
    </div>
  )
}

/** The page at accountPaths.leads: ?status=, ?listingId= and ?page=N (from 1); a value it does not know is left out. */
export function LeadInboxRoutePage() {
  const search = useSearch({ strict: false }) as { page?: number; status?: string; listingId?: string }
  const listingId = Number(search.listingId)
  const status = leadStatuses.find((each) => each === search.status)
  const view: LeadInboxView = {
    pageIndex: (search.page ?? 1) - 1,
    ...(status ? { status } : {}),
    ...(Number.isSafeInteger(listingId) && listingId > 0 ? { listingId } : {}),
  }
  return <LeadInboxPage view={view} />
}
