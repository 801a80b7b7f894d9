import type { ReactNode } from 'react'
import type { SitemapView } from '../../api/sitemap-pages.ts'
import { SiteLink } from '../../components/site-link.tsx'
import { usNumber } from '../../format/us-numbers.ts'
import { useBrand } from '../../site/brand-context.tsx'
import { sitemapAbout } from './sitemap-about.ts'
import { useSitemapPath } from './sitemap-path.ts'
import { sitemapTrail } from './sitemap-trail.ts'

// The frame every sitemap page shares: the trail to it, its h1 and a short introduction, then sections of links in
// columns (one on a phone, up to four on a wide screen), each link with its count of listings when it has one.

/** A link in a list: no underline in a column of links, one on hover and focus; 24 px high at least. */
export const sitemapLinkClass = 'tap-target text-brand-primary-dark no-underline hover:underline focus:underline'

export function SitemapFrame(props: { view: SitemapView; intro: ReactNode; children: ReactNode }) {
  const brand = useBrand()
  const trail = sitemapTrail(useSitemapPath(), props.view)
  return (
    <main data-testid="sitemap-page" className="mx-auto box-border max-w-7xl px-4 pb-16 pt-4 text-brand-ink">
      <nav aria-label="Breadcrumb" className="mb-3 text-sm">
        <ol className="m-0 flex list-none flex-wrap gap-1 p-0">
          {trail.map((step, index) => (
            <li key={step.href} className="flex gap-1">
              {index > 0 && <span aria-hidden="true">›</span>}
              <SiteLink
                href={step.href}
                className="tap-target"
                aria-current={index === trail.length - 1 ? 'page' : undefined}
              >
                {step.label}
              </SiteLink>
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="m-0 font-heading text-2xl font-bold leading-tight md:text-3xl">
        {sitemapAbout(props.view, brand.displayName).title}
      </h1>
      <div className="max-w-[70ch] leading-relaxed">{props.intro}</div>
      {props.children}
    </main>
  )
}

export function SitemapSection(props: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="mt-8">
      <h2 id={props.id} className="m-0 mb-3 font-heading text-xl font-bold leading-snug">
        {props.heading}
      </h2>
      {props.children}
    </section>
  )
}

export interface SitemapLink {
  href: string
  label: string
  /** Active listings behind the link. */
  listingCount?: number
}

export function LinkColumns(props: { links: readonly SitemapLink[] }) {
  return (
    <ul className="m-0 list-none gap-x-8 p-0 sm:columns-2 lg:columns-3 xl:columns-4">
      {props.links.map((link) => (
        <li key={link.href} className="break-inside-avoid py-0.5">
          <SiteLink href={link.href} className={sitemapLinkClass}>
            {link.label}
          </SiteLink>
          {link.listingCount !== undefined && (
            <span className="ml-1.5 text-sm text-brand-muted">{`(${usNumber(link.listingCount)})`}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
