import { useQuery } from '@tanstack/react-query'
import { popularPropertyTypeNamesQuery, popularSearchesQuery, popularStateNamesQuery } from '../api/site-queries.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'
import { footerCollapsedCount, popularStatesCollapsedCount } from '../rules/layout.ts'
import { propertyTypeNames, type PropertyTypeName } from '../rules/listing-rules.ts'
import { ExpandableLinkList, type LinkItem } from './expandable-link-list.tsx'
import type { BrandLink } from '../../brands/brand-config.ts'

const typeByName = new Map(Object.entries(propertyTypeNames).map(([type, name]) => [name, type as PropertyTypeName]))

/**
 * The footer of every page. The land brand lists its 10 most popular states with More/Less and the
 * property types; the other brands list every state in one column (5 shown, sorted when expanded).
 * The lists come from the popular-names calls; when those fail the lists stay empty, silently.
 */
export function SiteFooter() {
  const api = useApi()
  const brand = useBrand()
  const links = useSiteLinks()
  const stateNames = useQuery(popularStateNamesQuery(api)).data ?? []
  const typeNames = useQuery({ ...popularPropertyTypeNamesQuery(api), enabled: brand.footer.showPropertyTypes })
  const searches = useQuery({
    ...popularSearchesQuery(api, brand.siteId),
    enabled: brand.footer.showPopularSearches,
  })
  const states: LinkItem[] = stateNames.map((name) => ({
    label: brand.footer.stateList === 'popular' ? name : `${name} Land for Sale`,
    href: links.state(name),
  }))
  const types: LinkItem[] = (typeNames.data ?? []).flatMap((name) => {
    const type = typeByName.get(name)
    return type ? [{ label: `${name} for Sale`, href: links.propertyType(type) }] : []
  })
  const partnerItems = (list: BrandLink[]): LinkItem[] =>
    list.map((link) => ({ ...link, href: link.requiresLogin ? links.login(link.href) : link.href }))
  const year = new Date().getFullYear()

  return (
    <footer data-testid="site-footer" className="mt-12 bg-brand-footer-bg text-brand-footer-ink font-body">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {brand.footer.stateList === 'popular' ? (
          <ExpandableLinkList
            title="Popular States"
            items={states}
            collapsedCount={popularStatesCollapsedCount}
            testId="footer-states"
          />
        ) : (
          <ExpandableLinkList
            title="Real Estate For Sale by State"
            items={states}
            collapsedCount={footerCollapsedCount}
            sortExpanded
            testId="footer-states"
          />
        )}
        {brand.footer.showPropertyTypes && (
          <ExpandableLinkList
            title="Real Estate For Sale by Type"
            items={types}
            collapsedCount={footerCollapsedCount}
            testId="footer-types"
          />
        )}
        {brand.footer.showPopularSearches && (
          <ExpandableLinkList
            title="Popular Searches"
            items={(searches.data ?? []).map((search) => ({ label: search.label, href: search.path }))}
            collapsedCount={footerCollapsedCount}
            testId="footer-searches"
          />
        )}
        <ExpandableLinkList
          title="About Us"
          items={[...brand.footer.aboutLinks, ...brand.footer.resourceLinks]}
          collapsedCount={footerCollapsedCount}
          testId="footer-about"
        />
        <ExpandableLinkList
          title="For Partners"
          items={partnerItems(brand.footer.partnerLinks)}
          collapsedCount={footerCollapsedCount}
          testId="footer-partners"
        />
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-5 text-xs">
          <p className="m-0" data-testid="copyright">
            © {year} {brand.legalName}. All rights reserved.
          </p>
          <ul className="m-0 flex list-none gap-4 p-0" aria-label="Social networks">
            {brand.footer.social.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener"
                  className="tap-target text-center no-underline hover:underline"
                >
                  {social.network}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
