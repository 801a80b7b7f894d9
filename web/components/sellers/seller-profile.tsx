import type { SellerDetails, SellerLink } from '../../api/sellers.ts'
import { countDisplay, priceDisplay } from '../../format/listing-format.ts'
import { usNumber } from '../../format/us-numbers.ts'
import { isWebAddress } from '../../rules/seller-contact.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { SiteLink } from '../site-link.tsx'
import { directoryTypeName, sellerName, telHref } from '../../sellers/seller-text.ts'
import { AddressLines } from './address-lines.tsx'
import { sellerPanelClass } from './seller-panel.tsx'

const portrait = { width: 160, height: 160 }

/**
 * The seller card of a details page (spec §3): portrait or logo, names, what kind of seller, certifications, the phone
 * chosen in the spec's order as a call link, address, license, website, description, what it has for sale, and its
 * corporate master or agents. `heading` is h1 on the details page, h2 where the listings lead.
 */
export function SellerProfile(props: { seller: SellerDetails; heading: 'h1' | 'h2' }) {
  const { seller } = props
  const links = useSiteLinks()
  const Heading = props.heading
  const name = sellerName(seller)
  const imageId = seller.portraitId ?? seller.logoId
  const certifications = [
    seller.certifications.alcCertified && 'ALC certified land consultant',
    seller.certifications.alcAdvancedCertified && 'ALC advanced certified',
  ].filter((text): text is string => Boolean(text))
  return (
    <section aria-labelledby="seller-name" data-testid="seller-profile" className={sellerPanelClass}>
      <div className="flex items-start gap-4">
        {imageId !== null && (
          <img
            src={links.image(imageId, portrait)}
            alt={seller.portraitId !== null ? name : `${seller.companyName} logo`}
            width={portrait.width}
            height={portrait.height}
            className="h-20 w-20 shrink-0 rounded-full bg-gray-100 object-cover md:h-28 md:w-28"
          />
        )}
        <div className="min-w-0">
          <Heading id="seller-name" className="m-0 text-2xl font-bold">
            {name}
          </Heading>
          {seller.companyName && seller.companyName !== name && (
            <p className="m-0 font-semibold text-brand-muted">{seller.companyName}</p>
          )}
          <p className="m-0 text-sm text-brand-muted">{directoryTypeName(seller.directoryType)}</p>
          {certifications.length > 0 && (
            <ul aria-label="Certifications" className="m-0 mt-2 flex list-none flex-wrap gap-1 p-0">
              {certifications.map((text) => (
                <li key={text} className="rounded bg-brand-surface px-2 py-0.5 text-xs font-semibold">
                  {text}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2 text-sm">
        {seller.phone && (
          <a
            href={telHref(seller.phone)}
            className="tap-target self-start rounded-full border border-brand-primary px-4 py-1 font-semibold text-brand-primary no-underline"
          >
            Call {seller.phone}
          </a>
        )}
        <AddressLines lines={seller.addressLines} className="text-brand-muted" />
        {seller.licenseNumber && <p className="m-0 text-brand-muted">License {seller.licenseNumber}</p>}
        {isWebAddress(seller.url) && (
          <a className="tap-target self-start" href={seller.url} rel="nofollow noopener" target="_blank">
            Website<span className="sr-only"> of {name} (opens in a new tab)</span>
          </a>
        )}
      </div>
      {seller.description && <p className="mb-0 mt-4 whitespace-pre-line">{seller.description}</p>}
      <ListingStats seller={seller} />
      {seller.parent && (
        <p className="mb-0 mt-4 text-sm">
          Part of{' '}
          <SiteLink className="tap-target" href={seller.parent.canonicalUrl}>
            {sellerName(seller.parent)}
          </SiteLink>
        </p>
      )}
      {seller.children.length > 0 && <Agents agents={seller.children} heading={props.heading === 'h1' ? 'h2' : 'h3'} />}
    </section>
  )
}

function ListingStats(props: { seller: SellerDetails }) {
  const stats = props.seller.sellerListingStats
  const { availablePriceMin: min, availablePriceMax: max } = stats
  const rows: [string, string][] = [
    ['For sale', countDisplay(stats.available)],
    ['Under contract', countDisplay(stats.underContract)],
    ['Sold', countDisplay(stats.sold)],
  ]
  if (stats.available) rows.push(['Acres for sale', usNumber(stats.availableAcres)])
  if (min !== null && max !== null)
    rows.push(['Prices', min === max ? priceDisplay(min) : `${priceDisplay(min)} – ${priceDisplay(max)}`])
  return (
    <dl className="m-0 mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm md:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-brand-muted">{term}</dt>
          <dd className="m-0 font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Agents(props: { agents: SellerLink[]; heading: 'h2' | 'h3' }) {
  const Heading = props.heading
  return (
    <section aria-labelledby="seller-agents" className="mt-4">
      <Heading id="seller-agents" className="m-0 mb-2 text-lg font-semibold">
        Agents
      </Heading>
      <ul className="m-0 flex list-none flex-col gap-1 p-0 text-sm">
        {props.agents.map((agent) => (
          <li key={agent.accountId}>
            <SiteLink className="tap-target" href={agent.canonicalUrl}>
              {sellerName(agent)}
            </SiteLink>{' '}
            <span className="text-brand-muted">
              · {agent.listingCount === 1 ? '1 property' : `${countDisplay(agent.listingCount)} properties`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
