import type { LoginInfo } from '../../web/api/login-info.ts'
import { loggedOut } from '../../web/api/login-state.ts'
import type { SessionUser } from './sessions.ts'

// Login info as the spec's calls answer it (§3 Login info): the user, the hashed email, and the CSRF token.

/** How many saved listing ids login info carries: the hearts on a page of results, with room to spare. */
const likedListLimit = 1000

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** `firstLogin`: this answer is to the user's first login ever (the login call knows; later calls say false). */
export async function loginInfoOf(
  db: D1Database,
  session: SessionUser | null,
  siteId: number,
  firstLogin = false,
): Promise<LoginInfo> {
  if (!session) return loggedOut
  const liked = await db
    .prepare(
      `SELECT listing_id FROM saved_properties WHERE user_id = ?1 AND site_id = ?2 ORDER BY created_at DESC LIMIT ?3`,
    )
    .bind(session.userId, siteId, likedListLimit)
    .all<{ listing_id: number }>()
  return {
    isLoggedIn: true,
    userInfo: {
      id: session.userId,
      contactName: session.contactName,
      email: session.email,
      isAdmin: session.isAdmin,
      isSeller: session.isSeller,
      type: session.type,
      listOfLiked: liked.results.map((row) => row.listing_id),
      firstLogin,
    },
    hashedEmail: await sha256Hex(session.email.trim().toLowerCase()),
    csrfToken: session.csrfToken,
  }
}
