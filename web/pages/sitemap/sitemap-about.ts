import { newListingDays, type ListingSet, type SitemapView } from '../../api/sitemap-pages.ts'
import { usNumber } from '../../format/us-numbers.ts'

// What each sitemap page is called (its h1, and its head's title with the page number) and how it describes itself
// to search results, written once for the page and its route's head.

/** What a state calls its counties (spec §2: county, borough and parish variants). */
const countyWordsByState: Record<string, { one: string; many: string }> = {
  LA: { one: 'Parish', many: 'Parishes' },
  AK: { one: 'Borough', many: 'Boroughs and Census Areas' },
  PR: { one: 'Municipio', many: 'Municipios' },
}
const countyWords = { one: 'County', many: 'Counties' }

export const countyWordsOf = (stateAbbreviation: string) => countyWordsByState[stateAbbreviation] ?? countyWords

/** '1 listing', '12,345 listings'. */
export const listingsText = (count: number) => (count === 1 ? '1 listing' : `${usNumber(count)} listings`)

/** The title of a state's featured or new listings: their page's h1 and the state page's link to it. */
export const listingSetTitles: Record<ListingSet, (stateName: string) => string> = {
  featured: (stateName) => `Featured Land for Sale in ${stateName}`,
  new: (stateName) => `New Land Listings in ${stateName}`,
}

export interface SitemapAbout {
  /** The page's h1. */
  title: string
  /** The head's title: the h1, and the page number after the first. */
  headTitle: string
  description: string
}

export function sitemapAbout(view: SitemapView, siteName: string): SitemapAbout {
  const about = (title: string, description: string, pageIndex = 0): SitemapAbout => ({
    title,
    headTitle: pageIndex > 0 ? `${title}, Page ${pageIndex + 1}` : title,
    description,
  })
  switch (view.page) {
    case 'index':
      return about(
        'Sitemap: Land for Sale by State',
        `Land for sale on ${siteName} in every state, with the number of listings in each, and the site’s searches and pages.`,
      )
    case 'state': {
      const { state } = view
      const words = countyWordsOf(state.abbreviation)
      return about(
        `${state.name} Land for Sale by ${words.one}`,
        `${listingsText(state.listingCount)} of land for sale in ${state.name} on ${siteName}, by ${words.one.toLowerCase()} and by property type.`,
      )
    }
    case 'county': {
      const { state, county, listings } = view
      return about(
        `Land for Sale in ${county.name}, ${state.name}`,
        `All ${listingsText(listings.listingCount)} of land for sale in ${county.name}, ${state.abbreviation} on ${siteName}, with acreage and price.`,
        listings.pageIndex,
      )
    }
    case 'featured':
      return about(
        listingSetTitles.featured(view.state.name),
        `Diamond, platinum, gold, showcase and signature listings of land for sale in ${view.state.name} on ${siteName}, the top tier first.`,
        view.listings.pageIndex,
      )
    case 'new':
      return about(
        listingSetTitles.new(view.state.name),
        `Land for sale in ${view.state.name} listed on ${siteName} in the last ${newListingDays} days, the newest first.`,
        view.listings.pageIndex,
      )
  }
}
