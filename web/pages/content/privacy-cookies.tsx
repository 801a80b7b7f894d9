import type { ContentSection } from '../../components/content/content-article.tsx'

// Cookies and browser storage, as the code sets them: the session cookie (worker/auth/session-cookie.ts), local and
// session storage (recently viewed listings, the save-search and login popovers, the seller's welcome), and the
// brands' analytics and advertising tags (brands/*.ts tracking), which a visitor's refusal or Global Privacy Control
// keeps off the page.

export const cookiesSection: ContentSection = {
  id: 'cookies',
  heading: 'Cookies and browser storage',
  body: (
    <>
      <h3>Needed for the site to work</h3>
      <ul>
        <li>
          <strong>session</strong>: a cookie set only when you log in, holding a random token that keeps you logged in
          for up to 30 days. Scripts cannot read it, it is sent only over HTTPS, and it is deleted when you log out.
        </li>
        <li>
          <strong>Browser storage</strong> (not cookies, never sent to us): the listings you viewed recently, shown back
          to you on listing pages; when we last suggested saving a search, so we ask at most once in 30 days; whether a
          seller has seen the welcome after their first login; and a login prompt waiting for the next page.
        </li>
      </ul>
      <h3>Analytics and advertising</h3>
      <p>
        To learn which pages help buyers, and to show advertising, the site loads Google Analytics (through Google Tag
        Manager) and Google’s advertising script a moment after each page has loaded. They set their own cookies and
        receive your IP address, the page you view and your browser’s details.
      </p>
      <p>
        You can refuse them in the site’s cookie choices. When you do, or when your browser sends the Global Privacy
        Control signal, we do not load these scripts at all, so they set no cookies and receive nothing from our pages.
        You can also block or delete cookies in your browser’s settings; the site keeps working without them, except
        that you cannot stay logged in without the session cookie.
      </p>
    </>
  ),
}
