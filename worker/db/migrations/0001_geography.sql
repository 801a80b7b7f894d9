-- US geography: states (50 + DC + PR, keyed by FIPS), county equivalents, regions (groups of counties
-- within a state), cities and ZIP areas. Slugs are the URL names the route codecs use.
CREATE TABLE states (
  id INTEGER PRIMARY KEY,            -- FIPS as a number (TX = 48)
  fips TEXT NOT NULL UNIQUE,         -- FIPS with its leading zero ('06')
  abbreviation TEXT NOT NULL UNIQUE, -- 'TX'
  name TEXT NOT NULL UNIQUE,         -- 'Texas'
  slug TEXT NOT NULL UNIQUE,         -- 'Texas', 'New-Mexico'
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  min_lng REAL NOT NULL,
  min_lat REAL NOT NULL,
  max_lng REAL NOT NULL,
  max_lat REAL NOT NULL,
  land_sq_mi REAL NOT NULL,
  population INTEGER
);

CREATE TABLE regions (
  id INTEGER PRIMARY KEY,
  state_id INTEGER NOT NULL REFERENCES states(id),
  name TEXT NOT NULL,                -- 'Hill Country'
  slug TEXT NOT NULL UNIQUE,         -- 'Hill-Country-Region' style URL name; unique across states
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  UNIQUE (state_id, name)
);
CREATE INDEX regions_state ON regions(state_id);

CREATE TABLE counties (
  id INTEGER PRIMARY KEY,            -- GEOID as a number (48453)
  geoid TEXT NOT NULL UNIQUE,        -- '48453'
  state_id INTEGER NOT NULL REFERENCES states(id),
  region_id INTEGER REFERENCES regions(id),
  name TEXT NOT NULL,                -- 'Travis'
  name_full TEXT NOT NULL,           -- 'Travis County'
  -- county, parish, borough, census_area, municipio, independent_city, city_and_borough, municipality, district
  kind TEXT NOT NULL,
  slug TEXT NOT NULL,                -- 'Travis-County-TX', 'Orleans-Parish-LA', 'Juneau-Borough-AK'
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  land_sq_mi REAL NOT NULL,
  population INTEGER,
  UNIQUE (slug)
);
CREATE INDEX counties_state ON counties(state_id);
CREATE INDEX counties_region ON counties(region_id);

CREATE TABLE cities (
  id INTEGER PRIMARY KEY,            -- Census place GEOID as a number
  state_id INTEGER NOT NULL REFERENCES states(id),
  county_id INTEGER REFERENCES counties(id),
  name TEXT NOT NULL,
  kind TEXT NOT NULL,                -- city, town, cdp, village, township…
  slug TEXT NOT NULL,                -- 'Austin-TX'
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  population INTEGER
);
CREATE INDEX cities_state ON cities(state_id);
CREATE INDEX cities_county ON cities(county_id);
CREATE INDEX cities_slug ON cities(slug);

CREATE TABLE zips (
  zip TEXT PRIMARY KEY,              -- '78701', leading zeros kept
  state_id INTEGER NOT NULL REFERENCES states(id),
  county_id INTEGER REFERENCES counties(id),
  lat REAL NOT NULL,
  lng REAL NOT NULL
);
CREATE INDEX zips_county ON zips(county_id);

-- Lakes named by search criteria (lakeIdList).
CREATE TABLE lakes (
  id INTEGER PRIMARY KEY,
  state_id INTEGER NOT NULL REFERENCES states(id),
  county_id INTEGER REFERENCES counties(id),
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  lat REAL NOT NULL,
  lng REAL NOT NULL
);
