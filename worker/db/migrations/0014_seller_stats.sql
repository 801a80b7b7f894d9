-- The broker directory (worker/sellers/seller-directory.ts): each seller's active listings (available and under
-- contract) per site, counted, with their acres and prices, so the directory's sorts by most listings, price and
-- acreage walk an index instead of grouping a million listings (about 2 s) on every page. One row per site and seller
-- with an active listing there; a corporate master's row counts its agents' listings too (a listing's
-- parent_account_id), as its listings page shows them. The seller's own fields the directory filters and sorts by
-- are copied in, so a page and its count read one index and never the accounts' rows (76,000 sellers a site at
-- 1,000,000 listings: counting through accounts took 100 ms, through these indexes under 5 ms).
--
-- Exact: the triggers below follow every insert, delete and update of the listings' columns counted here and of the
-- accounts' columns copied here. What they cannot see is a load with the triggers off (the seed tool) or the
-- listings from before this table: the worker counts afresh once after each load (worker/sellers/seller-stats.ts).
CREATE TABLE seller_stats (
  site_id INTEGER NOT NULL,
  account_id INTEGER NOT NULL,
  -- Copied from the account (seller_directory_fields).
  is_active INTEGER NOT NULL,
  directory_type INTEGER NOT NULL,
  state_id INTEGER,
  county_id INTEGER,                       -- the county of the account's ZIP
  plan_level INTEGER NOT NULL,             -- the listing level of its plan group (spec §6): sorts paid plans first
  sort_name TEXT NOT NULL,                 -- company, then contact, lower case, joined by U+001F (below any letter)
  -- Its active listings on the site.
  listing_count INTEGER NOT NULL,
  acre_hundredths INTEGER NOT NULL,        -- whole hundredths, so additions and subtractions stay exact
  priced_count INTEGER NOT NULL,           -- those with a price (not 2 Auction, not 0 Contact for Price)
  price_total INTEGER NOT NULL,
  -- price_total / priced_count, NULL without a price. Written, not GENERATED: SQLite does not read a generated
  -- column from an index, so every page sorted by it read each seller's row (15 ms for page 200, 200 ms a keyword).
  average_price REAL,
  PRIMARY KEY (site_id, account_id)
) WITHOUT ROWID;

-- A walk index per sort (its key, then the account id for ties) holding the filters, for pages without a place or a
-- keyword; name sorts walk seller_stats_name either way. A place or a keyword reads seller_stats_place, which holds
-- every filter and sort key, and sorts what it finds (a state has a few thousand sellers at most).
CREATE INDEX seller_stats_default ON seller_stats (site_id, is_active, plan_level DESC, listing_count DESC,
  account_id, directory_type, state_id, county_id);
CREATE INDEX seller_stats_name ON seller_stats (site_id, is_active, sort_name, account_id, directory_type, state_id,
  county_id);
CREATE INDEX seller_stats_listings ON seller_stats (site_id, is_active, listing_count DESC, account_id,
  directory_type, state_id, county_id);
CREATE INDEX seller_stats_price ON seller_stats (site_id, is_active, average_price DESC, account_id, directory_type,
  state_id, county_id);
CREATE INDEX seller_stats_acres ON seller_stats (site_id, is_active, acre_hundredths DESC, account_id,
  directory_type, state_id, county_id);
CREATE INDEX seller_stats_place ON seller_stats (site_id, is_active, state_id, directory_type, county_id,
  plan_level, listing_count, average_price, acre_hundredths, sort_name);

-- The brand site ids (brands/site-ids.ts): site n is bit n - 1 of a listing's site_mask.
CREATE VIEW seller_sites AS SELECT 1 AS site_id UNION ALL SELECT 2 UNION ALL SELECT 3;

-- What seller_stats copies from an account. plan_level: spec §6 plan groups as their listing levels (free 3,
-- standard 20, homes 21, premium 23, signature 30), a corporate agent (type 4) by its parent's type;
-- test/worker/sellers-directory.test.ts holds it to web/rules/account-rules.ts planGroupOf.
CREATE VIEW seller_directory_fields AS
SELECT a.account_id, a.is_active, a.directory_type, a.state_id,
       (SELECT z.county_id FROM zips z WHERE z.zip = a.zip) AS county_id,
       CASE CASE WHEN a.account_type = 4 THEN ifnull(p.account_type, 4) ELSE a.account_type END
         WHEN 8 THEN 3 WHEN 11 THEN 3
         WHEN 20 THEN 21
         WHEN 13 THEN 23 WHEN 50 THEN 23 WHEN 51 THEN 23
         WHEN 40 THEN 30 WHEN 41 THEN 30
         ELSE 20 END AS plan_level,
       lower(a.company_name) || char(31) || lower(a.contact_name) AS sort_name
  FROM accounts a LEFT JOIN accounts p ON p.account_id = a.parent_account_id;

