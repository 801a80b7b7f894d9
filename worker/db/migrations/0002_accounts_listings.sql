-- Sellers (brokers, agents, auctioneers, owners, retailers) and their listings.
CREATE TABLE accounts (
  account_id INTEGER PRIMARY KEY,
  account_type INTEGER NOT NULL,           -- spec §6 account types (1, 3, 4, 8, 11, 12, 13, 20, 40, 41, 50, 51)
  account_sub_type_id INTEGER,
  directory_type INTEGER NOT NULL,         -- 1 broker, 2 agent, 3 auctioneer, 4 property owner, 5 land retailer
  parent_account_id INTEGER REFERENCES accounts(account_id),
  company_name TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  address1 TEXT NOT NULL DEFAULT '',
  address2 TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  state_id INTEGER REFERENCES states(id),
  zip TEXT NOT NULL DEFAULT '',
  company_city TEXT NOT NULL DEFAULT '',
  company_state TEXT NOT NULL DEFAULT '',
  company_zip TEXT NOT NULL DEFAULT '',
  license_number TEXT NOT NULL DEFAULT '',
  logo_id INTEGER,
  portrait_id INTEGER,
  phone_cell TEXT NOT NULL DEFAULT '',
  phone_fax TEXT NOT NULL DEFAULT '',
  phone_office TEXT NOT NULL DEFAULT '',
  phone_toll_free TEXT NOT NULL DEFAULT '',
  tracking_phone_number TEXT NOT NULL DEFAULT '',
  url TEXT NOT NULL DEFAULT '',
  is_free INTEGER NOT NULL DEFAULT 0,
  is_seller INTEGER NOT NULL DEFAULT 1,
  alc_certified INTEGER NOT NULL DEFAULT 0,
  alc_advanced_certified INTEGER NOT NULL DEFAULT 0,
  opt_in_lead_targeting INTEGER NOT NULL DEFAULT 0,
  badge_id INTEGER,
  finance_center_id INTEGER,
  is_active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX accounts_parent ON accounts(parent_account_id);
CREATE INDEX accounts_directory ON accounts(directory_type, state_id);
CREATE INDEX accounts_type ON accounts(account_type);

CREATE TABLE listings (
  id INTEGER PRIMARY KEY,                  -- the propertyId in URLs
  site_listing_id INTEGER,
  account_id INTEGER NOT NULL REFERENCES accounts(account_id),
  parent_account_id INTEGER REFERENCES accounts(account_id),
  site_mask INTEGER NOT NULL DEFAULT 7,    -- bit per brand site id (1 land, 2 landwatch, 4 laf)
  state_id INTEGER NOT NULL REFERENCES states(id),
  county_id INTEGER NOT NULL REFERENCES counties(id),
  region_id INTEGER REFERENCES regions(id),
  city_id INTEGER REFERENCES cities(id),
  city_name TEXT NOT NULL DEFAULT '',
  zip TEXT NOT NULL DEFAULT '',
  address1 TEXT NOT NULL DEFAULT '',       -- street, shown in search results
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  price INTEGER NOT NULL,                  -- whole dollars; 2 = auction, 0 = contact for price
  acres REAL NOT NULL,
  listing_level INTEGER NOT NULL,          -- 3 free, 20 standard, 21 homes, 23 premium, 30 signature
  upgrade_level_id INTEGER NOT NULL DEFAULT 0, -- 0 none, 1 courtesy, 2 showcase, 3 gold, 4 platinum, 5 diamond
  is_gold INTEGER NOT NULL DEFAULT 0,
  is_platinum INTEGER NOT NULL DEFAULT 0,
  is_showcase INTEGER NOT NULL DEFAULT 0,
  is_diamond INTEGER NOT NULL DEFAULT 0,
  is_courtesy INTEGER NOT NULL DEFAULT 0,
  market_status INTEGER NOT NULL,          -- 1 available, 2 under contract, 3 off market, 4 sold, -1 invalid
  transaction_type INTEGER NOT NULL,       -- 1 sale, 2 auction
  type_flags INTEGER NOT NULL,             -- property type bit flags (spec §9)
  activity_flags INTEGER NOT NULL DEFAULT 0,
  amenity_flags INTEGER NOT NULL DEFAULT 0,
  beds INTEGER,
  baths REAL,
  home_sqft INTEGER,
  has_house INTEGER NOT NULL DEFAULT 0,
  has_video INTEGER NOT NULL DEFAULT 0,
  video_host INTEGER,
  has_virtual_tour INTEGER NOT NULL DEFAULT 0,
  has_custom_map INTEGER NOT NULL DEFAULT 0,
  mineral_rights INTEGER NOT NULL DEFAULT 0,
  owner_financing INTEGER NOT NULL DEFAULT 0,
  thumbnail_document_id INTEGER,
  image_count INTEGER NOT NULL DEFAULT 0,
  external_source_id TEXT,
  partner_id INTEGER,
  price_change_amount INTEGER NOT NULL DEFAULT 0,
  price_changed_at TEXT,
  sales_date TEXT,                         -- set when sold
  auction_date TEXT,
  date_listed TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX listings_state_status ON listings(state_id, market_status, price);
CREATE INDEX listings_county_status ON listings(county_id, market_status, price);
CREATE INDEX listings_region_status ON listings(region_id, market_status);
CREATE INDEX listings_city ON listings(city_id);
CREATE INDEX listings_zip ON listings(zip);
CREATE INDEX listings_account ON listings(account_id, market_status);
CREATE INDEX listings_status_level ON listings(market_status, listing_level, upgrade_level_id);
CREATE INDEX listings_acres ON listings(market_status, acres);
CREATE INDEX listings_date ON listings(market_status, date_listed);
CREATE INDEX listings_geo ON listings(lat, lng);

CREATE TABLE listing_images (
  listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  document_id INTEGER NOT NULL,
  alt_text TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (listing_id, position)
) WITHOUT ROWID;

-- Keyword search over listings (keywordQuery).
CREATE VIRTUAL TABLE listings_fts USING fts5(
  title, description, city_name, county_name,
  content='', contentless_delete=1, tokenize='porter unicode61'
);
