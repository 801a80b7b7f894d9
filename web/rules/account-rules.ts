// The spec's account tables (§6), written once.

export const accountType = {
  standardBuyer: 1,
  corporateStandardMaster: 3,
  corporateChild: 4,
  listingHubSeller: 8,
  standardFreeSeller: 11,
  universalStandardSeller: 12,
  universalPremiumSeller: 13,
  homes: 20,
  universalSignatureSeller: 40,
  corporateSignatureMaster: 41,
  legacyPremiumSeller: 50,
  corporatePremiumMaster: 51,
} as const
export type AccountType = (typeof accountType)[keyof typeof accountType]

const planGroups = {
  free: [8, 11],
  standard: [1, 3, 4, 12],
  premium: [13, 50, 51],
  homes: [20],
  signature: [40, 41],
} as const satisfies Record<string, readonly AccountType[]>
export type PlanGroup = keyof typeof planGroups

/** A corporate child uses its parent's type when its plan group is asked for. */
export function planGroupOf(type: AccountType, parentType?: AccountType | null): PlanGroup {
  const effective = type === accountType.corporateChild && parentType ? parentType : type
  for (const [group, types] of Object.entries(planGroups) as [PlanGroup, readonly number[]][]) {
    if (types.includes(effective)) return group
  }
  return 'standard'
}

/** Broker directory types, with the URL segment the search URL uses for each. */
export const directoryTypes = [
  { id: 1, name: 'broker', label: 'Brokers', urlSegment: 'brokers' },
  { id: 2, name: 'agent', label: 'Agents', urlSegment: 'agents' },
  { id: 3, name: 'auctioneer', label: 'Auctioneers', urlSegment: 'auctioneer' },
  { id: 4, name: 'property owner', label: 'Property Owners', urlSegment: 'owner' },
  { id: 5, name: 'land retailer', label: 'Land Retailers', urlSegment: 'retailer' },
] as const
export type DirectoryTypeId = (typeof directoryTypes)[number]['id']
