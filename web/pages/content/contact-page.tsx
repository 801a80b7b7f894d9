import { useSuspenseQuery } from '@tanstack/react-query'
import { accountPaths } from '../../../brands/account-menu.ts'
import { contactOptionsQuery } from '../../api/contact.ts'
import { ContactForm } from '../../components/content/contact-form.tsx'
import { ContentArticle, contentLinkClass, type ContentSection } from '../../components/content/content-article.tsx'
import { ContentPageLink } from '../../components/content/content-page-link.tsx'
import { SupportContactLink } from '../../components/content/support-contact-link.tsx'
import { SiteLink } from '../../components/site-link.tsx'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { partnerPageAbout } from '../../content/partner-page-about.ts'

// Contact Us (spec §2 footer: About Us): the form when this deploy sends mail, the support address when it does not
// (a message queued there would never be read).

export function ContactPage() {
  const api = useApi()
  const brand = useBrand()
  const { data } = useSuspenseQuery(contactOptionsQuery(api, brand.siteId))
  const about = partnerPageAbout.contact
  const sections: ContentSection[] = [
    {
      id: 'write-to-us',
      heading: 'Write to us',
      body: data?.sendsMail ? (
        <>
          <p>
            Your message goes to the {brand.displayName} support team. Please do not send passwords or payment details.
          </p>
          <ContactForm />
        </>
      ) : (
        <p data-testid="contact-mailto">
          Email our support team at <SupportContactLink />. Tell us which listing or account your question is about, and
          we will answer you at the address you write from.
        </p>
      ),
    },
    {
      id: 'faster',
      heading: 'Answers you may find faster',
      body: (
        <ul>
          <li>
            <strong>About a property:</strong> the seller knows it best. Use Contact Seller on the listing page, and
            your message goes straight to the broker, agent or owner who advertises it.
          </li>
          <li>
            <strong>Forgotten password:</strong>{' '}
            <SiteLink href="/login?mode=reset" className={contentLinkClass}>
              reset it here
            </SiteLink>
            : we email you a link to choose a new one.
          </li>
          <li>
            <strong>Email alerts:</strong> change how often each saved search writes to you in{' '}
            <SiteLink href={accountPaths.savedSearches} className={contentLinkClass}>
              Saved Searches
            </SiteLink>
            .
          </li>
          <li>
            <strong>Advertising:</strong> listing levels and what each shows buyers are in our{' '}
            <ContentPageLink page="advertisingTerms">Advertising Terms</ContentPageLink>; to list land, start at{' '}
            <ContentPageLink page="addListing">Add a Property</ContentPageLink>.
          </li>
          <li>
            <strong>Listing your whole inventory by feed:</strong> see the{' '}
            <ContentPageLink page="landFeedDocs">land feed documentation</ContentPageLink>.
          </li>
        </ul>
      ),
    },
  ]
  return (
    <ContentArticle
      title={about.title}
      updated={about.updated}
      testId="contact-page"
      intro={
        <p>
          Questions about buying land, advertising a listing or your account: we read every message and answer in
          writing.
        </p>
      }
      sections={sections}
    />
  )
}
