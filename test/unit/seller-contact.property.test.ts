import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isWebAddress } from '../../web/rules/seller-contact.ts'
import { anyText } from './url-properties.ts'

// Whether a seller's or lender's website may be linked (web/rules/seller-contact.ts: seller cards, profiles, lender
// profiles, a seller's JSON-LD sameAs): every http(s) address of a named host is; nothing a link could run or that
// names no web page is (javascript:, data:, a bare word, a relative path), and nothing that is no URL at all.

describe('a seller’s website', () => {
  it('is linked when it is an http(s) address of a host with a domain, spaces around it aside', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true }),
        fc.constantFrom('', ' '),
        (url, pad) => {
          const named = new URL(url).hostname.includes('.')
          expect(isWebAddress(`${pad}${url}${pad}`)).toBe(named)
        },
      ),
    )
  })

  it('is never something a link could run, or text that names no web page', () => {
    const other = fc.oneof(
      anyText,
      fc.constantFrom(
        'javascript:alert(1)',
        'JAVASCRIPT://x.example/%0aalert(1)',
        'data:text/html,x',
        'mailto:a@b.org',
        '//evil.example',
        '/about',
        'www.ranch.example',
        'https://',
        'https://a.]',
        'http://x.y z',
      ),
    )
    fc.assert(
      fc.property(other, (text) => {
        if (!isWebAddress(text)) return
        const url = new URL(text.trim())
        expect(['http:', 'https:']).toContain(url.protocol)
        expect(url.hostname).toContain('.')
      }),
    )
  })
})
