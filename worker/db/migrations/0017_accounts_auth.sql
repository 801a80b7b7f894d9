-- Accounts (issue 8). The heart on a listing is one fact: a saved property of the site it was saved on
-- (saved_properties); the User's listOfLiked is read from it. listing_likes said the same thing a second way.
DROP TABLE listing_likes;
-- Deleting a listing cascades to saves: found by listing without a scan.
CREATE INDEX saved_properties_listing ON saved_properties(listing_id);
-- The dashboard's sign-ups over time.
CREATE INDEX users_created ON users(created_at);
-- A seller's user row is found from the account it manages.
CREATE INDEX users_account ON users(account_id);
-- Sessions past their end are deleted by the cron.
CREATE INDEX sessions_expires ON sessions(expires_at);
