/** The names a seller's URL name is built from (spec §3 broker/agent/account). */
export interface SellerNames {
  contactName: string
  companyName: string
}

/** When a seller has no name that gives a letter or digit. */
export const sellerUrlNameFallback = 'seller'

/**
 * The broker URL name of spec §2: from the contact name (the spec says the company name when the two are equal: the
 * same text, so the contact name alone decides; the seller is passed whole so callers need not know), lower-cased, only letters, digits and hyphens, its first and last word joined by a
 * hyphen: 'John Q. O’Brien Jr.' -> 'john-jr', 'José Núñez' -> 'jose-nunez', 'Cher' -> 'cher'; 'seller' when nothing
 * is left. Accents are dropped rather than the letter; apostrophes and periods join what they sit in ('O’Brien' is
 * one word), and every other mark (hyphens too) splits words, so the name holds one hyphen at most.
 *
 * @example brokerUrlName({ contactName: 'Mary-Kate Olsen', companyName: 'Olsen Land Co.' }) // 'mary-olsen'
 */
export function brokerUrlName(seller: SellerNames): string {
  const words = seller.contactName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’.]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  if (!words.length) return sellerUrlNameFallback
  return words.length === 1 ? words[0]! : `${words[0]}-${words[words.length - 1]}`
}
