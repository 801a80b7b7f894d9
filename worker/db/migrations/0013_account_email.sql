-- A seller's address, where the copy of a lead goes (worker/leads/). '' = none known: the lead is stored, no copy is
-- mailed. Not UNIQUE: SQLite cannot add a unique column to a table with rows; the seed gives every seller its own.
ALTER TABLE accounts ADD COLUMN email TEXT NOT NULL DEFAULT '';

-- What the outbox drainer (worker/email/outbox-drain.ts) keeps per message. A row is claimed by setting
-- next_attempt_at ahead (so concurrent drains skip it) and attempts + 1; a failed send leaves sent_at NULL with the
-- error and the time of its retry; after 8 attempts it is left for a person to look at.
ALTER TABLE email_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE email_outbox ADD COLUMN last_error TEXT;
ALTER TABLE email_outbox ADD COLUMN next_attempt_at TEXT;
ALTER TABLE email_outbox ADD COLUMN sent_via TEXT;     -- 'local-mailbox', 'resend'
CREATE INDEX email_outbox_unsent ON email_outbox(id) WHERE sent_at IS NULL;
