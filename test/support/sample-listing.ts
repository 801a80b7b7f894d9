import type { ListingDetail, ListingSeller } from '../../web/api/listing-detail.ts'
import type { SearchListing } from '../../web/api/search.ts'

/** A search card's listing for component tests: an available ranch near Austin, TX, with `change` on top. */
export function sampleSearchListing(change: Partial<SearchListing> = {}): SearchListing {
  return {
    id: 3000001,
    title: 'Creekside Ranch',
    price: 250000,
    acres: 40,
    beds: null,
    baths: null,
    homeSqft: null,
    city: 'Austin',
    county: 'Travis County',
    stateAbbreviation: 'TX',
    stateName: 'Texas',
    zip: '78701',
    listingLevel: 20,
    upgradeLevelId: 0,
    marketStatus: 1,
    transactionType: 1,
    typeFlags: 2,
    thumbnailDocumentId: null,
    imageCount: 0,
    hasVideo: false,
    hasVirtualTour: false,
    hasCustomMap: false,
    salesDate: null,
    brokerName: 'Jo Ann Maple',
    brokerCompany: 'Hill Country Land Co.',
    accountId: 10042,
    address1: '',
    description: 'Good grass.',
    lat: 30.2,
    lng: -97.7,
    imageIds: [],
    brokerPhone: '',
    brokerLogoId: null,
    brokerPortraitId: null,
    priceChangeAmount: 0,
    dateListed: '2026-01-01T00:00:00Z',
    ...change,
  }
}

/** A listing's detail for component tests: the sample card's listing in Travis County with no photos or media, its
 *  seller Hill Country Land Co.; `change` on top (`seller` changes merge into the sample seller). */
export function sampleListingDetail(
  change: Partial<Omit<ListingDetail, 'seller'>> & { seller?: Partial<ListingSeller> } = {},
): ListingDetail {
  const { seller, ...rest } = change
  return {
    ...sampleSearchListing(),
    photos: [],
    stateId: 48,
    countyId: 48453,
    activityFlags: 0,
    amenityFlags: 0,
    mineralRights: false,
    ownerFinancing: false,
    priceChangedAt: null,
    auctionDate: null,
    video: null,
    virtualTourUrl: null,
    ...rest,
    seller: {
      accountId: 10042,
      contactName: 'Jo Ann Maple',
      companyName: 'Hill Country Land Co.',
      phone: '',
      addressLines: [],
      licenseNumber: '',
      logoId: null,
      portraitId: null,
      isFree: false,
      directoryType: 1,
      url: '',
      ...seller,
    },
  }
}
