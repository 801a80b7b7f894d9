import { useSuspenseQuery } from '@tanstack/react-query'
import { farmCreditListingsQuery } from '../../api/partner-pages.ts'
import { ContentLoadProblem, ContentPage } from '../../components/content/content-article.tsx'
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
    <ContentPage title={partnerPageAbout.farmCreditListings.title} testId="farm-credit-listings-page">
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
        <ContentLoadProblem what="The lenders" />
      ) : lenders.length === 0 ? (
        <p role="status">
          No lenders are listed at the moment. A lender who would like to be is welcome to write to{' '}
          <SupportContactLink />.
        </p>
      ) : (
        lenders.map((lender) => <FarmCreditLender key={lender.id} lender={lender} />)
      )}
    </ContentPage>
  )
}
