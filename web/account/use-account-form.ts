import { useId, useState, type FormEvent } from 'react'
import type * as v from 'valibot'
import type { FormResult } from '../api/account-call.ts'
import { formErrors, type FieldErrors } from './form-errors.ts'

/**
 * A form checked by its schema before it is sent (the same schema the worker checks), then sent by `send`. A refusal
 * shows under the field it names, or above the form when it names none of the form's fields; a call that failed
 * shows `failedMessage`.
 */
export function useAccountForm<
  TSchema extends v.GenericSchema,
  TValues extends Record<string, unknown>,
  TData,
>(options: {
  schema: TSchema
  initial: TValues
  send: (form: v.InferOutput<TSchema>) => Promise<FormResult<TData>>
  onDone: (data: TData) => void
  failedMessage: string
  /** Heard on every change the person makes (a form that said "Saved" stops saying so). */
  onChange?: () => void
}) {
  const idPrefix = useId()
  const [values, setValues] = useState(options.initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formMessage, setFormMessage] = useState('')
  const [submitting, setSubmitting] = useState(false)

  const set = <K extends keyof TValues>(field: K, value: TValues[K]) => {
    options.onChange?.()
    setValues((current) => ({ ...current, [field]: value }))
    // The field's error goes once the person changes it; the next submit checks again.
    setErrors((current) => ({ ...current, [field as string]: '' }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (submitting) return
    const checked = formErrors(options.schema, values)
    if (checked.errors) {
      setErrors(checked.errors)
      // An error of no field shown (the criteria of a search being saved): above the form.
      setFormMessage(Object.entries(checked.errors).find(([field]) => !(field in values))?.[1] ?? '')
      return
    }
    setSubmitting(true)
    setFormMessage('')
    const result = await options.send(checked.output)
    setSubmitting(false)
    if (result.kind === 'done') return options.onDone(result.data)
    if (result.kind === 'refused' && result.field in values) {
      setErrors({ [result.field]: result.message })
    } else {
      setFormMessage(result.kind === 'refused' ? result.message : options.failedMessage)
    }
  }

  /** A text field's props for FormField: its id, name, value, error and change. */
  const field = <K extends keyof TValues & string>(name: K) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onValue: (value: string) => set(name, value as TValues[K]),
  })

  return { values, set, field, idPrefix, errors, formMessage, submitting, submit, setValues }
}
