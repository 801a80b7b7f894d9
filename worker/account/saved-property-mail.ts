import { outboxInsert, type QueuedEmail } from '../email/queue-email.ts'
import type { Db } from '../db/db.ts'

// The confirmation of a saved property (spec §3 User sendSavedPropertyConfirmation, default on): the listing's title
// and its link on the site it was saved on.

export function savedPropertyMail(input: {
  siteId: number
  /** The user's address. */
  to: string
  siteName: string
  /** The site's canonical origin: 'https://www.land.com'. */
  origin: string
  listingTitle: string
  /** The listing's path on the site (SiteLinks.listing). */
  listingPath: string
}): QueuedEmail {
  const { origin, siteName } = input
  return {
    siteId: input.siteId,
    kind: 'saved-property',
    to: input.to,
    subject: `Saved on ${siteName}: ${input.listingTitle}`,
    text: [
      'Hello,',
      '',
      `You saved this property on ${siteName}:`,
      '',
      input.listingTitle,
      `${origin}${input.listingPath}`,
      '',
      `Every property you saved: ${origin}/account/savedproperties/`,
      '',
      `You get this mail for each property you save. To stop it, turn off saved property confirmations in your`,
      `settings: ${origin}/account/details/`,
    ].join('\n'),
  }
}

/**
 * The mail's outbox row, to run in the batch right after the save's INSERT … ON CONFLICT DO NOTHING: written only
 * when that insert made the row (changes() is the count of the statement before, in the same transaction), and only
 * when the user still wants confirmations (read here, not earlier, so a change of the setting is never missed).
 */
export function savedPropertyMailInsert(db: Db, userId: number, mail: QueuedEmail, now: Date): D1PreparedStatement {
  return outboxInsert(db, mail, now, {
    where: 'changes() = 1 AND EXISTS (SELECT 1 FROM users WHERE id = ?7 AND send_saved_property_confirmation = 1)',
    values: [userId],
  })
}
