-- newSearchMap and listingCarousel were switches no page read (issue 32): the search map and the listing carousel
-- are always there. Their rows go, so the dashboard lists only flags that do something (web/api/feature-flags.ts).
DELETE FROM feature_flags WHERE name IN ('newSearchMap', 'listingCarousel');
