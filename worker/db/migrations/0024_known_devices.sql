-- Browsers that have logged in to an account before (worker/auth/known-devices.ts). A password guessed at an account
-- from anywhere else fills the account's shared window of failed logins; a browser the owner logged in with has a
-- window of its own, so nobody can lock the owner out by guessing. The browser keeps a random token in its
-- known_device cookie; only the token's SHA-256 is stored, one row per account the browser logged in to.
CREATE TABLE known_devices (
  token_hash TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_login_at TEXT NOT NULL,
  PRIMARY KEY (token_hash, user_id)
) WITHOUT ROWID;
CREATE INDEX known_devices_last_login ON known_devices(last_login_at);
