-- What a seller's page shows beside the account fields of spec §3: its awards (spec §2 'broker awards') and its
-- video (spec §2 'broker video').
--
-- An award as the seller entered it: the year, what it is, who gave it. position is the seller's own order of the
-- awards of a year; the page lists them newest year first, then by position. The key holds the account first, so a
-- seller's awards are one range of the table.
CREATE TABLE account_awards (
  account_id INTEGER NOT NULL REFERENCES accounts(account_id),
  position INTEGER NOT NULL,
  year INTEGER NOT NULL,
  title TEXT NOT NULL,
  issuer TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (account_id, position)
) WITHOUT ROWID;

-- The seller's video, as listings keep theirs (0015): video_host is spec §9's host id (1 the major video-sharing
-- service, 3 the second host), video_id its id there; both NULL for none. The page frames it only as
-- web/rules/listing-media.ts builds it from these, never as stored.
ALTER TABLE accounts ADD COLUMN video_host INTEGER;
ALTER TABLE accounts ADD COLUMN video_id TEXT;
