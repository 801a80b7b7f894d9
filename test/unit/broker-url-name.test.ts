import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brokerUrlName, sellerUrlNameFallback } from '../../routes/links/broker-url-name.ts'

// The broker URL name rule of spec §2: the contact name, lower-cased, letters, digits and hyphens only, first and
// last word joined by a hyphen, 'seller' when nothing is left.

const seller = (contactName: string, companyName = 'Hill Country Land Co.') => ({ contactName, companyName })

describe('brokerUrlName', () => {
  it.each([
    ['two words', 'John Smith', 'john-smith'],
    ['first and last of many', 'John Quincy Adams', 'john-adams'],
    ['a suffix is the last word', 'John Q. Smith Jr.', 'john-jr'],
    ['one word', 'Cher', 'cher'],
    ['upper case', 'MARY ANN JONES', 'mary-jones'],
    ['accents dropped, letters kept', 'José Núñez', 'jose-nunez'],
    ['an apostrophe joins', 'Pat O’Brien', 'pat-obrien'],
    ['a straight apostrophe joins', "D'Angelo Russo", 'dangelo-russo'],
    ['initials with periods join', 'J.R. Ewing', 'jr-ewing'],
    ['a hyphen splits', 'Mary-Kate Olsen-Smith', 'mary-smith'],
    ['digits kept', 'Agent 007', 'agent-007'],
    ['spaces and marks around', '  --Bob   &  Sons!!  ', 'bob-sons'],
    ['no letters: the fallback', '&&& ---', sellerUrlNameFallback],
    ['empty: the fallback', '', sellerUrlNameFallback],
    ['only letters outside a-z: the fallback', '北京', sellerUrlNameFallback],
  ])('%s: %j -> %s', (_, contactName, expected) => {
    expect(brokerUrlName(seller(contactName))).toBe(expected)
  })

  it('is the contact name, not the company, when they differ; the same words when they are equal', () => {
    expect(brokerUrlName(seller('Ann Lee', 'Big Sky Ranch Brokers'))).toBe('ann-lee')
    expect(brokerUrlName(seller('Ann Lee', 'Ann Lee'))).toBe('ann-lee')
  })

  it('is always one or two runs of a-z0-9 joined by a hyphen, or the fallback', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ maxLength: 30 }), (contact, company) => {
        const name = brokerUrlName(seller(contact, company))
        expect(name === sellerUrlNameFallback || /^[a-z0-9]+(-[a-z0-9]+)?$/.test(name)).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('keeps the words of a plain name', () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/)
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 5 }), (words) => {
        const name = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ')
        expect(brokerUrlName(seller(name))).toBe(`${words[0]}-${words[words.length - 1]}`)
      }),
    )
  })
})
