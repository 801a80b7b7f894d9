// The order the loaders empty and fill the seeded tables in.
import type { SeedTable } from './tables.ts'

/** Load order: every table after the tables its foreign keys point at (D1 enforces foreign keys). */
export const loadOrder: readonly SeedTable[] = [
  'states',
  'regions',
  'counties',
  'cities',
  'zips',
  'lakes',
  'finance_centers',
  'finance_center_areas',
  'accounts',
  'account_awards',
  'listings',
  'listing_boundaries',
  'listing_price_changes',
  'listing_images',
  'listings_fts',
  'users',
  'saved_searches',
  'saved_properties',
  'leads',
  'listing_events',
  'feature_flags',
  'popular_searches',
]

/**
 * Tables emptied before a load, children first. Besides the seeded tables this clears what the app writes at run
 * time and that points at seeded rows (sessions, resets, tokens…): a reseed replaces users, so old sessions must go.
 * data_version is not cleared: the loader bumps it so edge-cached pages are refreshed.
 */
export const clearOrder: readonly string[] = [
  'sessions',
  'email_changes',
  'known_devices',
  'pending_registrations',
  'password_resets',
  'login_tokens',
  'rate_limits',
  'email_outbox',
  'client_logs',
  ...[...loadOrder].reverse(),
]
