import type { RateLimit } from '../auth/rate-limit.ts'
import { closeOtherSessions, type SessionUser } from '../auth/sessions.ts'
import { setPassword } from '../auth/users.ts'
import type { Db } from '../db/db.ts'
import { currentPasswordMatches } from './current-password.ts'

// A password change from the settings: the current password proves it is the person and not someone at their
// unlocked screen (or holding a stolen cookie), so it is guessed no faster than a login is.

/** Per user, as the login's per-email limit (worker/auth/auth-limits.ts). */
export const passwordChangeLimit: RateLimit = { name: 'password-change-user', max: 10, windowSeconds: 600 }

/**
 * Sets the new password when the current one matches, then closes every other session of the user (a browser that
 * knew the old password is logged out); the session that asked stays open. False when the current one is wrong.
 */
export async function changePassword(
  db: Db,
  session: SessionUser,
  currentPassword: string,
  password: string,
  now: Date,
): Promise<boolean> {
  if (!(await currentPasswordMatches(db, session.userId, currentPassword))) return false
  await setPassword(db, session.userId, password, now)
  await closeOtherSessions(db, session.userId, session.sessionId)
  return true
}
