import type { ContentPage } from '../../brands/content-pages.ts'
import type { ContentPageAbout } from './legal-page-about.ts'

// The contact page and the pages for partners (land feed advertisers, Farm Credit lenders): each one's title (its h1
// and the head's title), its description (the head's and link previews') and the date its text last changed, written
// once for the page and its route.

export const partnerPages = [
  'contact',
  'landFeedDocs',
  'landFeedStates',
  'farmCreditLeads',
  'farmCreditListings',
] as const satisfies readonly ContentPage[]
export type PartnerPage = (typeof partnerPages)[number]

export const partnerPageAbout: Record<PartnerPage, ContentPageAbout> = {
  contact: {
    title: 'Contact Us',
    description: (siteName) =>
      `Questions about buying land, advertising a listing or your ${siteName} account: write to our support team.`,
    updated: '2026-11-21',
  },
  landFeedDocs: {
    title: 'Land Feed Documentation',
    description: (siteName) =>
      `The JSON feed format for listing your whole land inventory on ${siteName}: every field, an example, delivery rules and a feed checker.`,
    updated: '2026-11-21',
  },
  landFeedStates: {
    title: 'Land Listings and Advertisers by State',
    description: (siteName) =>
      `How many land listings are for sale on ${siteName} in each state, and how many advertisers list them.`,
    updated: '2026-11-21',
  },
  farmCreditLeads: {
    title: 'Buyer Leads for Farm Credit Lenders',
    description: (siteName) =>
      `What a buyer lead from ${siteName} holds, how it reaches you, its data format and your privacy duties.`,
    updated: '2026-11-21',
  },
  farmCreditListings: {
    title: 'Farm Credit Lenders and the Land They Serve',
    description: (siteName) =>
      `Farm Credit and rural lenders on ${siteName}, the states, regions, counties and towns they lend in, and the land for sale there.`,
    updated: '2026-11-21',
  },
}
