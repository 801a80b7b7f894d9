-- Search (worker/search/): what a search tests and sorts by, as covering indexes, so that counting a state's
-- listings or walking a sort order never reads the table's rows (each a few hundred bytes of text), plus an exact
-- count per state and country kept by triggers for the broad searches. At 1,000,000 listings reading the rows of
-- every active listing takes seconds; a covering index a few tens of milliseconds; the aggregate under one.

-- Columns the indexes hold in compact form (VIRTUAL: computed from the row, stored only in the indexes).
-- listed_at: date_listed as unix seconds, 4 bytes where the text takes 20.
ALTER TABLE listings ADD COLUMN listed_at INTEGER GENERATED ALWAYS AS (unixepoch(date_listed)) VIRTUAL;
-- The yes/no filters as one mask: has_house 1, has_video 2, has_virtual_tour 4, has_custom_map 8,
-- mineral_rights 16, owner_financing 32, and the irrigation amenity (amenity_flags bit 1024) 64, which the orchards
-- and vineyards page asks for (worker/search/listing-filters.ts names the bits).
ALTER TABLE listings ADD COLUMN feature_bits INTEGER GENERATED ALWAYS AS (
  has_house | (has_video << 1) | (has_virtual_tour << 2) | (has_custom_map << 3) | (mineral_rights << 4) |
  (owner_financing << 5) | (((amenity_flags & 1024) != 0) << 6)
) VIRTUAL;
-- A one-degree cell, row by row from the south-west: a map view or a radius is a short list of cells to seek.
ALTER TABLE listings ADD COLUMN geo_cell INTEGER GENERATED ALWAYS AS (
  CAST(lat + 90 AS INTEGER) * 360 + CAST(lng + 180 AS INTEGER)
) VIRTUAL;
-- Sort order 'recent': the later of listing and last price change.
ALTER TABLE listings ADD COLUMN last_activity_at INTEGER GENERATED ALWAYS AS (
  max(listed_at, coalesce(unixepoch(price_changed_at), 0))
) VIRTUAL;

