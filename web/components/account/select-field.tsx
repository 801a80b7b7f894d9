import type { ReactNode } from 'react'
import { fieldClass } from './account-look.tsx'

/** A labelled select with its error under it, tied to it for screen readers (FormField's twin for choices). */
export function SelectField<TValue extends string>(props: {
  id: string
  name: string
  label: ReactNode
  value: TValue
  options: readonly { value: TValue; label: string }[]
  error?: string | undefined
  autoComplete?: string
  disabled?: boolean
  onValue: (value: TValue) => void
}) {
  const { error } = props
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-semibold">
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        value={props.value}
        autoComplete={props.autoComplete}
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${props.id}-error` : undefined}
        className={fieldClass}
        onChange={(event) => {
          const picked = props.options.find((option) => option.value === event.target.value)
          if (picked) props.onValue(picked.value)
        }}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${props.id}-error`} className="m-0 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
