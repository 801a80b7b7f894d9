import { useQueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import { useLoginInfo } from '../../account/use-login-info.tsx'
import {
  accountQueryKey,
  deleteSavedSearchCall,
  savedSearchesQuery,
  updateSavedSearchCall,
  type SavedSearch,
} from '../../api/account.ts'
import { sendAccountCall, type FormResult } from '../../api/account-call.ts'
import { openedSavedSearchCall } from '../../api/saved-search-news.ts'
import type { savedSearchChange } from '../../rules/saved-search-form.ts'
import { useApi } from '../../site/api-context.tsx'

export type SavedSearchChange = v.InferInput<typeof savedSearchChange>

/** What a person reads when a change did not go through: the server's reason, or that it failed. */
function changeProblem(result: Exclude<FormResult<unknown>, { kind: 'done' }>): string {
  if (result.status === 401) return 'Your session has ended. Log in again to change your saved searches.'
  return result.kind === 'refused' ? result.message : 'The change could not be saved just now. Please try again.'
}

/**
 * Changes to the saved searches of a site, through the query cache: a change shows at once and the answer confirms
 * it (or puts the row back); a deletion leaves the list when the server agrees. Either way the list is read again.
 * Each returns null when done, or the problem to show beside the row.
 */
export function useSavedSearchChanges(siteId: number) {
  const api = useApi()
  const { csrfToken } = useLoginInfo()
  const queryClient = useQueryClient()
  const { queryKey } = savedSearchesQuery(api, siteId)
  const editList = (edit: (list: SavedSearch[]) => SavedSearch[]) =>
    queryClient.setQueryData(queryKey, (old) =>
      old?.data ? { ...old, data: { ...old.data, savedSearches: edit(old.data.savedSearches) } } : old,
    )
  const putRow = (row: SavedSearch) => editList((list) => list.map((item) => (item.id === row.id ? row : item)))
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: [...accountQueryKey, 'savedsearches'] })

  const update = async (search: SavedSearch, change: SavedSearchChange): Promise<string | null> => {
    putRow({ ...search, ...change })
    const params = { siteId, id: search.id }
    const result = await sendAccountCall(api, updateSavedSearchCall, params, change, csrfToken)
    putRow(result.kind === 'done' ? result.data : search)
    readAgain()
    return result.kind === 'done' ? null : changeProblem(result)
  }

  const remove = async (search: SavedSearch): Promise<string | null> => {
    const params = { siteId, id: search.id }
    const result = await sendAccountCall(api, deleteSavedSearchCall, params, undefined, csrfToken)
    if (result.kind === 'done') editList((list) => list.filter((item) => item.id !== search.id))
    readAgain()
    return result.kind === 'done' ? null : changeProblem(result)
  }

  /** The buyer opens the search from its card: its count of new matches starts again (no problem to show). */
  const opened = (search: SavedSearch) =>
    void sendAccountCall(api, openedSavedSearchCall, { siteId, id: search.id }, undefined, csrfToken).then(readAgain)

  return { update, remove, opened }
}
