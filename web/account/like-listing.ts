import type { QueryClient } from '@tanstack/react-query'
import { accountQueryKey, likeCall } from '../api/account.ts'
import { sendAccountCall } from '../api/account-call.ts'
import type { ApiFetch } from '../api/api-client.ts'
import type { LoginInfo } from '../api/login-info.ts'
import { loginInfoKey } from '../api/login-state.ts'
import { openAccountModal } from './account-modal-store.ts'

export interface LikeContext {
  api: ApiFetch
  queryClient: QueryClient
  siteId: number
  listingId: number
  title: string
}

/** The reason the login modal gives when a heart asks for it. */
const likeLoginReason = (title: string) => `Log in to save ${title} to your saved properties.`

const withLiked = (info: LoginInfo, listOfLiked: number[]): LoginInfo =>
  info.userInfo ? { ...info, userInfo: { ...info.userInfo, listOfLiked } } : info

/**
 * The heart's action (spec §4: liked, the action is unlike, otherwise like). The heart changes at once and the call
 * confirms it; a refusal puts it back. When the session has ended (401) the login modal opens and the like runs after
 * the login, as it does for a visitor. Loaded on the first click, not with every page.
 */
export async function setLiked(like: LikeContext, liked: boolean): Promise<void> {
  const key = loginInfoKey(like.siteId)
  const info = like.queryClient.getQueryData<LoginInfo>(key)
  if (!info?.userInfo) return askToLogIn(like)
  const before = info.userInfo.listOfLiked
  const others = before.filter((id) => id !== like.listingId)
  like.queryClient.setQueryData(key, withLiked(info, liked ? [like.listingId, ...others] : others))
  const result = await sendAccountCall(
    like.api,
    likeCall,
    { siteId: like.siteId, listingId: like.listingId },
    { liked },
    info.csrfToken,
  )
  const now = like.queryClient.getQueryData<LoginInfo>(key) ?? info
  if (result.kind === 'done') {
    like.queryClient.setQueryData(key, withLiked(now, result.data.listOfLiked))
    void like.queryClient.invalidateQueries({ queryKey: [...accountQueryKey, 'savedproperties'] })
    return
  }
  like.queryClient.setQueryData(key, withLiked(now, before))
  if (result.status === 401) {
    void like.queryClient.invalidateQueries({ queryKey: key })
    return askToLogIn(like, liked)
  }
  console.error(`Saving listing ${like.listingId} failed`, result)
}

/** The login modal, with the like to run once logged in. */
export function askToLogIn(like: LikeContext, liked = true): void {
  openAccountModal({ mode: 'login', reason: likeLoginReason(like.title), then: () => void setLiked(like, liked) })
}
