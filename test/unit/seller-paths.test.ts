import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BrandId } from '../../brands/brand-config.ts'
import { sellerPathsOf } from '../../routes/links/brand-urls-by-id.ts'
import type { SellerPageAddress, SellerView } from '../../routes/links/seller-urls.ts'
import { anyPath, isSafePath, unicodeText } from './url-properties.ts'

// A seller's page paths per brand (spec §2): the canonical path of each view, and every shape each brand answers
// read back to the seller and the view; anything else is no seller page.

const seller = { accountId: 10042, contactName: 'John Q. Smith', companyName: 'Smith Land Co.' }
const details = (accountId = 10042): SellerPageAddress => ({ accountId, view: 'details' })
const listings = (accountId = 10042): SellerPageAddress => ({ accountId, view: 'listings' })

describe('canonical paths', () => {
  it.each([
    ['land', 'details', '/member/john-smith/10042/'],
    ['land', 'listings', '/member/john-smith/10042/listings/'],
    ['landwatch', 'details', '/profile/john-smith/10042'],
    ['landwatch', 'listings', '/profile/john-smith/10042/properties'],
    ['laf', 'details', '/broker/john-smith-10042/'],
    ['laf', 'listings', '/broker/john-smith-10042/land/'],
  ] as [BrandId, SellerView, string][])('%s %s: %s', (brand, view, expected) => {
    expect(sellerPathsOf[brand].path(seller, view)).toBe(expected)
  })

  it('a seller without a usable name is "seller"', () => {
    expect(sellerPathsOf.laf.path({ ...seller, contactName: '—' }, 'details')).toBe('/broker/seller-10042/')
  })
})

// Every shape of each brand; '/x' and '/x/' alike.
const shapes: Record<BrandId, [string, SellerPageAddress][]> = {
  land: [
    ['/member/10042', details()],
    ['/member/10042/', details()],
    ['/member/john-smith/10042', details()],
    ['/member/john-smith/10042/', details()],
    ['/member/anything-at-all/10042/', details()],
    ['/member/john-smith/10042/listings/', listings()],
    ['/member/john-smith/10042/listings', listings()],
    ['/broker/10042', details()],
    ['/broker/10042/', details()],
    ['/profile/10042', details()],
    ['/profile/10042/', details()],
    ['/Member/John-Smith/10042/Listings/', listings()],
    ['/propertylink/10042', listings()],
  ],
  landwatch: [
    ['/profile/john-smith/10042', details()],
    ['/profile/john-smith/10042/', details()],
    ['/profile/john-smith/10042/properties', listings()],
    ['/profile/john-smith/10042/properties/', listings()],
    ['/member/10042', details()],
    ['/member/john-smith/10042', details()],
    ['/member/john-smith/10042/listings/', listings()],
    ['/propertylink/10042', listings()],
  ],
  laf: [
    ['/broker/john-smith-10042/', details()],
    ['/broker/john-smith-10042', details()],
    ['/broker/seller-10042/', details()],
    ['/broker/john-smith-10042/land/', listings()],
    ['/broker/john-smith-10042/land', listings()],
    ['/broker/cher-7/', details(7)],
    ['/member/10042', details()],
    ['/member/john-smith/10042/', details()],
    ['/member/john-smith/10042/listings/', listings()],
    ['/propertylink/10042/', listings()],
  ],
}

// Not a seller page on that brand: ids that are not whole positive numbers, extra or missing segments, other
// brands' shapes.
const notSellerPages: Record<BrandId, string[]> = {
  land: [
    '/member/',
    '/member/john-smith',
    '/member/john-smith/',
    '/member/john-smith/abc/',
    '/member/john-smith/10042x/',
    '/member/john-smith/-5/',
    '/member/john-smith/0/',
    '/member/john-smith/010042/',
    '/member/john-smith/1.5/',
    '/member/john-smith/99999999999999999/',
    '/member/john-smith/10042/listings/extra/',
    '/member/john-smith/10042/properties/',
    '/member/a/b/10042/',
    '/member//10042/',
    '/member/10042//',
    '/broker/',
    '/broker/john-smith/10042/',
    '/broker/john-smith-10042/',
    '/profile/john-smith/10042',
    'member/10042',
    '/search/member/10042/',
    '',
    '/',
  ],
  landwatch: [
    '/profile/10042',
    '/profile/john-smith/abc',
    '/profile/john-smith/10042/properties/more',
    '/profile/john-smith/10042/listings',
    '/broker/10042/',
    '/broker/john-smith-10042/',
    '/member/john-smith',
  ],
  laf: [
    '/broker/10042/',
    '/broker/-10042/',
    '/broker/john-smith-/',
    '/broker/john-smith-abc/',
    '/broker/john-smith-10042/properties/',
    '/broker/john-smith-10042/land/extra/',
    '/broker/john-smith/10042/',
    '/profile/john-smith/10042',
    '/member/10042/x/y/z',
    '/propertylink/',
    '/propertylink/john-smith/10042/',
  ],
}

describe.each(Object.keys(shapes) as BrandId[])('%s parser', (brand) => {
  const { parse } = sellerPathsOf[brand]

  it.each(shapes[brand])('reads %s', (path, expected) => {
    expect(parse(path)).toEqual(expected)
  })

  it.each(notSellerPages[brand])('refuses %j', (path) => {
    expect(parse(path)).toBeNull()
  })

  it('reads back both canonical paths of any seller, written in URL-safe segments', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.oneof(fc.string({ maxLength: 40 }), unicodeText()),
        fc.constantFrom<SellerView>('details', 'listings'),
        (accountId, contactName, view) => {
          const path = sellerPathsOf[brand].path({ accountId, contactName, companyName: '' }, view)
          expect(isSafePath(path), path).toBe(true)
          expect(parse(path)).toEqual({ accountId, view })
        },
      ),
    )
  })

  it('reads the property link a seller puts on their own site (/propertylink/{id}) as their listings', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.boolean(), (accountId, slash) => {
        expect(parse(`/propertylink/${accountId}${slash ? '/' : ''}`)).toEqual({ accountId, view: 'listings' })
      }),
    )
  })

  it('never throws on any path, and names a seller only by a whole id the path holds', () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        const found = parse(path)
        if (!found) return
        expect(Number.isSafeInteger(found.accountId) && found.accountId >= 1).toBe(true)
        expect(path).toContain(String(found.accountId))
      }),
    )
  })
})
