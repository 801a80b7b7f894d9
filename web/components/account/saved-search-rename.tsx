import { useEffect, useId, useState, type FormEvent } from 'react'
import { FormField } from '../../account/form-field.tsx'
import { formErrors } from '../../account/form-errors.ts'
import { savedSearchChange } from '../../rules/saved-search-form.ts'
import { formBoxes, primaryButton, secondaryButton } from './account-look.tsx'

/** A saved search's new name, checked by the same rule as the worker; Escape or Cancel leaves it as it was. */
export function SavedSearchRename(props: {
  name: string
  onCancel: () => void
  onSave: (name: string) => Promise<string | null>
}) {
  const id = useId()
  const [name, setName] = useState(props.name)
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  useEffect(() => document.getElementById(`${id}-name`)?.focus(), [id])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = formErrors(savedSearchChange, { name })
    if (checked.errors) return setError(checked.errors.name ?? checked.errors[''] ?? '')
    setSaving(true)
    const refused = await props.onSave(checked.output.name ?? name)
    setSaving(false)
    if (refused) setError(refused)
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className={`flex flex-wrap items-end gap-2 ${formBoxes}`}
      data-testid="saved-search-rename"
    >
      <div className="min-w-0 flex-1 basis-56">
        <FormField
          id={`${id}-name`}
          name="name"
          label="Name of the search"
          maxLength={100}
          required
          value={name}
          error={error}
          onValue={(value) => {
            setName(value)
            setError('')
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') props.onCancel()
          }}
        />
      </div>
      <button type="submit" className={primaryButton} disabled={saving}>
        {saving ? 'Saving…' : 'Save'}
      </button>
      <button type="button" className={secondaryButton} disabled={saving} onClick={props.onCancel}>
        Cancel
      </button>
    </form>
  )
}
