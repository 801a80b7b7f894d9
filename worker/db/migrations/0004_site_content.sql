-- Site-wide switches, popularity, finance centers and the cache data version.
CREATE TABLE feature_flags (
  name TEXT NOT NULL COLLATE NOCASE,
  site_id INTEGER NOT NULL DEFAULT 0,      -- 0 = every site; a site's own row wins
  value INTEGER NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (name, site_id)
) WITHOUT ROWID;

CREATE TABLE popular_searches (
  site_id INTEGER NOT NULL,
  path TEXT NOT NULL,
  criteria TEXT NOT NULL,
  search_count INTEGER NOT NULL DEFAULT 0,
  last_searched_at TEXT NOT NULL,
  PRIMARY KEY (site_id, path)
) WITHOUT ROWID;

CREATE TABLE finance_centers (
  id INTEGER PRIMARY KEY,                  -- the fcid query value
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  url TEXT NOT NULL DEFAULT '',
  logo_id INTEGER,
  is_active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);

-- Which finance center serves which place (type: state, county, region, city).
CREATE TABLE finance_center_areas (
  finance_center_id INTEGER NOT NULL REFERENCES finance_centers(id) ON DELETE CASCADE,
  location_type TEXT NOT NULL,
  state_id INTEGER NOT NULL,
  location_id INTEGER NOT NULL,
  PRIMARY KEY (location_type, state_id, location_id, finance_center_id)
) WITHOUT ROWID;

-- Bumped when listings change, so edge-cached pages keyed by it are refreshed.
CREATE TABLE data_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
INSERT INTO data_version (id, version, updated_at) VALUES (1, 1, '2026-01-01T00:00:00Z');
