-- Events a browser sends count once per visitor (worker/events/). visitor_key is a hash of the sender's network
-- (worker/events/visitor.ts), set on the events POST /api/Logging stores; older rows, the seed's and the leads' own
-- 'email lead' events have none and are left out of the index. A second event of the same kind, listing (or, with
-- no listing, seller), visitor and UTC day is ignored by INSERT OR IGNORE: Manage Listings counts rows, so a listing
-- reloaded ten times by one visitor is one view.
ALTER TABLE listing_events ADD COLUMN visitor_key TEXT;
CREATE UNIQUE INDEX listing_events_visit
  ON listing_events(log_type, coalesce(listing_id, -account_id, 0), visitor_key, substr(created_at, 1, 10))
  WHERE visitor_key IS NOT NULL;
