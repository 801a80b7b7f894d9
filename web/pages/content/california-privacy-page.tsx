import { ContentArticle, type ContentSection } from '../../components/content/content-article.tsx'
import { ContentPageLink } from '../../components/content/content-page-link.tsx'
import { SupportContactLink } from '../../components/content/support-contact-link.tsx'
import { legalPageAbout } from '../../content/legal-page-about.ts'
import { useBrand } from '../../site/brand-context.tsx'

// The California notice (spec §2 Footer: 'CA: Do Not Sell My Personal Info'): the CCPA as amended by the CPRA. The
// categories follow what the Privacy Policy lists from the product's tables (privacy-stored-data.tsx).

export function CaliforniaPrivacyPage() {
  const { displayName, legalName } = useBrand()
  const about = legalPageAbout.californiaPrivacy
  const sections: ContentSection[] = [
    {
      id: 'categories',
      heading: 'What we collect, and from whom',
      body: (
        <>
          <p>
            In the past 12 months we collected these categories of personal information, as California law names them:
          </p>
          <ul>
            <li>
              <strong>Identifiers</strong>: name, email address, phone number, postal address, IP address, and the
              identifiers of your account and sessions;
            </li>
            <li>
              <strong>Commercial information</strong>: the listings you saved, the searches you saved, and the inquiries
              you sent to sellers;
            </li>
            <li>
              <strong>Internet activity</strong>: listing pages viewed and phone numbers or websites clicked on them,
              and error reports with your browser’s user agent;
            </li>
            <li>
              <strong>Professional information</strong>, for sellers: company, license number and business contact
              details;
            </li>
            <li>
              <strong>Sensitive personal information</strong>: your account login, that is your email address with your
              password (stored only as a hash).
            </li>
          </ul>
          <p>
            We collect them from you, from your browser as you use the site, and, for sellers, from the listings they
            supply. We do not store precise geolocation: your approximate location is worked out for each request and
            discarded. Our <ContentPageLink page="privacy">Privacy Policy</ContentPageLink> says exactly what each
            category holds and{' '}
            <ContentPageLink page="privacy" hash="how-long">
              how long we keep it
            </ContentPageLink>
            .
          </p>
        </>
      ),
    },
    {
      id: 'sale-and-sharing',
      heading: 'We do not sell your personal information',
      body: (
        <>
          <p>
            {legalName} does not sell personal information, has not sold it in the past 12 months, and does not sell or
            share the information of consumers under 16. When you send an inquiry, we pass it to the seller because you
            told us to: that is not a sale.
          </p>
          <p>
            We disclose personal information for business purposes to service providers bound by contract to use it only
            for us: hosting and database (Cloudflare) and email delivery (Resend). The Google advertising script on our
            pages, when you allow it, may count as “sharing” for cross-context behavioral advertising; you can opt out
            of it as described below.
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      body: (
        <>
          <p>If you live in California, you have the right to:</p>
          <ul>
            <li>
              <strong>know</strong> what personal information we collected about you, where from, why, and to whom we
              disclosed it, and to receive a copy of it;
            </li>
            <li>
              <strong>delete</strong> it, except what the law requires or allows us to keep;
            </li>
            <li>
              <strong>correct</strong> it when it is inaccurate (you can also correct most of it yourself in Settings);
            </li>
            <li>
              <strong>opt out of the sale or sharing</strong> of your personal information;
            </li>
            <li>
              <strong>limit the use of sensitive personal information</strong> to what is needed to provide the service:
              we already use your login only to log you in and protect your account;
            </li>
            <li>
              <strong>not be discriminated against</strong> for using any of these rights: no different prices, no worse
              service.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'opting-out',
      heading: 'Opting out of sharing',
      body: (
        <>
          <p>
            You do not need an account to opt out. Refuse analytics and advertising cookies in the site’s cookie
            choices, or turn on the Global Privacy Control signal in your browser or a browser extension: we treat that
            signal as your request to opt out of sale and sharing, and on pages where it is sent we do not load the
            analytics and advertising scripts at all.
          </p>
          <p>
            Your choice applies to the browser you made it in: make it again in each browser and on each device you use.
          </p>
        </>
      ),
    },
    {
      id: 'making-a-request',
      heading: 'How to make a request',
      body: (
        <>
          <p>
            Email <SupportContactLink /> and say which right you are using. Write from the email address of your{' '}
            {displayName} account, or give the address you used in an inquiry, so we can find your information.
          </p>
          <ul>
            <li>
              We confirm your request within 10 business days, and verify it by sending a confirmation to that address
              before we disclose or delete anything.
            </li>
            <li>
              We answer within 45 days. If we need longer, up to a further 45 days, we tell you why within the first.
            </li>
            <li>
              An authorized agent may ask for you with your signed permission; we may still ask you to confirm the
              request yourself.
            </li>
            <li>Requests are free. We may refuse requests that are manifestly unfounded or excessive, and say why.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'direct-marketing',
      heading: 'Other California rights',
      body: (
        <p>
          California’s “Shine the Light” law lets you ask which third parties received your information for their own
          direct marketing. We give none to third parties for that purpose. Buyers’ inquiries go only to the seller they
          wrote to, who may use them only to answer.
        </p>
      ),
    },
  ]
  return (
    <ContentArticle
      title={about.title}
      updated={about.updated}
      testId="california-privacy-page"
      intro={
        <p>
          This notice is for California residents who use {displayName}. It adds to our Privacy Policy the disclosures
          and rights of the California Consumer Privacy Act, as amended by the California Privacy Rights Act.
        </p>
      }
      sections={sections}
    />
  )
}