-- Every search index holds the same columns: all a search filters on, plus the point for map data. A sort index
-- starts with its sort key and id (so ties come out in id order without a sort); a place index with the place (and
-- the status, so a state's active listings are one range).
CREATE INDEX search_default ON listings (upgrade_level_id, listed_at, id,
  market_status, site_mask, transaction_type, type_flags, price, acres, state_id, county_id, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, beds, baths, home_sqft, account_id, lat, lng);
CREATE INDEX search_newest ON listings (listed_at, id,
  market_status, site_mask, transaction_type, type_flags, price, acres, state_id, county_id, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, upgrade_level_id, beds, baths, home_sqft, account_id, lat, lng);
CREATE INDEX search_recent ON listings (last_activity_at, id,
  market_status, site_mask, transaction_type, type_flags, price, acres, state_id, county_id, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, upgrade_level_id, listed_at, beds, baths, home_sqft,
  account_id, lat, lng);
CREATE INDEX search_acres ON listings (acres, id,
  market_status, site_mask, transaction_type, type_flags, price, state_id, county_id, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, upgrade_level_id, listed_at, beds, baths, home_sqft,
  account_id, lat, lng);
CREATE INDEX search_price ON listings (price, id,
  market_status, site_mask, transaction_type, type_flags, acres, state_id, county_id, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, upgrade_level_id, listed_at, beds, baths, home_sqft,
  account_id, lat, lng);
CREATE INDEX search_price_per_acre ON listings (price_per_acre, id,
  market_status, site_mask, transaction_type, type_flags, price, acres, state_id, county_id, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, upgrade_level_id, listed_at, beds, baths, home_sqft,
  account_id, lat, lng);
CREATE INDEX search_place ON listings (state_id, market_status, county_id,
  site_mask, transaction_type, type_flags, price, acres, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, upgrade_level_id, listed_at, beds, baths, home_sqft,
  account_id, lat, lng);
CREATE INDEX search_geo ON listings (geo_cell, lat, lng,
  market_status, site_mask, transaction_type, type_flags, price, acres, state_id, county_id, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, upgrade_level_id, listed_at, beds, baths, home_sqft,
  account_id);
-- Price changes within a lookback: a range of the few listings whose price changed.
CREATE INDEX search_price_changes ON listings (price_changed_at, id,
  market_status, site_mask, transaction_type, type_flags, price, acres, state_id, county_id, feature_bits,
  activity_flags, amenity_flags, price_change_amount, upgrade_level_id, listed_at, beds, baths, home_sqft, account_id,
  lat, lng) WHERE price_changed_at IS NOT NULL;
-- Listings named by id (keywords, drawn areas, towns, ZIPs, lakes, sellers): one seek each, no row read.
CREATE INDEX search_id ON listings (id,
  market_status, site_mask, transaction_type, type_flags, price, acres, state_id, county_id, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, upgrade_level_id, listed_at, beds, baths, home_sqft,
  account_id, lat, lng);
-- A seller's listings include its agents' (brokerId matches account_id or parent_account_id).
CREATE INDEX listings_parent_account ON listings (parent_account_id) WHERE parent_account_id IS NOT NULL;

-- Place names in search criteria resolve by URL name, whatever their case.
CREATE INDEX cities_slug_nocase ON cities (slug COLLATE NOCASE);
CREATE INDEX counties_slug_nocase ON counties (slug COLLATE NOCASE);

-- Listings per state (state_id 0: the whole country) and combination of what a broad search filters on. A search
-- that filters on nothing else (the landing pages: a state, a property type, a site) is counted by summing a few
-- hundred rows instead of reading an index entry per listing. Three levels of detail, so a search reads the fewest
-- rows that can answer it: 0 sums over property types and features (type_flags and feature_bits 0), 1 counts each
-- combination of property types (feature_bits 0), 2 each combination of types and features (feature_bits first in
-- the key, so a search for a feature seeks the combinations that have it). Exact: the triggers below follow every
-- insert, delete and update of these columns; the seed tool, which loads with triggers off, refills it
-- (worker/search/listing-counts.ts). (One INSERT per row: workerd's SQLite rejects a multi-row VALUES with an upsert
-- inside a trigger.)
CREATE TABLE listing_counts (
  state_id INTEGER NOT NULL,
  detail INTEGER NOT NULL,
  market_status INTEGER NOT NULL,
  feature_bits INTEGER NOT NULL,
  transaction_type INTEGER NOT NULL,
  site_mask INTEGER NOT NULL,
  type_flags INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (state_id, detail, market_status, feature_bits, transaction_type, site_mask, type_flags)
) WITHOUT ROWID;

CREATE TRIGGER listings_insert_counts AFTER INSERT ON listings
BEGIN
  INSERT INTO listing_counts (state_id, detail, market_status, feature_bits, transaction_type, site_mask, type_flags, n)
  VALUES (NEW.state_id, 2, NEW.market_status, NEW.feature_bits, NEW.transaction_type, NEW.site_mask, NEW.type_flags, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_counts (state_id, detail, market_status, feature_bits, transaction_type, site_mask, type_flags, n)
  VALUES (NEW.state_id, 1, NEW.market_status, 0, NEW.transaction_type, NEW.site_mask, NEW.type_flags, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_counts (state_id, detail, market_status, feature_bits, transaction_type, site_mask, type_flags, n)
  VALUES (NEW.state_id, 0, NEW.market_status, 0, NEW.transaction_type, NEW.site_mask, 0, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_counts (state_id, detail, market_status, feature_bits, transaction_type, site_mask, type_flags, n)
  VALUES (0, 2, NEW.market_status, NEW.feature_bits, NEW.transaction_type, NEW.site_mask, NEW.type_flags, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_counts (state_id, detail, market_status, feature_bits, transaction_type, site_mask, type_flags, n)
  VALUES (0, 1, NEW.market_status, 0, NEW.transaction_type, NEW.site_mask, NEW.type_flags, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_counts (state_id, detail, market_status, feature_bits, transaction_type, site_mask, type_flags, n)
  VALUES (0, 0, NEW.market_status, 0, NEW.transaction_type, NEW.site_mask, 0, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER listings_delete_counts AFTER DELETE ON listings
BEGIN
  UPDATE listing_counts SET n = n - 1
   WHERE state_id IN (OLD.state_id, 0) AND market_status = OLD.market_status
     AND transaction_type = OLD.transaction_type AND site_mask = OLD.site_mask
     AND ((detail = 2 AND type_flags = OLD.type_flags AND feature_bits = OLD.feature_bits)
          OR (detail = 1 AND type_flags = OLD.type_flags AND feature_bits = 0)
          OR (detail = 0 AND type_flags = 0 AND feature_bits = 0));
END;

CREATE TRIGGER listings_update_counts AFTER UPDATE OF state_id, market_status, transaction_type, site_mask,
  type_flags, has_house, has_video, has_virtual_tour, has_custom_map, mineral_rights, owner_financing, amenity_flags
  ON listings
BEGIN
  UPDATE listing_counts SET n = n - 1
   WHERE state_id IN (OLD.state_id, 0) AND market_status = OLD.market_status
     AND transaction_type = OLD.transaction_type AND site_mask = OLD.site_mask
     AND ((detail = 2 AND type_flags = OLD.type_flags AND feature_bits = OLD.feature_bits)
          OR (detail = 1 AND type_flags = OLD.type_flags AND feature_bits = 0)
          OR (detail = 0 AND type_flags = 0 AND feature_bits = 0));
  INSERT INTO listing_counts (state_id, detail, market_status, feature_bits, transaction_type, site_mask, type_flags, n)
  VALUES (NEW.state_id, 2, NEW.market_status, NEW.feature_bits, NEW.transaction_type, NEW.site_mask, NEW.type_flags, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_counts (state_id, detail, market_status, feature_bits, transaction_type, site_mask, type_flags, n)
  VALUES (NEW.state_id, 1, NEW.market_status, 0, NEW.transaction_type, NEW.site_mask, NEW.type_flags, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_counts (state_id, detail, market_status, feature_bits, transaction_type, site_mask, type_flags, n)
  VALUES (NEW.state_id, 0, NEW.market_status, 0, NEW.transaction_type, NEW.site_mask, 0, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_counts (state_id, detail, market_status, feature_bits, transaction_type, site_mask, type_flags, n)
  VALUES (0, 2, NEW.market_status, NEW.feature_bits, NEW.transaction_type, NEW.site_mask, NEW.type_flags, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_counts (state_id, detail, market_status, feature_bits, transaction_type, site_mask, type_flags, n)
  VALUES (0, 1, NEW.market_status, 0, NEW.transaction_type, NEW.site_mask, NEW.type_flags, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_counts (state_id, detail, market_status, feature_bits, transaction_type, site_mask, type_flags, n)
  VALUES (0, 0, NEW.market_status, 0, NEW.transaction_type, NEW.site_mask, 0, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
END;
