import { contentPages, type ContentPage } from '../../../brands/content-pages.ts'
import type { SitemapView } from '../../api/sitemap-pages.ts'
import { addListingAbout } from '../../components/add-listing/add-listing-about.ts'
import { legalPageAbout } from '../../content/legal-page-about.ts'
import { partnerPageAbout } from '../../content/partner-page-about.ts'
import { propertyTypeNames, transactionType, type PropertyTypeName } from '../../rules/listing-rules.ts'
import { customSearchPages } from '../../search/custom-search-pages.ts'
import { searchHeading } from '../../search/search-heading.ts'
import { directoryHeading } from '../../sellers/directory-heading.ts'
import { useBrand } from '../../site/brand-context.tsx'
import { useSiteLinks } from '../../site/site-links.tsx'
import { LinkColumns, SitemapFrame, SitemapSection } from './sitemap-frame.tsx'
import { useSitemapPath } from './sitemap-path.ts'

// The sitemap's first page (/sitemap/, the header's Search By State and the footer's Sitemap): every state with its
// listings, then the site's searches, its seller directory and its pages, each at the brand's own address.

const pagesAbout = { ...legalPageAbout, ...partnerPageAbout, addListing: addListingAbout }
/** A content page by its own title; the loan guide's is a sentence, so the menus' label stands in. */
const contentTitle = (page: ContentPage) => (page === 'financing' ? 'Land Loans' : pagesAbout[page].title)

export function SitemapIndex(props: { view: Extract<SitemapView, { page: 'index' }> }) {
  const brand = useBrand()
  const links = useSiteLinks()
  const sitemapPath = useSitemapPath()
  const searches = [
    { href: links.search({}), label: searchHeading({}) },
    {
      href: links.search({ transactionTypes: [transactionType.auction] }),
      label: searchHeading({ transactionTypes: [transactionType.auction] }),
    },
    ...(Object.keys(propertyTypeNames) as PropertyTypeName[]).map((type) => ({
      href: links.propertyType(type),
      label: `${propertyTypeNames[type]} for Sale`,
    })),
    ...Object.values(customSearchPages).map((page) => ({ href: links.search(page.criteria), label: page.label })),
  ]
  return (
    <SitemapFrame
      view={props.view}
      intro={
        <p>
          Every state where {brand.displayName} lists land, with its listings for sale or under contract today. Open a
          state for its counties and its land by property type, or start from the searches and pages below.
        </p>
      }
    >
      <SitemapSection id="states" heading="Land for Sale by State">
        <LinkColumns
          links={props.view.states.map((state) => ({
            href: sitemapPath({ page: 'state', state }),
            label: state.name,
            listingCount: state.listingCount,
          }))}
        />
      </SitemapSection>
      <SitemapSection id="searches" heading="Search Land">
        <LinkColumns links={searches} />
      </SitemapSection>
      <SitemapSection id="sellers" heading="Find a Seller">
        <LinkColumns links={[{ href: links.directory({}), label: directoryHeading({}) }]} />
      </SitemapSection>
      <SitemapSection id="site-pages" heading={`About ${brand.displayName}`}>
        <LinkColumns
          links={[
            { href: links.home, label: 'Home' },
            ...contentPages.map((page) => ({ href: links.content(page), label: contentTitle(page) })),
          ]}
        />
      </SitemapSection>
    </SitemapFrame>
  )
}
