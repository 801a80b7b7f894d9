-- What the seed tool last loaded (worker/tools/seed.ts), so `npm start` can skip reloading identical data.
-- fingerprint: hash of the generator's sources, the geography files and the options; a changed generator reloads.
CREATE TABLE seed_info (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  seed INTEGER NOT NULL,
  listings INTEGER NOT NULL,
  fingerprint TEXT NOT NULL,
  loaded_at TEXT NOT NULL
);
