-- Email changes waiting for their confirmation (worker/account/email-change.ts). A person changing the login email in
-- the settings proves the password; the new address then proves itself by opening a link. One row per user: a newer
-- request replaces the earlier one, whose link then no longer works. Only the key's SHA-256 is kept. Rows past their
-- end are cleared whenever someone asks for a change.
CREATE TABLE email_changes (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  new_email TEXT NOT NULL COLLATE NOCASE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX email_changes_expires ON email_changes(expires_at);
