import { documentFields, fieldRows } from '../../api/land-feed.ts'
import { feedLandFactFields } from '../../api/land-feed-land-facts.ts'
import { listingFields } from '../../api/land-feed-listing.ts'
import { LandFeedFields } from './land-feed-fields.tsx'

// The land feed documentation's field tables, from the tables the check is built of (web/api/land-feed*.ts): a chunk
// of their own, server-rendered all the same, since those tables bring the feed's rules with them and the page's
// first script has no room for them.

const tables = {
  document: { fields: documentFields, testId: 'land-feed-document-fields' },
  listing: { fields: listingFields, testId: 'land-feed-listing-fields' },
  landFacts: { fields: feedLandFactFields, testId: 'land-feed-land-fact-fields' },
}

export default function LandFeedFieldTables(props: { table: keyof typeof tables }) {
  const { fields, testId } = tables[props.table]
  return <LandFeedFields rows={fieldRows(fields)} testId={testId} />
}
