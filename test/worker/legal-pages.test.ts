import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { BrandId } from '../../brands/brand-config.ts'
import { brandIds, brands } from '../../brands/brand-registry.ts'
import { contentPath, contentPathsOf } from '../../routes/links/brand-urls-by-id.ts'
import { sectionsWithoutContents } from '../../web/components/content/content-article.tsx'
import { legalPageAbout, legalPages } from '../../web/content/legal-page-about.ts'
import { resetKeyMinutes } from '../../worker/auth/one-time-keys.ts'
import { sessionDays } from '../../worker/auth/sessions.ts'
import { brandOrigin } from './worker-config.ts'

// The legal and advertising pages through the real worker, on every brand: each path the brand answers is the page,
// with its title, the brand's names and the brand's own shape as canonical; another brand's shapes are the 404 page.

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

const pageOf = async (id: BrandId, path: string) => {
  const response = await exports.default.fetch(`${brandOrigin(id)}${path}`, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

/** Every path a brand answers for one of the legal pages. */
const answeredBy = (id: BrandId) => new Set(legalPages.flatMap((page) => contentPathsOf(id, page)))

describe.each(brandIds)('%s legal pages', (id) => {
  const brand = brands[id]
  const cases = legalPages.flatMap((page) => contentPathsOf(id, page).map((path) => [page, path] as const))

  it.each(cases)('%s at %s is the page, canonical at the brand’s shape', async (page, path) => {
    const { status, html } = await pageOf(id, path)
    expect(status).toBe(200)
    const about = legalPageAbout[page]
    const h1s = [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/g)].map((match) => match[1])
    expect(h1s).toEqual([escapeHtml(about.title)])
    expect(html).toMatch(/<main\b/)
    expect(html).toContain(`<title>${escapeHtml(`${about.title} | ${brand.displayName}`)}</title>`)
    expect(html).toContain(`<meta name="description" content="${escapeHtml(about.description(brand.displayName))}"`)
    expect(html).toContain(`<link rel="canonical" href="${brandOrigin(id)}${contentPath(id, page)}"`)
    // The brand's own names, written in by the page, never another brand's.
    const article = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    expect(article).toContain(escapeHtml(brand.displayName))
    expect(article).toContain(`href="mailto:${brand.supportContact}"`)
    for (const other of brandIds.filter((otherId) => otherId !== id)) {
      expect(article).not.toContain(escapeHtml(brands[other].displayName))
    }
  })

  it('lists the sections of a long page in a table of contents, each linked to its heading', async () => {
    for (const page of legalPages) {
      const { html } = await pageOf(id, contentPath(id, page))
      const contents = /<nav aria-labelledby="contents-heading"[^]*?<\/nav>/.exec(html)?.[0] ?? ''
      const anchors = [...contents.matchAll(/href="#([\w-]+)"/g)].map((match) => match[1])
      const sections = [...html.matchAll(/<h2 id="([\w-]+)"/g)]
        .map((match) => match[1])
        .filter((heading) => heading !== 'contents-heading')
      expect(sections.length, page).toBeGreaterThan(1)
      expect(anchors, page).toEqual(sections.length > sectionsWithoutContents ? sections : [])
    }
  })

  const othersShapes = [
    ...new Set(
      brandIds
        .filter((other) => other !== id)
        .flatMap((other) => legalPages.flatMap((page) => contentPathsOf(other, page)))
        .filter((path) => !answeredBy(id).has(path)),
    ),
  ]

  it.each(othersShapes)('another brand’s %s is the 404 page', async (path) => {
    const { status, html } = await pageOf(id, path)
    expect(status).toBe(404)
    expect(html).toContain(escapeHtml(brand.notFoundMessage))
  })
})

describe('the privacy policy', () => {
  it('gives the lifetimes the code gives sessions and reset links', async () => {
    const { html } = await pageOf('land', contentPath('land', 'privacy'))
    expect(html).toContain(`${sessionDays} days from login`)
    expect(html).toContain(`for ${resetKeyMinutes} minutes`)
  })
})
