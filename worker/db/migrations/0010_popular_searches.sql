-- The land footer's popular searches: the most searched paths of a site, read without sorting every row.
CREATE INDEX popular_searches_count ON popular_searches(site_id, search_count DESC);
