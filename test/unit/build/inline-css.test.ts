import { describe, expect, it } from 'vitest'
import { brandIds } from '../../../brands/brand-ids.ts'
import { inlineCssFile } from '../../../routes/build/inline-css.ts'
import { clientEntryOf } from '../../../routes/build/client-entries.ts'
import { builtJson, manifest, textOf } from './built-client.ts'

// routes/build/inline-css.ts: the stylesheets every brand's entry imports, with their text, for the worker to write
// into each page's head; not the stylesheets only a lazy chunk brings (the map's).

/** The stylesheets of a chunk and what it imports statically. */
function cssOf(key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((child) => cssOf(child, seen))]
}

describe('the inline stylesheet', () => {
  const styles = builtJson<Record<string, string>>(inlineCssFile)

  it('is every stylesheet the entries import, with the text the build wrote', () => {
    const entryCss = new Set(brandIds.flatMap((brandId) => cssOf(clientEntryOf(brandId))))
    expect(entryCss.size).toBeGreaterThan(0)
    expect(Object.keys(styles).sort()).toEqual([...entryCss].map((file) => `/${file}`).sort())
    for (const [url, text] of Object.entries(styles)) expect(text, url).toBe(textOf(url.slice(1)))
  })

  it('leaves out the stylesheets of lazy chunks', () => {
    const startKeys = new Set<string>()
    for (const brandId of brandIds) cssOf(clientEntryOf(brandId), startKeys)
    const lazyCss = Object.keys(manifest)
      .filter((key) => !startKeys.has(key))
      .flatMap((key) => manifest[key]!.css ?? [])
    expect(lazyCss.length, 'the map brings a stylesheet of its own').toBeGreaterThan(0)
    expect(lazyCss.filter((file) => `/${file}` in styles)).toEqual([])
  })
})
