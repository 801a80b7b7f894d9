-- Typo-tolerant place suggestions ("Montanna", "Bozman"): every trigram of every place's name (states, regions,
-- counties by their own name 'Travis', cities and lakes), lower-cased, without punctuation, and with a space before the
-- first letter so the start of a name counts. A misspelt name still shares most of its trigrams with the place: the
-- places sharing the most are looked up on the primary key, one range per trigram typed. The worker fills the table,
-- and fills it afresh after each load of places (worker/db/place-trigrams.ts), so no trigger is needed.
CREATE TABLE place_trigrams (
  trigram TEXT NOT NULL,
  kind TEXT NOT NULL,                      -- 'state', 'region', 'county', 'city', 'lake'
  place_key INTEGER NOT NULL,              -- the place's id
  PRIMARY KEY (trigram, kind, place_key)
) WITHOUT ROWID;
