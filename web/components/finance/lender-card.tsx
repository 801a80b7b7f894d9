import type { FinanceCenter } from '../../api/finance.ts'
import { summaryText } from '../../seo/open-graph.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { SiteLink } from '../site-link.tsx'
import { telHref } from '../../sellers/seller-text.ts'
import { financeAreaLabel, lenderPath } from './lender-text.ts'

// A lender in a list (the finance center's lenders of a state, a listing's lenders): logo, name linking to the
// lender's page in the finance center, where it lends, the start of its description and its phone.

const logoSize = { width: 96, height: 96 }

export function LenderCard(props: { lender: FinanceCenter; headingLevel: 'h3' | 'h4' }) {
  const { lender } = props
  const links = useSiteLinks()
  const Heading = props.headingLevel
  return (
    <article className="flex gap-3 rounded-lg border border-solid border-gray-300 p-3" data-testid="lender-card">
      {lender.logoId !== null && (
        <img
          src={links.image(lender.logoId, logoSize)}
          alt=""
          width={logoSize.width}
          height={logoSize.height}
          loading="lazy"
          className="h-14 w-14 shrink-0 rounded bg-gray-100 object-cover"
        />
      )}
      <div className="min-w-0 text-sm">
        <Heading className="m-0 text-base font-semibold">
          <SiteLink href={lenderPath(links, lender.id)} className="tap-target text-brand-primary-dark underline">
            {lender.name}
          </SiteLink>
        </Heading>
        {lender.areas.length > 0 && (
          <p className="m-0 text-brand-muted">Lends in {lender.areas.map(financeAreaLabel).join('; ')}</p>
        )}
        <p className="m-0 mt-1">{summaryText(lender.description, 160)}</p>
        {lender.phone && (
          <a href={telHref(lender.phone)} className="tap-target mt-1 font-semibold text-brand-primary-dark">
            Call {lender.phone}
          </a>
        )}
      </div>
    </article>
  )
}
