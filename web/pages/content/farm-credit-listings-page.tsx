import { useSuspenseQuery } from '@tanstack/react-query'
import { farmCreditListingsQuery } from '../../api/partner-pages.ts'
import { contentLinkClass } from '../../components/content/content-article.tsx'
import { ContentPageLink } from '../../components/content/content-page-link.tsx'
import { FarmCreditLender } from '../../components/content/farm-credit-lender.tsx'
import { SupportContactLink } from '../../components/content/support-contact-link.tsx'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { partnerPageAbout } from '../../content/partner-page-about.ts'

// Farm credit listings (spec §2 /farmcredit/listings/): the lenders of the finance center, the areas each serves, and
// the land for sale in each area as the listings stand now.

export function FarmCreditListingsPage() {
  const api = useApi()
  const brand = useBrand()
  const { data } = useSuspenseQuery(farmCreditListingsQuery(api, brand.siteId))
  const lenders = data?.pageData.financeCenters
  return (
    <main
      data-testid="farm-credit-listings-page"
      className="mx-auto box-border max-w-[70ch] px-4 pb-16 pt-6 text-brand-ink"
    >
      <h1 className="m-0 font-heading text-2xl font-bold leading-tight md:text-3xl">
        {partnerPageAbout.farmCreditListings.title}
      </h1>
      <p className="leading-relaxed">
        Farm Credit associations and other rural lenders make loans for land, farms, ranches and rural homes. Each
        lender below serves the places listed under it; beside each place is the land for sale or under contract there
        on {brand.displayName} today. Open a place to see its listings.
      </p>
      <p className="leading-relaxed">
        Lenders who advertise land with us receive buyers’ leads: see{' '}
        <ContentPageLink page="farmCreditLeads">what a lead holds and how it reaches you</ContentPageLink>.
      </p>
      {!lenders ? (
        <p role="status">
          The lenders could not be loaded just now.{' '}
          <a href="" className={contentLinkClass}>
            Reload the page
          </a>{' '}
          to try again.
        </p>
      ) : lenders.length === 0 ? (
        <p role="status">
          No lenders are listed at the moment. A lender who would like to be is welcome to write to{' '}
          <SupportContactLink />.
        </p>
      ) : (
        lenders.map((lender) => <FarmCreditLender key={lender.id} lender={lender} />)
      )}
    </main>
  )
}
