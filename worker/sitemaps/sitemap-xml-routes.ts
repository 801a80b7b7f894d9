import { Hono, type Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { robotsTxt } from './robots-txt.ts'
import { childOf, sitemapChild, sitemapIndex } from './sitemap-children.ts'
import { sitemapLimits } from './sitemap-limits.ts'
import type { SitemapSite } from './sitemap-source.ts'

// GET /robots.txt, /sitemap.xml (the index) and /sitemaps/{kind}-{n}.xml (its children), per brand. Each answer
// depends on the brand (its host), the path and D1 alone, never on a cookie, so the edge cache may share it. A child
// that does not exist falls through to the brand's 404 page.

const siteOf = (c: Context<AppEnv>): SitemapSite => ({
  db: c.var.db,
  brand: c.var.brand,
  origin: c.var.canonicalOrigin,
})

const xml = (c: Context<AppEnv>, body: string) =>
  c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8' })

export const sitemapXmlRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => c.text(robotsTxt(c.var.brand, c.var.canonicalOrigin)))
  .get('/sitemap.xml', async (c) => xml(c, await sitemapIndex(siteOf(c), sitemapLimits)))
  .get('/sitemaps/:file', async (c, next) => {
    const child = childOf(c.req.param('file'))
    const body = child && (await sitemapChild(siteOf(c), child, sitemapLimits))
    if (!body) return next()
    return xml(c, body)
  })
