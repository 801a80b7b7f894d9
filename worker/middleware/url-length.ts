import { createMiddleware } from 'hono/factory'
import { html } from 'hono/html'
import type { AppEnv } from '../app-env.ts'

/**
 * Longer than any URL of ours (a search with a drawn area included) and within what proxies pass on. A longer URL is
 * refused with 414 before it reaches the router, whose path clean-up would otherwise answer a redirect whose
 * Location header no client accepts.
 */
const maxUrlLength = 8192

export const urlLengthLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.url.length <= maxUrlLength) return next()
  if (new URL(c.req.url).pathname.startsWith('/api/')) {
    return c.json({ error: 'URI Too Long', message: `A URL may be at most ${maxUrlLength} characters.` }, 414)
  }
  const { brand } = c.var
  return c.html(
    html`<!doctype html>
      <html lang="en" data-brand="${brand.id}">
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${brand.displayName}</title>
        <h1>${brand.notFoundMessage}</h1>
        <p>This address is too long to be one of our pages.</p>
        <p><a href="/">Back to ${brand.displayName}</a></p>
      </html>`,
    414,
  )
})
