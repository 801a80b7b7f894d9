import { Hono } from 'hono'
import { placeSuggestionsCall } from '../../web/api/place-suggestions.ts'
import type { AppEnv } from '../app-env.ts'
import { placeSuggestions } from '../db/place-suggestions.ts'
import { validate } from './validate.ts'

export const placeSuggestionRoutes = new Hono<AppEnv>().get(
  placeSuggestionsCall.path,
  validate('param', placeSuggestionsCall.params),
  async (c) => {
    const { siteId, text } = c.req.valid('param')
    return c.json(await placeSuggestions(c.var.db, siteId, text))
  },
)
