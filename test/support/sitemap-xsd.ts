import { readFileSync } from 'node:fs'
import { validateXML } from 'xmllint-wasm'
import type { SitemapRoot } from './sitemap-crawler.ts'

// The sitemaps.org schemas (test/support/xsd/), checked by libxml2's xmllint compiled to WebAssembly: a real XML
// Schema validator. Node only (it runs xmllint in a worker thread); workerd cannot compile WebAssembly at run time.

const schemaFiles: Record<SitemapRoot, string> = { urlset: 'sitemap.xsd', sitemapindex: 'siteindex.xsd' }
const schemaText = (root: SitemapRoot) => readFileSync(new URL(`./xsd/${schemaFiles[root]}`, import.meta.url), 'utf8')

/** What the schema of a child sitemap (urlset) or an index (sitemapindex) finds wrong with `xml`; [] when valid. */
export async function sitemapSchemaProblems(xml: string, root: SitemapRoot, name: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: `${name.replace(/\W+/g, '-').replace(/^-+/, '')}.xml`, contents: xml }],
    schema: [{ fileName: schemaFiles[root], contents: schemaText(root) }],
    // The reader API: a child of 50,000 URLs is validated as it is read, not held as a tree.
    stream: true,
  })
  return result.valid ? [] : result.errors.map((error) => error.message)
}
