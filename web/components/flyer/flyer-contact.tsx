import type { ListingSeller } from '../../api/listing-detail.ts'
import { AddressLines } from '../sellers/address-lines.tsx'

/**
 * Who to call and where to see more, as text a reader of the paper can use: the seller's name, company, phone (the one
 * the API chose in the spec's order) and address, and the listing's address on the web.
 */
export function FlyerContact(props: { seller: ListingSeller; listingUrl: string }) {
  const { seller } = props
  const name = seller.contactName || seller.companyName
  return (
    <section
      aria-labelledby="flyer-contact"
      className="mt-4 flex items-end justify-between gap-6 border-0 border-t border-solid border-gray-300 pt-3"
      data-testid="flyer-contact"
    >
      <div className="min-w-0">
        <h2 id="flyer-contact" className="m-0 text-xs uppercase tracking-wide text-brand-muted">
          Contact
        </h2>
        <p className="m-0 font-semibold">{name}</p>
        {seller.companyName && seller.companyName !== name && <p className="m-0 text-sm">{seller.companyName}</p>}
        {seller.phone && (
          <p className="m-0 text-lg font-bold" data-testid="flyer-phone">
            {seller.phone}
          </p>
        )}
        <AddressLines lines={seller.addressLines} className="text-xs text-brand-muted" />
      </div>
      <div className="min-w-0 text-right text-xs">
        <p className="m-0 text-brand-muted">Every photo, the map and more:</p>
        <p className="m-0 break-all font-semibold" data-testid="flyer-url">
          {props.listingUrl}
        </p>
      </div>
    </section>
  )
}
