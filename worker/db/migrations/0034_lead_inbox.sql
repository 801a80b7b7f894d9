-- The seller's lead inbox (issue 32): a lead is new until the seller answers it (by the reply form or by hand), and
-- is read once the seller has opened it. status is 'new' or 'answered'; the times are ISO, null until it happens.
ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
ALTER TABLE leads ADD COLUMN read_at TEXT;
ALTER TABLE leads ADD COLUMN answered_at TEXT;
-- The inbox reads a seller's leads newest first, all or of one status (leads_account serves "all").
CREATE INDEX leads_account_status ON leads(account_id, status, created_at);
-- Leads about one listing (the inbox filtered from a row of Manage Listings), newest first, and the leads of a
-- corporate master's agents' listings; replaces leads_listing(listing_id), of which it is an extension.
DROP INDEX leads_listing;
CREATE INDEX leads_listing_created ON leads(listing_id, created_at);
-- Manage Listings sorts a seller's listings by price or date listed within its account (listings_account leads with
-- market_status, which a sort across every status cannot use for its order).
CREATE INDEX listings_account_price ON listings(account_id, price);
CREATE INDEX listings_account_listed ON listings(account_id, date_listed);
