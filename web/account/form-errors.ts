import * as v from 'valibot'

/** Field name -> the first message for it; '' the form's own message (a refusal that names no field). */
export type FieldErrors = Record<string, string>

/** Checks values against a form's schema: the errors per field, or null when the form is valid. */
export function formErrors<TSchema extends v.GenericSchema>(
  schema: TSchema,
  values: unknown,
): { errors: FieldErrors; output: null } | { errors: null; output: v.InferOutput<TSchema> } {
  const result = v.safeParse(schema, values)
  if (result.success) return { errors: null, output: result.output }
  const errors: FieldErrors = {}
  for (const issue of result.issues) {
    const field = issue.path?.map((item) => String(item.key)).join('.') ?? ''
    errors[field] ??= issue.message
  }
  return { errors, output: null }
}
