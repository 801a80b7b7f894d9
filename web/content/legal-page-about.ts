import type { ContentPage } from '../../brands/content-pages.ts'

// The legal and advertising pages: each one's title (its h1 and the head's title), its description (the head's
// description and link previews) and the date it last changed, written once for the page and its route.

export const legalPages = [
  'advertisingTerms',
  'termsOfUse',
  'photoTerms',
  'privacy',
  'californiaPrivacy',
] as const satisfies readonly ContentPage[]
export type LegalPage = (typeof legalPages)[number]

/** What a content page says about itself: its h1 and head title, its summary, and when its text last changed. */
export interface ContentPageAbout {
  title: string
  /** The page's summary for search results and previews, naming the site it is read on. */
  description: (siteName: string) => string
  /** ISO date of the text's last change: the page's 'Last updated'. */
  updated: string
}

export const legalPageAbout: Record<LegalPage, ContentPageAbout> = {
  advertisingTerms: {
    title: 'Advertising Terms',
    description: (siteName) =>
      `The terms for advertising land on ${siteName}: listing levels and upgrades, what each shows buyers, accuracy, fair housing and removal.`,
    updated: '2026-11-21',
  },
  termsOfUse: {
    title: 'Terms of Use',
    description: (siteName) =>
      `The terms for using ${siteName}: accounts, saved searches, acceptable use, listings as advertisers' statements, liability and governing law.`,
    updated: '2026-11-21',
  },
  photoTerms: {
    title: 'Terms and Conditions for Submitting Photos',
    description: (siteName) =>
      `Which photos ${siteName} accepts with a listing, how to prepare them, and the license you grant us to show them.`,
    updated: '2026-11-21',
  },
  privacy: {
    title: 'Privacy Policy',
    description: (siteName) =>
      `What ${siteName} stores about buyers and sellers, why, how long we keep it, who else receives it, and your choices.`,
    updated: '2026-11-21',
  },
  californiaPrivacy: {
    title: 'California Privacy Notice',
    description: (siteName) =>
      `Your rights under the California Consumer Privacy Act on ${siteName}: to know, delete, correct and opt out, and how to use them.`,
    updated: '2026-11-21',
  },
}
