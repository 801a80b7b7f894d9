import type { QueuedEmail } from '../email/queue-email.ts'

// The confirmation of a saved property (spec §3 User sendSavedPropertyConfirmation, default on): the listing's title
// and its link on the site it was saved on.

export function savedPropertyMail(input: {
  siteId: number
  siteName: string
  /** The site's canonical origin: 'https://www.land.com'. */
  origin: string
  listingTitle: string
  /** The listing's path on the site (SiteLinks.listing). */
  listingPath: string
}): Omit<QueuedEmail, 'to'> {
  const { origin, siteName } = input
  return {
    siteId: input.siteId,
    kind: 'saved-property',
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
 * when the user still wants confirmations (read here, not earlier, so a change of the setting is never missed). The
 * address is the user's as stored now. The columns are email_outbox's as outboxInsert writes them.
 */
export function savedPropertyMailInsert(
  db: D1Database,
  userId: number,
  mail: Omit<QueuedEmail, 'to'>,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO email_outbox (site_id, kind, to_address, subject, body_text, created_at)
       SELECT ?1, ?2, u.email, ?3, ?4, ?5 FROM users u
        WHERE changes() = 1 AND u.id = ?6 AND u.send_saved_property_confirmation = 1
       RETURNING id`,
    )
    .bind(mail.siteId, mail.kind, mail.subject, mail.text, now.toISOString(), userId)
}
