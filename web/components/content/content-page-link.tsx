import type { ReactNode } from 'react'
import type { ContentPage } from '../../../brands/content-pages.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { SiteLink } from '../site-link.tsx'
import { contentLinkClass } from './content-article.tsx'

/** A link in a text page to another content page of the site, at the brand's own address for it. */
export function ContentPageLink(props: { page: ContentPage; hash?: string; children: ReactNode }) {
  const href = `${useSiteLinks().content(props.page)}${props.hash ? `#${props.hash}` : ''}`
  return (
    <SiteLink href={href} className={contentLinkClass}>
      {props.children}
    </SiteLink>
  )
}
