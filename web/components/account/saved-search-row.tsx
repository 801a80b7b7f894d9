import { useEffect, useId, useRef, useState } from 'react'
import type { SavedSearch } from '../../api/account.ts'
import { dateDisplay } from '../../format/listing-format.ts'
import { usNumber } from '../../format/us-numbers.ts'
import { sortOrder } from '../../rules/listing-rules.ts'
import { criteriaInWords } from '../../search/criteria-words.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { savedSearchNotify, type SavedSearchNotify } from '../../rules/saved-search-form.ts'
import { SiteLink } from '../site-link.tsx'
import { dangerButton, linkButton, secondaryButton } from './account-look.tsx'
import { SelectField } from './select-field.tsx'
import type { SavedSearchChange } from './saved-search-changes.ts'
import { SavedSearchRename } from './saved-search-rename.tsx'

/** Spec §9 email update frequency as a person reads it. */
const notifyLabels: Record<SavedSearchNotify, string> = {
  'No Updates': 'No Updates',
  Daily: 'Daily',
  Instant: 'Instant',
}
const notifyOptions = savedSearchNotify.map((value) => ({ value, label: notifyLabels[value] }))

type Busy = 'saving' | 'deleting' | null

/**
 * One saved search: its name (renamed in place), a link to it, how often it mails, paused or not, and deletion after
 * a "Delete? Yes / No" in the row. Problems show in the row.
 */
export function SavedSearchRow(props: {
  search: SavedSearch
  /** Listings new since the buyer last opened it; undefined while counted. */
  newMatches: number | undefined
  onOpen: (search: SavedSearch) => void
  onChange: (search: SavedSearch, change: SavedSearchChange) => Promise<string | null>
  onDelete: (search: SavedSearch) => Promise<string | null>
}) {
  const { search } = props
  const id = useId()
  const links = useSiteLinks()
  const newest = links.search({ ...search.criteria, sortOrderId: sortOrder.newest })
  const [busy, setBusy] = useState<Busy>(null)
  const [problem, setProblem] = useState('')
  const [renaming, setRenaming] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const renameButton = useRef<HTMLButtonElement>(null)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const wasRenaming = useRef(false)
  const wasConfirming = useRef(false)

  // Focus goes back to the button that opened the rename or the delete question once it closes.
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus()
    wasRenaming.current = renaming
  }, [renaming])
  useEffect(() => {
    if (wasConfirming.current && !confirming) deleteButton.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  // A rename's problem shows under its input; the others' in the row.
  const change = async (asked: SavedSearchChange, problemInRow = true) => {
    setBusy('saving')
    setProblem('')
    const refused = await props.onChange(search, asked)
    setBusy(null)
    if (problemInRow) setProblem(refused ?? '')
    return refused
  }

  const confirmDelete = async () => {
    setBusy('deleting')
    setProblem('')
    const refused = await props.onDelete(search)
    // Done, the row leaves the list; otherwise it stays with the problem.
    if (refused) {
      setBusy(null)
      setConfirming(false)
      setProblem(refused)
    }
  }

  const meta = [
    `Saved ${dateDisplay(search.createdAt)}`,
    search.lastNotifiedAt && `last emailed ${dateDisplay(search.lastNotifiedAt)}`,
  ].filter(Boolean)
  const named = <span className="sr-only"> {search.name}</span>
  return (
    <li
      data-testid="saved-search"
      data-saved-search-id={search.id}
      aria-busy={busy ? true : undefined}
      className="flex flex-col gap-3 rounded-lg border border-solid border-gray-300 bg-white p-4"
    >
      {renaming ? (
        <SavedSearchRename
          name={search.name}
          onCancel={() => setRenaming(false)}
          onSave={async (name) => {
            const refused = name === search.name ? null : await change({ name }, false)
            if (!refused) setRenaming(false)
            return refused
          }}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="m-0 min-w-0 break-words text-lg font-bold" data-testid="saved-search-name">
            {search.name}
          </h2>
          {!search.active && (
            <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-800">Paused</span>
          )}
        </div>
      )}
      <p className="m-0 text-sm text-gray-800" data-testid="saved-search-criteria">
        {criteriaInWords(search.criteria)}
      </p>
      {search.description && <p className="m-0 text-sm text-gray-700">{search.description}</p>}
      <p className="m-0 text-sm text-brand-muted">{meta.join(' · ')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SiteLink
          href={search.path}
          className={linkButton}
          data-testid="saved-search-open"
          onClick={() => props.onOpen(search)}
        >
          Open search{named}
        </SiteLink>
        {props.newMatches ? (
          <SiteLink
            href={newest}
            className="self-center rounded-full bg-brand-primary px-3 py-1 text-sm font-bold text-white no-underline"
            data-testid="saved-search-new"
            onClick={() => props.onOpen(search)}
          >
            {usNumber(props.newMatches)} new<span className="sr-only"> listings, newest first, in{named}</span>
          </SiteLink>
        ) : null}
        <div className="w-40">
          <SelectField
            id={`${id}-notify`}
            name="notify"
            label={<>Email updates{named}</>}
            value={search.notify}
            options={notifyOptions}
            disabled={busy === 'deleting'}
            onValue={(notify) => void change({ notify })}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={secondaryButton}
          disabled={busy !== null}
          onClick={() => void change({ active: !search.active })}
          data-testid="saved-search-pause"
        >
          {search.active ? 'Pause emails' : 'Resume emails'}
          {named}
        </button>
        {!renaming && (
          <button
            ref={renameButton}
            type="button"
            className={secondaryButton}
            disabled={busy !== null}
            onClick={() => setRenaming(true)}
          >
            Rename{named}
          </button>
        )}
        {confirming ? (
          <span role="group" aria-label={`Delete ${search.name}?`} className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold">Delete this search?</span>
            <button
              type="button"
              className={dangerButton}
              disabled={busy !== null}
              onClick={() => void confirmDelete()}
            >
              {busy === 'deleting' ? 'Deleting…' : 'Yes, delete'}
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={busy !== null}
              onClick={() => setConfirming(false)}
            >
              No, keep it
            </button>
          </span>
        ) : (
          <button
            ref={deleteButton}
            type="button"
            className={dangerButton}
            disabled={busy !== null}
            onClick={() => setConfirming(true)}
          >
            Delete{named}
          </button>
        )}
      </div>
      <p role="status" className="m-0 text-sm text-brand-muted">
        {busy === 'saving' ? 'Saving…' : ''}
      </p>
      {problem && (
        <p role="alert" className="m-0 text-sm text-red-700" data-testid="saved-search-problem">
          {problem}
        </p>
      )}
    </li>
  )
}
