import { useQuery } from '@tanstack/react-query'
import { financeCenterShownQuery, lendersByLocationQuery } from '../../api/finance.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { useSiteLinks } from '../../site/site-links.tsx'
import { contentLinkClass } from '../content/content-article.tsx'
import { SiteLink } from '../site-link.tsx'
import { LenderCard } from './lender-card.tsx'
import { LoanCalculator } from './loan-calculator.tsx'

// The listing's financing section as it loads (web/components/finance/listing-financing.tsx): the calculator on the
// listing's price, the lenders of its county where the brand's finance center is on, and the way to the financing
// page.

export interface ListingFinanceProps {
  /** The listing's price; null for an auction or Contact for Price, which no loan can be figured on. */
  price: number | null
  stateId: number
  countyId: number
  /** 'Kimble County'. */
  county: string
}

export default function ListingFinancePanel(props: ListingFinanceProps) {
  const brand = useBrand()
  const links = useSiteLinks()
  return (
    <>
      {props.price !== null && <LoanCalculator price={props.price} headingLevel={3} />}
      {brand.features.financeCenter && <CountyLenders {...props} />}
      <p className="mb-0 mt-3 text-sm">
        <SiteLink href={links.content('financing')} className={contentLinkClass}>
          How land loans work: down payments, balloons and owner financing
        </SiteLink>
      </p>
    </>
  )
}

/** Lenders serving the listing's county (its own, its region's, its cities', its state's), when the flag is on. */
function CountyLenders(props: ListingFinanceProps) {
  const api = useApi()
  const brand = useBrand()
  const { data: shown } = useQuery(financeCenterShownQuery(api, brand))
  const place = { type: 'county' as const, stateId: props.stateId, ids: [props.countyId] }
  const { data: lenders } = useQuery({ ...lendersByLocationQuery(api, place), enabled: shown === true })
  if (!shown || !lenders?.length) return null
  return (
    <section aria-labelledby="listing-lenders" className="mt-6" data-testid="listing-lenders">
      <h3 id="listing-lenders" className="m-0 mb-2 text-base font-semibold">
        Lenders in {props.county}
      </h3>
      <ul className="m-0 grid list-none gap-3 p-0 lg:grid-cols-2">
        {lenders.map((lender) => (
          <li key={lender.id}>
            <LenderCard lender={lender} headingLevel="h4" />
          </li>
        ))}
      </ul>
    </section>
  )
}
