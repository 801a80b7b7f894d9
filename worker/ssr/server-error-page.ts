import type { Context } from 'hono'
import { html } from 'hono/html'
import { errorMessages } from '../../web/rules/error-messages.ts'
import type { AppEnv } from '../app-env.ts'

/**
 * The error page of a request the app could not answer (spec §8, status 500): the spec's text, the brand's name and a
 * way back, and nothing of what went wrong (that is in the log).
 */
export function serverErrorPage(c: Context<AppEnv>): Response | Promise<Response> {
  // The brand is unknown only when the request failed before the brand middleware ran.
  const brand = c.get('brand')
  return c.html(
    html`<!doctype html>
      <html lang="en" ${brand ? html`data-brand="${brand.id}"` : ''}>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${brand?.displayName ?? 'Error'}</title>
        <h1>${errorMessages.serverError}</h1>
        <p><a href="/">Back to ${brand?.displayName ?? 'the home page'}</a></p>
      </html>`,
    500,
  )
}
