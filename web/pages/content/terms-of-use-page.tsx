import { accountPaths } from '../../../brands/account-menu.ts'
import { ContentArticle, contentLinkClass, type ContentSection } from '../../components/content/content-article.tsx'
import { ContentPageLink } from '../../components/content/content-page-link.tsx'
import { SupportContactLink } from '../../components/content/support-contact-link.tsx'
import { SiteLink } from '../../components/site-link.tsx'
import { legalPageAbout } from '../../content/legal-page-about.ts'
import { useBrand } from '../../site/brand-context.tsx'
import { liabilitySections } from './terms-of-use-liability.tsx'

// The terms every visitor, buyer and advertiser uses the site under (spec §2 /termsofuse/).

export function TermsOfUsePage() {
  const { displayName, legalName } = useBrand()
  const about = legalPageAbout.termsOfUse
  const sections: ContentSection[] = [
    {
      id: 'who-we-are',
      heading: 'Who we are and what these terms cover',
      body: (
        <>
          <p>
            {displayName} is a marketplace for land and rural real estate run by {legalName} (“we”, “us”). Buyers search
            listings of land for sale and at auction, save listings and searches, and contact the people who advertise
            them. Sellers, brokers, agents, auctioneers, property owners and land retailers advertise listings under our{' '}
            <ContentPageLink page="advertisingTerms">Advertising Terms</ContentPageLink>.
          </p>
          <p>
            These terms apply whenever you use {displayName}, with or without an account. By using the site you accept
            them; if you do not, please do not use it. How we handle personal information is described in our{' '}
            <ContentPageLink page="privacy">Privacy Policy</ContentPageLink>.
          </p>
        </>
      ),
    },
    {
      id: 'accounts',
      heading: 'Your account',
      body: (
        <>
          <p>
            You need an account to save properties and searches, to get email alerts, and to advertise or manage
            listings. When you register:
          </p>
          <ul>
            <li>
              give your real name and an email address you read: alerts, password resets and buyer inquiries go there;
            </li>
            <li>keep your password to yourself, and do not use the one you use elsewhere;</li>
            <li>
              one person per account: do not share a login or open accounts for someone else without their consent;
            </li>
            <li>you must be at least 18 years old.</li>
          </ul>
          <p>
            You are responsible for what is done with your account. If you think someone else has used it, change your
            password in{' '}
            <SiteLink href={accountPaths.details} className={contentLinkClass}>
              Settings
            </SiteLink>
            : that logs out every other browser. We may suspend or block an account that breaks these terms, and we tell
            you why unless the law or the safety of others prevents it.
          </p>
        </>
      ),
    },
    {
      id: 'saved-searches',
      heading: 'Saved properties, saved searches and alerts',
      body: (
        <>
          <p>
            A heart on a listing saves it to your Saved Properties. A saved search keeps its filters and can email you
            listings that match it: choose No Updates, Daily (one digest a day of what changed) or Instant (a mail as
            soon as a matching listing changes). You can rename, pause or delete a saved search, and change how often it
            mails you, at any time in Saved Searches.
          </p>
          <p>
            Alerts report what advertisers publish. A listing can change or go off the market between an alert and your
            visit, and an alert can be late or missed: do not rely on alerts alone for a time-critical decision.
          </p>
        </>
      ),
    },
    {
      id: 'contacting-sellers',
      heading: 'Contacting sellers',
      body: (
        <>
          <p>
            The Contact Seller form sends your name, email address, phone number (if you give one) and message to the
            advertiser of the listing, by email. Write to advertisers only about their listings, and only with a real
            interest: the form is not for marketing, recruiting or offers of services.
          </p>
          <p>
            What happens next is between you and the advertiser. We are not a party to any offer, contract, sale or
            auction, and we do not act as broker, agent or escrow for either side.
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      body: (
        <>
          <p>When you use {displayName}, you agree not to:</p>
          <ul>
            <li>post or send anything false, misleading, unlawful, defamatory, harassing or discriminatory;</li>
            <li>send spam, chain messages or unsolicited advertising, through the contact forms or otherwise;</li>
            <li>pretend to be someone else, or to speak for a company you do not represent;</li>
            <li>collect buyers’ or advertisers’ contact details to contact them for anything but a listing;</li>
            <li>
              try to get into accounts, data or systems that are not yours, probe for weaknesses, or get around a limit
              we set (for example on logins or inquiries);
            </li>
            <li>upload malware, or anything that interferes with the site or with other people’s use of it.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'automated-access',
      heading: 'Automated access and scraping',
      body: (
        <>
          <p>
            Search engines may crawl {displayName} as our{' '}
            <a href="/robots.txt" className={contentLinkClass}>
              robots.txt
            </a>{' '}
            file allows. Beyond what it allows, do not use robots, scrapers, crawlers or other automated means to copy
            listings, photos, prices or seller details, to build a database or a competing service, or to send requests
            faster than a person browsing would.
          </p>
          <p>
            If you need listing data in bulk, ask us in writing first. Advertisers with many listings send them to us
            through our <ContentPageLink page="landFeedDocs">land feed</ContentPageLink> instead of entering each one by
            hand.
          </p>
        </>
      ),
    },
    {
      id: 'listings',
      heading: 'Listings are the advertisers’ statements',
      body: (
        <>
          <p>
            Every listing, with its price, acreage, boundaries, photos, description, status and seller details, is
            written and supplied by its advertiser, who answers for it. We do not inspect properties, survey them, check
            titles, water or mineral rights, zoning, access or the advertiser’s license, and we do not guarantee that a
            listing is accurate, complete, current or still available.
          </p>
          <p>
            Before you rely on a listing, check it yourself: visit the land, and use a surveyor, an attorney, a title
            company and the local authorities. If you think a listing is false or unlawful, write to us (see{' '}
            <a href="#contact" className={contentLinkClass}>
              Contact
            </a>
            ).
          </p>
        </>
      ),
    },
    {
      id: 'our-content',
      heading: 'Our content and names',
      body: (
        <p>
          The site’s design, software, text we write, maps we draw and the {displayName} name and logo belong to{' '}
          {legalName} or its licensors. You may view and print pages for your own search for land. Do not copy,
          republish, frame or sell them, or use our name in a way that suggests we endorse you, without our written
          permission. Photos and text in listings belong to their advertisers or their licensors.
        </p>
      ),
    },
    ...liabilitySections(displayName, legalName),
    {
      id: 'changes',
      heading: 'Changes to these terms',
      body: (
        <p>
          We may change these terms as the site changes or the law requires. The date at the top of this page says when
          they last changed. We tell account holders about a material change by email before it takes effect; using{' '}
          {displayName} after that means you accept the new terms. If we cannot enforce one part of these terms, the
          rest still applies.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: (
        <p>
          Questions about these terms, or a listing you want us to look at: write to <SupportContactLink />.
        </p>
      ),
    },
  ]
  return (
    <ContentArticle
      title={about.title}
      updated={about.updated}
      testId="terms-of-use-page"
      intro={
        <p>
          Please read these terms before you use {displayName}. They explain what you may expect from us, what we expect
          from you, and the limits of our responsibility for listings that others advertise.
        </p>
      }
      sections={sections}
    />
  )
}
