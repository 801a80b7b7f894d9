import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { savedSearchesQuery, type SavedSearch } from '../api/account.ts'
import { savedSearchNewsQuery } from '../api/saved-search-news.ts'
import { AccountLoadProblem } from '../components/account/account-load-problem.tsx'
import { headingClass, linkButton, pageClass } from '../components/account/account-look.tsx'
import { useSavedSearchChanges } from '../components/account/saved-search-changes.ts'
import { SavedSearchRow } from '../components/account/saved-search-row.tsx'
import { SiteLink } from '../components/site-link.tsx'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'

// /account/savedsearches/ (spec §2, §3 Saved search): the person's saved searches on this site, newest first, each
// renamed, opened, mailed daily, instantly or never, paused or deleted in its row. The route checks the login and
// loads the list first.

export function SavedSearchesPage() {
  const api = useApi()
  const brand = useBrand()
  const links = useSiteLinks()
  const result = useSuspenseQuery(savedSearchesQuery(api, brand.siteId)).data
  const changes = useSavedSearchChanges(brand.siteId)
  // Counted after the page shows (each search is run): the cards fill in their "N new" when it answers.
  const news = useQuery(savedSearchNewsQuery(api, brand.siteId)).data?.data?.news
  const newMatchesOf = (id: number) => news?.find((item) => item.id === id)?.newMatches
  const [deleted, setDeleted] = useState('')
  const deletedNote = useRef<HTMLParagraphElement>(null)
  const found = result.data

  // The row and its buttons leave with the search: focus goes to the note that says so.
  const onDelete = async (search: SavedSearch) => {
    const refused = await changes.remove(search)
    if (!refused) {
      setDeleted(`Deleted “${search.name}”.`)
      deletedNote.current?.focus()
    }
    return refused
  }

  return (
    <main data-testid="saved-searches-page" data-page-name="Saved Searches" className={pageClass}>
      <h1 className={headingClass}>Saved Searches</h1>
      {!found ? (
        <AccountLoadProblem status={result.status} title="Saved Searches" what="your saved searches" />
      ) : (
        <>
          <p className="mb-4 mt-1 text-brand-muted" data-testid="saved-searches-count">
            {found.savedSearches.length} of {found.limit} saved searches on {brand.displayName}. We email you the new
            listings of each as often as you choose.
            {found.savedSearches.length >= found.limit && ' Delete one to save another.'}
          </p>
          <p
            ref={deletedNote}
            tabIndex={-1}
            role="status"
            className="m-0 mb-3 font-semibold text-green-800 outline-none"
            data-testid="saved-search-deleted"
          >
            {deleted}
          </p>
          {found.savedSearches.length === 0 ? (
            <div className="rounded-lg bg-brand-surface p-4" data-testid="saved-searches-empty">
              <h2 className="m-0 text-lg font-bold">You have no saved searches yet</h2>
              <p>
                Search for land, choose the place and the filters you want, then press <strong>Save search</strong>{' '}
                above the results. Name the search and choose how often we email you new listings that match: it then
                appears here, where you can rename it, pause its emails or delete it.
              </p>
              <SiteLink href={links.search({})} className={linkButton}>
                Search land for sale
              </SiteLink>
            </div>
          ) : (
            <ul className="m-0 flex list-none flex-col gap-4 p-0" data-testid="saved-searches">
              {found.savedSearches.map((search) => (
                <SavedSearchRow
                  key={search.id}
                  search={search}
                  newMatches={newMatchesOf(search.id)}
                  onOpen={changes.opened}
                  onChange={changes.update}
                  onDelete={onDelete}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </main>
  )
}
