-- The search bar's place suggestions (GET /api/location/suggestions/{siteId}/{text}): places found by a
-- case-insensitive prefix of their name, as a range on a NOCASE index (name BETWEEN 'tra' AND 'tra' || U+10FFFF),
-- never LIKE, so no scan and no wildcards. States (52 rows) are read whole; ZIPs use their primary key.
CREATE INDEX regions_name_nocase ON regions(name COLLATE NOCASE);
CREATE INDEX counties_name_full_nocase ON counties(name_full COLLATE NOCASE);
CREATE INDEX cities_name_nocase ON cities(name COLLATE NOCASE);
CREATE INDEX lakes_name_nocase ON lakes(name COLLATE NOCASE);

-- Active listings (market status 1 available, 2 under contract) per place and site mask, so a suggestion ranks
-- thousands of places without counting listings on every keystroke: a site's count sums the rows of the masks with
-- its bit (at most 7). place_key is the place's id as text, or the ZIP ('00601'). Exact: the triggers below follow
-- every insert, delete and update of these columns; after a load with the triggers off (the seed tool), the worker
-- counts afresh (worker/db/place-listing-counts.ts).
CREATE TABLE place_listing_counts (
  kind TEXT NOT NULL,                      -- 'state', 'region', 'county', 'city', 'zip', 'lake'
  place_key TEXT NOT NULL,
  site_mask INTEGER NOT NULL,
  listing_count INTEGER NOT NULL,
  PRIMARY KEY (kind, place_key, site_mask)
) WITHOUT ROWID;

-- A listing's places, as rows of json_each(...): key the kind, value the place (NULL for no region, town or lake).
CREATE TRIGGER listings_insert_place_counts AFTER INSERT ON listings WHEN NEW.market_status IN (1, 2)
BEGIN
  INSERT INTO place_listing_counts (kind, place_key, site_mask, listing_count)
  SELECT key, value, NEW.site_mask, 1
    FROM json_each(json_object('state', NEW.state_id, 'region', NEW.region_id, 'county', NEW.county_id,
                               'city', NEW.city_id, 'zip', nullif(NEW.zip, ''), 'lake', NEW.lake_id))
   WHERE value IS NOT NULL
  ON CONFLICT DO UPDATE SET listing_count = listing_count + 1;
END;

CREATE TRIGGER listings_delete_place_counts AFTER DELETE ON listings WHEN OLD.market_status IN (1, 2)
BEGIN
  UPDATE place_listing_counts SET listing_count = listing_count - 1
   WHERE site_mask = OLD.site_mask
     AND (kind, place_key) IN (
       SELECT key, CAST(value AS TEXT)
         FROM json_each(json_object('state', OLD.state_id, 'region', OLD.region_id, 'county', OLD.county_id,
                                    'city', OLD.city_id, 'zip', OLD.zip, 'lake', OLD.lake_id)));
END;

CREATE TRIGGER listings_update_place_counts AFTER UPDATE OF market_status, site_mask, state_id, region_id, county_id,
  city_id, zip, lake_id ON listings
BEGIN
  UPDATE place_listing_counts SET listing_count = listing_count - 1
   WHERE OLD.market_status IN (1, 2) AND site_mask = OLD.site_mask
     AND (kind, place_key) IN (
       SELECT key, CAST(value AS TEXT)
         FROM json_each(json_object('state', OLD.state_id, 'region', OLD.region_id, 'county', OLD.county_id,
                                    'city', OLD.city_id, 'zip', OLD.zip, 'lake', OLD.lake_id)));
  INSERT INTO place_listing_counts (kind, place_key, site_mask, listing_count)
  SELECT key, value, NEW.site_mask, 1
    FROM json_each(json_object('state', NEW.state_id, 'region', NEW.region_id, 'county', NEW.county_id,
                               'city', NEW.city_id, 'zip', nullif(NEW.zip, ''), 'lake', NEW.lake_id))
   WHERE NEW.market_status IN (1, 2) AND value IS NOT NULL
  ON CONFLICT DO UPDATE SET listing_count = listing_count + 1;
END;
