import type { LoginInfo } from '../../web/api/login-info.ts'
import { loggedOut } from '../../web/api/login-state.ts'
import { likedList, listOf } from '../account/saved-properties.ts'
import { sha256Hex } from './secret-token.ts'
import type { SessionUser } from './sessions.ts'
import type { Db } from '../db/db.ts'

// Login info as the spec's calls answer it (§3 Login info): the user, the hashed email, and the CSRF token.

/** `firstLogin`: this answer is to the user's first login ever (the login call knows; later calls say false). */
export async function loginInfoOf(
  db: Db,
  session: SessionUser | null,
  siteId: number,
  firstLogin = false,
): Promise<LoginInfo> {
  if (!session) return loggedOut
  const liked = listOf(await likedList(db, session.userId, siteId).all())
  return {
    isLoggedIn: true,
    userInfo: {
      id: session.userId,
      contactName: session.contactName,
      email: session.email,
      isAdmin: session.isAdmin,
      isSeller: session.isSeller,
      type: session.type,
      listOfLiked: liked,
      firstLogin,
    },
    hashedEmail: await sha256Hex(session.email.trim().toLowerCase()),
    csrfToken: session.csrfToken,
  }
}
