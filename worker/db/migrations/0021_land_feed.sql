-- The land feed (worker/listings/land-feed-import.ts, POST /api/account/landfeed/{siteId}): an advertiser's whole
-- inventory as one document, each listing under the advertiser's own id.
--
-- That id is listings.external_source_id, the listing's id in the source it came from. A partner's syndication feed
-- names itself in partner_id (the seed's 'feed-3-…' listings); the advertiser's own land feed leaves partner_id NULL.
-- One id per listing of an account: two deliveries of the same feed at once cannot list a listing twice (the import
-- inserts with ON CONFLICT on this index), and the account's feed listings are one range of it, so the listings a
-- delivery no longer holds are found without reading the account's other listings (those added by hand have none).
CREATE UNIQUE INDEX listings_land_feed_id ON listings(account_id, external_source_id)
  WHERE partner_id IS NULL AND external_source_id IS NOT NULL;

-- Every delivery, applied or refused, with what it did: the seller's and the dashboard's record of the feed. A
-- refused delivery changes no listing and counts its problems (error_count); an applied one has none.
CREATE TABLE land_feed_imports (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
  site_id INTEGER NOT NULL,                -- the site it was sent from
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL, -- the login that sent it
  received_at TEXT NOT NULL,
  listing_count INTEGER NOT NULL,          -- listings in the document
  added_count INTEGER NOT NULL DEFAULT 0,
  updated_count INTEGER NOT NULL DEFAULT 0,
  unchanged_count INTEGER NOT NULL DEFAULT 0,
  off_market_count INTEGER NOT NULL DEFAULT 0,
  error_count INTEGER NOT NULL DEFAULT 0
);
-- An account's deliveries, newest last; a delivery goes with its account (ON DELETE CASCADE looks them up by it).
CREATE INDEX land_feed_imports_account ON land_feed_imports(account_id, received_at);
