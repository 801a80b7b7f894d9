import { accountPaths } from '../../../brands/account-menu.ts'
import { ContentArticle, contentLinkClass, type ContentSection } from '../../components/content/content-article.tsx'
import { ContentPageLink } from '../../components/content/content-page-link.tsx'
import { SupportContactLink } from '../../components/content/support-contact-link.tsx'
import { SiteLink } from '../../components/site-link.tsx'
import { legalPageAbout } from '../../content/legal-page-about.ts'
import { useBrand } from '../../site/brand-context.tsx'
import { listingLevelSection, upgradeSection } from './advertising-levels.tsx'

// The terms advertisers list under (spec §2 /terms/advertising/). What each level and upgrade shows is what the pages
// do (web/rules/listing-rules.ts, listing-look.ts, the search card): written in advertising-levels.tsx.

export function AdvertisingTermsPage() {
  const { displayName, legalName } = useBrand()
  const about = legalPageAbout.advertisingTerms
  const sections: ContentSection[] = [
    {
      id: 'who-may-advertise',
      heading: 'Who may advertise',
      body: (
        <>
          <p>
            Brokers, agents, auctioneers, property owners and land retailers may advertise land and rural property for
            sale or at auction on {displayName}. By placing a listing you confirm that:
          </p>
          <ul>
            <li>you own the property, or hold a listing agreement or the owner’s written consent to advertise it;</li>
            <li>you hold any real estate or auctioneer license your state requires, and show its number on request;</li>
            <li>the property is really offered on the terms you advertise.</li>
          </ul>
          <p>
            These terms add to our <ContentPageLink page="termsOfUse">Terms of Use</ContentPageLink>, which also apply
            to advertisers.
          </p>
        </>
      ),
    },
    listingLevelSection(displayName),
    upgradeSection(),
    {
      id: 'leads',
      heading: 'Inquiries from buyers',
      body: (
        <>
          <p>
            On paid listings that are available or under contract, buyers can send you an inquiry with the Contact
            Seller form. We store it and email a copy, with the buyer’s name, email address, phone number and message,
            to the address of your account; when that is also the address you log in with, the copy carries a link that
            logs you in once to see your listings’ views and leads. Keep that address current: we cannot deliver leads
            to an address that no longer works.
          </p>
          <p>
            Use a buyer’s details only to answer their inquiry and to deal with them about the property. Do not sell or
            share them, add them to a mailing list without their consent, or contact them about anything unrelated.
          </p>
        </>
      ),
    },
    {
      id: 'accuracy',
      heading: 'Keeping listings accurate',
      body: (
        <>
          <p>You answer for everything in your listings. In particular:</p>
          <ul>
            <li>
              price, acreage, location, boundaries, access, water, utilities and mineral rights must be true and not
              misleading; say so when a figure is an estimate;
            </li>
            <li>
              keep each listing’s status current: mark it Under Contract, Sold or Off Market in{' '}
              <SiteLink href={accountPaths.manageListings} className={contentLinkClass}>
                Manage Listings
              </SiteLink>{' '}
              as soon as that happens, and change the price there when it changes;
            </li>
            <li>an auction listing gives the auction’s date, place and terms, including any buyer’s premium;</li>
            <li>
              no bait listings: do not advertise a property you cannot sell, at a price you will not accept, to draw
              buyers to others;
            </li>
            <li>one listing per property: do not post duplicates to appear more often in search results.</li>
          </ul>
          <p>
            Buyers’ saved-search alerts are sent when your listings change, so an accurate change reaches the buyers who
            asked for it.
          </p>
        </>
      ),
    },
    {
      id: 'fair-housing',
      heading: 'Fair housing',
      body: (
        <>
          <p>
            Listings must comply with the federal Fair Housing Act and with state and local fair housing laws. Do not
            state or imply a preference, limitation or discrimination based on race, color, religion, sex (including
            sexual orientation and gender identity), disability, familial status or national origin, or any other class
            your state or city protects.
          </p>
          <p>
            Describe the property, not the people you want to buy it: “two miles from the county lake” is a fact;
            wording about who would “fit in” is not acceptable. We remove listings that break this rule.
          </p>
        </>
      ),
    },
    {
      id: 'media',
      heading: 'Photos, videos and tours',
      body: (
        <p>
          Photos must follow our{' '}
          <ContentPageLink page="photoTerms">Terms and Conditions for Submitting Photos</ContentPageLink>. A listing may
          link one video on YouTube or Vimeo and one 3D tour on Matterport; they play on the listing page, and they must
          show the advertised property.
        </p>
      ),
    },
    {
      id: 'removal',
      heading: 'Review and removal',
      body: (
        <>
          <p>
            We may review any listing, and decline, correct the formatting of, suspend or remove one that breaks these
            terms or the law, or that buyers report and we find to be false. We tell you why when we remove a listing,
            and what to change for it to return.
          </p>
          <p>
            You may end a listing at any time by marking it Sold or Off Market in Manage Listings, or by asking us to
            remove it. A listing that is off the market no longer appears in searches that show available listings or in
            buyers’ alerts.
          </p>
        </>
      ),
    },
    {
      id: 'responsibility',
      heading: 'Responsibility',
      body: (
        <p>
          {legalName} publishes listings but does not verify them, and is not a party to any sale. You agree to defend
          and indemnify {legalName} against claims arising from your listings, your photos and your dealings with
          buyers. We do not guarantee any number of views, inquiries or a sale.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Changes and contact',
      body: (
        <p>
          We may change these terms; the date at the top of this page says when they last changed, and advertisers are
          told about a material change by email before it applies. Questions about advertising, levels and upgrades:{' '}
          <SupportContactLink />.
        </p>
      ),
    },
  ]
  return (
    <ContentArticle
      title={about.title}
      updated={about.updated}
      testId="advertising-terms-page"
      intro={
        <p>
          These terms apply to everyone who advertises a property on {displayName}: what each listing level and upgrade
          shows buyers, what we ask of your listings, and when we remove one.
        </p>
      }
      sections={sections}
    />
  )
}
