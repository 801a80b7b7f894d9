-- Saved-search alerts (worker/alerts/): instant mail when a listing changes, a daily digest of what changed.

-- The last change of a listing each instant search was mailed about (the listing's updated_at then): a second call
-- for the same change, or a late call for an older one, mails nothing. One row per search and listing, not per mail.
CREATE TABLE saved_search_alerts (
  saved_search_id INTEGER NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
  listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  listing_updated_at TEXT NOT NULL,
  alerted_at TEXT NOT NULL,
  PRIMARY KEY (saved_search_id, listing_id)
) WITHOUT ROWID;
-- Its rows go with their listing (ON DELETE CASCADE looks them up by listing).
CREATE INDEX saved_search_alerts_listing ON saved_search_alerts(listing_id);

-- A daily digest reads the listings changed since the search's last one: a range of this index, not every listing.
CREATE INDEX listings_updated ON listings(updated_at);

-- The daily searches that are due, oldest first (worker/alerts/daily-digests.ts).
CREATE INDEX saved_searches_due ON saved_searches(notify, last_notified_at) WHERE active = 1;
