import type { ListingSummary } from '../../web/api/contract.ts'

/** The columns a listing card needs, joined with its place and seller. */
export const listingCardColumns = `
  l.id, l.title, l.price, l.acres, l.beds, l.baths, l.home_sqft, l.city_name, l.zip,
  l.listing_level, l.upgrade_level_id, l.market_status, l.transaction_type, l.type_flags,
  l.thumbnail_document_id, l.image_count, l.has_video, l.has_virtual_tour, l.has_custom_map, l.sales_date,
  l.account_id, c.name_full AS county_name, s.abbreviation AS state_abbreviation, s.name AS state_name,
  a.contact_name AS broker_name, a.company_name AS broker_company`

export const listingCardJoins = `
  JOIN counties c ON c.id = l.county_id
  JOIN states s ON s.id = l.state_id
  JOIN accounts a ON a.account_id = l.account_id`

export interface ListingCardRow {
  id: number
  title: string
  price: number
  acres: number
  beds: number | null
  baths: number | null
  home_sqft: number | null
  city_name: string
  zip: string
  listing_level: number
  upgrade_level_id: number
  market_status: number
  transaction_type: number
  type_flags: number
  thumbnail_document_id: number | null
  image_count: number
  has_video: number
  has_virtual_tour: number
  has_custom_map: number
  sales_date: string | null
  account_id: number
  county_name: string
  state_abbreviation: string
  state_name: string
  broker_name: string
  broker_company: string
}

export function toListingCard(row: ListingCardRow): ListingSummary {
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    acres: row.acres,
    beds: row.beds,
    baths: row.baths,
    homeSqft: row.home_sqft,
    city: row.city_name,
    county: row.county_name,
    stateAbbreviation: row.state_abbreviation,
    stateName: row.state_name,
    zip: row.zip,
    listingLevel: row.listing_level,
    upgradeLevelId: row.upgrade_level_id,
    marketStatus: row.market_status,
    transactionType: row.transaction_type,
    typeFlags: row.type_flags,
    thumbnailDocumentId: row.thumbnail_document_id,
    imageCount: row.image_count,
    hasVideo: row.has_video === 1,
    hasVirtualTour: row.has_virtual_tour === 1,
    hasCustomMap: row.has_custom_map === 1,
    salesDate: row.sales_date,
    brokerName: row.broker_name,
    brokerCompany: row.broker_company,
    accountId: row.account_id,
  }
}
