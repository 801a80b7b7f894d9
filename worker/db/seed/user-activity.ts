// What the seeded users did: buyers' saved searches and saved properties (the heart), plus leads and listing events for
// the seller's dashboard.
import { brandOfSiteId, siteIdList, siteIds, siteMaskOf } from '../../../brands/site-ids.ts'
import { searchUrlCodecs } from '../../../routes/search-urls/search-url-codec.ts'
import { propertyTypeNames, type PropertyTypeName } from '../../../web/rules/listing-rules.ts'
import type { SearchCriteria } from '../../../web/search/search-criteria.ts'
import type { Geography } from './geography.ts'
import type { Rng } from './prng.ts'
import { person } from './people.ts'
import type { SeedRow } from './tables.ts'
import { bit, dayMs, isoTime } from './values.ts'

/** What leads and events need to know about a listing they refer to (sampled while listings are generated). */
export interface SampledListing {
  id: number
  accountId: number
  stateId: number
  countyId: number
  price: number
  acres: number
  level: number
  upgrade: number
  title: string
}

const searchTypes: readonly (PropertyTypeName | null)[] = [null, 'farm', 'ranch', 'hunting', 'waterfront']

/** Saved searches and saved properties of the buyers (user ids 3…) and the seller (2). */
/** A saved listing's heard_* columns: what its buyer last heard of its price and status. */
const heardOf = (heard: { price: number; status: number }) => ({ heard_price: heard.price, heard_status: heard.status })

export function buildUserActivity(
  rng: Rng,
  geo: Geography,
  buyers: number,
  listingCount: number,
  listingSiteMask: (listingIndex: number) => number,
  /** The listing's price and market status as seeded: what a buyer who saved it has heard of it (no alert due). */
  listingHeard: (listingIndex: number) => { price: number; status: number },
  firstListingId: number,
  referenceMs: number,
) {
  const searches: SeedRow<'saved_searches'>[] = []
  const saved: SeedRow<'saved_properties'>[] = []
  for (let userId = 2; userId <= 2 + buyers; userId++) {
    for (let k = rng.int(0, 4); k > 0; k--) {
      const county = rng.pick(geo.counties)
      const state = geo.stateById.get(county.stateId)
      const type = rng.pick(searchTypes)
      const acresMin = rng.pick([0, 5, 10, 40, 100])
      const criteria: SearchCriteria = {
        stateId: county.stateId,
        stateName: state?.name,
        stateAbbreviation: county.stateAbbr,
        countyIdList: [county.id],
        countyName: county.nameFull,
        ...(type ? { propertyTypes: [type] } : {}),
        ...(acresMin ? { acresMin } : {}),
      }
      const at = isoTime(referenceMs - rng.int(1, 300) * dayMs)
      const what = type ? propertyTypeNames[type] : 'Land'
      const name = `${acresMin ? `${acresMin}+ acres, ` : ''}${what} in ${county.nameFull}, ${county.stateAbbr}`
      const siteId = rng.pick([siteIds.land, siteIds.land, siteIds.landwatch, siteIds.laf])
      searches.push({
        id: searches.length + 1,
        user_id: userId,
        site_id: siteId,
        name,
        description: '',
        notify: rng.pick(['No Updates', 'Daily', 'Instant']),
        criteria: JSON.stringify(criteria),
        // The search's URL on its brand, as the search page would save it.
        path: searchUrlCodecs[brandOfSiteId(siteId)!].build(criteria),
        active: bit(rng.chance(0.9)),
        last_notified_at: null,
        created_at: at,
        updated_at: at,
        // Not opened from its card since it was saved: its "new" count runs from its creation.
        last_opened_at: null,
      })
    }
    const savedKeys = new Set<string>()
    for (let k = rng.int(0, 15); k > 0; k--) {
      const index = rng.int(0, listingCount - 1)
      const sites = siteIdList.filter((s) => listingSiteMask(index) & siteMaskOf(s)) // only where the listing is shown
      const site = rng.pick(sites.length ? sites : [siteIds.land])
      const key = `${index}:${site}`
      if (savedKeys.has(key)) continue
      savedKeys.add(key)
      saved.push({
        user_id: userId,
        listing_id: firstListingId + index,
        site_id: site,
        created_at: isoTime(referenceMs - rng.int(0, 200) * dayMs),
        ...heardOf(listingHeard(index)),
        // Seeded listings have no uploaded photos (listing_photos): the newest heard of is none.
        heard_photo_id: 0,
      })
    }
  }
  return { searches, saved }
}

