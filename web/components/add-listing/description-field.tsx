import { addListingLimits } from '../../rules/listing-price.ts'
import { fieldClass } from '../account/account-look.tsx'

/** The listing's description: a textarea with its label, its hint and its error tied to it (FormField's twin). */
export function DescriptionField(props: {
  id: string
  value: string
  error?: string | undefined
  onValue: (value: string) => void
}) {
  const { id, error } = props
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        Description
      </label>
      <p id={`${id}-hint`} className="m-0 text-sm text-brand-muted">
        What a buyer would ask first: the land and its cover, water, access and utilities, what it suits. No web
        addresses or email addresses: buyers reach you through the site.
      </p>
      <textarea
        id={id}
        name="description"
        rows={8}
        required
        maxLength={addListingLimits.description.max}
        value={props.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={fieldClass}
        onChange={(event) => props.onValue(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="m-0 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
