import { loginTokenParameter } from '../../web/account/login-token.ts'
import { issueLoginToken } from '../auth/one-time-keys.ts'
import type { LeadSeller } from './lead-seller.ts'
import type { Db } from '../db/db.ts'

/**
 * A one-time login for the copy of a lead (spec §4: login by token; the seller's first one shows the welcome popover,
 * which points to Manage Listings). To the home page: an account page would send a visitor to /login before the page
 * could use the token. Only when the copy goes to the address of the seller's own login: a login key is never mailed
 * to an address that is not the login's.
 */
export async function sellerLoginLink(
  db: Db,
  seller: LeadSeller,
  siteId: number,
  origin: string,
  now: Date,
): Promise<string | undefined> {
  if (!seller.email) return undefined
  const user = await db
    .prepare(
      `SELECT id FROM users
        WHERE account_id = ?1 AND email = ?2 AND is_seller = 1 AND is_active = 1 AND is_blocked = 0`,
    )
    .bind(seller.accountId, seller.email)
    .first<{ id: number }>()
  if (!user) return undefined
  const token = await issueLoginToken(db, user.id, siteId, now)
  return `${origin}/?${loginTokenParameter}=${token}`
}
