-- Bands of price and acreage (worker/search/range-bands.ts): the whole country's or a state's count of a search on
-- the core filters and a price or acreage range. Without them such a search reads an index entry per listing in its
-- range (a price ceiling of 100,000 is about 400,000 entries at a million listings, some 40 ms); with them it sums
-- the bands inside the range, a few thousand rows at most, and counts on the range's index only the part of a band
-- at each end (none when the range ends on a band edge, the values buyers pick).

-- The band of each listing (band k: edges[k - 1] <= value < edges[k]). Price band 0 is Auction (2) and Contact for
-- Price (0), which no price range matches.
ALTER TABLE listings ADD COLUMN price_band INTEGER GENERATED ALWAYS AS (
  CASE
    WHEN price < 3 THEN 0
    WHEN price < 10000 THEN 1
    WHEN price < 25000 THEN 2
    WHEN price < 50000 THEN 3
    WHEN price < 100000 THEN 4
    WHEN price < 250000 THEN 5
    WHEN price < 500000 THEN 6
    WHEN price < 1000000 THEN 7
    WHEN price < 2500000 THEN 8
    WHEN price < 5000000 THEN 9
    ELSE 10 END
) VIRTUAL;
ALTER TABLE listings ADD COLUMN acres_band INTEGER GENERATED ALWAYS AS (
  CASE
    WHEN acres < 1 THEN 0
    WHEN acres < 5 THEN 1
    WHEN acres < 10 THEN 2
    WHEN acres < 20 THEN 3
    WHEN acres < 40 THEN 4
    WHEN acres < 100 THEN 5
    WHEN acres < 500 THEN 6
    WHEN acres < 1000 THEN 7
    ELSE 8 END
) VIRTUAL;

-- Listings per state (0: the whole country), range column (0 price, 1 acres), band and combination of the core
-- filters (worker/search/listing-filters.ts). Two levels of detail, as in listing_counts: 0 summed over property
-- types and the house (type_flags and feature_bits 0: a few rows per band), 1 each combination of property types
-- and house or not (feature_bits is the house bit alone: the other features would multiply the rows, and a search
-- that asks for them is counted on an index). The band is next to the status in the key, so a range of bands of the
-- searched statuses is one seek each. Exact: the triggers follow every insert, delete and update of these columns;
-- the seed tool, which loads with triggers off, refills it (range-bands.ts).
CREATE TABLE listing_band_counts (
  state_id INTEGER NOT NULL,
  range_column INTEGER NOT NULL,
  detail INTEGER NOT NULL,
  market_status INTEGER NOT NULL,
  band INTEGER NOT NULL,
  transaction_type INTEGER NOT NULL,
  site_mask INTEGER NOT NULL,
  type_flags INTEGER NOT NULL,
  feature_bits INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (state_id, range_column, detail, market_status, band, transaction_type, site_mask, type_flags,
               feature_bits)
) WITHOUT ROWID;

-- Rows of the listings already there (none in a fresh database; the seed tool refills it after loading).
INSERT INTO listing_band_counts
SELECT state_id, 0, 1, market_status, price_band, transaction_type, site_mask, type_flags, feature_bits & 1, count(*)
  FROM listings GROUP BY state_id, market_status, price_band, transaction_type, site_mask, type_flags, feature_bits & 1;
INSERT INTO listing_band_counts
SELECT state_id, 1, 1, market_status, acres_band, transaction_type, site_mask, type_flags, feature_bits & 1, count(*)
  FROM listings GROUP BY state_id, market_status, acres_band, transaction_type, site_mask, type_flags, feature_bits & 1;
INSERT INTO listing_band_counts
SELECT 0, range_column, 1, market_status, band, transaction_type, site_mask, type_flags, feature_bits, sum(n)
  FROM listing_band_counts WHERE detail = 1
 GROUP BY range_column, market_status, band, transaction_type, site_mask, type_flags, feature_bits;
INSERT INTO listing_band_counts
SELECT state_id, range_column, 0, market_status, band, transaction_type, site_mask, 0, 0, sum(n)
  FROM listing_band_counts WHERE detail = 1
 GROUP BY state_id, range_column, market_status, band, transaction_type, site_mask;

