import { useRouteContext } from '@tanstack/react-router'
import { Suspense, type ComponentProps } from 'react'
import { csrfHeader } from '../../api/account-call.ts'
import { callPath } from '../../api/api-call.ts'
import { loginCall } from '../../api/authenticate.ts'
import { landFeedImportCall, landFeedImportsPerHour } from '../../api/land-feed-import.ts'
import {
  exampleLandFeed,
  landFeedCheckCall,
  landFeedCheckMaxBytes,
  landFeedVersion,
} from '../../api/land-feed-validate.ts'
import { ContentArticle, type ContentSection } from '../../components/content/content-article.tsx'
import { ContentPageLink } from '../../components/content/content-page-link.tsx'
import { LandFeedCheck } from '../../components/content/land-feed-check.tsx'
import { lazyWithNotice } from '../../components/lazy-with-notice.tsx'
import { SupportContactLink } from '../../components/content/support-contact-link.tsx'
import { usNumber } from '../../format/us-numbers.ts'
import { useBrand } from '../../site/brand-context.tsx'
import { partnerPageAbout } from '../../content/partner-page-about.ts'

// The land feed's documentation (spec §2 /landfeed/docs/): the format, generated from the schema's own tables, an
// example the tests check, the delivery rules, and a checker that runs the real check and sends a feed that passes.

/** The field tables bring the feed's rules with them: their own chunk, server-rendered all the same. */
const LandFeedFieldTables = lazyWithNotice(
  () => import('../../components/content/land-feed-field-tables.tsx'),
  'field list',
)
const FieldTable = (props: ComponentProps<typeof LandFeedFieldTables>) => (
  <Suspense fallback={<p role="status">Loading the field list…</p>}>
    <LandFeedFieldTables {...props} />
  </Suspense>
)

const maxKb = landFeedCheckMaxBytes / 1024
/** The listings of one delivery, at the size of the example's first (a full listing with photos, video and tour). */
const listingsPerDelivery = Math.floor(
  landFeedCheckMaxBytes / new TextEncoder().encode(JSON.stringify(exampleLandFeed.listings[0])).length,
)

// Wrapped, not scrolled: a long description or URL would otherwise widen a phone's page.
const codeBlockClass = 'whitespace-pre-wrap rounded bg-brand-surface p-3 text-sm leading-snug [overflow-wrap:anywhere]'

