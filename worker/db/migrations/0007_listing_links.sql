-- What the seed showed the first schema lacked: a listing's lake (lakeIdList searches), a price per acre
-- for sort orders 18/19 that leaves out the Auction (2) and Contact for Price (0) sentinels, and a
-- guarantee that a city URL names one city.
ALTER TABLE listings ADD COLUMN lake_id INTEGER REFERENCES lakes(id);
CREATE INDEX listings_lake ON listings(lake_id) WHERE lake_id IS NOT NULL;

ALTER TABLE listings ADD COLUMN price_per_acre REAL
  GENERATED ALWAYS AS (CASE WHEN price > 2 AND acres > 0 THEN price / acres END) VIRTUAL;
CREATE INDEX listings_price_per_acre ON listings(market_status, price_per_acre) WHERE price_per_acre IS NOT NULL;

DROP INDEX cities_slug;
CREATE UNIQUE INDEX cities_slug ON cities(slug);
