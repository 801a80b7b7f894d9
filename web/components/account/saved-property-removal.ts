import { useQueryClient } from '@tanstack/react-query'
import { useLoginInfo } from '../../account/use-login-info.tsx'
import { accountQueryKey, likeCall, savedPropertiesQuery, type SavedProperty } from '../../api/account.ts'
import { sendAccountCall } from '../../api/account-call.ts'
import type { LoginInfo } from '../../api/login-info.ts'
import { loginInfoKey } from '../../api/login-state.ts'
import { useApi } from '../../site/api-context.tsx'

/**
 * Taking a listing off the saved properties of a site (the heart's unlike): when the server agrees, the card leaves
 * the page, the site's login info (if this page has it) gets the new list of liked ids, and the pages are read again
 * (the next page's first listing moves up). Returns null when done, or the problem to show by the card.
 */
export function useSavedPropertyRemoval(siteId: number, pageIndex: number) {
  const api = useApi()
  const { csrfToken } = useLoginInfo()
  const queryClient = useQueryClient()
  return async (listing: SavedProperty): Promise<string | null> => {
    const params = { siteId, listingId: listing.id }
    const result = await sendAccountCall(api, likeCall, params, { liked: false }, csrfToken)
    if (result.kind !== 'done') {
      if (result.status === 401) return 'Your session has ended. Log in again to change your saved properties.'
      return result.kind === 'refused' ? result.message : 'It could not be removed just now. Please try again.'
    }
    queryClient.setQueryData(savedPropertiesQuery(api, siteId, pageIndex).queryKey, (old) =>
      old?.data
        ? {
            ...old,
            data: {
              ...old.data,
              totalCount: Math.max(0, old.data.totalCount - 1),
              listings: old.data.listings.filter((saved) => saved.id !== listing.id),
            },
          }
        : old,
    )
    const { listOfLiked } = result.data
    queryClient.setQueryData<LoginInfo>(loginInfoKey(siteId), (info) =>
      info?.userInfo ? { ...info, userInfo: { ...info.userInfo, listOfLiked } } : info,
    )
    void queryClient.invalidateQueries({ queryKey: [...accountQueryKey, 'savedproperties', siteId] })
    return null
  }
}
