import type { FinanceArea, FinanceAreaType, FinanceCenter } from '../../api/finance.ts'
import { isWebAddress } from '../../rules/seller-contact.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { telHref } from '../../sellers/seller-text.ts'
import { financeAreaLabel } from './lender-text.ts'

// One lender in full, as the finance center shows it for ?fcid={id}: who they are, how to reach them, and every place
// they lend, widest first.

const logoSize = { width: 160, height: 160 }

const areaGroups: { type: FinanceAreaType; heading: string }[] = [
  { type: 'state', heading: 'States' },
  { type: 'region', heading: 'Regions' },
  { type: 'county', heading: 'Counties' },
  { type: 'city', heading: 'Cities and towns' },
]

const contactClass = 'tap-target self-start font-semibold text-brand-primary-dark'

export function LenderProfile(props: { lender: FinanceCenter }) {
  const { lender } = props
  const links = useSiteLinks()
  return (
    <section
      aria-labelledby="lender-name"
      data-testid="lender-profile"
      className="rounded-lg bg-brand-surface p-4 md:p-6"
    >
      <div className="flex items-start gap-4">
        {lender.logoId !== null && (
          <img
            src={links.image(lender.logoId, logoSize)}
            alt={`${lender.name} logo`}
            width={logoSize.width}
            height={logoSize.height}
            className="h-20 w-20 shrink-0 rounded bg-white object-cover md:h-28 md:w-28"
          />
        )}
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <h2 id="lender-name" className="m-0 font-heading text-2xl font-bold">
            {lender.name}
          </h2>
          {lender.phone && (
            <a href={telHref(lender.phone)} className={contactClass}>
              Call {lender.phone}
            </a>
          )}
          {lender.email && (
            <a href={`mailto:${lender.email}`} className={`${contactClass} break-all`}>
              {lender.email}
            </a>
          )}
          {isWebAddress(lender.url) && (
            <a href={lender.url} rel="nofollow noopener" target="_blank" className={contactClass}>
              Website<span className="sr-only"> of {lender.name} (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
      {lender.description && <p className="mb-0 mt-4 whitespace-pre-line">{lender.description}</p>}
      <h3 className="mb-1 mt-4 text-lg font-semibold">Where {lender.name} lends</h3>
      {lender.areas.length ? <AreaList areas={lender.areas} /> : <p className="m-0">Ask the lender where they lend.</p>}
    </section>
  )
}

function AreaList(props: { areas: readonly FinanceArea[] }) {
  // A lender of one state needs no state after every county and town.
  const oneState = new Set(props.areas.map((area) => area.stateAbbreviation)).size === 1
  const label = (area: FinanceArea) => (area.type === 'state' || oneState ? area.name : financeAreaLabel(area))
  return (
    <dl className="m-0 text-sm">
      {areaGroups.map(({ type, heading }) => {
        const areas = props.areas.filter((area) => area.type === type)
        if (!areas.length) return null
        return (
          <div key={type} className="mt-2">
            <dt className="font-semibold">{heading}</dt>
            <dd className="m-0">{areas.map(label).join(' · ')}</dd>
          </div>
        )
      })}
    </dl>
  )
}
