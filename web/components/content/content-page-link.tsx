import type { ReactNode } from 'react'
import { contentPath, type ContentPage } from '../../../brands/content-paths.ts'
import { useBrand } from '../../site/brand-context.tsx'
import { SiteLink } from '../site-link.tsx'
import { contentLinkClass } from './content-article.tsx'

/** A link in a text page to another content page of the site, at the brand's own address for it. */
export function ContentPageLink(props: { page: ContentPage; hash?: string; children: ReactNode }) {
  const brand = useBrand()
  const href = `${contentPath(brand.id, props.page)}${props.hash ? `#${props.hash}` : ''}`
  return (
    <SiteLink href={href} className={contentLinkClass}>
      {props.children}
    </SiteLink>
  )
}