export function LandFeedDocsPage() {
  const brand = useBrand()
  const { canonicalOrigin } = useRouteContext({ strict: false }) as { canonicalOrigin: string }
  const about = partnerPageAbout.landFeedDocs
  const checkUrl = `${canonicalOrigin}${callPath(landFeedCheckCall)}`
  const loginUrl = `${canonicalOrigin}${callPath(loginCall, { siteId: brand.siteId })}`
  const importUrl = `${canonicalOrigin}${callPath(landFeedImportCall, { siteId: brand.siteId })}`
  const sections: ContentSection[] = [
    {
      id: 'document',
      heading: 'The document',
      body: (
        <>
          <p>
            A feed is one JSON document (UTF-8, <code>application/json</code>) holding every listing you advertise with
            us. Its top level has three fields:
          </p>
          <FieldTable table="document" />
        </>
      ),
    },
    {
      id: 'listing-fields',
      heading: 'Listing fields',
      body: (
        <>
          <p>
            Each listing is an object with these fields. A field left out of an optional entry is simply not shown; a
            field we do not know is refused, so a misspelt name never goes unnoticed.
          </p>
          <FieldTable table="listing" />
        </>
      ),
    },
    {
      id: 'land-facts',
      heading: 'Land facts',
      body: (
        <>
          <p>
            A listing’s <code>landFacts</code> object holds any of these facts, each optional. Buyers see every fact
            with its source (the land feed) and the date of the delivery that stated it; a fact left out reads “Not
            stated” and offers to ask you. Each delivery replaces a listing’s facts and boundary as it does its other
            fields.
          </p>
          <FieldTable table="landFacts" />
        </>
      ),
    },
    {
      id: 'example',
      heading: 'An example',
      body: (
        <>
          <p>
            A ranch for sale with a house, photos, a video, a 3D tour and its land facts, and a hunting tract sold at
            auction with a few facts and its boundary:
          </p>
          <pre className={codeBlockClass} data-testid="land-feed-example">
            <code>{JSON.stringify(exampleLandFeed, null, 2)}</code>
          </pre>
        </>
      ),
    },
    {
      id: 'delivery',
      heading: 'Delivery and updates',
      body: (
        <ul>
          <li>
            <strong>Sending a feed:</strong> log in as your account’s seller, paste the feed into the checker below and
            check it; once it passes, <strong>Send this feed to my listings</strong> applies it and says how many
            listings it added, updated, left unchanged and took off the market. Your tools can send it too (see the
            check below). Only your own account’s feed is taken: its accountId must be the account you are logged in as
            the seller of.
          </li>
          <li>
            <strong>All or nothing:</strong> a feed is checked as the checker checks it. A feed with any problem changes
            nothing, and the answer lists every problem by its field, as the checker does.
          </li>
          <li>
            <strong>Every delivery is the full feed.</strong> It replaces what the previous one said: a listing’s fields
            are taken as they are now, and a field you leave out is cleared.
          </li>
          <li>
            <strong>Listings missing from the feed go off market.</strong> A listing of your feed that a delivery no
            longer holds leaves the search results as off market; sending it again under the same listingId brings it
            back. Sold land stays sold, and listings you added by hand on {brand.displayName} are never changed by a
            feed.
          </li>
          <li>
            <strong>Keep each listingId.</strong> It is how we match a listing from one delivery to the next: a changed
            id reads as one listing gone off market and a new one listed.
          </li>
          <li>
            <strong>Sold and under contract:</strong> say so with marketStatus rather than dropping the listing, so
            buyers following it learn what happened.
          </li>
          <li>
            <strong>What buyers see:</strong> changes show in search results and on listing pages at once, and buyers
            whose saved searches send instant alerts hear of new listings and of changed prices and statuses. Feed
            listings are listed at your plan’s listing level; their video and 3D tour show at the paid levels. Photos
            are not yet taken from a feed: photoUrls are checked, and the listings show without photos.
          </li>
          <li>
            <strong>Size and frequency:</strong> one delivery takes up to {maxKb} KB of JSON, about{' '}
            {usNumber(listingsPerDelivery)} listings the size of the example’s ranch, and an account may send{' '}
            {landFeedImportsPerHour} deliveries an hour. For a larger inventory, write to <SupportContactLink />.
          </li>
          <li>
            <strong>Version {landFeedVersion}</strong> is the current format. A new version will be announced on this
            page with the date the old one stops being read.
          </li>
        </ul>
      ),
    },
    {
      id: 'check',
      heading: 'Check and send your feed',
      body: (
        <>
          <p>
            The checker reads your feed as a delivery is read: the format above, that your account advertises with us,
            and that each county is in its state. Paste a feed (or a few listings of it) and check it; logged in as the
            account’s seller, send it from here once it passes.
          </p>
          <LandFeedCheck />
          <p>From your own tools, post the document to the same check; the answer lists each problem by its field:</p>
          <pre className={codeBlockClass}>
            <code>{`curl -X POST ${checkUrl} \\\n  -H 'content-type: application/json' \\\n  --data @feed.json`}</code>
          </pre>
          <p>
            To send it, log in as the seller (the answer holds the session’s csrfToken, and the session cookie goes to
            the file session.txt), then post the feed with both. The answer counts what the delivery did:{' '}
            <code>{'{ "added", "updated", "unchanged", "offMarket", "importId" }'}</code>.
          </p>
          <pre className={codeBlockClass}>
            <code>{`token=$(curl -s -c session.txt -X POST ${loginUrl} \\\n  -H 'content-type: application/json' \\\n  --data '{"email": "you@example.com", "password": "your password"}' | jq -r .csrfToken)\n\ncurl -b session.txt -X POST ${importUrl} \\\n  -H 'content-type: application/json' -H "${csrfHeader}: $token" \\\n  --data @feed.json`}</code>
          </pre>
        </>
      ),
    },
    {
      id: 'by-state',
      heading: 'Listings by state',
      body: (
        <p>
          How many listings and advertisers {brand.displayName} shows in each state:{' '}
          <ContentPageLink page="landFeedStates">land listings and advertisers by state</ContentPageLink>.
        </p>
      ),
    },
  ]
  return (
    <ContentArticle
      title={about.title}
      updated={about.updated}
      testId="land-feed-docs-page"
      intro={
        <p>
          Brokers, auction houses and land companies with many listings can send their whole inventory to{' '}
          {brand.displayName} as one JSON document instead of entering each listing by hand. This page describes every
          field of that document, shows a complete example, explains how deliveries update your listings, and checks a
          feed and sends it to your listings for you.
        </p>
      }
      sections={sections}
    />
  )
}
