import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { brands } from '../../brands/brand-registry.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import type { ApiFetch } from '../../web/api/api-client.ts'
import { ShareButton } from '../../web/components/listing/share-button.tsx'
import ShareDialog, { shareLinks } from '../../web/components/listing/share-dialog.tsx'
import { ApiContext } from '../../web/site/api-context.tsx'
import { BrandContext } from '../../web/site/brand-context.tsx'
import { SiteLinksContext } from '../../web/site/site-links.tsx'
import { sampleSearchListing } from '../support/samples.ts'

// Share and its dialog as rendered (the unit project has no DOM, so the copying and logging are the browser's to
// test): the canonical link, and where each way of sharing sends the buyer.

const url = 'https://land.example/property/creekside-ranch-travis-county-texas/3000001/'
const listing = sampleSearchListing({ thumbnailDocumentId: 77 })
const api: ApiFetch = async () => Response.json({ accepted: true })

const withContexts = (element: ReactElement) =>
  [
    (child: ReactElement) => createElement(SiteLinksContext.Provider, { value: siteLinksByBrand.land }, child),
    (child: ReactElement) => createElement(BrandContext.Provider, { value: brands.land }, child),
    (child: ReactElement) => createElement(ApiContext.Provider, { value: api }, child),
  ].reduce((child, wrap) => wrap(child), element)

// Without React's markers between adjacent texts, so the tests read the text as a buyer does.
const html = (element: ReactElement) => renderToString(withContexts(element)).replace(/<!-- -->/g, '')

const decodedQuery = (link: string) => Object.fromEntries(new URLSearchParams(link.slice(link.indexOf('?') + 1)))

describe('shareLinks', () => {
  const links = shareLinks({
    url,
    title: 'Creekside Ranch',
    siteName: 'Land Site',
    imageUrl: 'https://land.example/images/77/1200x800',
  })

  it('writes an email with the title as subject and the link in the body, spaces as %20', () => {
    expect(links.email.startsWith('mailto:?')).toBe(true)
    expect(links.email).not.toContain('+')
    const { subject, body } = decodedQuery(links.email)
    expect(subject).toBe('Creekside Ranch on Land Site')
    expect(body).toContain(`Creekside Ranch\n${url}`)
  })

  it('passes the canonical link to each network, and Pinterest the photo', () => {
    expect(links.facebook).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?/)
    expect(decodedQuery(links.facebook)).toEqual({ u: url })
    expect(decodedQuery(links.x)).toEqual({ url, text: 'Creekside Ranch' })
    expect(decodedQuery(links.pinterest)).toEqual({
      url,
      media: 'https://land.example/images/77/1200x800',
      description: 'Creekside Ranch',
    })
  })

  it('leaves the photo out of a pin when the listing has none', () => {
    const { pinterest } = shareLinks({ url, title: 'Creekside Ranch', siteName: 'Land Site', imageUrl: null })
    expect(decodedQuery(pinterest)).not.toHaveProperty('media')
  })
})

describe('the share dialog', () => {
  const markup = html(createElement(ShareDialog, { id: 'share-dialog', open: false, onClose() {}, listing, url }))

  it('is a dialog headed with the listing, the link in a labelled read-only field with Copy and a status', () => {
    expect(markup).toMatch(/<dialog[^>]*id="share-dialog"/)
    expect(markup).toMatch(/<h2[^>]*>Share this property<span[^>]*>Creekside Ranch<\/span><\/h2>/)
    const [, fieldId] = markup.match(/<label for="([^"]+)"[^>]*>Link to this property<\/label>/) ?? []
    expect(fieldId).toBeDefined()
    const field = markup.match(new RegExp(`<input[^>]*id="${fieldId}"[^>]*>`))?.[0] ?? ''
    expect(field).toContain('readOnly=""')
    expect(field).toContain(`value="${url}"`)
    expect(markup).toMatch(/<button type="button"[^>]*>Copy<\/button>/)
    expect(markup).toMatch(/<p role="status"/)
  })

  it('links to email in place and to each network in a new tab, without giving it the page', () => {
    expect(markup).toMatch(/<a href="mailto:\?subject=[^"]*"[^>]*>Email<\/a>/)
    for (const network of ['Facebook', 'X', 'Pinterest']) {
      const link = markup.match(new RegExp(`<a [^>]*>${network}<span`))?.[0] ?? ''
      expect(link, network).toContain('target="_blank"')
      expect(link, network).toMatch(/rel="[^"]*noopener/)
    }
    expect(markup).toContain(
      encodeURIComponent(`https://land.example${siteLinksByBrand.land.image(77, { width: 1200, height: 800 })}`),
    )
  })

  it('offers the device’s share sheet only where there is one', () => {
    expect(markup).not.toContain('More ways to share')
  })
})

describe('the Share button', () => {
  it('opens a dialog whose code is not in the page until the first click', async () => {
    const router = createRouter({
      routeTree: createRootRoute({ component: () => createElement(ShareButton, { listing }) }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      context: { canonicalOrigin: 'https://land.example' },
    })
    await router.load()
    const markup = html(
      createElement(QueryClientProvider, { client: new QueryClient() }, createElement(RouterProvider, { router })),
    )
    expect(markup).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*aria-expanded="false"[^>]*>.*Share<\/button>/)
    expect(markup).not.toContain('<dialog')
  })
})
