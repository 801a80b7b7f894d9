import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { shareLinks } from '../../web/components/listing/share-dialog.tsx'
import { unicodeText } from './url-properties.ts'

// Where each way of sharing a listing sends the buyer (spec §2 share modal, web/components/listing/share-dialog.tsx):
// whatever the listing's title and link hold ('&', '#', '+', spaces, any script), each network and the email read
// back exactly the link, title and photo they were given, on their own host.

const share = fc.record({
  url: fc.webUrl({ withQueryParameters: true, withFragments: true }),
  title: fc.oneof(unicodeText(80), fc.constantFrom('Ranch & Farm #1', '40 ac + cabin', '100% wooded = privacy')),
  siteName: fc.constantFrom('OpenAcres', 'Rural Lookout', 'Farm & Range Finder'),
  imageUrl: fc.option(fc.webUrl(), { nil: null }),
})

/** A query of name=value pairs, each value percent-decoded (mailto: has no '+' for a space). */
const fieldsOf = (query: string) =>
  Object.fromEntries(query.split('&').map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]))

describe('share links', () => {
  it('carry the link, title and photo back exactly, each on its network’s host', () => {
    fc.assert(
      fc.property(share, (each) => {
        const links = shareLinks(each)
        const facebook = new URL(links.facebook)
        expect(facebook.origin).toBe('https://www.facebook.com')
        expect(Object.fromEntries(facebook.searchParams)).toEqual({ u: each.url })
        const x = new URL(links.x)
        expect(x.origin).toBe('https://x.com')
        expect(Object.fromEntries(x.searchParams)).toEqual({ url: each.url, text: each.title })
        const pin = new URL(links.pinterest)
        expect(pin.origin).toBe('https://www.pinterest.com')
        expect(Object.fromEntries(pin.searchParams)).toEqual({
          url: each.url,
          ...(each.imageUrl === null ? {} : { media: each.imageUrl }),
          description: each.title,
        })
      }),
    )
  })

  it('write an email whose subject names the listing and the site, and whose body holds the link', () => {
    fc.assert(
      fc.property(share, (each) => {
        const { email } = shareLinks(each)
        expect(email.startsWith('mailto:?')).toBe(true)
        expect(email).not.toMatch(/[ +]/)
        const fields = fieldsOf(email.slice('mailto:?'.length))
        expect(Object.keys(fields)).toEqual(['subject', 'body'])
        expect(fields.subject).toBe(`${each.title} on ${each.siteName}`)
        expect(fields.body!.split('\n')).toContain(each.url)
      }),
    )
  })
})
