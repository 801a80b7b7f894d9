import { vValidator } from '@hono/valibot-validator'
import type { Context, MiddlewareHandler } from 'hono'
import type * as v from 'valibot'
import type { ApiErrorBody } from '../../web/api/api-call.ts'
import { SearchRefused } from '../search/search-refused.ts'

/** The 400 answer: which field failed and the message for it. Never a stack trace. */
export function badRequest(c: Context, field: string, message: string) {
  return c.json({ error: 'Bad Request', field, message } satisfies ApiErrorBody, 400)
}

/** 404 in the shape of the 400: the field whose value names nothing that exists. */
export function notFound(c: Context, field: string, message: string) {
  return c.json({ error: 'Not Found', field, message } satisfies ApiErrorBody, 404)
}

/**
 * The JSON of `run`, or the 400 or 404 naming the field when it refuses the request (a place, page or area that does
 * not exist: worker/search/search-refused.ts).
 */
export async function answerOrRefusal<T>(c: Context, run: () => Promise<T>) {
  try {
    return c.json(await run())
  } catch (error) {
    if (!(error instanceof SearchRefused)) throw error
    if (error.status === 404) return notFound(c, error.field, error.message)
    return badRequest(c, error.field, error.message)
  }
}

type Issues = [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]

/** The field of the first issue: its path ('listingLogInfos.0.listingId'), or the whole input's name. */
function firstIssue(issues: Issues, whole: string): { field: string; message: string } {
  const issue = issues[0]
  const path = issue.path?.map((item) => String(item.key)).join('.')
  return { field: path || whole, message: issue.message }
}

/**
 * Hono's validator with a valibot schema, answering our 400 body on failure. Path parameters name their own field;
 * a body that fails as a whole (not an object, say) is the field 'body'.
 */
export const validate = <Target extends 'param' | 'json' | 'query', Schema extends v.GenericSchema>(
  target: Target,
  schema: Schema,
) =>
  vValidator(target, schema, (result, c) => {
    if (result.success) return
    const { field, message } = firstIssue(result.issues as Issues, target === 'json' ? 'body' : target)
    return badRequest(c, field, message)
  })

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i

/** A JSON body must say so: otherwise Hono's validator would check an empty object and blame the first field. */
export const requireJson: MiddlewareHandler = async (c, next) => {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim()
  if (!jsonMediaType.test(mediaType)) return badRequest(c, 'body', bodyMustBeJson)
  await next()
}

const bodyMustBeJson = 'The request body must be JSON (content-type: application/json).'
export const bodyIsNotJson = 'The request body is not valid JSON.'
