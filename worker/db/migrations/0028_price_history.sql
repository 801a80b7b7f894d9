-- Price history (issue 31): every change of a listing's price, for the listing page's public price history. The search
-- keeps its own columns of the last change (listings.price_change_amount, price_changed_at), which its indexes sort
-- and filter on; this table is what the page lists. A trigger fills it, so each way a price changes (Manage Listings,
-- a land feed, whatever comes next) is recorded with no code of its own; the seed, which loads with triggers off,
-- writes the changes it draws (worker/db/seed/price-history.ts).
CREATE TABLE listing_price_changes (
  listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  changed_at TEXT NOT NULL,                -- 'YYYY-MM-DDTHH:MM:SSZ'
  old_price INTEGER NOT NULL,              -- whole dollars, with the sentinels of listings.price (2 auction, 0 contact)
  new_price INTEGER NOT NULL
);
-- A listing's history is one range, oldest first (two changes in one second keep their order by rowid).
CREATE INDEX listing_price_changes_listing ON listing_price_changes (listing_id, changed_at);

-- The time of a change is the writer's price_changed_at (listing-change-sql.ts sets it to the change's time); a
-- writer that leaves it as it was (an UPDATE of the price alone) is recorded at the database's clock.
CREATE TRIGGER listings_price_history AFTER UPDATE OF price ON listings
  WHEN NEW.price IS NOT OLD.price
BEGIN
  INSERT INTO listing_price_changes (listing_id, changed_at, old_price, new_price)
  VALUES (
    NEW.id,
    CASE WHEN NEW.price_changed_at IS NOT OLD.price_changed_at AND NEW.price_changed_at IS NOT NULL
      THEN NEW.price_changed_at ELSE strftime('%Y-%m-%dT%H:%M:%SZ', 'now') END,
    OLD.price,
    NEW.price
  );
END;