-- Eight rows per listing: its state and the country, by price and by acreage, at both levels of detail. One
-- statement per row, as in 0008 (workerd's SQLite rejects a multi-row VALUES with an upsert inside a trigger); a
-- decrement is one statement for the state and the country.
CREATE TRIGGER listings_insert_bands AFTER INSERT ON listings
BEGIN
  INSERT INTO listing_band_counts VALUES
    (NEW.state_id, 0, 1, NEW.market_status, NEW.price_band, NEW.transaction_type, NEW.site_mask, NEW.type_flags,
     NEW.feature_bits & 1, 1) ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_band_counts VALUES
    (NEW.state_id, 0, 0, NEW.market_status, NEW.price_band, NEW.transaction_type, NEW.site_mask, 0, 0, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_band_counts VALUES
    (0, 0, 1, NEW.market_status, NEW.price_band, NEW.transaction_type, NEW.site_mask, NEW.type_flags,
     NEW.feature_bits & 1, 1) ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_band_counts VALUES
    (0, 0, 0, NEW.market_status, NEW.price_band, NEW.transaction_type, NEW.site_mask, 0, 0, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_band_counts VALUES
    (NEW.state_id, 1, 1, NEW.market_status, NEW.acres_band, NEW.transaction_type, NEW.site_mask, NEW.type_flags,
     NEW.feature_bits & 1, 1) ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_band_counts VALUES
    (NEW.state_id, 1, 0, NEW.market_status, NEW.acres_band, NEW.transaction_type, NEW.site_mask, 0, 0, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_band_counts VALUES
    (0, 1, 1, NEW.market_status, NEW.acres_band, NEW.transaction_type, NEW.site_mask, NEW.type_flags,
     NEW.feature_bits & 1, 1) ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_band_counts VALUES
    (0, 1, 0, NEW.market_status, NEW.acres_band, NEW.transaction_type, NEW.site_mask, 0, 0, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER listings_delete_bands AFTER DELETE ON listings
BEGIN
  UPDATE listing_band_counts SET n = n - 1
   WHERE state_id IN (OLD.state_id, 0) AND range_column = 0 AND detail = 1 AND market_status = OLD.market_status
     AND band = OLD.price_band AND transaction_type = OLD.transaction_type AND site_mask = OLD.site_mask
     AND type_flags = OLD.type_flags AND feature_bits = (OLD.feature_bits & 1);
  UPDATE listing_band_counts SET n = n - 1
   WHERE state_id IN (OLD.state_id, 0) AND range_column = 0 AND detail = 0 AND market_status = OLD.market_status
     AND band = OLD.price_band AND transaction_type = OLD.transaction_type AND site_mask = OLD.site_mask
     AND type_flags = 0 AND feature_bits = 0;
  UPDATE listing_band_counts SET n = n - 1
   WHERE state_id IN (OLD.state_id, 0) AND range_column = 1 AND detail = 1 AND market_status = OLD.market_status
     AND band = OLD.acres_band AND transaction_type = OLD.transaction_type AND site_mask = OLD.site_mask
     AND type_flags = OLD.type_flags AND feature_bits = (OLD.feature_bits & 1);
  UPDATE listing_band_counts SET n = n - 1
   WHERE state_id IN (OLD.state_id, 0) AND range_column = 1 AND detail = 0 AND market_status = OLD.market_status
     AND band = OLD.acres_band AND transaction_type = OLD.transaction_type AND site_mask = OLD.site_mask
     AND type_flags = 0 AND feature_bits = 0;
END;

CREATE TRIGGER listings_update_bands AFTER UPDATE OF state_id, market_status, transaction_type, site_mask, type_flags,
  has_house, price, acres ON listings
  WHEN OLD.state_id IS NOT NEW.state_id OR OLD.market_status IS NOT NEW.market_status
    OR OLD.transaction_type IS NOT NEW.transaction_type OR OLD.site_mask IS NOT NEW.site_mask
    OR OLD.type_flags IS NOT NEW.type_flags OR OLD.has_house IS NOT NEW.has_house
    OR OLD.price_band IS NOT NEW.price_band OR OLD.acres_band IS NOT NEW.acres_band
BEGIN
  UPDATE listing_band_counts SET n = n - 1
   WHERE state_id IN (OLD.state_id, 0) AND range_column = 0 AND detail = 1 AND market_status = OLD.market_status
     AND band = OLD.price_band AND transaction_type = OLD.transaction_type AND site_mask = OLD.site_mask
     AND type_flags = OLD.type_flags AND feature_bits = (OLD.feature_bits & 1);
  UPDATE listing_band_counts SET n = n - 1
   WHERE state_id IN (OLD.state_id, 0) AND range_column = 0 AND detail = 0 AND market_status = OLD.market_status
     AND band = OLD.price_band AND transaction_type = OLD.transaction_type AND site_mask = OLD.site_mask
     AND type_flags = 0 AND feature_bits = 0;
  UPDATE listing_band_counts SET n = n - 1
   WHERE state_id IN (OLD.state_id, 0) AND range_column = 1 AND detail = 1 AND market_status = OLD.market_status
     AND band = OLD.acres_band AND transaction_type = OLD.transaction_type AND site_mask = OLD.site_mask
     AND type_flags = OLD.type_flags AND feature_bits = (OLD.feature_bits & 1);
  UPDATE listing_band_counts SET n = n - 1
   WHERE state_id IN (OLD.state_id, 0) AND range_column = 1 AND detail = 0 AND market_status = OLD.market_status
     AND band = OLD.acres_band AND transaction_type = OLD.transaction_type AND site_mask = OLD.site_mask
     AND type_flags = 0 AND feature_bits = 0;
  INSERT INTO listing_band_counts VALUES
    (NEW.state_id, 0, 1, NEW.market_status, NEW.price_band, NEW.transaction_type, NEW.site_mask, NEW.type_flags,
     NEW.feature_bits & 1, 1) ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_band_counts VALUES
    (NEW.state_id, 0, 0, NEW.market_status, NEW.price_band, NEW.transaction_type, NEW.site_mask, 0, 0, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_band_counts VALUES
    (0, 0, 1, NEW.market_status, NEW.price_band, NEW.transaction_type, NEW.site_mask, NEW.type_flags,
     NEW.feature_bits & 1, 1) ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_band_counts VALUES
    (0, 0, 0, NEW.market_status, NEW.price_band, NEW.transaction_type, NEW.site_mask, 0, 0, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_band_counts VALUES
    (NEW.state_id, 1, 1, NEW.market_status, NEW.acres_band, NEW.transaction_type, NEW.site_mask, NEW.type_flags,
     NEW.feature_bits & 1, 1) ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_band_counts VALUES
    (NEW.state_id, 1, 0, NEW.market_status, NEW.acres_band, NEW.transaction_type, NEW.site_mask, 0, 0, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_band_counts VALUES
    (0, 1, 1, NEW.market_status, NEW.acres_band, NEW.transaction_type, NEW.site_mask, NEW.type_flags,
     NEW.feature_bits & 1, 1) ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO listing_band_counts VALUES
    (0, 1, 0, NEW.market_status, NEW.acres_band, NEW.transaction_type, NEW.site_mask, 0, 0, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
END;
