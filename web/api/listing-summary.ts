import * as v from 'valibot'
import { amount, recordId, wholeCount } from './answer-values.ts'

/** A listing as a card (placard) shows it. */
export const listingSummary = v.object({
  id: recordId,
  title: v.string(),
  price: amount,
  acres: amount,
  beds: v.nullable(v.number()),
  baths: v.nullable(v.number()),
  homeSqft: v.nullable(v.number()),
  city: v.string(),
  /** The county's full name: 'Travis County', 'Orleans Parish'. */
  county: v.string(),
  stateAbbreviation: v.string(),
  stateName: v.string(),
  zip: v.string(),
  listingLevel: v.number(),
  upgradeLevelId: v.number(),
  marketStatus: v.number(),
  transactionType: v.number(),
  typeFlags: v.number(),
  thumbnailDocumentId: v.nullable(v.number()),
  imageCount: wholeCount,
  hasVideo: v.boolean(),
  hasVirtualTour: v.boolean(),
  hasCustomMap: v.boolean(),
  salesDate: v.nullable(v.string()),
  brokerName: v.string(),
  brokerCompany: v.string(),
  accountId: recordId,
})
export type ListingSummary = v.InferOutput<typeof listingSummary>
