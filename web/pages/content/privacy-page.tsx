import { accountPaths } from '../../../brands/account-menu.ts'
import { ContentArticle, contentLinkClass, type ContentSection } from '../../components/content/content-article.tsx'
import { ContentPageLink } from '../../components/content/content-page-link.tsx'
import { SupportContactLink } from '../../components/content/support-contact-link.tsx'
import { SiteLink } from '../../components/site-link.tsx'
import { legalPageAbout } from '../../content/legal-page-about.ts'
import { useBrand } from '../../site/brand-context.tsx'
import { cookiesSection } from './privacy-cookies.tsx'
import { retentionSection, storedDataSection } from './privacy-stored-data.tsx'

// The Privacy Policy (spec §2 Footer: Privacy Policy). What the product stores and how long is in
// privacy-stored-data.tsx, cookies and browser storage in privacy-cookies.tsx.

export function PrivacyPage() {
  const { displayName, legalName } = useBrand()
  const about = legalPageAbout.privacy
  const settingsLink = (
    <SiteLink href={accountPaths.details} className={contentLinkClass}>
      Settings
    </SiteLink>
  )
  const sections: ContentSection[] = [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      body: (
        <p>
          {displayName} is run by {legalName}, which decides how the personal information described here is used. One
          account works on {displayName} and the other land sites we run. Questions and requests about your information
          go to <SupportContactLink />.
        </p>
      ),
    },
    storedDataSection,
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      body: (
        <ul>
          <li>to run your account, keep you logged in and show your saved properties and searches;</li>
          <li>to email the alerts you chose, password reset links and confirmations you asked for;</li>
          <li>to deliver your inquiry to the seller you wrote to, and show sellers how their listings are doing;</li>
          <li>to stop abuse: password guessing, spam through the contact forms, scraping;</li>
          <li>to find and fix errors, and to understand which pages and searches are used;</li>
          <li>to meet legal obligations and answer lawful requests.</li>
        </ul>
      ),
    },
    {
      id: 'who-receives-it',
      heading: 'Who receives it',
      body: (
        <>
          <p>We do not sell your personal information. It reaches others only as follows:</p>
          <ul>
            <li>
              <strong>The seller you contact</strong> receives your inquiry with your name, email address, phone number
              and message. What they do with it is governed by their own practices and by our Advertising Terms, which
              allow them to use it only to answer you.
            </li>
            <li>
              <strong>Service providers</strong> that work for us under contract: our hosting and database provider
              (Cloudflare), which carries every request and so sees IP addresses; our email delivery service (Resend),
              which receives the emails we send; and, if you allow them, analytics and advertising providers (see
              Cookies).
            </li>
            <li>
              <strong>Video and tour players</strong> (YouTube, Vimeo, Matterport) on a listing page receive your IP
              address when you open them. YouTube’s player is its privacy-enhanced one, which sets no cookies until you
              play the video.
            </li>
            <li>
              <strong>Authorities</strong>, when the law requires it, or to protect people from harm or the site from
              fraud; and a buyer of our business, who would be bound by this policy.
            </li>
          </ul>
        </>
      ),
    },
    retentionSection,
    cookiesSection,
    {
      id: 'security',
      heading: 'Security',
      body: (
        <p>
          Pages and forms travel over HTTPS. Passwords are hashed with PBKDF2-SHA-256 at 100,000 iterations; the session
          cookie cannot be read by scripts and is replaced at every login; reset and login links are stored as hashes
          and work once; attempts to log in, register, reset a password or send inquiries are limited per address. No
          system is perfectly secure: use a password you use nowhere else, and tell us at once if you think your account
          was misused.
        </p>
      ),
    },
    {
      id: 'your-choices',
      heading: 'Your choices and rights',
      body: (
        <>
          <ul>
            <li>
              Correct your name, phone, address and newsletter choice, or change your password, in {settingsLink}.
            </li>
            <li>
              Rename, pause or delete saved searches, or change how often they email you, in Saved Searches; remove a
              saved property with its heart. Every alert email says which search sent it.
            </li>
            <li>
              Ask for a copy of what we hold about you, or for your account and everything tied to it to be deleted, by
              writing to <SupportContactLink /> from your account’s address. We answer within 45 days.
            </li>
            <li>Refuse analytics and advertising cookies, as described under Cookies.</li>
          </ul>
          <p>
            California residents have further rights, described in our{' '}
            <ContentPageLink page="californiaPrivacy">California Privacy Notice</ContentPageLink>; we extend the same
            requests to everyone who writes to us.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      heading: 'Children',
      body: (
        <p>
          {displayName} is for adults buying and selling property. Accounts are for people 18 and over, and we do not
          knowingly collect information from children under 13. If you believe a child has given us information, write
          to us and we delete it.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: (
        <p>
          When what we store or share changes, we update this policy and the date at the top of the page, and email
          account holders about a material change before it applies.
        </p>
      ),
    },
  ]
  return (
    <ContentArticle
      title={about.title}
      updated={about.updated}
      testId="privacy-page"
      intro={
        <p>
          This policy explains what {displayName} stores about the people who use it, buyers and sellers alike, why, for
          how long, and who else sees it. We wrote it from what the site actually keeps.
        </p>
      }
      sections={sections}
    />
  )
}