-- A listing counts for its seller and its seller's corporate master, on each site of its mask.
CREATE TRIGGER listings_insert_seller_stats AFTER INSERT ON listings WHEN NEW.market_status IN (1, 2)
BEGIN
  INSERT INTO seller_stats (site_id, account_id, is_active, directory_type, state_id, county_id, plan_level,
                            sort_name, listing_count, acre_hundredths, priced_count, price_total, average_price)
  SELECT s.site_id, f.account_id, f.is_active, f.directory_type, f.state_id, f.county_id, f.plan_level, f.sort_name,
         1, CAST(round(NEW.acres * 100) AS INTEGER), NEW.price > 2, CASE WHEN NEW.price > 2 THEN NEW.price ELSE 0 END,
         CASE WHEN NEW.price > 2 THEN NEW.price * 1.0 END
    FROM seller_directory_fields f JOIN seller_sites s ON NEW.site_mask & (1 << (s.site_id - 1))
   WHERE f.account_id IN (NEW.account_id, NEW.parent_account_id)
  ON CONFLICT DO UPDATE SET listing_count = listing_count + 1, acre_hundredths = acre_hundredths + excluded.acre_hundredths,
    priced_count = priced_count + excluded.priced_count, price_total = price_total + excluded.price_total,
    average_price = (price_total + excluded.price_total) * 1.0 / nullif(priced_count + excluded.priced_count, 0);
END;

CREATE TRIGGER listings_delete_seller_stats AFTER DELETE ON listings WHEN OLD.market_status IN (1, 2)
BEGIN
  UPDATE seller_stats SET listing_count = listing_count - 1,
         acre_hundredths = acre_hundredths - CAST(round(OLD.acres * 100) AS INTEGER),
         priced_count = priced_count - (OLD.price > 2),
         price_total = price_total - CASE WHEN OLD.price > 2 THEN OLD.price ELSE 0 END,
         average_price = (price_total - CASE WHEN OLD.price > 2 THEN OLD.price ELSE 0 END) * 1.0
                         / nullif(priced_count - (OLD.price > 2), 0)
   WHERE site_id IN (SELECT site_id FROM seller_sites WHERE OLD.site_mask & (1 << (site_id - 1)))
     AND account_id IN (OLD.account_id, OLD.parent_account_id);
  DELETE FROM seller_stats
   WHERE site_id IN (SELECT site_id FROM seller_sites) AND account_id IN (OLD.account_id, OLD.parent_account_id)
     AND listing_count = 0;
END;

-- An update that leaves every counted column as it was writes nothing (the WHEN).
CREATE TRIGGER listings_update_seller_stats AFTER UPDATE OF market_status, site_mask, acres, price, account_id,
  parent_account_id ON listings
  WHEN OLD.market_status IS NOT NEW.market_status OR OLD.site_mask IS NOT NEW.site_mask
    OR OLD.acres IS NOT NEW.acres OR OLD.price IS NOT NEW.price OR OLD.account_id IS NOT NEW.account_id
    OR OLD.parent_account_id IS NOT NEW.parent_account_id
BEGIN
  UPDATE seller_stats SET listing_count = listing_count - 1,
         acre_hundredths = acre_hundredths - CAST(round(OLD.acres * 100) AS INTEGER),
         priced_count = priced_count - (OLD.price > 2),
         price_total = price_total - CASE WHEN OLD.price > 2 THEN OLD.price ELSE 0 END,
         average_price = (price_total - CASE WHEN OLD.price > 2 THEN OLD.price ELSE 0 END) * 1.0
                         / nullif(priced_count - (OLD.price > 2), 0)
   WHERE OLD.market_status IN (1, 2)
     AND site_id IN (SELECT site_id FROM seller_sites WHERE OLD.site_mask & (1 << (site_id - 1)))
     AND account_id IN (OLD.account_id, OLD.parent_account_id);
  DELETE FROM seller_stats
   WHERE site_id IN (SELECT site_id FROM seller_sites) AND account_id IN (OLD.account_id, OLD.parent_account_id)
     AND listing_count = 0;
  INSERT INTO seller_stats (site_id, account_id, is_active, directory_type, state_id, county_id, plan_level,
                            sort_name, listing_count, acre_hundredths, priced_count, price_total, average_price)
  SELECT s.site_id, f.account_id, f.is_active, f.directory_type, f.state_id, f.county_id, f.plan_level, f.sort_name,
         1, CAST(round(NEW.acres * 100) AS INTEGER), NEW.price > 2, CASE WHEN NEW.price > 2 THEN NEW.price ELSE 0 END,
         CASE WHEN NEW.price > 2 THEN NEW.price * 1.0 END
    FROM seller_directory_fields f JOIN seller_sites s ON NEW.site_mask & (1 << (s.site_id - 1))
   WHERE NEW.market_status IN (1, 2) AND f.account_id IN (NEW.account_id, NEW.parent_account_id)
  ON CONFLICT DO UPDATE SET listing_count = listing_count + 1, acre_hundredths = acre_hundredths + excluded.acre_hundredths,
    priced_count = priced_count + excluded.priced_count, price_total = price_total + excluded.price_total,
    average_price = (price_total + excluded.price_total) * 1.0 / nullif(priced_count + excluded.priced_count, 0);
END;

-- A seller's copied fields follow its account; its agents' plan level follows its type.
CREATE TRIGGER accounts_update_seller_stats AFTER UPDATE OF is_active, directory_type, state_id, zip, account_type,
  parent_account_id, company_name, contact_name ON accounts
BEGIN
  UPDATE seller_stats
     SET (is_active, directory_type, state_id, county_id, plan_level, sort_name) = (
       SELECT f.is_active, f.directory_type, f.state_id, f.county_id, f.plan_level, f.sort_name
         FROM seller_directory_fields f WHERE f.account_id = seller_stats.account_id)
   WHERE site_id IN (SELECT site_id FROM seller_sites)
     AND account_id IN (SELECT NEW.account_id UNION ALL SELECT account_id FROM accounts WHERE parent_account_id = NEW.account_id);
END;
