import { Hono } from 'hono'
import { didYouMeanCall } from '../../web/api/did-you-mean.ts'
import { allPlaceSuggestionsCall, placeSuggestionsCall } from '../../web/api/place-suggestions.ts'
import type { AppEnv } from '../app-env.ts'
import { placeSuggestions } from '../db/place-suggestions.ts'
import { didYouMean } from '../search/did-you-mean.ts'
import { requireJson, validate } from './validate.ts'

// Places by the name a buyer typed: the search bar's suggestions (web/api/place-suggestions.ts), and "did you mean"
// under a search that found nothing (web/api/did-you-mean.ts).

export const placeSuggestionRoutes = new Hono<AppEnv>()
  .get(placeSuggestionsCall.path, validate('param', placeSuggestionsCall.params), async (c) => {
    const { siteId, text } = c.req.valid('param')
    return c.json(await placeSuggestions(c.var.db, siteId, text))
  })
  .get(allPlaceSuggestionsCall.path, validate('param', allPlaceSuggestionsCall.params), async (c) => {
    const { siteId, text } = c.req.valid('param')
    return c.json(await placeSuggestions(c.var.db, siteId, text, true))
  })
  .post(
    didYouMeanCall.path,
    requireJson,
    validate('param', didYouMeanCall.params),
    validate('json', didYouMeanCall.body),
    async (c) => {
      const suggestion = await didYouMean(c.var.db, c.req.valid('json'), c.req.valid('param').siteId)
      return c.json({ suggestion })
    },
  )
