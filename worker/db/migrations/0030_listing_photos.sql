-- Photos sellers upload (worker/photos/). Each is a document of its own, shown as listing_images shows every photo
-- (its place in the listing's order, its alt text); this table says it was uploaded: its bytes are in the PHOTOS R2
-- bucket under photos/{document_id}, re-encoded without their metadata. Uploaded document ids start at
-- 100,000,000,000, far past the seed's drawn ones (10,000,001 on), so /images/{documentId} knows an uploaded photo by
-- its id without a query.
CREATE TABLE listing_photos (
  document_id INTEGER PRIMARY KEY,
  listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  uploaded_at TEXT NOT NULL
);
CREATE INDEX listing_photos_listing ON listing_photos(listing_id);
