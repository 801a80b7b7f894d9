import { allSitesId } from '../../brands/site-ids.ts'
import type { MailboxMessage } from '../../web/api/mailbox.ts'
import type { Db } from '../db/db.ts'

// The local mailbox reads the outbox itself: every message the site wrote, newest first, sent or still waiting.

export const mailboxPageSize = 20

interface OutboxRow {
  id: number
  site_id: number
  kind: string
  to_address: string
  subject: string
  body_text: string
  reply_to: string
  created_at: string
  sent_at: string | null
  sent_via: string | null
  attempts: number
  last_error: string | null
}

const messageOf = (row: OutboxRow): MailboxMessage => ({
  id: row.id,
  siteId: row.site_id,
  kind: row.kind,
  to: row.to_address,
  subject: row.subject,
  text: row.body_text,
  replyTo: row.reply_to,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  sentVia: row.sent_via,
  attempts: row.attempts,
  lastError: row.last_error,
})

/** One page of the site's messages (site 0: every site's), newest first, and how many there are in all. */
export async function mailboxPage(db: Db, siteId: number, pageIndex: number) {
  // Every site's when asked for site 0: one statement for both cases.
  const where = `WHERE (?1 = ${allSitesId} OR site_id = ?1)`
  const [page, total] = await db.batch([
    db
      .prepare(
        `SELECT id, site_id, kind, to_address, subject, body_text, reply_to, created_at, sent_at, sent_via, attempts, last_error
           FROM email_outbox ${where} ORDER BY id DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(siteId, mailboxPageSize, pageIndex * mailboxPageSize),
    db.prepare(`SELECT COUNT(*) AS n FROM email_outbox ${where}`).bind(siteId),
  ])
  return {
    messages: (page!.results as OutboxRow[]).map(messageOf),
    pageIndex,
    pageSize: mailboxPageSize,
    totalCount: (total!.results[0] as { n: number }).n,
  }
}
