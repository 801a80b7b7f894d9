import type { EmailSender } from './email-senders.ts'
import type { Db } from '../db/db.ts'

// The outbox drainer: run after each write to the outbox (waitUntil) and by the cron (worker/index.ts scheduled), so
// a message whose send failed is tried again later. Sending happens outside any D1 transaction: rows are claimed
// first (one UPDATE … RETURNING, so two drains running at once never take the same row), then sent, then marked.

/** After this many failed sends a message is left in the outbox with its last error, for a person to look at. */
export const maxSendAttempts = 8
/** How long a claimed row is left alone: longer than any send takes, short enough that a crashed drain is retried. */
const claimMs = 5 * 60_000
const batchSize = 25
/** Batches per drain: a backlog after an outage goes out over a few cron runs, not in one long invocation. */
const maxBatches = 4

/** Wait before the next attempt after `attempts` failures: 1, 2, 4 … minutes, at most 6 hours. */
const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000)

interface ClaimedRow {
  id: number
  to_address: string
  subject: string
  body_text: string
  body_html: string
  reply_to: string
  unsubscribe_url: string
  attempts: number
}

export interface DrainResult {
  sent: number
  failed: number
}

/** Takes up to one batch of what is due: unsent, under the attempt limit, not claimed or waiting for a retry. */
async function claimDue(db: Db, now: Date): Promise<ClaimedRow[]> {
  const claimed = await db
    .prepare(
      `UPDATE email_outbox SET attempts = attempts + 1, next_attempt_at = ?1
        WHERE id IN (SELECT id FROM email_outbox
                      WHERE sent_at IS NULL AND attempts < ?2 AND (next_attempt_at IS NULL OR next_attempt_at <= ?3)
                      ORDER BY id LIMIT ?4)
        RETURNING id, to_address, subject, body_text, body_html, reply_to, unsubscribe_url, attempts`,
    )
    .bind(new Date(now.getTime() + claimMs).toISOString(), maxSendAttempts, now.toISOString(), batchSize)
    .all<ClaimedRow>()
  return claimed.results
}

/** Sends what is due through `sender`; `now` is the drain's clock (a test moves it past a retry delay). */
export async function drainOutbox(db: Db, sender: EmailSender, now = new Date()): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0 }
  for (let batch = 0; batch < maxBatches; batch++) {
    const rows = await claimDue(db, now)
    for (const row of rows) {
      try {
        await sender.send({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          text: row.body_text,
          html: row.body_html,
          replyTo: row.reply_to,
          unsubscribeUrl: row.unsubscribe_url,
        })
        await db
          .prepare(
            'UPDATE email_outbox SET sent_at = ?2, sent_via = ?3, next_attempt_at = NULL, last_error = NULL WHERE id = ?1',
          )
          .bind(row.id, new Date().toISOString(), sender.name)
          .run()
        result.sent++
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
        await db
          .prepare('UPDATE email_outbox SET last_error = ?2, next_attempt_at = ?3 WHERE id = ?1')
          .bind(row.id, message, new Date(now.getTime() + retryDelayMs(row.attempts)).toISOString())
          .run()
        result.failed++
        if (row.attempts >= maxSendAttempts) {
          console.error(`email_outbox ${row.id}: not sent after ${row.attempts} attempts, given up: ${message}`)
        }
      }
    }
    if (rows.length < batchSize) break
  }
  return result
}
