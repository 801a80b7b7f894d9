import { accountPaths } from '../../../brands/account-menu.ts'
import { fieldRows } from '../../api/land-feed.ts'
import { contactSellerCall } from '../../api/leads.ts'
import { ContentArticle, contentLinkClass, type ContentSection } from '../../components/content/content-article.tsx'
import { ContentPageLink } from '../../components/content/content-page-link.tsx'
import { LandFeedFields } from '../../components/content/land-feed-fields.tsx'
import { SupportContactLink } from '../../components/content/support-contact-link.tsx'
import { SiteLink } from '../../components/site-link.tsx'
import { contactSellerLead, leadFieldLimits } from '../../leads/lead-form.ts'
import { auctionPriceSentinel, listingLevel, upgradeTier } from '../../rules/listing-rules.ts'
import { useBrand } from '../../site/brand-context.tsx'
import { partnerPageAbout } from '../../content/partner-page-about.ts'

// Farm credit lead documentation (spec §2 /farmcredit/documentation/leads/): for lenders who advertise land with us
// and receive buyers' leads. The fields are the lead schema's own (web/leads/lead-form.ts): a field added there
// without words here fails the type check.

type LeadField = keyof typeof contactSellerLead.entries

/** A table of the spec's as words: '3 free, 20 standard, …'. */
const numbered = (table: Record<string, number>) =>
  Object.entries(table)
    .map(([name, value]) => `${value} ${name}`)
    .join(', ')

const leadFieldWords: Record<LeadField, { kind: string; about: string }> = {
  name: { kind: `text, at most ${leadFieldLimits.name} characters`, about: 'The buyer’s name as they typed it.' },
  email: { kind: 'email address', about: 'Where the buyer asks you to answer.' },
  phone: {
    kind: 'US phone number',
    about: 'The buyer’s phone, when they gave one; checked against the numbering plan.',
  },
  message: {
    kind: `text, at most ${leadFieldLimits.message} characters`,
    about: 'What the buyer wrote. Plain text: markup and web addresses are refused before a lead is sent.',
  },
  siteId: { kind: 'number', about: 'The site the buyer wrote on, by its site id.' },
  leadSource: {
    kind: 'short name',
    about: 'Where the buyer wrote from, such as listing-detail (the listing page) or contact-bar (its bar on phones).',
  },
  brokerId: { kind: 'account id', about: 'Your advertiser account: the lead is yours, and its copy goes to you.' },
  stateId: { kind: 'state id (FIPS)', about: 'The listing’s state: 48 is Texas.' },
  countyId: { kind: 'county id (FIPS)', about: 'The listing’s county: 48267 is Kimble County, Texas.' },
  listingIds: {
    kind: `a list of at most ${leadFieldLimits.listingIds} listing ids`,
    about: 'The listings the buyer asks about; none when they wrote to you about no listing in particular.',
  },
  price: {
    kind: 'whole dollars',
    about: `The listing’s price when the buyer wrote: ${auctionPriceSentinel} is an auction, 0 Contact for Price.`,
  },
  acres: { kind: 'number', about: 'The listing’s acreage when the buyer wrote.' },
  listingLevel: { kind: 'number', about: `The listing’s advertising level: ${numbered(listingLevel)}.` },
  upgradeLevelId: { kind: 'number', about: `The listing’s upgrade: ${numbered(upgradeTier)}.` },
  propertyTitle: { kind: 'text', about: 'The listing’s title, as the buyer saw it.' },
}

const leadRows = fieldRows(
  Object.fromEntries(
    Object.entries(leadFieldWords).map(([name, words]) => [
      name,
      { ...words, schema: contactSellerLead.entries[name as LeadField] },
    ]),
  ),
)

