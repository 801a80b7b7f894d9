import type { InputHTMLAttributes } from 'react'

const inputClass =
  'box-border w-full rounded border border-solid border-gray-300 px-3 py-2 font-body text-base text-brand-ink aria-[invalid=true]:border-red-700'

/** A labelled input with its error under it, tied to the input for screen readers. */
export function FormField(
  props: {
    id: string
    label: string
    error?: string | undefined
    onValue: (value: string) => void
  } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'>,
) {
  const { label, error, onValue, ...input } = props
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        {...input}
        name={input.name ?? props.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${props.id}-error` : undefined}
        className={inputClass}
        onChange={(event) => onValue(event.target.value)}
      />
      {error && (
        <p id={`${props.id}-error`} className="m-0 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** A checkbox with its label beside it. */
export function CheckboxField(props: {
  id: string
  label: string
  checked: boolean
  onChecked: (on: boolean) => void
}) {
  return (
    <label htmlFor={props.id} className="flex items-center gap-2 text-sm">
      <input
        id={props.id}
        name={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChecked(event.target.checked)}
        className="h-5 w-5"
      />
      {props.label}
    </label>
  )
}

/** What went wrong with the form as a whole (a refusal of no field, a call that failed), above its fields. */
export function FormMessage(props: { text: string }) {
  return props.text ? (
    <p role="alert" className="m-0 rounded bg-red-50 p-3 text-sm text-red-800">
      {props.text}
    </p>
  ) : null
}
