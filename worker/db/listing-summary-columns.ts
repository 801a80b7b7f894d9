// The columns a listing card needs (ListingSummary), aliased to the contract's names, joined with the listing's place
// and seller. Read the rows with fromSqlRows(listingSummary, …).

export const listingSummaryColumns = `
  l.id, l.title, l.price, l.acres, l.beds, l.baths, l.home_sqft AS homeSqft, l.city_name AS city, l.zip,
  l.listing_level AS listingLevel, l.upgrade_level_id AS upgradeLevelId, l.market_status AS marketStatus,
  l.transaction_type AS transactionType, l.type_flags AS typeFlags, l.thumbnail_document_id AS thumbnailDocumentId,
  l.image_count AS imageCount, l.has_video AS hasVideo, l.has_virtual_tour AS hasVirtualTour,
  l.has_custom_map AS hasCustomMap, l.sales_date AS salesDate, l.account_id AS accountId, c.name_full AS county,
  s.abbreviation AS stateAbbreviation, s.name AS stateName, a.contact_name AS brokerName,
  a.company_name AS brokerCompany`

export const listingSummaryJoins = `
  JOIN counties c ON c.id = l.county_id
  JOIN states s ON s.id = l.state_id
  JOIN accounts a ON a.account_id = l.account_id`
