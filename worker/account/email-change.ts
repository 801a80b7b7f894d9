import type { RateLimit } from '../auth/rate-limit.ts'
import { newSecretToken, tokenHash } from '../auth/secret-token.ts'
import type { Db } from '../db/db.ts'
import type { QueuedEmail } from '../email/queue-email.ts'

// A change of the login email (security finding 5). The settings ask for it with the current password; the new
// address then proves itself by opening a link, and only then does the email change, so nobody holding just a
// session can move the account to an address of theirs and reset its password there. The settings answer the same
// whether or not another account has the address (finding 7): whether it has one is first looked at after the
// answer (requestEmailChange, run by queueAfterResponse), so neither the answer nor its time can tell.

/** How long a confirmation link works. */
export const emailChangeHours = 24

export const emailChangeLimits = {
  // Every try, right password or not: the current password is guessed no faster here than at the login, and one
  // account cannot mail a stream of links.
  perUser: { name: 'email-change-user', max: 5, windowSeconds: 3600 },
  // Tries that proved the password, from every account, per new address: nobody floods a mailbox through us. Keyed
  // by the address typed, known or not, so a refusal tells nothing either.
  perAddress: { name: 'email-change-address', max: 3, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimit>

/** The two mails one of which goes out: the link to a free address, or the note to the owner of a taken one. */
export interface EmailChangeMails {
  confirm: (key: string) => QueuedEmail
  inUse: QueuedEmail
}

/**
 * The change asked at `asked`, looked at after the answer: when no account has the address, the change is stored
 * under a new key (replacing the user's earlier one, whose link then stops working) and the mail is the link;
 * otherwise it is the note to the address's owner. One batch, so an account made with the address meanwhile gets
 * the note, not a link. Null when a newer request of the user was stored first (two saves in a row, their work run
 * out of order): its link is the one that works, and this one is not sent.
 */
export async function requestEmailChange(
  db: Db,
  userId: number,
  newEmail: string,
  mails: EmailChangeMails,
  asked: Date,
): Promise<QueuedEmail | null> {
  const key = newSecretToken()
  const [, taken, stored] = await db.batch(await pendingChange(db, userId, newEmail, key, asked))
  if (taken?.results.length) return mails.inUse
  return stored?.results.length ? mails.confirm(key) : null
}

/**
 * Clears changes past their end, says whether another account has the address, and when none has, stores this change
 * unless the user has a newer one.
 */
async function pendingChange(db: Db, userId: number, newEmail: string, key: string, asked: Date) {
  const at = asked.toISOString()
  const ends = new Date(asked.getTime() + emailChangeHours * 3_600_000).toISOString()
  const taken = 'SELECT 1 FROM users WHERE email = ?2 AND id != ?1'
  return [
    db.prepare('DELETE FROM email_changes WHERE expires_at <= ?1').bind(at),
    db.prepare(taken).bind(userId, newEmail),
    db
      .prepare(
        `INSERT INTO email_changes (user_id, new_email, token_hash, created_at, expires_at)
         SELECT ?1, ?2, ?3, ?4, ?5 WHERE NOT EXISTS (${taken})
         ON CONFLICT (user_id) DO UPDATE SET new_email = excluded.new_email, token_hash = excluded.token_hash,
           created_at = excluded.created_at, expires_at = excluded.expires_at
         WHERE excluded.created_at >= email_changes.created_at
         RETURNING user_id`,
      )
      .bind(userId, newEmail, await tokenHash(key), at, ends),
  ]
}

/**
 * A change's key as the settings would store it after the password, without its mail: for tests that need a key no
 * mail of theirs carries (as issueResetKey serves the reset's). `asked` a day ago makes one that has ended.
 */
export async function issueEmailChangeKey(db: Db, userId: number, newEmail: string, asked: Date): Promise<string> {
  const key = newSecretToken()
  await db.batch(await pendingChange(db, userId, newEmail, key, asked))
  return key
}

/**
 * Opens the link: the user's email becomes the one the key was issued for, when the key is theirs and under a day
 * old. The key is spent either way. One UPDATE OR IGNORE makes the switch, so an address another account took since
 * the request is skipped by the unique index itself (no check-then-write gap). The old and new address when it
 * switched, null otherwise.
 */
export async function confirmEmailChange(
  db: Db,
  userId: number,
  key: string,
  now: Date,
): Promise<{ oldEmail: string; newEmail: string } | null> {
  const hash = await tokenHash(key)
  const pending = 'SELECT new_email FROM email_changes WHERE user_id = ?1 AND token_hash = ?2 AND expires_at > ?3'
  const [before, switched] = await db.batch<{ email: string }>([
    db.prepare('SELECT email FROM users WHERE id = ?1').bind(userId),
    db
      .prepare(
        `UPDATE OR IGNORE users SET email = (${pending}), updated_at = ?3
          WHERE id = ?1 AND EXISTS (${pending}) RETURNING email`,
      )
      .bind(userId, hash, now.toISOString()),
    db.prepare('DELETE FROM email_changes WHERE user_id = ?1 AND token_hash = ?2').bind(userId, hash),
  ])
  const oldEmail = before?.results[0]?.email
  const newEmail = switched?.results[0]?.email
  return oldEmail !== undefined && newEmail !== undefined ? { oldEmail, newEmail } : null
}
