-- The land-fact filters (issue 31; web/rules/land-facts.ts landFilters): one mask computed from the facts of
-- migration 0027, held by every search index, so a search for "legal access" or "outside the flood zone" is tested on
-- the index like the other filters (a fact column read per listing would read the table's rows: seconds at a million).
-- Bits: 1 legal access documented (recorded easement or public road frontage), 2 power available (on site or at the
-- road), 4 water available (well, municipal or spring), 8 no HOA (stated), 16 outside the flood zone (FEMA zone X),
-- then the topography, one bit each: 32 flat, 64 rolling, 128 steep, 256 mixed. A fact not stated sets no bit.
ALTER TABLE listings ADD COLUMN land_bits INTEGER GENERATED ALWAYS AS (
  (CASE WHEN legal_access IN (1, 2) THEN 1 ELSE 0 END) |
  (CASE WHEN electric IN (1, 2) THEN 2 ELSE 0 END) |
  (CASE WHEN water_source IN (1, 2, 3) THEN 4 ELSE 0 END) |
  (CASE WHEN hoa = 0 THEN 8 ELSE 0 END) |
  (CASE WHEN flood_zone = 'X' THEN 16 ELSE 0 END) |
  (CASE WHEN topography BETWEEN 1 AND 4 THEN 16 << topography ELSE 0 END)
) VIRTUAL;

-- The search indexes again, each with land_bits at the end of what it covers (their definitions in 0008_search.sql).
DROP INDEX search_default;
DROP INDEX search_newest;
DROP INDEX search_recent;
DROP INDEX search_acres;
DROP INDEX search_price;
DROP INDEX search_price_per_acre;
DROP INDEX search_place;
DROP INDEX search_geo;
DROP INDEX search_price_changes;
DROP INDEX search_id;
CREATE INDEX search_default ON listings (upgrade_level_id, listed_at, id,
  market_status, site_mask, transaction_type, type_flags, price, acres, state_id, county_id, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, beds, baths, home_sqft, account_id, lat, lng, land_bits);
CREATE INDEX search_newest ON listings (listed_at, id,
  market_status, site_mask, transaction_type, type_flags, price, acres, state_id, county_id, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, upgrade_level_id, beds, baths, home_sqft, account_id, lat, lng, land_bits);
CREATE INDEX search_recent ON listings (last_activity_at, id,
  market_status, site_mask, transaction_type, type_flags, price, acres, state_id, county_id, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, upgrade_level_id, listed_at, beds, baths, home_sqft,
  account_id, lat, lng, land_bits);
CREATE INDEX search_acres ON listings (acres, id,
  market_status, site_mask, transaction_type, type_flags, price, state_id, county_id, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, upgrade_level_id, listed_at, beds, baths, home_sqft,
  account_id, lat, lng, land_bits);
CREATE INDEX search_price ON listings (price, id,
  market_status, site_mask, transaction_type, type_flags, acres, state_id, county_id, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, upgrade_level_id, listed_at, beds, baths, home_sqft,
  account_id, lat, lng, land_bits);
CREATE INDEX search_price_per_acre ON listings (price_per_acre, id,
  market_status, site_mask, transaction_type, type_flags, price, acres, state_id, county_id, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, upgrade_level_id, listed_at, beds, baths, home_sqft,
  account_id, lat, lng, land_bits);
CREATE INDEX search_place ON listings (state_id, market_status, county_id,
  site_mask, transaction_type, type_flags, price, acres, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, upgrade_level_id, listed_at, beds, baths, home_sqft,
  account_id, lat, lng, land_bits);
CREATE INDEX search_geo ON listings (geo_cell, lat, lng,
  market_status, site_mask, transaction_type, type_flags, price, acres, state_id, county_id, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, upgrade_level_id, listed_at, beds, baths, home_sqft,
  account_id, land_bits);
CREATE INDEX search_price_changes ON listings (price_changed_at, id,
  market_status, site_mask, transaction_type, type_flags, price, acres, state_id, county_id, feature_bits,
  activity_flags, amenity_flags, price_change_amount, upgrade_level_id, listed_at, beds, baths, home_sqft, account_id,
  lat, lng, land_bits) WHERE price_changed_at IS NOT NULL;
CREATE INDEX search_id ON listings (id,
  market_status, site_mask, transaction_type, type_flags, price, acres, state_id, county_id, feature_bits, activity_flags,
  amenity_flags, price_change_amount, price_changed_at, upgrade_level_id, listed_at, beds, baths, home_sqft,
  account_id, lat, lng, land_bits);
