import type { SellerDetails, SellerLink } from '../api/sellers.ts'
import { sellerName } from '../sellers/seller-text.ts'
import { directoryTypes } from '../rules/account-rules.ts'
import { isWebAddress } from '../rules/seller-contact.ts'
import { usStates } from '../rules/us-states.ts'
import { absoluteUrl, summaryText, type CanonicalSite, type JsonLdNode } from './open-graph.ts'

// A seller's page as schema.org sees it. Brokers and agents are RealEstateAgents; schema.org has no auctioneer or
// land-retailer type, so those are the LocalBusiness both descend from; an owner selling their own land is a Person.

type SellerSchemaType = 'RealEstateAgent' | 'LocalBusiness' | 'Person' | 'Organization'

const sellerSchemaTypes: Record<(typeof directoryTypes)[number]['name'], SellerSchemaType> = {
  broker: 'RealEstateAgent',
  agent: 'RealEstateAgent',
  auctioneer: 'LocalBusiness',
  'property owner': 'Person',
  'land retailer': 'LocalBusiness',
}

/** The schema.org type of a seller: by directory type, and an owner that names only a company is an Organization. */
export function sellerSchemaType(seller: { directoryType: number; contactName: string }): SellerSchemaType {
  const name = directoryTypes.find((type) => type.id === seller.directoryType)?.name
  const type = name ? sellerSchemaTypes[name] : 'Organization'
  return type === 'Person' && !seller.contactName ? 'Organization' : type
}

/** Seller pictures are square; 400 px is the smallest most previews and crawlers take. */
const sellerImageSize = { width: 400, height: 400 }

/** A company has a logo; a person has only an image (schema.org gives Person no logo). */
export function sellerImages(
  type: SellerSchemaType,
  site: CanonicalSite,
  seller: { logoId: number | null; portraitId: number | null },
): { logo?: string; image?: string } {
  const url = (id: number | null) =>
    id === null ? undefined : absoluteUrl(site, site.links.image(id, sellerImageSize))
  const image = url(seller.portraitId ?? seller.logoId)
  return type === 'Person' ? { image } : { logo: url(seller.logoId), image }
}

/** A US postal address of the parts given (empty ones left out), or undefined when there are none. */
export function postalAddress(parts: {
  street: string
  city: string
  stateAbbreviation: string
  zip: string
}): JsonLdNode | undefined {
  if (!parts.street && !parts.city && !parts.stateAbbreviation && !parts.zip) return undefined
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.street || undefined,
    addressLocality: parts.city || undefined,
    addressRegion: parts.stateAbbreviation || undefined,
    postalCode: parts.zip || undefined,
    addressCountry: 'US',
  }
}

/** A corporate master or one of its agents, as the company it is (a Person type could not be either). */
function companyNode(link: SellerLink, site: CanonicalSite): JsonLdNode {
  const type = sellerSchemaType(link)
  return {
    '@type': type === 'Person' ? 'Organization' : type,
    name: sellerName(link),
    url: absoluteUrl(site, link.canonicalUrl),
  }
}

/** How much of a seller's description the structured data repeats: the page shows the whole. */
const descriptionLength = 1000

/**
 * The seller: names, its page, phones, office address and the state it works in, pictures, license, awards, its
 * corporate master and agents, and its listings as an OfferCatalog, the schema.org way to say how many it has for sale.
 */
export function sellerStructuredData(seller: SellerDetails, site: CanonicalSite): JsonLdNode {
  const type = sellerSchemaType(seller)
  const name = sellerName(seller)
  // An agent shown with a company but no corporate master account still works for that company.
  const company: JsonLdNode | undefined = seller.parent
    ? companyNode(seller.parent, site)
    : seller.companyName && seller.companyName !== name
      ? { '@type': 'Organization', name: seller.companyName }
      : undefined
  const state = usStates.find((each) => each.abbreviation === seller.stateAbbreviation)
  return {
    '@type': type,
    name,
    description: summaryText(seller.description, descriptionLength) || undefined,
    url: absoluteUrl(site, seller.canonicalUrl),
    sameAs: isWebAddress(seller.url) ? seller.url : undefined,
    telephone: seller.phone || undefined,
    faxNumber: seller.phoneFax || undefined,
    address: postalAddress({
      street: [seller.address1, seller.address2].filter(Boolean).join(', '),
      city: seller.city,
      stateAbbreviation: seller.stateAbbreviation,
      zip: seller.zip,
    }),
    ...sellerImages(type, site, seller),
    identifier: seller.licenseNumber
      ? { '@type': 'PropertyValue', propertyID: 'Real estate license', value: seller.licenseNumber }
      : undefined,
    award: seller.awards.length
      ? seller.awards.map((award) => [award.title, award.issuer, award.year].filter(Boolean).join(', '))
      : undefined,
    ...(type === 'Person'
      ? { worksFor: company }
      : {
          // Where the office is: the directory finds sellers by the state of their office.
          areaServed: state ? { '@type': 'State', name: state.name } : undefined,
          parentOrganization: company,
          subOrganization: seller.children.length
            ? seller.children.map((child) => companyNode(child, site))
            : undefined,
        }),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: `Land for sale by ${name}`,
      url: absoluteUrl(site, seller.listingsUrl),
      numberOfItems: seller.listingCount,
    },
  }
}

/** A seller page's preview picture: the portrait or logo, when the seller has one. */
export function sellerShareImage(seller: SellerDetails, site: CanonicalSite) {
  const imageId = seller.portraitId ?? seller.logoId
  if (imageId === null) return undefined
  return {
    url: absoluteUrl(site, site.links.image(imageId, sellerImageSize)),
    ...sellerImageSize,
    alt: seller.portraitId !== null ? sellerName(seller) : `${seller.companyName} logo`,
  }
}
