-- The admin dashboard (worker/dashboard/). Listings by status and level on a site is one GROUP BY over this index
-- alone: with the site mask in it, the 1,000,000 listings of the bench are counted from index entries (about 50 ms)
-- instead of reading every row for its site_mask (over a second). It starts with the columns of the index it
-- replaces, so whatever used that one can use this one.
DROP INDEX listings_status_level;
CREATE INDEX listings_status_level_site ON listings(market_status, listing_level, upgrade_level_id, site_mask);
-- Leads per week and in the last 30 days, on one site or all: a range of dates, the site read from the index.
CREATE INDEX leads_created ON leads(created_at, site_id);
-- The most recent listing events: walked newest first, stopping after 50.
CREATE INDEX listing_events_created ON listing_events(created_at);
