import type { Context } from 'hono'
import * as v from 'valibot'

/** The 400 answer: which field failed and the message for it. Never a stack trace. */
export function badRequest(c: Context, field: string, message: string) {
  return c.json({ error: 'Bad Request', field, message }, 400)
}

type Parsed<T> = { ok: true; value: T } | { ok: false; field: string; message: string }

/** Validates a value with a valibot schema; on failure names the first failing field (or `field`). */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  field: string,
): Parsed<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, value)
  if (result.success) return { ok: true, value: result.output }
  const issue = result.issues[0]
  const path = issue.path?.map((item) => String(item.key)).join('.')
  return { ok: false, field: path || field, message: issue.message }
}

/** Reads a JSON body and validates it; a body that is not JSON is a 400 on the field 'body'. */
export async function parseJsonBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<Parsed<v.InferOutput<TSchema>>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    return { ok: false, field: 'body', message: 'The request body must be JSON.' }
  }
  return parseInput(schema, body, 'body')
}
