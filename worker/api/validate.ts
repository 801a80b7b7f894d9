import { vValidator } from '@hono/valibot-validator'
import type { Context, MiddlewareHandler } from 'hono'
import type * as v from 'valibot'
import type { ApiErrorBody } from '../../web/api/api-call.ts'

/** The 400 answer: which field failed and the message for it. Never a stack trace. */
export function badRequest(c: Context, field: string, message: string) {
  return c.json({ error: 'Bad Request', field, message } satisfies ApiErrorBody, 400)
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
