import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { emailSenderFor } from './email-senders.ts'
import { drainOutbox } from './outbox-drain.ts'
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
      `INSERT INTO email_outbox (site_id, kind, to_address, subject, body_text, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6${guard ? ` WHERE ${guard.where}` : ''} RETURNING id`,
    )
    .bind(email.siteId, email.kind, email.to, email.subject, email.text, now.toISOString(), ...(guard?.values ?? []))
}

/** Starts a drain of the outbox after the response, when a sender is configured. */
export function drainAfterResponse(c: Context<AppEnv>): void {
  const sender = emailSenderFor(c.var.config.email)
  if (!sender) return
  c.executionCtx.waitUntil(drainOutbox(c.var.db, sender).catch((error) => console.error('outbox drain failed', error)))
}
