-- What a listing's video and 3D tour play (the detail page's full-screen Video and 3D Tour modes). has_video and
-- video_host (spec §9: 1 the major video-sharing service, 3 the second host) say there is a video; video_id is its id
-- on that host. virtual_tour_url is the tour's page; the worker frames it only on an allowed tour host
-- (web/rules/listing-media.ts). Both NULL when the listing has none.
ALTER TABLE listings ADD COLUMN video_id TEXT;
ALTER TABLE listings ADD COLUMN virtual_tour_url TEXT;
