import type { Ref } from 'react'
import { leadFieldLimits } from '../../leads/lead-form.ts'
import { leadInputFields, type LeadErrors, type LeadInputField, type LeadValues } from './contact-seller-errors.ts'

// Email and phone lengths are left to the schema (it says so in words); a maxLength there would only cut typing.
const fieldSpecs: Record<
  LeadInputField,
  { label: string; type: 'text' | 'email' | 'tel' | 'textarea'; autoComplete: string; maxLength?: number }
> = {
  name: { label: 'Name', type: 'text', autoComplete: 'name', maxLength: leadFieldLimits.name },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  phone: { label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' },
  message: { label: 'Message (optional)', type: 'textarea', autoComplete: 'off', maxLength: leadFieldLimits.message },
}
const required: ReadonlySet<LeadInputField> = new Set(['name', 'email'])

const inputClass =
  'box-border w-full rounded border border-solid border-gray-300 px-3 py-2 font-body text-base text-brand-ink aria-[invalid=true]:border-red-700'

/** The id of a field's input (`${idPrefix}-name`), for labels and for focusing the first field in error. */
export const leadInputId = (idPrefix: string, field: LeadInputField) => `${idPrefix}-${field}`

/** The buyer's inputs, each with a visible label and, under it, its error tied to the input for screen readers. */
export function LeadFields(props: {
  idPrefix: string
  values: LeadValues
  errors: LeadErrors['fields']
  onChange: (field: LeadInputField, value: string) => void
  nameInput?: Ref<HTMLInputElement>
}) {
  return leadInputFields.map((field) => {
    const spec = fieldSpecs[field]
    const id = leadInputId(props.idPrefix, field)
    const error = props.errors[field]
    const common = {
      id,
      name: field,
      value: props.values[field],
      autoComplete: spec.autoComplete,
      maxLength: spec.maxLength,
      required: required.has(field),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      className: inputClass,
    }
    return (
      <div key={field} className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {spec.label}
        </label>
        {spec.type === 'textarea' ? (
          <textarea {...common} rows={5} onChange={(event) => props.onChange(field, event.target.value)} />
        ) : (
          <input
            {...common}
            ref={field === 'name' ? props.nameInput : undefined}
            type={spec.type}
            onChange={(event) => props.onChange(field, event.target.value)}
          />
        )}
        {error && (
          <p id={`${id}-error`} className="m-0 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    )
  })
}
