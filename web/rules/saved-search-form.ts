import * as v from 'valibot'
import { searchCriteria } from '../search/search-criteria.ts'
import { requiredText, textFlag, textFlags } from './field-rules.ts'

// A saved search as a person names and keeps it (spec §3 Saved search): the save-search form and the account page's
// rename, notify and pause, checked as the person types and again by the worker on the same body.

/** Spec §9 email update frequency (none, daily, instant), as saved_searches.notify stores it. */
export const savedSearchNotify = ['No Updates', 'Daily', 'Instant'] as const
export type SavedSearchNotify = (typeof savedSearchNotify)[number]

/** Ours: the most saved searches a person keeps on one site (the spec sets none). */
export const savedSearchLimit = 100

const savedSearchName = v.pipe(requiredText(100), textFlags(textFlag.noHtml | textFlag.noUrl))

const notify = v.picklist(savedSearchNotify, `notify must be one of ${savedSearchNotify.join(', ')}`)

/** A path on this site: one '/' first (never '//' or '/\', which a browser reads as another host), no spaces. */
const sitePath = v.pipe(
  v.string('path must be text'),
  v.maxLength(2000, 'path is too long'),
  v.regex(/^\/(?![/\\])\S*$/, "path must be a path on this site, starting with a single '/'"),
)

/** Saving the search a page shows. The worker builds the path from the criteria itself; the client's is a hint. */
export const savedSearchForm = v.object({
  name: savedSearchName,
  notify: v.optional(notify, 'No Updates'),
  criteria: searchCriteria,
  path: v.optional(sitePath),
})

/** Renaming, changing how often it mails, pausing or resuming: any of the three, at least one. */
export const savedSearchChange = v.pipe(
  v.object({
    name: v.optional(savedSearchName),
    notify: v.optional(notify),
    active: v.optional(v.boolean('active must be true or false')),
  }),
  v.check(
    (change) => change.name !== undefined || change.notify !== undefined || change.active !== undefined,
    'Send at least one of name, notify and active.',
  ),
)
