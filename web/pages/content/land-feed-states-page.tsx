import { useSuspenseQuery } from '@tanstack/react-query'
import { landFeedStatesQuery } from '../../api/partner-pages.ts'
import { ContentLoadProblem, ContentPage } from '../../components/content/content-article.tsx'
import { ContentPageLink } from '../../components/content/content-page-link.tsx'
import { LandFeedStateTable } from '../../components/content/land-feed-state-table.tsx'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { partnerPageAbout } from '../../content/partner-page-about.ts'

// Land feed by state (spec §2 /landfeed/states/): where the site's land is listed, and by how many advertisers, as
// the listings stand now.

export function LandFeedStatesPage() {
  const api = useApi()
  const brand = useBrand()
  const { data } = useSuspenseQuery(landFeedStatesQuery(api, brand.siteId))
  return (
    <ContentPage title={partnerPageAbout.landFeedStates.title} testId="land-feed-states-page">
      <p className="leading-relaxed">
        Land for sale and under contract on {brand.displayName} in each state, and the brokers, agents, auction houses
        and owners who list it. Counted from the listings as they are now; a listing under contract still counts, one
        sold or off the market does not. An advertiser with land in several states counts once in the total. Sort by any
        column; a state’s name opens its listings.
      </p>
      <p className="leading-relaxed">
        Advertising many listings? Send them all in one <ContentPageLink page="landFeedDocs">land feed</ContentPageLink>
        .
      </p>
      {data ? (
        <LandFeedStateTable states={data.pageData.states} totals={data.pageData.totals} />
      ) : (
        <ContentLoadProblem what="The counts" />
      )}
    </ContentPage>
  )
}
