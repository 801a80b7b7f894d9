import { useLoginInfo } from '../account/use-login-info.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { brandLinkHref, useSiteLinks } from '../site/site-links.tsx'
import { footerCollapsedCount, popularStatesCollapsedCount } from '../rules/layout.ts'
import { propertyTypeNames, type PropertyTypeName } from '../rules/listing-rules.ts'
import { ExpandableLinkList, type LinkItem } from './expandable-link-list.tsx'
import { useFooterLists } from './footer-lists.ts'
import type { BrandLink } from '../../brands/brand-config.ts'

/** The footer's id: the first paint waits until it is parsed (the root's render-blocking `expect` link). */
export const siteFooterId = 'site-footer'

const typeByName = new Map(Object.entries(propertyTypeNames).map(([type, name]) => [name, type as PropertyTypeName]))

/**
 * The footer of every page (spec §2 Footer). The main land site's: its 10 most popular states with More/Less, the
 * property types, popular searches, resources, About Us and For Partners. The rural-land and farm-and-ranch sites have
 * their own: the brand's card, then every state (5 shown, sorted when expanded), resources, About Us and For Partners.
 * Links that need a login (Advertise a Listing, Manage Listings) go through the login page for a visitor.
 */
export function SiteFooter() {
  const brand = useBrand()
  const links = useSiteLinks()
  const loggedIn = useLoginInfo().isLoggedIn
  const lists = useFooterLists()
  const popular = brand.footer.stateList === 'popular'
  const states: LinkItem[] = lists.stateNames.map((name) => ({
    label: popular ? name : `${name} Land for Sale`,
    href: () => links.state(name),
  }))
  const types: LinkItem[] = lists.propertyTypeNames.flatMap((name) => {
    const type = typeByName.get(name)
    return type ? [{ label: `${name} for Sale`, href: () => links.propertyType(type) }] : []
  })
  const brandLinks = (list: BrandLink[]): LinkItem[] =>
    list.map((link) => ({ ...link, href: brandLinkHref(link, links, loggedIn) }))
  const list = (title: string, items: LinkItem[], testId: string, collapsedCount = footerCollapsedCount) => (
    <ExpandableLinkList title={title} items={items} collapsedCount={collapsedCount} testId={testId} />
  )

  return (
    <footer
      id={siteFooterId}
      data-testid="site-footer"
      data-layout={brand.footer.stateList}
      className="mt-12 bg-brand-footer-bg text-brand-footer-ink font-body"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        {popular ? (
          list('Popular States', states, 'footer-states', popularStatesCollapsedCount)
        ) : (
          <>
            <FooterBrandCard />
            <ExpandableLinkList
              title="Real Estate For Sale by State"
              items={states}
              collapsedCount={footerCollapsedCount}
              sortExpanded
              testId="footer-states"
            />
          </>
        )}
        {brand.footer.showPropertyTypes && list('Real Estate For Sale by Type', types, 'footer-types')}
        {brand.footer.showPopularSearches &&
          list(
            'Popular Searches',
            lists.popularSearches.map((search) => ({ label: search.label, href: search.path })),
            'footer-searches',
          )}
        {brand.footer.resourceLinks.length > 0 &&
          list('Resources', brandLinks(brand.footer.resourceLinks), 'footer-resources')}
        {list('About Us', brandLinks(brand.footer.aboutLinks), 'footer-about')}
        {list('For Partners', brandLinks(brand.footer.partnerLinks), 'footer-partners')}
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-5 text-xs">
          <p className="m-0" data-testid="copyright">
            © {new Date().getFullYear()} {brand.legalName}. All rights reserved.
          </p>
          <ul className="m-0 flex list-none flex-wrap gap-4 p-0" aria-label="Social networks">
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

/** The rural-land and farm-and-ranch footers open with the brand: logo, what the site is for, how to reach it. */
function FooterBrandCard() {
  const brand = useBrand()
  return (
    <section
      aria-label={`About ${brand.displayName}`}
      data-testid="footer-brand"
      className="sm:col-span-2 lg:col-span-1 xl:col-span-2"
    >
      <p className="m-0 flex items-center gap-2 font-heading text-lg font-bold">
        <img src={brand.icons.logo} alt="" width={32} height={32} />
        {brand.displayName}
      </p>
      <p className="m-0 mt-3 max-w-sm text-sm opacity-90">{brand.tagline}.</p>
      <p className="m-0 mt-3 text-sm">
        Questions?{' '}
        <a className="tap-target text-inherit underline" href={`mailto:${brand.supportContact}`}>
          {brand.supportContact}
        </a>
      </p>
    </section>
  )
}
