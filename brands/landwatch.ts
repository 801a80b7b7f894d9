import { accountPaths, myAccountMenuSection } from './account-menu.ts'
import type { BrandConfigInput } from './brand-config.ts'
import { brandNames } from './brand-names.ts'

// The rural-land site. Route shapes: /{state}-land-for-sale/…, /pid/{id}, /profile/{name}/{id}, /find-agent.
export const landwatchBrand: BrandConfigInput = {
  id: 'landwatch',
  displayName: brandNames.landwatch,
  legalName: 'Rural Lookout Land Listings',
  tagline: 'Rural land, cabins and country homes for sale',
  supportContact: 'help@rurallookout.example',
  searchPlaceholder: 'Enter a state, county, city or ZIP',
  notFoundMessage: 'We couldn’t find this page',
  headerNav: [
    { label: 'Search Land', href: '/land' },
    { label: 'Search By State', href: '/sitemap' },
    { label: 'Find Agents', href: '/find-agent' },
    { label: 'Advertise', page: 'advertisingTerms' },
    { label: 'Add a Property', page: 'addListing', requiresLogin: true },
  ],
  headerBand: [],
  accountMenu: [
    myAccountMenuSection,
    { title: 'Finance', links: [{ label: 'Finance Center', page: 'financing' }] },
    { title: 'Auctions', links: [{ label: 'Land Auctions', href: '/land/auctions' }] },
    {
      title: 'Property Types',
      links: [
        { label: 'Farms', href: '/land/farms' },
        { label: 'Ranches', href: '/land/ranches' },
        { label: 'Cabins', href: '/land/homes' },
        { label: 'Timberland', href: '/land/timberland' },
      ],
    },
    { title: 'Other Searches', links: [{ label: 'Owner Financing', href: '/land/owner-financing' }] },
  ],
  footer: {
    stateList: 'column',
    showPropertyTypes: false,
    showPopularSearches: false,
    aboutLinks: [
      { label: 'Contact Us', page: 'contact' },
      { label: 'Terms of Use', page: 'termsOfUse' },
      { label: 'Sitemap', href: '/sitemap' },
      { label: 'Privacy Policy', page: 'privacy', newTab: true },
      { label: 'CA: Do Not Sell My Personal Info', page: 'californiaPrivacy', newTab: true },
    ],
    partnerLinks: [
      { label: 'Advertise a Listing', page: 'addListing', requiresLogin: true },
      { label: 'Advertise a Business', href: 'https://business.rurallookout.example/advertise', newTab: true },
      { label: 'Manage Listings', href: accountPaths.manageListings, requiresLogin: true },
    ],
    resourceLinks: [{ label: 'Finance Center', page: 'financing' }],
    social: [
      { network: 'Facebook', href: 'https://facebook.com/rurallookout.example' },
      { network: 'Instagram', href: 'https://instagram.com/rurallookout.example' },
      { network: 'YouTube', href: 'https://youtube.com/@rurallookout.example' },
      { network: 'X', href: 'https://x.com/rurallookout_example' },
      { network: 'LinkedIn', href: 'https://linkedin.com/company/rurallookout.example' },
    ],
  },
  icons: {
    favicon: '/brand/landwatch/logo.png',
    logo: '/brand/landwatch/logo.png',
    appleTouch: '/brand/landwatch/apple-touch-icon.png',
  },
  fonts: {
    heading: 'Georgia, "Times New Roman", serif',
    body: '"Segoe UI", system-ui, Roboto, Arial, sans-serif',
  },
  theme: {
    primary: '#8a4b14',
    primaryDark: '#5e320c',
    accent: '#2e6f8e',
    ink: '#241c15',
    muted: '#6b5d50',
    surface: '#faf6f0',
    headerBg: '#2b2118',
    headerInk: '#fbf3e8',
    footerBg: '#2b2118',
    footerInk: '#f1e6d8',
  },
  features: {
    financeCenter: true,
    stateLandingPages: false,
    featuredAndNewSitemaps: false,
    cardMediaIcons: true,
  },
  timings: { savedSearchPopoverMinWidth: 990, mobileAdScriptOnScroll: 'every-page' },
}
