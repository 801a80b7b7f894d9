import type { ContentSection } from '../../components/content/content-article.tsx'

// What the Privacy Policy says the product stores and for how long: the tables of worker/db/migrations (users,
// sessions, password_resets, login_tokens, rate_limits, saved_searches, saved_properties, saved_search_alerts, leads,
// listing_events, client_logs, email_outbox) and the lifetimes of worker/auth (sessions.ts, one-time-keys.ts,
// rate-limit.ts) and the cron (worker/scheduled-work.ts). A new table or lifetime changes this text with it; the
// worker test of these pages checks the lifetimes against the code.

export const storedDataSection: ContentSection = {
  id: 'what-we-store',
  heading: 'What we store',
  body: (
    <>
      <p>We keep only what the site needs to work for you. Here is all of it.</p>
      <h3>Your account</h3>
      <p>
        Your email address and name; your password, stored only as a salted PBKDF2 hash that cannot be turned back into
        the password; and, if you give them in Settings, your phone number and its type, mailing and billing address,
        city, state and ZIP code. We also keep whether you want our newsletter and confirmations of saved properties,
        your account type, and when the account was created, last changed and first logged in to. A seller’s account
        also holds the company details, license number and email address shown with their listings and used for leads.
      </p>
      <h3>Saved properties and saved searches</h3>
      <p>
        The listings you save with the heart, with the site and the time you saved them. For each saved search: its
        name, its filters and address, how often it emails you (No Updates, Daily or Instant), whether it is paused,
        when we last mailed you about it, and which listing changes we already told you about, so you are not told
        twice.
      </p>
      <h3>Inquiries you send to sellers</h3>
      <p>
        Your name, email address, phone number (if given) and message; the listing, with its price, acreage, level and
        place; where on the site you wrote from; your IP address; and the time. The seller receives a copy by email.
      </p>
      <h3>Sessions and security</h3>
      <p>
        While you are logged in, a session row: a hash of the token in your session cookie (never the token itself), the
        site you logged in on, a token that protects your forms from other websites, and when the session began and
        ends. Password reset links and one-time login links are stored the same way, as hashes. To stop password
        guessing and spam, we count logins, registrations, reset requests and inquiries per IP address or per account
        email in short time windows.
      </p>
      <h3>Activity and error reports</h3>
      <p>
        Events about listings and sellers (a listing page viewed, a phone number or website clicked, a flyer printed, an
        inquiry sent, a seller’s page viewed), each with the listing or seller, the IP address and the time: sellers see
        counts of them in Manage Listings. When a page fails in your browser, it reports the error with the page’s
        address and your browser’s user agent. Searches are counted by their address, without anything about who ran
        them, to list popular searches.
      </p>
      <h3>Emails we send</h3>
      <p>
        Each email we send (alerts, password resets, saved-property confirmations, inquiries to sellers) is kept with
        its address, subject, text and delivery status, so a failed send can be retried.
      </p>
      <h3>What we do not store</h3>
      <p>
        Your approximate location, which our hosting provider derives from your IP address to suggest land nearby, is
        used for the request and not stored. “Near me” searches use your browser’s location only when you ask and allow
        it, rounded to one decimal place (about 11 km), and place it in the search’s address. We hold no payment card
        numbers and no government identifiers.
      </p>
    </>
  ),
}

export const retentionSection: ContentSection = {
  id: 'how-long',
  heading: 'How long we keep it',
  body: (
    <>
      <ul>
        <li>
          <strong>Sessions</strong>: 30 days from login, or until you log out; changing your password ends every other
          session. Ended sessions are deleted within minutes.
        </li>
        <li>
          <strong>Password reset links</strong> work once, for 60 minutes; <strong>one-time login links</strong> in
          sellers’ lead emails work once, for 7 days. Both are deleted a day after they expire.
        </li>
        <li>
          <strong>Attempt counters</strong> by IP address or email last a window of 10 minutes to an hour and are
          deleted a day after it ends.
        </li>
        <li>
          <strong>Your account, saved properties and saved searches</strong>: until you remove them, or ask us to delete
          your account, which deletes them with it.
        </li>
        <li>
          <strong>Inquiries, listing events, sent emails and error reports</strong> have no automatic expiry today: they
          are the record of what the site did for buyers and sellers. We delete yours when you ask.
        </li>
        <li>
          <strong>Browser storage</strong> (see Cookies) stays in your browser until you clear it.
        </li>
      </ul>
    </>
  ),
}
