import type { FinanceArea, FinanceCenterListings } from '../../api/partner-pages.ts'
import { usNumber } from '../../format/us-numbers.ts'
import { useSiteLinks, type SiteLinks } from '../../site/site-links.tsx'
import { financeAreaLabel } from '../finance/lender-text.ts'
import { telHref } from '../../sellers/seller-text.ts'
import { SiteLink } from '../site-link.tsx'

// One lender of the Farm Credit listings page: who it is, how to reach it, and each area it serves with the land for
// sale there, linked to the site's search of that area.

/** The brand's search of the area: the state's page, or the search of its region, county or town. */
function areaSearch(links: SiteLinks, area: FinanceArea): string {
  if (area.type === 'state') return links.state(area.stateName)
  const place =
    area.type === 'region'
      ? { regionName: area.name }
      : area.type === 'county'
        ? { countyName: area.name }
        : { cityName: area.name }
  return links.search({ stateId: area.stateId, ...place })
}

const linkClass = 'tap-target text-brand-primary-dark underline'

export function FarmCreditLender(props: { lender: FinanceCenterListings }) {
  const { lender } = props
  const links = useSiteLinks()
  const headingId = `lender-${lender.id}`
  return (
    <section aria-labelledby={headingId} className="mt-8" data-testid="farm-credit-lender">
      <h2 id={headingId} className="m-0 font-heading text-xl font-bold leading-snug">
        {lender.name}
      </h2>
      <p className="leading-relaxed">{lender.description}</p>
      <ul className="m-0 flex list-none flex-wrap gap-x-5 gap-y-1 p-0">
        {lender.phone && (
          <li>
            <a href={telHref(lender.phone)} className={linkClass}>
              Call {lender.phone}
            </a>
          </li>
        )}
        {lender.email && (
          <li>
            <a href={`mailto:${lender.email}`} className={linkClass}>
              {lender.email}
            </a>
          </li>
        )}
        {lender.url && (
          <li>
            <a href={lender.url} rel="noopener" target="_blank" className={linkClass}>
              Website<span className="sr-only"> of {lender.name} (opens in a new tab)</span>
            </a>
          </li>
        )}
      </ul>
      <h3 className="mb-1 mt-4 text-base font-semibold">Where it lends, and the land for sale there</h3>
      <ul className="m-0 list-none p-0">
        {lender.areas.map((area) => (
          <li
            key={`${area.type}-${area.id}`}
            className="flex flex-wrap justify-between gap-x-3 border-0 border-b border-solid border-gray-200 py-1.5"
          >
            <SiteLink href={areaSearch(links, area)} className={linkClass}>
              {financeAreaLabel(area)}
            </SiteLink>
            <span className="tabular-nums text-brand-muted" data-testid="farm-credit-area-count">
              {area.listingCount === 1 ? '1 listing' : `${usNumber(area.listingCount)} listings`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
