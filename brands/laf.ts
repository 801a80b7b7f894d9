import { accountPaths, myAccountMenuSection } from './account-menu.ts'
import type { BrandConfigInput } from './brand-config.ts'
import { brandNames } from './brand-names.ts'

// The farm-and-ranch site. Route shapes: /search/{state}-land-for-sale/…, /property/{location}-{id}/,
// /broker/{name}-{id}/, /real-estate-agents/.
export const lafBrand: BrandConfigInput = {
  id: 'laf',
  displayName: brandNames.laf,
  legalName: 'Farm & Range Finder Listings',
  tagline: 'Farms, ranches and working land for sale',
  supportContact: 'service@farmrange.example',
  searchPlaceholder: 'Find farms and ranches by location',
  notFoundMessage: 'We couldn’t find this page',
  headerNav: [
    { label: 'Search Land', href: '/search/all-land/' },
    { label: 'Search By State', href: '/sitemap/' },
    { label: 'Find Agents', href: '/real-estate-agents/' },
    { label: 'Advertise', page: 'advertisingTerms' },
    { label: 'Add a Property', page: 'addListing', requiresLogin: true },
  ],
  headerBand: [
    { label: 'Farm Credit Listings', page: 'farmCreditListings' },
    { label: 'Farm & Ranch Loans', page: 'financing' },
    { label: 'Farm Auctions', href: '/search/all-land/auctions/' },
    { label: 'Contact Us', page: 'contact' },
  ],
  accountMenu: [
    myAccountMenuSection,
    { title: 'Finance', links: [{ label: 'Farm Credit', page: 'farmCreditListings' }] },
    { title: 'Auctions', links: [{ label: 'Farm Auctions', href: '/search/all-land/auctions/' }] },
    {
      title: 'Property Types',
      links: [
        { label: 'Farms', href: '/search/all-land/farms-for-sale/' },
        { label: 'Ranches', href: '/search/all-land/ranches-for-sale/' },
        { label: 'Horse Property', href: '/search/all-land/horse-property-for-sale/' },
      ],
    },
    {
      title: 'Other Searches',
      links: [{ label: 'Orchards & Vineyards', href: '/search/all-land/present-use-orchard-vineyards/' }],
    },
  ],
  footer: {
    stateList: 'column',
    showPropertyTypes: false,
    showPopularSearches: false,
    aboutLinks: [
      { label: 'Contact Us', page: 'contact' },
      { label: 'Terms of Use', page: 'termsOfUse' },
      { label: 'Sitemap', href: '/sitemap/' },
      { label: 'Privacy Policy', page: 'privacy', newTab: true },
      { label: 'CA: Do Not Sell My Personal Info', page: 'californiaPrivacy', newTab: true },
    ],
    partnerLinks: [
      { label: 'Advertise a Listing', page: 'addListing', requiresLogin: true },
      { label: 'Advertise a Business', href: 'https://business.farmrange.example/advertise', newTab: true },
      { label: 'Manage Listings', href: accountPaths.manageListings, requiresLogin: true },
    ],
    resourceLinks: [
      { label: 'Farm Credit Listings', page: 'farmCreditListings' },
      { label: 'Lead Documentation', page: 'farmCreditLeads' },
    ],
    social: [
      { network: 'Facebook', href: 'https://facebook.com/farmrange.example' },
      { network: 'Instagram', href: 'https://instagram.com/farmrange.example' },
      { network: 'YouTube', href: 'https://youtube.com/@farmrange.example' },
      { network: 'X', href: 'https://x.com/farmrange_example' },
      { network: 'Pinterest', href: 'https://pinterest.com/farmrange.example' },
    ],
  },
  icons: { favicon: '/brand/laf/logo.png', logo: '/brand/laf/logo.png', appleTouch: '/brand/laf/apple-touch-icon.png' },
  fonts: {
    heading: '"Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif',
    body: 'Verdana, "Segoe UI", system-ui, sans-serif',
  },
  theme: {
    primary: '#7a1f1f',
    primaryDark: '#521414',
    accent: '#c9a227',
    ink: '#221a17',
    muted: '#6a5f58',
    surface: '#f8f4ec',
    headerBg: '#ffffff',
    headerInk: '#221a17',
    footerBg: '#3a1010',
    footerInk: '#f5e9e1',
  },
  features: {
    financeCenter: false,
    stateLandingPages: false,
    featuredAndNewSitemaps: false,
    cardMediaIcons: false,
  },
  timings: { savedSearchPopoverMinWidth: 990, mobileAdScriptOnScroll: 'home-page-on-small-screens' },
}
