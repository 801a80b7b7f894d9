import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { emailSenderFor } from './email-senders.ts'
import { drainOutbox } from './outbox-drain.ts'
import { headerLine } from './header-line.ts'
import type { Db } from '../db/db.ts'

// Writing a message is a row in email_outbox; sending it is the drainer's job, started after the response
// (waitUntil), so a slow provider never holds up the page, and retried by the cron when it fails.

export interface QueuedEmail {
  siteId: number
  /** 'password-reset', 'saved-search-alert', 'saved-property', 'lead-copy'… */
  kind: string
  to: string
  subject: string
  text: string
  /** An alert's one-click unsubscribe address (RFC 8058), sent as its List-Unsubscribe header. */
  unsubscribeUrl?: string
  /** Where an answer goes (none: the site's sender): a seller's reply to a buyer is answered to the seller. */
  replyTo?: string
}

/**
 * A statement that writes the message to the outbox (answering its id). With a `guard`, only WHERE it holds, in the
 * same batch as the write it depends on: an alert sent once per listing change, a confirmation only when the save
 * made a row. The guard's values are numbered from ?7.
 */
export function outboxInsert(
  db: Db,
  email: QueuedEmail,
  now: Date,
  guard?: { where: string; values: readonly (string | number | null)[] },
): D1PreparedStatement {
  return db
    .prepare(
      // The unsubscribe address and Reply-To are bound after the guard's values, which callers number from ?7.
      `INSERT INTO email_outbox (site_id, kind, to_address, subject, body_text, created_at, unsubscribe_url, reply_to)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?${7 + (guard?.values.length ?? 0)}, ?${8 + (guard?.values.length ?? 0)}${guard ? ` WHERE ${guard.where}` : ''}
       RETURNING id`,
    )
    .bind(
      email.siteId,
      email.kind,
      headerLine(email.to),
      headerLine(email.subject),
      email.text,
      now.toISOString(),
      ...(guard?.values ?? []),
      headerLine(email.unsubscribeUrl ?? ''),
      headerLine(email.replyTo ?? ''),
    )
}

/** Starts a drain of the outbox after the response, when a sender is configured. */
export function drainAfterResponse(c: Context<AppEnv>): void {
  const sender = emailSenderFor(c.var.config.email)
  if (!sender) return
  c.executionCtx.waitUntil(drainOutbox(c.var.db, sender).catch((error) => console.error('outbox drain failed', error)))
}

/**
 * Decides and queues mail after the response (waitUntil), then drains the outbox. For mail whose sending depends on
 * whether an address has an account: looked up after the answer, the answer and its time are the same for any address.
 * `mailOf` answers the message to queue, or null for none.
 */
export function queueAfterResponse(c: Context<AppEnv>, mailOf: (db: Db, now: Date) => Promise<QueuedEmail | null>) {
  const db = c.var.db
  const sender = emailSenderFor(c.var.config.email)
  const work = async () => {
    // A task of its own, after the answer has left: not one statement of this work runs before it.
    await new Promise((resume) => setTimeout(resume, 0))
    const now = new Date()
    const mail = await mailOf(db, now)
    if (!mail) return
    await outboxInsert(db, mail, now).run()
    if (sender) await drainOutbox(db, sender)
  }
  c.executionCtx.waitUntil(work().catch((error) => console.error(`${c.req.path}: the mail could not be queued`, error)))
}
