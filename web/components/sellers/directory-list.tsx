import type { DirectorySeller } from '../../api/sellers.ts'
import { countDisplay } from '../../format/listing-format.ts'
import { usNumber } from '../../format/us-numbers.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { SiteLink } from '../site-link.tsx'
import { directoryTypeName, sellerName } from '../../sellers/seller-text.ts'

const logo = { width: 96, height: 96 }

/** The directory's sellers, each linking to its page: logo or portrait, names, kind, office town, what it has. */
export function DirectoryList(props: { sellers: DirectorySeller[] }) {
  const links = useSiteLinks()
  return (
    <ol className="m-0 grid list-none gap-3 p-0 md:grid-cols-2" data-testid="directory-results">
      {props.sellers.map((seller) => {
        const imageId = seller.logoId ?? seller.portraitId
        const name = sellerName(seller)
        const place = [seller.city, seller.stateAbbreviation].filter(Boolean).join(', ')
        return (
          <li
            key={seller.accountId}
            data-account-id={seller.accountId}
            className="flex gap-3 rounded-lg border border-gray-200 bg-white p-3 shadow-sm"
          >
            {imageId !== null ? (
              <img
                src={links.image(imageId, logo)}
                alt=""
                width={logo.width}
                height={logo.height}
                loading="lazy"
                className="h-16 w-16 shrink-0 rounded bg-gray-100 object-contain"
              />
            ) : (
              <span aria-hidden="true" className="h-16 w-16 shrink-0 rounded bg-brand-surface" />
            )}
            <div className="min-w-0 text-sm">
              <h2 className="m-0 text-base font-semibold">
                <SiteLink className="tap-target" href={seller.canonicalUrl}>
                  {seller.companyName || name}
                </SiteLink>
              </h2>
              {seller.companyName && seller.companyName !== name && <p className="m-0">{name}</p>}
              <p className="m-0 text-brand-muted">
                {[directoryTypeName(seller.directoryType), place].filter(Boolean).join(' · ')}
              </p>
              <p className="m-0 text-brand-muted">
                {seller.listingCount === 1 ? '1 property' : `${countDisplay(seller.listingCount)} properties`} ·{' '}
                {usNumber(seller.totalAcres)} acres
              </p>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
