import { Hono } from 'hono'
import { mailboxCall, mailboxPageQuery } from '../../web/api/mailbox.ts'
import type { AppEnv } from '../app-env.ts'
import { mailboxPage } from '../email/local-mailbox.ts'
import { validate } from './validate.ts'

// The local mailbox, for development: it shows buyers' messages and addresses to whoever asks, so in production the
// call does not exist (the same 404 as any unknown API path).
export const mailboxRoutes = new Hono<AppEnv>().get(
  mailboxCall.path,
  async (c, next) => {
    if (c.var.config.environment === 'production') {
      return c.json({ error: 'Not Found', path: new URL(c.req.url).pathname }, 404)
    }
    await next()
  },
  validate('param', mailboxCall.params),
  validate('query', mailboxPageQuery),
  async (c) => {
    const { siteId } = c.req.valid('param')
    const { pageIndex } = c.req.valid('query')
    return c.json(await mailboxPage(c.var.db, siteId, pageIndex))
  },
)
