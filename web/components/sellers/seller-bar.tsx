import type { SellerDetails } from '../../api/sellers.ts'
import { countDisplay } from '../../format/listing-format.ts'
import { BottomBar } from '../bottom-bar.tsx'
import { SiteLink } from '../site-link.tsx'
import { sellerName, telHref } from '../../sellers/seller-text.ts'

const action =
  'tap-target shrink-0 rounded-full border border-solid border-brand-primary px-4 py-2 font-semibold no-underline'

/**
 * The main land site's seller bar (spec §2: broker details pages keep a sticky nav): the seller's name, a call, and
 * the other half of the seller's page (their properties from the details, the details from the properties).
 */
export function SellerBar(props: { seller: SellerDetails; view: 'details' | 'listings' }) {
  const { seller } = props
  const name = sellerName(seller)
  const count = seller.listingCount === 1 ? '1 property' : `${countDisplay(seller.listingCount)} properties`
  return (
    <BottomBar label={`Reach ${name}`} testId="seller-bar">
      <p className="m-0 min-w-0 flex-1 leading-tight">
        <span className="block truncate font-bold">{name}</span>
        <span className="block truncate text-sm text-brand-muted">{count} for sale</span>
      </p>
      {seller.phone && (
        <a href={telHref(seller.phone)} className={`${action} text-brand-primary hover:bg-brand-surface`}>
          Call<span className="sr-only lg:not-sr-only"> {seller.phone}</span>
        </a>
      )}
      {props.view === 'details' ? (
        <SiteLink href={seller.listingsUrl} className={`${action} bg-brand-primary text-white`}>
          Properties
        </SiteLink>
      ) : (
        <SiteLink href={seller.canonicalUrl} className={`${action} bg-brand-primary text-white`}>
          About<span className="sr-only"> {name}</span>
        </SiteLink>
      )}
    </BottomBar>
  )
}
