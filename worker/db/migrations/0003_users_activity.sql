-- Buyers' and sellers' logins, sessions, saved things, and what they send.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  contact_name TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,             -- 'pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>'
  phone TEXT NOT NULL DEFAULT '',
  phone_type TEXT NOT NULL DEFAULT 'office',
  type INTEGER NOT NULL DEFAULT 1,         -- account type of the user (1 standard buyer)
  account_id INTEGER REFERENCES accounts(account_id), -- a seller's account
  is_active INTEGER NOT NULL DEFAULT 1,
  is_admin INTEGER NOT NULL DEFAULT 0,
  is_blocked INTEGER NOT NULL DEFAULT 0,
  is_premium INTEGER NOT NULL DEFAULT 0,
  is_seller INTEGER NOT NULL DEFAULT 0,
  is_signature INTEGER NOT NULL DEFAULT 0,
  is_lands_insight INTEGER NOT NULL DEFAULT 0,
  can_use_pcc INTEGER NOT NULL DEFAULT 0,
  newsletter INTEGER NOT NULL DEFAULT 0,
  send_saved_property_confirmation INTEGER NOT NULL DEFAULT 1,
  mailing_address1 TEXT NOT NULL DEFAULT '',
  mailing_address2 TEXT NOT NULL DEFAULT '',
  billing_address1 TEXT NOT NULL DEFAULT '',
  billing_address2 TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT '',
  zip TEXT NOT NULL DEFAULT '',
  expires TEXT,
  first_login_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,                     -- SHA-256 of the cookie token, never the token itself
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  site_id INTEGER NOT NULL,
  csrf_token TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE login_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  site_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE rate_limits (
  key TEXT NOT NULL,                       -- 'login:<ip>', 'reset:<email>'
  window_start INTEGER NOT NULL,           -- unix seconds at the start of the window
  count INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
) WITHOUT ROWID;

CREATE TABLE saved_searches (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  site_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  notify TEXT NOT NULL DEFAULT 'No Updates', -- 'No Updates', 'Daily', 'Instant'
  criteria TEXT NOT NULL,                  -- search criteria as JSON
  path TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  last_notified_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX saved_searches_user ON saved_searches(user_id, site_id);
CREATE INDEX saved_searches_notify ON saved_searches(notify, active);

CREATE TABLE saved_properties (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  site_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, site_id, listing_id)
) WITHOUT ROWID;

CREATE TABLE listing_likes (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, listing_id)
) WITHOUT ROWID;
CREATE INDEX listing_likes_listing ON listing_likes(listing_id);

CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL,
  lead_source TEXT NOT NULL,
  account_id INTEGER REFERENCES accounts(account_id),
  listing_id INTEGER REFERENCES listings(id),
  user_id INTEGER REFERENCES users(id),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  state_id INTEGER,
  county_id INTEGER,
  price INTEGER,
  acres REAL,
  listing_level INTEGER,
  upgrade_level_id INTEGER,
  property_title TEXT NOT NULL DEFAULT '',
  ip_address TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX leads_account ON leads(account_id, created_at);

-- Listing events posted to /api/Logging (email lead, details viewed, phone click…).
CREATE TABLE listing_events (
  id INTEGER PRIMARY KEY,
  log_type INTEGER NOT NULL,
  site_id INTEGER NOT NULL,
  account_id INTEGER,
  listing_id INTEGER,
  ip_address TEXT NOT NULL DEFAULT '',
  target_external_url TEXT,
  link_type_value INTEGER,
  created_at TEXT NOT NULL
);
CREATE INDEX listing_events_listing ON listing_events(listing_id, log_type);
CREATE INDEX listing_events_account ON listing_events(account_id, created_at);

-- Client log lines posted to /api/Logging/Log/.
CREATE TABLE client_logs (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL,
  log_severity TEXT NOT NULL,
  message TEXT NOT NULL,
  referring_url TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX client_logs_created ON client_logs(created_at);

CREATE TABLE email_outbox (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL,
  kind TEXT NOT NULL,                      -- 'password-reset', 'saved-search-alert', 'lead-copy'
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  body_html TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  sent_at TEXT
);
