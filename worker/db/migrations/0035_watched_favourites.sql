-- Issue 32, item 5: watched favourites, one-click unsubscribe, saved-search cards that count new matches.

-- How a buyer hears about the listings they hearted: at once, in one message a day, or not at all.
ALTER TABLE users ADD COLUMN favourite_alerts TEXT NOT NULL DEFAULT 'instant'
  CHECK (favourite_alerts IN ('instant', 'daily', 'off'));
-- When the buyer's last daily message about favourites was written (NULL: never): the next is due a day later.
ALTER TABLE users ADD COLUMN favourite_digest_at TEXT;
CREATE INDEX users_favourite_digest ON users(favourite_digest_at) WHERE favourite_alerts = 'daily';

-- What the buyer last heard of a hearted listing: its price, its status and its newest uploaded photo
-- (listing_photos.document_id, 0 for none) when it was hearted or last alerted. An alert is the difference between
-- this and the listing as it is now, whoever changed it (Manage Listings, the edit page, a land feed, an upload), and
-- writing the listing's values here with the alert is what keeps the same change from being sent twice. NULL (a save
-- made before this column, or by the seed) is no baseline yet: it is filled in silently by the next look.
ALTER TABLE saved_properties ADD COLUMN heard_price INTEGER;
ALTER TABLE saved_properties ADD COLUMN heard_status INTEGER;
ALTER TABLE saved_properties ADD COLUMN heard_photo_id INTEGER;
UPDATE saved_properties SET
  heard_price = (SELECT price FROM listings WHERE id = saved_properties.listing_id),
  heard_status = (SELECT market_status FROM listings WHERE id = saved_properties.listing_id),
  heard_photo_id = coalesce((SELECT max(document_id) FROM listing_photos WHERE listing_id = saved_properties.listing_id), 0);

-- The key that signs unsubscribe links (worker/alerts/unsubscribe-token.ts): drawn by each database when it is
-- migrated, so no deploy carries it and no link made for one environment works in another.
CREATE TABLE signing_keys (
  name TEXT PRIMARY KEY,
  secret TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO signing_keys (name, secret) VALUES ('unsubscribe', lower(hex(randomblob(32))));

-- An alert's one-click unsubscribe address (RFC 8058), sent as its List-Unsubscribe header; '' for other mail.
ALTER TABLE email_outbox ADD COLUMN unsubscribe_url TEXT NOT NULL DEFAULT '';

-- When the buyer last opened the saved search from its card: its "N new" counts listings since then.
ALTER TABLE saved_searches ADD COLUMN last_opened_at TEXT;
