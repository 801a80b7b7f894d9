-- A keyword within a state or counties (worker/search/keyword.ts): listings_fts gains a column of the places of each
-- listing, 's<state id> c<county id>', which the search matches together with the words. A common word ('pasture' is
-- in a tenth of the seed's listings) then finds the few thousand listings of the state that have it, where the FTS
-- index alone hands over a hundred thousand ids for the state's listings to be tested against (about 15 ms).
-- FTS5 has no ALTER TABLE: the table is made again and filled from the listings, with the same text the seed writes
-- (the county's full name: the seed's 'Baltimore City' is 'Baltimore city' here, the same tokens).
DROP TABLE listings_fts;
CREATE VIRTUAL TABLE listings_fts USING fts5(
  title, description, city_name, county_name, places,
  content='', contentless_delete=1, tokenize='porter unicode61'
);
INSERT INTO listings_fts (rowid, title, description, city_name, county_name, places)
SELECT l.id, l.title, l.description, l.city_name, c.name_full, 's' || l.state_id || ' c' || l.county_id
  FROM listings l JOIN counties c ON c.id = l.county_id;

-- A listing that moves to another county or state is indexed again with its new places (a contentless table
-- replaces a row whole: its text is written again from the listing). The seed writes the rows itself.
CREATE TRIGGER listings_keyword_places AFTER UPDATE OF state_id, county_id ON listings
  WHEN OLD.state_id IS NOT NEW.state_id OR OLD.county_id IS NOT NEW.county_id
BEGIN
  DELETE FROM listings_fts WHERE rowid = OLD.id;
  INSERT INTO listings_fts (rowid, title, description, city_name, county_name, places)
  SELECT NEW.id, NEW.title, NEW.description, NEW.city_name, c.name_full,
         's' || NEW.state_id || ' c' || NEW.county_id
    FROM counties c WHERE c.id = NEW.county_id;
END;
