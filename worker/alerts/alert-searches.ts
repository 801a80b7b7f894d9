// The saved searches that mail their owners (spec §9, email update frequency), and how an alert joins the outbox.
import type { SavedSearchNotify } from '../../web/rules/saved-search-form.ts'
import { outboxInsert, type QueuedEmail } from '../email/queue-email.ts'
import type { Db } from '../db/db.ts'

/** The email update frequencies that mail (spec §9: none, daily, instant), as saved_searches.notify holds them. */
type AlertFrequency = Extract<SavedSearchNotify, 'Daily' | 'Instant'>
export const alertFrequency: Record<'daily' | 'instant', AlertFrequency> = { daily: 'Daily', instant: 'Instant' }

/** A saved search that mails its owner, with the owner's name and address. */
export interface AlertSearch {
  id: number
  siteId: number
  name: string
  /** The search criteria as stored (JSON). */
  criteria: string
  /** The search's URL path on its site, built by the brand's codec from the criteria (worker/account/). */
  path: string
  email: string
  contactName: string
}

/** A message, plain text (alert-email.ts). */
export interface AlertEmail {
  subject: string
  text: string
  /** The one-click address of its List-Unsubscribe header (unsubscribe-token.ts). */
  unsubscribeUrl: string
}

/** The columns of AlertSearch, over alertSearchesSql. */
export const alertSearchColumns =
  's.id, s.site_id AS siteId, s.name, s.criteria, s.path, u.email, u.contact_name AS contactName'

/** The searches of one frequency that mail: switched on (not paused), of an owner who is active and not blocked. */
export const alertSearchesSql = (frequency: AlertFrequency) =>
  `saved_searches s JOIN users u ON u.id = s.user_id
    WHERE s.notify = '${frequency}' AND s.active = 1 AND u.is_active = 1 AND u.is_blocked = 0`

/**
 * The alert's row of the outbox, written only WHERE `guard` holds: the guard, in the same transaction, is what makes
 * the message sent once (its values are numbered from ?7).
 */
export function queueAlert(
  db: Db,
  search: AlertSearch,
  message: AlertEmail,
  now: Date,
  guard: string,
  ...guardValues: (string | number | null)[]
): D1PreparedStatement {
  const email: QueuedEmail = { siteId: search.siteId, kind: 'saved-search-alert', to: search.email, ...message }
  return outboxInsert(db, email, now, { where: guard, values: guardValues })
}
