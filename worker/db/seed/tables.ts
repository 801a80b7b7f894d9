// The seeded tables, their columns (exactly the schema's, in schema order) and the order to load them in.
// Builders emit rows as arrays in this column order: cheap to bind, identical for the Node and D1 loaders.
// seed.test.ts checks these lists against PRAGMA table_xinfo, so a schema change that is not mirrored here fails.
// Generated columns (listings.price_per_acre) are left out: SQLite computes them, and an INSERT naming one fails.

export const tableColumns = {
  states: ['id', 'fips', 'abbreviation', 'name', 'slug', 'lat', 'lng', 'min_lng', 'min_lat', 'max_lng', 'max_lat', 'land_sq_mi', 'population'],
  regions: ['id', 'state_id', 'name', 'slug', 'lat', 'lng'],
  counties: ['id', 'geoid', 'state_id', 'region_id', 'name', 'name_full', 'kind', 'slug', 'lat', 'lng', 'land_sq_mi', 'population'],
  cities: ['id', 'state_id', 'county_id', 'name', 'kind', 'slug', 'lat', 'lng', 'population'],
  zips: ['zip', 'state_id', 'county_id', 'lat', 'lng'],
  lakes: ['id', 'state_id', 'county_id', 'name', 'slug', 'lat', 'lng'],
  finance_centers: ['id', 'name', 'description', 'phone', 'email', 'url', 'logo_id', 'is_active', 'created_at'],
  finance_center_areas: ['finance_center_id', 'location_type', 'state_id', 'location_id'],
  accounts: [
    'account_id', 'account_type', 'account_sub_type_id', 'directory_type', 'parent_account_id', 'company_name',
    'contact_name', 'description', 'address1', 'address2', 'city', 'state_id', 'zip', 'company_city', 'company_state',
    'company_zip', 'license_number', 'logo_id', 'portrait_id', 'phone_cell', 'phone_fax', 'phone_office',
    'phone_toll_free', 'tracking_phone_number', 'url', 'is_free', 'is_seller', 'alc_certified', 'alc_advanced_certified',
    'opt_in_lead_targeting', 'badge_id', 'finance_center_id', 'is_active', 'created_at', 'updated_at',
  ],
  listings: [
    'id', 'site_listing_id', 'account_id', 'parent_account_id', 'site_mask', 'state_id', 'county_id', 'region_id',
    'city_id', 'city_name', 'zip', 'address1', 'lat', 'lng', 'title', 'description', 'price', 'acres', 'listing_level',
    'upgrade_level_id', 'is_gold', 'is_platinum', 'is_showcase', 'is_diamond', 'is_courtesy', 'market_status',
    'transaction_type', 'type_flags', 'activity_flags', 'amenity_flags', 'beds', 'baths', 'home_sqft', 'has_house',
    'has_video', 'video_host', 'has_virtual_tour', 'has_custom_map', 'mineral_rights', 'owner_financing',
    'thumbnail_document_id', 'image_count', 'external_source_id', 'partner_id', 'price_change_amount',
    'price_changed_at', 'sales_date', 'auction_date', 'date_listed', 'updated_at', 'lake_id',
  ],
  listing_images: ['listing_id', 'position', 'document_id', 'alt_text'],
  // rowid is the listing id: the FTS table is contentless, so searches join back to listings by rowid.
  listings_fts: ['rowid', 'title', 'description', 'city_name', 'county_name'],
  users: [
    'id', 'email', 'contact_name', 'password_hash', 'phone', 'phone_type', 'type', 'account_id', 'is_active', 'is_admin',
    'is_blocked', 'is_premium', 'is_seller', 'is_signature', 'is_lands_insight', 'can_use_pcc', 'newsletter',
    'send_saved_property_confirmation', 'mailing_address1', 'mailing_address2', 'billing_address1', 'billing_address2',
    'city', 'state', 'zip', 'expires', 'first_login_at', 'created_at', 'updated_at',
  ],
  saved_searches: ['id', 'user_id', 'site_id', 'name', 'description', 'notify', 'criteria', 'path', 'active', 'last_notified_at', 'created_at', 'updated_at'],
  saved_properties: ['user_id', 'listing_id', 'site_id', 'created_at'],
  listing_likes: ['user_id', 'listing_id', 'created_at'],
  leads: [
    'id', 'site_id', 'lead_source', 'account_id', 'listing_id', 'user_id', 'name', 'email', 'phone', 'message', 'state_id',
    'county_id', 'price', 'acres', 'listing_level', 'upgrade_level_id', 'property_title', 'ip_address', 'created_at',
  ],
  listing_events: ['id', 'log_type', 'site_id', 'account_id', 'listing_id', 'ip_address', 'target_external_url', 'link_type_value', 'created_at'],
  feature_flags: ['name', 'site_id', 'value', 'updated_at'],
  popular_searches: ['site_id', 'path', 'criteria', 'search_count', 'last_searched_at'],
} as const

export type SeedTable = keyof typeof tableColumns
export type Value = string | number | null
export type Row = Value[]

/** Load order: every table after the tables its foreign keys point at (D1 enforces foreign keys). */
export const loadOrder: readonly SeedTable[] = [
  'states', 'regions', 'counties', 'cities', 'zips', 'lakes', 'finance_centers', 'finance_center_areas', 'accounts',
  'listings', 'listing_images', 'listings_fts', 'users', 'saved_searches', 'saved_properties', 'listing_likes', 'leads',
  'listing_events', 'feature_flags', 'popular_searches',
]

/**
 * Tables emptied before a load, children first. Besides the seeded tables this clears what the app writes at run
 * time and that points at seeded rows (sessions, resets, tokens…): a reseed replaces users, so old sessions must go.
 * data_version is not cleared: the loader bumps it so edge-cached pages are refreshed.
 */
export const clearOrder: readonly string[] = [
  'sessions', 'password_resets', 'login_tokens', 'rate_limits', 'email_outbox', 'client_logs',
  ...[...loadOrder].reverse(),
]

/** A batch of rows for one table, in tableColumns order. */
export interface SeedChunk {
  table: SeedTable
  rows: Row[]
}
