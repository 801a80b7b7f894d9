import { accountPaths, myAccountMenuSection } from './account-menu.ts'
import type { BrandConfigInput } from './brand-config.ts'
import { brandNames } from './brand-names.ts'

// The main land site. Route shapes: /search/…, /property/{location}/{id}/, /broker/{id}, /member/{id}.
export const landBrand: BrandConfigInput = {
  id: 'land',
  displayName: brandNames.land,
  legalName: 'OpenAcres Marketplace',
  tagline: 'Land for sale across America, from house lots to working ranches',
  supportContact: 'support@openacres.example',
  searchPlaceholder: 'Search by state, county, city or ZIP',
  notFoundMessage: 'You went off the grid! Let’s get you back on the map',
  headerNav: [
    { label: 'Search Land', href: '/search/all-land/' },
    { label: 'Search By State', href: '/sitemap/' },
    { label: 'Find Agents', href: '/broker/' },
    { label: 'Advertise', page: 'advertisingTerms' },
    { label: 'Add a Property', page: 'addListing', requiresLogin: true },
  ],
  headerBand: [],
  accountMenu: [
    myAccountMenuSection,
    { title: 'Finance', links: [{ label: 'Land Loans', page: 'financing' }] },
    { title: 'Auctions', links: [{ label: 'Land Auctions', href: '/search/auctions/' }] },
    {
      title: 'Property Types',
      links: [
        { label: 'Farms', href: '/search/farms-for-sale/' },
        { label: 'Ranches', href: '/search/ranches-for-sale/' },
        { label: 'Hunting Land', href: '/search/hunting-land-for-sale/' },
        { label: 'Recreational Land', href: '/search/recreational-land-for-sale/' },
      ],
    },
    {
      title: 'Other Searches',
      links: [
        { label: 'Cheap Land', href: '/search/cheap-land-for-sale/' },
        { label: 'Off-Grid Land', href: '/search/off-grid-land-for-sale/' },
        { label: 'Waterfront', href: '/search/waterfront-for-sale/' },
      ],
    },
  ],
  footer: {
    stateList: 'popular',
    showPropertyTypes: true,
    showPopularSearches: true,
    aboutLinks: [
      { label: 'Contact Us', page: 'contact' },
      { label: 'Terms of Use', page: 'termsOfUse' },
      { label: 'Sitemap', href: '/sitemap/' },
      { label: 'Privacy Policy', page: 'privacy', newTab: true },
      { label: 'CA: Do Not Sell My Personal Info', page: 'californiaPrivacy', newTab: true },
    ],
    partnerLinks: [
      { label: 'Advertise a Listing', page: 'addListing', requiresLogin: true },
      { label: 'Advertise a Business', href: 'https://business.openacres.example/advertise', newTab: true },
      { label: 'Manage Listings', href: accountPaths.manageListings, requiresLogin: true },
    ],
    resourceLinks: [
      { label: 'Land Loans', page: 'financing' },
      { label: 'Land Feed for Partners', page: 'landFeedDocs' },
      { label: 'Photo Guidelines', page: 'photoTerms' },
    ],
    social: [
      { network: 'Facebook', href: 'https://facebook.com/openacres.example' },
      { network: 'Instagram', href: 'https://instagram.com/openacres.example' },
      { network: 'YouTube', href: 'https://youtube.com/@openacres.example' },
      { network: 'Pinterest', href: 'https://pinterest.com/openacres.example' },
      { network: 'LinkedIn', href: 'https://linkedin.com/company/openacres.example' },
    ],
  },
  icons: {
    favicon: '/brand/land/logo.png',
    logo: '/brand/land/logo.png',
    appleTouch: '/brand/land/apple-touch-icon.png',
  },
  fonts: {
    heading: '"Trebuchet MS", "Segoe UI", system-ui, sans-serif',
    body: 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  theme: {
    primary: '#2f6b2f',
    primaryDark: '#1f4a1f',
    accent: '#d98c1f',
    ink: '#1d2420',
    muted: '#5b665f',
    surface: '#f5f7f2',
    headerBg: '#ffffff',
    headerInk: '#1d2420',
    footerBg: '#1f2a22',
    footerInk: '#e9efe9',
  },
  features: {
    financeCenter: false,
    stateLandingPages: true,
    featuredAndNewSitemaps: true,
    cardMediaIcons: false,
  },
  timings: { savedSearchPopoverMinWidth: 901, mobileAdScriptOnScroll: 'no-page' },
}
