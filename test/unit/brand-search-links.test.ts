import { describe, expect, it } from 'vitest'
import { brandIds, brands } from '../../brands/brand-registry.ts'
import type { BrandConfig, BrandId } from '../../brands/brand-config.ts'
import { searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'

// Brand files are below the route codecs in the import order, so their menus write search links as text. Each such
// link must be a search its brand's codec reads, at its canonical address: a menu link that 404s or redirects is
// caught here rather than by a buyer.

/** Which of a brand's site paths are search pages rather than named routes (spec §2 route shapes). */
const isSearchPath: Record<BrandId, (path: string) => boolean> = {
  land: (path) => path.startsWith('/search/'),
  landwatch: (path) => /^\/land(\/|$)|-land-for-sale/.test(path),
  laf: (path) => path.startsWith('/search/'),
}

function sitePaths(brand: BrandConfig): string[] {
  const links = [
    ...brand.headerNav,
    ...brand.accountMenu.flatMap((section) => section.links),
    ...brand.footer.aboutLinks,
    ...brand.footer.partnerLinks,
    ...brand.footer.resourceLinks,
  ]
  return links.flatMap((link) => ('href' in link && link.href.startsWith('/') ? [link.href] : []))
}

describe.each(brandIds)('%s menus', (brandId) => {
  const searchLinks = sitePaths(brands[brandId]).filter(isSearchPath[brandId])

  it('has search links', () => {
    expect(searchLinks.length).toBeGreaterThan(2)
  })

  it.each(searchLinks)('%s is a canonical search URL of the brand', (href) => {
    const codec = searchUrlCodecs[brandId]
    const criteria = codec.parse(href)
    expect(criteria, `${href} is not a search of ${brandId}`).not.toBeNull()
    expect(codec.build(criteria!)).toBe(href)
  })
})
