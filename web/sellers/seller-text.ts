import { directoryTypes } from '../rules/account-rules.ts'

/** The name a seller is known by: the person, or the company when no person is named. */
export function sellerName(seller: { contactName: string; companyName: string }): string {
  return seller.contactName || seller.companyName
}

/** 'Broker', 'Property owner': the directory type of spec §6 as one seller's kind. */
export function directoryTypeName(directoryType: number): string {
  const name = directoryTypes.find((type) => type.id === directoryType)?.name ?? 'seller'
  return name[0]!.toUpperCase() + name.slice(1)
}

/** A tel: link of the digits (and a leading +) of a phone as people write it: '(512) 555-0100' -> 'tel:5125550100'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`
}
