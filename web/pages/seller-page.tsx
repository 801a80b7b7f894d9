import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { useRouteContext, useRouter, useRouterState, useSearch } from '@tanstack/react-router'
import { sellerDetailsQuery, type SellerListingsRequest } from '../api/sellers.ts'
import { SellerAwards } from '../components/sellers/seller-awards.tsx'
import { SellerBar } from '../components/sellers/seller-bar.tsx'
import { SellerListings } from '../components/sellers/seller-listings.tsx'
import { SellerProfile } from '../components/sellers/seller-profile.tsx'
import { sellerName } from '../sellers/seller-text.ts'
import { hasSellerBar } from '../rules/seller-look.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { sellerListingsOf, sellerListingsQueryString, sellerListingsSearch } from '../sellers/seller-listings-search.ts'
import { SellerInactive } from './seller-inactive.tsx'
import { StatusPage } from './status-page.tsx'
import { lazyWithNotice } from '../components/lazy-with-notice.tsx'
import type { SellerVideoProps } from '../components/sellers/seller-video.tsx'

// The seller's video is one of the spec's lazily loaded areas (§2 'broker video'): its facade and player come in a
// chunk of their own, which the page's first script (at its budget since every card opens the contact form) can spare.
const SellerVideo = lazyWithNotice<SellerVideoProps>(
  () => import('../components/sellers/seller-video.tsx').then((module) => ({ default: module.SellerVideo })),
  'video',
)

export interface SellerPageProps {
  accountId: number
  /** The details page leads with the seller, the listings page with its listings (routes/links/seller-urls.ts). */
  view: 'details' | 'listings'
  /** The listings' order and page, from the URL. */
  listings: SellerListingsRequest
  /** The URL of this page with the listings in an order and at a page. */
  hrefOf: (listings: SellerListingsRequest) => string
  /** Another order picked: navigate to hrefOf of it. */
  onChange: (listings: SellerListingsRequest) => void
}

/** The page at a seller route (routes/seller-route.tsx): the seller the path names, the listings the query asks. */
export function SellerRoutePage() {
  const router = useRouter()
  const { seller } = useRouteContext({ strict: false }) as {
    seller: { accountId: number; view: 'details' | 'listings' }
  }
  const search = sellerListingsSearch(useSearch({ strict: false }))
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const hrefOf = (listings: SellerListingsRequest) => `${pathname}${sellerListingsQueryString(listings)}`
  return (
    <SellerPage
      accountId={seller.accountId}
      view={seller.view}
      listings={sellerListingsOf(search)}
      hrefOf={hrefOf}
      onChange={(listings) => void router.navigate({ href: hrefOf(listings) })}
    />
  )
}

/**
 * A seller's page (spec §2 member and broker profile pages): the seller card, its awards and video, and its listings;
 * for a seller who no longer advertises, the broker-inactive page. The route's loader fetches sellerDetailsQuery (a
 * 404 there is the route's not-found) and may fetch the first sellerListingsQuery.
 */
export function SellerPage(props: SellerPageProps) {
  const api = useApi()
  const brand = useBrand()
  const { data: found } = useSuspenseQuery(sellerDetailsQuery(api, brand.siteId, props.accountId))
  if (found.status === 404) return <StatusPage status={404} />
  const seller = found.data
  if (!seller) {
    return (
      <main className="mx-auto max-w-7xl px-4 py-10">
        <p role="status">This seller could not be loaded just now. Please try again in a moment.</p>
      </main>
    )
  }
  if (!seller.isActive) return <SellerInactive seller={seller} />
  const name = sellerName(seller)
  /** The seller's column: its card, then its awards and video, headed one level below the card's name. */
  const about = (heading: 'h1' | 'h2') => {
    const below = heading === 'h1' ? 'h2' : 'h3'
    return (
      <div className="flex min-w-0 flex-col gap-6">
        <SellerProfile seller={seller} heading={heading} />
        {seller.awards.length > 0 && <SellerAwards awards={seller.awards} heading={below} />}
        {seller.video && (
          <Suspense fallback={null}>
            <SellerVideo video={seller.video} title={`Video from ${name}`} heading={below} />
          </Suspense>
        )}
      </div>
    )
  }
  const listings = (heading: 'h1' | 'h2', title: string) => (
    <SellerListings
      accountId={seller.accountId}
      asked={props.listings}
      hrefOf={props.hrefOf}
      onChange={props.onChange}
      heading={heading}
      title={title}
    />
  )
  return (
    <main
      data-testid="seller-page"
      data-page-name="Member Page"
      data-view={props.view}
      className="mx-auto max-w-7xl px-4 pb-24 pt-6"
    >
      {props.view === 'details' ? (
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          {about('h1')}
          {listings('h2', `Properties from ${name}`)}
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          {listings('h1', `Land for sale by ${name}`)}
          <aside aria-label="About the seller">{about('h2')}</aside>
        </div>
      )}
      {hasSellerBar(brand, seller) && <SellerBar seller={seller} view={props.view} />}
    </main>
  )
}
