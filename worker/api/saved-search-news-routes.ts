import { Hono } from 'hono'
import { openedSavedSearchCall, savedSearchNewsCall } from '../../web/api/saved-search-news.ts'
import { markSavedSearchOpened, savedSearchNews } from '../account/saved-searches.ts'
import type { AppEnv } from '../app-env.ts'
import { csrfGuard } from '../auth/csrf.ts'
import { requireUser } from '../auth/current-session.ts'
import { notFound, validate } from './validate.ts'

// The saved-search cards' new-match counts and the record of an opening (web/api/saved-search-news.ts). As the other
// saved-search calls: a login, CSRF on the change, and another person's search a 404 like none at all.

export const savedSearchNewsRoutes = new Hono<AppEnv>()
  .get(savedSearchNewsCall.path, requireUser, validate('param', savedSearchNewsCall.params), async (c) => {
    const { siteId } = c.req.valid('param')
    return c.json({ news: await savedSearchNews(c.var.db, c.var.session.userId, siteId, new Date()) })
  })
  .post(
    openedSavedSearchCall.path,
    csrfGuard(),
    requireUser,
    validate('param', openedSavedSearchCall.params),
    async (c) => {
      const { siteId, id } = c.req.valid('param')
      const opened = await markSavedSearchOpened(c.var.db, c.var.session.userId, siteId, id, new Date())
      return opened ? c.json(opened) : notFound(c, 'id', `You have no saved search ${id} on this site.`)
    },
  )
