import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

// The contact form's choice and long-text fields, laid out as FormField lays out an input (web/account/form-field.tsx):
// a visible label above, the error under the field and tied to it for screen readers.

const controlClass =
  'box-border w-full rounded border border-solid border-gray-300 bg-white px-3 py-2 font-body text-base text-brand-ink aria-[invalid=true]:border-red-700'

interface FieldProps {
  id: string
  label: string
  error?: string | undefined
  onValue: (value: string) => void
}

function LabelledField(props: { id: string; label: string; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-semibold">
        {props.label}
      </label>
      {props.children}
      {props.error && (
        <p id={`${props.id}-error`} className="m-0 text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  )
}

const describedBy = (props: FieldProps) => ({
  'aria-invalid': props.error ? true : undefined,
  'aria-describedby': props.error ? `${props.id}-error` : undefined,
})

/** A choice among labelled values, starting on none: the person picks one, we never guess it for them. */
export function ContactChoiceField(
  props: FieldProps & { choices: Record<string, string> } & Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'id' | 'onChange'
    >,
) {
  const { label, error, onValue, choices, ...select } = props
  return (
    <LabelledField id={props.id} label={label} error={error}>
      <select
        {...select}
        {...describedBy(props)}
        name={select.name ?? props.id}
        className={`${controlClass} h-11`}
        onChange={(event) => onValue(event.target.value)}
      >
        <option value="">Choose a topic</option>
        {Object.entries(choices).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </LabelledField>
  )
}

export function ContactTextArea(
  props: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'>,
) {
  const { label, error, onValue, ...textarea } = props
  return (
    <LabelledField id={props.id} label={label} error={error}>
      <textarea
        {...textarea}
        {...describedBy(props)}
        name={textarea.name ?? props.id}
        className={controlClass}
        onChange={(event) => onValue(event.target.value)}
      />
    </LabelledField>
  )
}
