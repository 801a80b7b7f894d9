-- Listing aggregates (popular states, property types, totals) are costly to count on every page: they are
-- computed once per data version and kept here. Any change to listings bumps the version (triggers
-- below), so no writer can forget to, and a stale figure is never served as fresh.
CREATE TABLE site_stats (
  site_id INTEGER NOT NULL,
  name TEXT NOT NULL,                      -- 'popular-states', 'popular-property-types', 'listing-totals'
  data_version INTEGER NOT NULL,           -- the data_version the value was computed from
  value TEXT NOT NULL,                     -- JSON
  computed_at TEXT NOT NULL,
  PRIMARY KEY (site_id, name)
) WITHOUT ROWID;

CREATE TRIGGER listings_insert_bumps_version AFTER INSERT ON listings
BEGIN
  UPDATE data_version SET version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = 1;
END;

CREATE TRIGGER listings_update_bumps_version AFTER UPDATE ON listings
BEGIN
  UPDATE data_version SET version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = 1;
END;

CREATE TRIGGER listings_delete_bumps_version AFTER DELETE ON listings
BEGIN
  UPDATE data_version SET version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = 1;
END;

-- Featured listings: available, by upgrade tier, newest first.
CREATE INDEX listings_featured ON listings(market_status, upgrade_level_id, date_listed);
