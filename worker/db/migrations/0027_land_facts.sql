-- Land facts and boundaries (issue 31): what a land buyer asks first, each optional (NULL: not stated, which is not
-- "none"). The choice facts are stored as the codes of web/rules/land-facts.ts; text and numbers as given. Who stated
-- them: facts_source (1 seller, 2 land feed) on facts_stated_at; the parcel facts (flood zone, wetlands, parcel number,
-- tax) were read from parcel records on parcel_checked_at when that is set, else stated with the rest.
ALTER TABLE listings ADD COLUMN road_access INTEGER;
ALTER TABLE listings ADD COLUMN legal_access INTEGER;
ALTER TABLE listings ADD COLUMN road_frontage_ft INTEGER;
ALTER TABLE listings ADD COLUMN electric INTEGER;
ALTER TABLE listings ADD COLUMN water_source INTEGER;
ALTER TABLE listings ADD COLUMN sewer INTEGER;
ALTER TABLE listings ADD COLUMN topography INTEGER;
ALTER TABLE listings ADD COLUMN zoning TEXT;
ALTER TABLE listings ADD COLUMN hoa INTEGER;
ALTER TABLE listings ADD COLUMN hoa_fee_yearly INTEGER;
ALTER TABLE listings ADD COLUMN deed_restrictions INTEGER;
ALTER TABLE listings ADD COLUMN deed_restrictions_text TEXT;
ALTER TABLE listings ADD COLUMN flood_zone TEXT;
ALTER TABLE listings ADD COLUMN flood_zone_percent REAL;
ALTER TABLE listings ADD COLUMN wetlands_percent REAL;
ALTER TABLE listings ADD COLUMN water_rights INTEGER;
ALTER TABLE listings ADD COLUMN timber INTEGER;
ALTER TABLE listings ADD COLUMN fencing INTEGER;
ALTER TABLE listings ADD COLUMN outbuildings TEXT;
ALTER TABLE listings ADD COLUMN survey_available INTEGER;
ALTER TABLE listings ADD COLUMN parcel_number TEXT;
ALTER TABLE listings ADD COLUMN property_tax_yearly INTEGER;
ALTER TABLE listings ADD COLUMN facts_source INTEGER;
ALTER TABLE listings ADD COLUMN facts_stated_at TEXT;
ALTER TABLE listings ADD COLUMN parcel_checked_at TEXT;

-- A listing's boundary: one outer ring of [longitude, latitude] pairs (GeoJSON order, first point repeated last), as
-- JSON. Its area is computed where it is read (web/rules/boundary-area.ts), so stated and measured acres never drift.
CREATE TABLE listing_boundaries (
  listing_id INTEGER PRIMARY KEY REFERENCES listings(id) ON DELETE CASCADE,
  ring TEXT NOT NULL,
  source INTEGER NOT NULL,                 -- 1 seller, 2 land feed, 3 parcel data (factSource)
  updated_at TEXT NOT NULL
);

-- Where it is: the nearest town of a listing's point is a range of this index by latitude, each row read here.
CREATE INDEX cities_point ON cities (lat, lng, population, name, state_id);
