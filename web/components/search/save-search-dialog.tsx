import { useEffect, useRef, useState } from 'react'
import { accountPaths } from '../../../brands/account-menu.ts'
import { useAccountForm } from '../../account/use-account-form.ts'
import { FormField, FormMessage } from '../../account/form-field.tsx'
import { useLoginInfo } from '../../account/use-login-info.tsx'
import { createSavedSearchCall, type SavedSearch } from '../../api/account.ts'
import { sendAccountCall } from '../../api/account-call.ts'
import { savedSearchForm, savedSearchNotify, type SavedSearchNotify } from '../../rules/saved-search-form.ts'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import type { ModalDialogProps } from '../modal-dialog.tsx'
import { ModalFrame, useModal } from '../modal-frame.tsx'

export interface SaveSearchDialogProps extends ModalDialogProps {
  criteria: SearchCriteria
  defaultName: string
}

const notifyLabels: Record<SavedSearchNotify, string> = {
  'No Updates': 'Never: I will look myself',
  Daily: 'Once a day, with everything new',
  Instant: 'At once, for each new match',
}

/** The save-search form: the search's name and how often to mail new matches (spec §9: none, daily, instant). */
export default function SaveSearchDialog(props: SaveSearchDialogProps) {
  const api = useApi()
  const brand = useBrand()
  const { csrfToken } = useLoginInfo()
  const dialog = useRef<HTMLDialogElement>(null)
  const [saved, setSaved] = useState<SavedSearch | null>(null)
  const form = useAccountForm({
    schema: savedSearchForm,
    initial: {
      name: props.defaultName.slice(0, 100),
      notify: 'Instant' as SavedSearchNotify,
      criteria: props.criteria,
    },
    send: (body) => sendAccountCall(api, createSavedSearchCall, { siteId: brand.siteId }, body, csrfToken),
    onDone: (data) => setSaved(data),
    failedMessage: 'The search could not be saved just now. Please try again in a moment.',
  })
  const focusFirst = () => dialog.current?.querySelector<HTMLElement>('input, a')?.focus()
  useModal(dialog, props.open, focusFirst)
  // Saved, the form and its button go: the focus moves to the link that replaces them, under the confirmation.
  useEffect(() => {
    if (saved) focusFirst()
  }, [saved])
  return (
    <ModalFrame
      dialog={dialog}
      id={props.id}
      heading="Save this search"
      about="Get an email when new land matches it."
      onClosed={() => {
        props.onClose()
        setSaved(null)
      }}
    >
      {saved ? (
        <div role="status" data-testid="search-saved" className="flex flex-col gap-3">
          <p className="m-0">
            Saved as “{saved.name}”.{' '}
            {saved.notify === 'No Updates' ? 'No emails will be sent.' : `Emails: ${saved.notify.toLowerCase()}.`}
          </p>
          <a className="text-brand-primary underline" href={accountPaths.savedSearches}>
            Manage your saved searches
          </a>
        </div>
      ) : (
        <form noValidate onSubmit={form.submit} className="flex flex-col gap-4" data-testid="save-search-form">
          <FormMessage text={form.formMessage} />
          <FormField {...form.field('name')} label="Name" required maxLength={100} />
          <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
            <legend className="mb-1 p-0 text-sm font-semibold">Email me new matches</legend>
            {savedSearchNotify.map((notify) => (
              <label key={notify} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${form.idPrefix}-notify`}
                  value={notify}
                  checked={form.values.notify === notify}
                  onChange={() => form.set('notify', notify)}
                  className="h-5 w-5"
                />
                {notifyLabels[notify]}
              </label>
            ))}
          </fieldset>
          <button
            type="submit"
            // Not `disabled`: a disabled button loses the keyboard's focus (the form ignores a second submit).
            aria-disabled={form.submitting}
            className="tap-target w-full cursor-pointer rounded border-0 bg-brand-primary px-4 py-2.5 font-body text-base font-semibold text-white hover:bg-brand-primary-dark aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {form.submitting ? 'Saving…' : 'Save search'}
          </button>
        </form>
      )}
    </ModalFrame>
  )
}
