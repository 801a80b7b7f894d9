import type { ContentPage } from '../../brands/content-pages.ts'
import { addListingAbout } from '../../web/components/add-listing/add-listing-about.ts'
import { legalPageAbout } from '../../web/content/legal-page-about.ts'
import { partnerPageAbout } from '../../web/content/partner-page-about.ts'
import { pageHead, type PageHead } from '../page-head.ts'
import type { RouterContext } from '../router-context.ts'

// A content page's route work, loaded with the page (routes/content/content-routes.tsx): its head from the page's
// own title and description, and the data the page reads.

type TextPage = Exclude<ContentPage, 'financing'>

const pageAbout: Record<TextPage, { title: string; description: (siteName: string) => string }> = {
  ...legalPageAbout,
  ...partnerPageAbout,
  addListing: addListingAbout,
}

/** The data a page reads, in the query cache before it renders (its call module loaded here, not before). */
const pageData: Partial<Record<TextPage, (context: RouterContext) => Promise<unknown>>> = {
  contact: async ({ api, brand, queryClient }) => {
    const { contactOptionsQuery } = await import('../../web/api/contact.ts')
    return queryClient.ensureQueryData(contactOptionsQuery(api, brand.siteId))
  },
  landFeedStates: async ({ api, brand, queryClient }) => {
    const { landFeedStatesQuery } = await import('../../web/api/partner-pages.ts')
    return queryClient.ensureQueryData(landFeedStatesQuery(api, brand.siteId))
  },
  farmCreditListings: async ({ api, brand, queryClient }) => {
    const { farmCreditListingsQuery } = await import('../../web/api/partner-pages.ts')
    return queryClient.ensureQueryData(farmCreditListingsQuery(api, brand.siteId))
  },
}

export async function loadContentPage(
  page: TextPage,
  context: RouterContext & { canonicalPath: string },
): Promise<{ head: PageHead }> {
  await pageData[page]?.(context)
  const { brand, canonicalOrigin, canonicalPath } = context
  const about = pageAbout[page]
  return {
    head: pageHead(brand, {
      title: about.title,
      description: about.description(brand.displayName),
      url: `${canonicalOrigin}${canonicalPath}`,
      type: 'website',
    }),
  }
}