export function FarmCreditLeadsPage() {
  const brand = useBrand()
  const about = partnerPageAbout.farmCreditLeads
  const sections: ContentSection[] = [
    {
      id: 'what-a-lead-is',
      heading: 'What a lead is',
      body: (
        <p>
          A lead is a buyer’s message to you about land you advertise on {brand.displayName}: they pressed Contact
          Seller on one of your listings, wrote their name, email address, an optional phone number and a message, and
          sent it. Each lead is kept once per listing it names, and counted on that listing in{' '}
          <SiteLink href={accountPaths.manageListings} className={contentLinkClass}>
            Manage Listings
          </SiteLink>
          .
        </p>
      ),
    },
    {
      id: 'fields',
      heading: 'What a lead holds',
      body: (
        <>
          <p>
            What the buyer typed, and the listing’s facts as they stood when the buyer wrote (a later price change does
            not rewrite a lead):
          </p>
          <LandFeedFields rows={leadRows} testId="farm-credit-lead-fields" />
        </>
      ),
    },
    {
      id: 'delivery',
      heading: 'How a lead reaches you',
      body: (
        <ul>
          <li>
            By email, to the address of your advertiser account, sent from our outbox as soon as the buyer’s message is
            stored. A send that fails is tried again several times, with growing waits.
          </li>
          <li>
            The email names the buyer, their email and phone, the listing (title, id, price and acres) and their
            message, and says how to answer them: reply to the buyer directly, not to us.
          </li>
          <li>
            When your account has a login on the site, the email also carries a link that logs you in once, for 7 days,
            to see your listings with their views and leads.
          </li>
          <li>
            An account without an email address still gets its leads stored and counted, but no email: keep your address
            current in{' '}
            <SiteLink href={accountPaths.details} className={contentLinkClass}>
              Settings
            </SiteLink>
            .
          </li>
        </ul>
      ),
    },
    {
      id: 'json',
      heading: 'The lead as data',
      body: (
        <>
          <p>A lead as the site sends it to us, in JSON; the copy you receive is written from exactly these fields:</p>
          <pre
            className="whitespace-pre-wrap rounded bg-brand-surface p-3 text-sm leading-snug [overflow-wrap:anywhere]"
            data-testid="lead-example"
          >
            <code>{JSON.stringify(contactSellerCall.example.body, null, 2)}</code>
          </pre>
        </>
      ),
    },
    {
      id: 'privacy',
      heading: 'Your privacy duties',
      body: (
        <>
          <p>A lead is a person’s contact details, given to you for one purpose: an answer about your land. So:</p>
          <ul>
            <li>
              use it to answer the inquiry and to follow up on that property or similar land and loans the buyer asked
              about;
            </li>
            <li>do not sell or share it, and do not add the buyer to a mailing list without their consent;</li>
            <li>
              treat it as customer information under your institution’s own privacy and information-security program
              (for Farm Credit institutions, the rules your regulator applies to borrowers’ data);
            </li>
            <li>
              call or text only the number the buyer gave, about their inquiry, and never with an autodialer or
              prerecorded message without their written consent;
            </li>
            <li>honor a buyer’s request to stop contacting them, or to delete what you hold, promptly;</li>
            <li>keep leads only as long as you need them, and delete them securely.</li>
          </ul>
          <p>
            How we handle buyers’ information is set out in our{' '}
            <ContentPageLink page="privacy">Privacy Policy</ContentPageLink>.
          </p>
        </>
      ),
    },
    {
      id: 'questions',
      heading: 'Questions',
      body: (
        <p>
          Leads not arriving, or arriving at the wrong address? Write to <SupportContactLink /> with your account id.
          The lenders who serve each area are listed on{' '}
          <ContentPageLink page="farmCreditListings">Farm Credit lenders and the land they serve</ContentPageLink>.
        </p>
      ),
    },
  ]
  return (
    <ContentArticle
      title={about.title}
      updated={about.updated}
      testId="farm-credit-leads-page"
      intro={
        <p>
          For Farm Credit associations and other rural lenders who advertise land on {brand.displayName}: what a buyer’s
          lead holds, how it reaches you, its data format, and what you owe the buyer who sent it.
        </p>
      }
      sections={sections}
    />
  )
}
