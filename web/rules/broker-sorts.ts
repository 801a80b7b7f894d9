// The broker sorts of spec §9 (the seller directory's orders), written once: the API's value, the label a buyer
// reads, and the search URL segment of spec §2 (the default writes none).
//
// What each orders by (worker/sellers/seller-directory.ts): 'default' puts the paid plans first (signature,
// premium, homes, standard, free: the listing level of the seller's plan) and then the most listings; names sort by
// company, then contact; 'price-high' by the average asking price of the seller's priced listings (a seller of one
// costly ranch before a seller of many cheap lots; sellers with only auctions or Contact for Price last);
// 'acres-high' by the acres the seller has for sale in all. Listings are the active ones (available and under
// contract) on the site, a corporate master's with its agents'. Ties go by account id.

export const brokerSorts = [
  { id: 'default', label: 'Featured', urlSegment: null },
  { id: 'name-az', label: 'Name: A to Z', urlSegment: 'sort-az' },
  { id: 'name-za', label: 'Name: Z to A', urlSegment: 'sort-za' },
  { id: 'listings-high', label: 'Most Listings', urlSegment: 'sort-listings-high' },
  { id: 'price-high', label: 'Price: High to Low', urlSegment: 'sort-price-high' },
  { id: 'acres-high', label: 'Acreage: High to Low', urlSegment: 'sort-acres-high' },
] as const

export type BrokerSort = (typeof brokerSorts)[number]['id']
export const brokerSortIds = brokerSorts.map((sort) => sort.id)
