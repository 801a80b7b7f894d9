import { existsSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { brandIconSizes } from '../../brands/brand-icons.ts'
import { brandIds, brands } from '../../brands/brand-registry.ts'
import { pngSize } from '../support/png-size.ts'

// Every icon a brand's pages link (its config's icons) is a PNG that `npm run icons` drew from the brand's SVG, at the
// size brands/brand-icons.ts gives it: a missing or renamed file would be a broken logo on every page.
const root = join(import.meta.dirname, '../..')

describe.each(brandIds)('%s icons', (brandId) => {
  it('has its source SVG', () => {
    expect(existsSync(join(root, 'brands/icons', `${brandId}.svg`))).toBe(true)
  })

  it.each(Object.entries(brands[brandId].icons))('%s (%s) is a PNG of its drawn size', (_, href) => {
    const file = join(root, 'public', href)
    expect(existsSync(file), `${href} is in public/`).toBe(true)
    const size = brandIconSizes[basename(href)]?.size
    expect(size, `${basename(href)} is one of the drawn icons`).toBeDefined()
    expect(pngSize(readFileSync(file))).toEqual({ width: size, height: size })
  })
})
