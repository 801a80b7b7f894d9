import { useBrand } from '../../site/brand-context.tsx'
import { contentLinkClass } from './content-article.tsx'

/** The brand's support address as a mail link: where a text page sends a reader with a question or a request. */
export function SupportContactLink() {
  const { supportContact } = useBrand()
  return (
    <a href={`mailto:${supportContact}`} className={contentLinkClass}>
      {supportContact}
    </a>
  )
}
