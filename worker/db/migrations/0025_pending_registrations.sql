-- Sign-ups waiting for their address to be confirmed (worker/auth/registration.ts). Registering answers the same for
-- an address with an account and one without, so nothing is created until the link mailed to the address is opened:
-- then the account is made from this row (the password already hashed) and the person is logged in. Only the
-- token's SHA-256 is kept; a row works once, for a day.
CREATE TABLE pending_registrations (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  contact_name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  newsletter INTEGER NOT NULL,
  site_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX pending_registrations_expires ON pending_registrations(expires_at);
