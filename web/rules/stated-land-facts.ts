import * as v from 'valibot'
import { landFactsForm } from './land-facts-form.ts'

// The land facts a seller states (web/rules/land-facts-form.ts) as a body's field: the add-listing form's and Manage
// Listings' edit of a listing's facts. A module of its own, so Manage Listings does not carry the add-listing rules.

/** An object of facts, each optional: a fact left out (or null, or '') is not stated, and null is no facts at all. */
export const landFactsObject = v.pipe(
  v.custom<Record<string, unknown> | null>(
    (input) => input === null || (typeof input === 'object' && !Array.isArray(input)),
    'landFacts must be an object of land facts',
  ),
  v.transform((input) => input ?? {}),
  landFactsForm,
)
