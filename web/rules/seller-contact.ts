import { accountType } from './account-rules.ts'

// How a seller is reached (spec §3 broker/agent/account): the phone to show and the address lines, written once.

interface SellerPhones {
  accountType: number
  trackingPhoneNumber: string
  phoneCell: string
  phoneOffice: string
  phoneTollFree: string
}

/** The phone of spec §3: tracking number, then cell, office, toll-free; a listing-hub seller's office alone. */
export function sellerPhone(seller: SellerPhones): string {
  if (seller.accountType === accountType.listingHubSeller) return seller.phoneOffice.trim()
  const phones = [seller.trackingPhoneNumber, seller.phoneCell, seller.phoneOffice, seller.phoneTollFree]
  return phones.map((phone) => phone.trim()).find(Boolean) ?? ''
}

interface SellerAddress {
  address1: string
  address2: string
  city: string
  stateAbbreviation: string
  zip: string
}

/** The address as spec §3 shows it: address1, address2, then 'City, ST 12345'; empty parts left out. */
export function sellerAddressLines(address: SellerAddress): string[] {
  const stateZip = [address.stateAbbreviation.trim(), address.zip.trim()].filter(Boolean).join(' ')
  const place = [address.city.trim(), stateZip].filter(Boolean).join(', ')
  return [address.address1.trim(), address.address2.trim(), place].filter(Boolean)
}

/** Whether a seller's website is one a link may open: an http(s) address, never javascript: or a bare word. */
export function isWebAddress(url: string): boolean {
  const text = url.trim()
  // And a URL at all: 'https://a.]' has the shape but names no page to open (nor a sameAs for crawlers).
  return /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(text) && URL.canParse(text)
}