/**
 * When a seeded lead came and how far its seller got with it (the inbox's new, read and answered), drawn from the lead's number rather
 * than the generator, so every other seeded value stays as it was: of ten leads four are new and unread, two read,
 * four answered; read within two days, answered within three more, never after the seed's day.
 */
function leadProgress(id: number, createdMs: number, referenceMs: number) {
  const step = (id * 7) % 10
  const hour = 3_600_000
  const read = step < 4 ? null : Math.min(referenceMs, createdMs + (((id * 13) % 48) + 1) * hour)
  const answered = read === null || step < 6 ? null : Math.min(referenceMs, read + (((id * 17) % 72) + 1) * hour)
  return {
    created_at: isoTime(createdMs),
    status: answered === null ? 'new' : 'answered',
    read_at: read === null ? null : isoTime(read),
    answered_at: answered === null ? null : isoTime(answered),
  }
}

// Listing event log types in the order spec §7 lists them (email lead 1 … seller results 10).
const eventTypes = 10

/** Leads from buyers on sampled listings (the seller's among them), and listing events for the dashboard. */
export function buildLeadsAndEvents(rng: Rng, sample: readonly SampledListing[], buyers: number, referenceMs: number) {
  const leads: SeedRow<'leads'>[] = []
  const events: SeedRow<'listing_events'>[] = []
  for (const l of sample) {
    for (let k = rng.int(0, 2); k > 0; k--) {
      const p = person(rng)
      leads.push({
        id: leads.length + 1,
        site_id: rng.int(1, 3),
        lead_source: rng.pick(['listing-detail', 'search-results', 'flyer']),
        account_id: l.accountId,
        listing_id: l.id,
        user_id: rng.chance(0.5) ? rng.int(3, 2 + buyers) : null,
        name: p.name,
        email: `${p.first.toLowerCase()}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}@example.com`,
        phone: '',
        message: `I am interested in "${l.title}". Is it still available?`,
        state_id: l.stateId,
        county_id: l.countyId,
        price: l.price,
        acres: l.acres,
        listing_level: l.level,
        upgrade_level_id: l.upgrade,
        property_title: l.title,
        ip_address: `192.0.2.${rng.int(1, 254)}`,
        // Drawn where created_at was drawn before the inbox's columns, so the generator's sequence is as it was.
        ...leadProgress(leads.length + 1, referenceMs - rng.int(0, 120) * dayMs, referenceMs),
      })
    }
    for (let k = rng.int(1, 6); k > 0; k--) {
      const logType = rng.weighted([
        [2, 10],
        [3, 3],
        [1, 2],
        [4, 1],
        [5, 1],
        [6, 1],
        [7, 1],
        [8, 1],
        [9, 1],
        [eventTypes, 1],
      ])
      events.push({
        id: events.length + 1,
        log_type: logType,
        site_id: rng.int(1, 3),
        account_id: l.accountId,
        listing_id: l.id,
        ip_address: `192.0.2.${rng.int(1, 254)}`,
        target_external_url: logType === 8 ? 'https://www.example.com/virtual-tour' : null,
        link_type_value: logType === 8 ? 1 : null,
        created_at: isoTime(referenceMs - rng.int(0, 90) * dayMs),
        // Seeded events stand for many visitors: none is counted once per visitor (0022_event_limits.sql).
        visitor_key: null,
      })
    }
  }
  return { leads, events }
}
