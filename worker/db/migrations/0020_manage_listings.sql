-- The seller's property control center (worker/listings/manage-listings.ts) counts each listing's leads beside its
-- views (listing_events_listing): one seek per listing of the page, not a read of every lead.
CREATE INDEX leads_listing ON leads(listing_id);
