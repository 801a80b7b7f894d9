import type { ListingSeller } from '../../api/listing-detail.ts'
import { isWebAddress } from '../../rules/seller-contact.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { SiteLink } from '../site-link.tsx'
import { AddressLines } from '../sellers/address-lines.tsx'

const portrait = { width: 96, height: 96 }

/**
 * The seller of a listing (spec §3): portrait or logo, names, the phone chosen in the spec's order as a call link,
 * address and license. `id="contact"` is where the cards' Contact Seller links land.
 */
export function SellerCard(props: {
  seller: ListingSeller
  onPhoneClick: () => void
  /** The seller's own website opened: an external link click (spec §7). */
  onWebsiteClick: (url: string) => void
}) {
  const { seller } = props
  const links = useSiteLinks()
  const imageId = seller.portraitId ?? seller.logoId
  const name = seller.contactName || seller.companyName
  return (
    <section
      id="contact"
      aria-labelledby="seller-heading"
      className="rounded-lg border border-solid border-gray-200 bg-white p-4 shadow-sm"
      data-testid="seller-card"
    >
      <h2 id="seller-heading" className="m-0 mb-3 text-lg font-semibold">
        Listed by
      </h2>
      <div className="flex items-center gap-3">
        {imageId !== null && (
          <img
            src={links.image(imageId, portrait)}
            alt=""
            width={portrait.width}
            height={portrait.height}
            loading="lazy"
            className="h-16 w-16 shrink-0 rounded-full bg-gray-100 object-cover"
          />
        )}
        <div className="min-w-0">
          <p className="m-0 font-semibold">
            <SiteLink href={links.seller(seller)} className="tap-target">
              {name}
            </SiteLink>
          </p>
          {seller.companyName && seller.companyName !== name && (
            <p className="m-0 text-sm text-brand-muted">{seller.companyName}</p>
          )}
        </div>
      </div>
      {seller.phone && (
        <a
          href={`tel:${seller.phone}`}
          onClick={props.onPhoneClick}
          className="tap-target mt-4 flex items-center justify-center rounded-full border border-solid border-brand-primary px-4 py-2 font-semibold text-brand-primary no-underline"
        >
          Call {seller.phone}
        </a>
      )}
      <AddressLines lines={seller.addressLines} className="mt-3 text-sm text-brand-muted" />
      {seller.licenseNumber && <p className="m-0 mt-2 text-xs text-brand-muted">License {seller.licenseNumber}</p>}
      {isWebAddress(seller.url) && (
        <a
          href={seller.url}
          rel="nofollow noopener"
          target="_blank"
          onClick={() => props.onWebsiteClick(seller.url)}
          className="tap-target mt-2 inline-block text-sm"
        >
          Seller’s website
        </a>
      )}
    </section>
  )
}
