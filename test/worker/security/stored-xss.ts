import type { ApiCall } from '../../../web/api/api-call.ts'
import { flyerPath } from '../../../routes/links/url-name.ts'
import { harnessPages } from '../../harness/page-list.ts'
import { sqlRows } from '../seeded-db.ts'
import { liveMarkup, newMark, payloadKinds, xssPayloads, type PayloadKind } from './live-markup.ts'
import {
  bodyOf,
  cookieSetBy,
  exampleOf,
  fieldName,
  postCalls,
  send,
  sendRequest,
  textFields,
  withBody,
  withField,
  type Answer,
  type FieldPath,
  type HarnessPeople,
} from './security-kit.ts'

// Stored XSS, the storing half (xss.test.ts holds the cases): a script payload in every text field of every form body
// a call declares, sent as the person the call needs, each field keeping the strongest payload the worker accepts;
// then every page that shows what was stored, rendered and read for live markup once. A password is never shown
// anywhere (only its hash is kept), so password fields are not among the fields.

const fieldsOf = (call: ApiCall) => textFields(call).filter((path) => !/password/i.test(fieldName(path)))

export const storedXssRows = postCalls.flatMap(({ name, call }) =>
  fieldsOf(call).map((path) => ({ label: `${name} ${fieldName(path)}`, call, path })),
)

interface FieldAttack {
  path: FieldPath
  mark: string
  /** The payload kind tried now; past the last, the field is given up (left as the example has it). */
  kind: number
  /** The answers that refused this field, naming it. */
  refusals: Answer[]
}

export interface CallOutcome {
  fields: FieldAttack[]
  answers: Answer[]
  /** Whether the call in the end accepted the body (each field then holds the payload of its `kind`, if any). */
  accepted: boolean
}

const payloadOf = (field: FieldAttack) =>
  field.kind < payloadKinds.length ? xssPayloads(field.mark)[payloadKinds[field.kind] as PayloadKind] : undefined

/** The fields a refusal names: its field, and every problem's path when it lists them (a land feed's answer does). */
export function refusedFields(answer: Answer): Set<string> {
  const refusal = answer.json as { field?: unknown; problems?: { path?: unknown }[] } | null
  return new Set([refusal?.field, ...(refusal?.problems ?? []).map((problem) => problem.path)].map(String))
}

/**
 * Sends `fields` with their current payloads; on a refusal naming one of them, that field takes its next, milder
 * payload (or goes back to the example's value) and the body is sent again, until the call accepts it or refuses it
 * for something else.
 */
async function sendUntilAccepted(
  people: HarnessPeople,
  call: ApiCall,
  fields: FieldAttack[],
  outcome: CallOutcome,
  base: unknown,
) {
  const request = await exampleOf(call, people)
  for (let round = 0; round <= fields.length * payloadKinds.length; round++) {
    let body = base
    for (const field of fields) {
      const payload = payloadOf(field)
      if (payload !== undefined) body = withField(body, field.path, payload)
    }
    const answer = await sendRequest(withBody(request, body))
    outcome.answers.push(answer)
    if (answer.status < 300) return true
    const named = refusedFields(answer)
    const refused = fields.filter((f) => named.has(fieldName(f.path)) && f.kind < payloadKinds.length)
    // 400 for a value the rules refuse, 404 for a place or page it names that does not exist.
    if ((answer.status !== 400 && answer.status !== 404) || !refused.length) return false
    for (const field of refused) {
      field.refusals.push(answer)
      field.kind++
    }
  }
  return false
}

/** Stores payloads in every text field of the call: all at once, else (a refusal naming no field) one at a time. */
async function attackCall(people: HarnessPeople, call: ApiCall): Promise<CallOutcome> {
  const fields = fieldsOf(call).map((path) => ({ path, mark: newMark(), kind: 0, refusals: [] }))
  const outcome: CallOutcome = { fields, answers: [], accepted: false }
  const base = bodyOf(await exampleOf(call, people))
  outcome.accepted = await sendUntilAccepted(people, call, fields, outcome, base)
  if (!outcome.accepted) {
    for (const field of fields) {
      if (field.kind < payloadKinds.length) await sendUntilAccepted(people, call, [field], outcome, base)
    }
  }
  return outcome
}

/** A page that shows stored values, with the live markup found in it (none, unless a case is to fail). */
export interface ShowingPage {
  label: string
  html: string
  live: string[]
}

/** The pages of a person's own data: rendered as each person who stored something. */
const accountPaths = harnessPages.land.filter((page) => page.login).map((page) => page.path)

/** A page as a browser ends up showing it: one redirect followed (/listing/{id}/ moves to the canonical address). */
async function visit(path: string, cookie: string) {
  const answer = await send(path, { headers: { cookie } })
  const location = answer.headers.get('location')
  return answer.status === 301 && location?.startsWith('/') ? send(location, { headers: { cookie } }) : answer
}

/** Stores payloads through every form's call, then renders every page that shows what was stored. */
export async function storePayloadsEverywhere(people: HarnessPeople) {
  const outcomes = new Map<ApiCall, CallOutcome>()
  const { lastListing } = (await sqlRows<{ lastListing: number }>('SELECT max(id) AS lastListing FROM listings'))[0]!
  for (const { call } of postCalls) if (fieldsOf(call).length) outcomes.set(call, await attackCall(people, call))
  const allMarks = [...outcomes.values()].flatMap((outcome) => outcome.fields.map((field) => field.mark))
  // Pages are rendered as each person who stored something (a registration logged a new one in), and at the paths
  // the answers named (a new listing's page).
  const cookies = new Set([people.seller.cookie, people.admin.cookie])
  const linkedPaths = new Set<string>()
  for (const answer of [...outcomes.values()].flatMap((outcome) => outcome.answers)) {
    if (answer.status >= 300) continue
    const cookie = cookieSetBy(answer)
    if (cookie) cookies.add(cookie)
    const url = (answer.json as { url?: unknown } | null)?.url
    if (typeof url === 'string' && url.startsWith('/')) linkedPaths.add(url)
  }
  // Every listing the attacks added (a form's, a land feed's): its page and its flyer.
  const added = await sqlRows<{ id: number }>('SELECT id FROM listings WHERE id > ?1', lastListing)
  const publicPaths = [
    '/',
    '/mailbox/',
    ...linkedPaths,
    ...added.flatMap(({ id }) => [`/listing/${id}/`, flyerPath(id)]),
  ]
  const visits = [
    ...[...cookies].flatMap((cookie) => accountPaths.map((path) => ({ path, cookie }))),
    // Logged in, so the edge cache (which keeps logged-out pages) shows the page as rendered now.
    ...publicPaths.map((path) => ({ path, cookie: people.seller.cookie })),
  ]
  const pages: ShowingPage[] = []
  for (const { path, cookie } of visits) {
    const answer = await visit(path, cookie)
    if (answer.status !== 200) continue
    const live = await liveMarkup(answer.text, allMarks)
    pages.push({ label: `${path} (as ${cookie.slice(8, 14)})`, html: answer.text, live })
  }
  return { outcomes, pages }
}
