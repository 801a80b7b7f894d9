import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { useState } from 'react'
import { accountPaths } from '../../brands/account-menu.ts'
import { sendAccountCall } from '../api/account-call.ts'
import type { ApiFetch } from '../api/api-client.ts'
import { unsubscribeCall, unsubscribeQuery, unsubscribeRefusals, type UnsubscribeState } from '../api/unsubscribe.ts'
import { headingClass, primaryButton } from '../components/account/account-look.tsx'
import { SiteLink } from '../components/site-link.tsx'
import { useApi } from '../site/api-context.tsx'

// /unsubscribe/{token} (issue 32): the page of an alert's unsubscribe link. It says what the link stops and stops it
// with one button, with no login; a link that is not one the site made, or whose alerts are gone, says so. The mail
// client's one-click POST (RFC 8058) goes to the API itself, without this page.

const box = 'mt-6 rounded-lg border border-solid border-gray-200 p-5 shadow-sm'

const refusals: Record<number, string> = { 400: unsubscribeRefusals.forged, 404: unsubscribeRefusals.gone }
/** 'Emails about…' inside a sentence. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

const failed = 'The link could not be checked just now. Please try again in a moment.'

const settingsLine = (
  <p className="m-0 mt-4 text-sm">
    You can change all your email alerts in your{' '}
    <SiteLink href={accountPaths.details} className="tap-target font-semibold text-brand-primary-dark underline">
      settings
    </SiteLink>{' '}
    and on your{' '}
    <SiteLink href={accountPaths.savedSearches} className="tap-target font-semibold text-brand-primary-dark underline">
      saved searches
    </SiteLink>
    .
  </p>
)

export function UnsubscribePage(props: { token: string; state: UnsubscribeState | null; status: number }) {
  const api = useApi()
  const [state, setState] = useState(props.state)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const stop = async () => {
    setBusy(true)
    setProblem('')
    const result = await sendAccountCall(api, unsubscribeCall, { token: props.token }, undefined, null)
    setBusy(false)
    if (result.kind === 'done') setState(result.data)
    else setProblem(refusals[result.status] ?? failed)
  }
  return (
    <main data-testid="unsubscribe-page" data-page-name="Unsubscribe" className="mx-auto max-w-xl px-4 py-10">
      <h1 className={headingClass}>
        {!state ? 'This link does not work' : state.stopped ? 'You are unsubscribed' : 'Stop these emails?'}
      </h1>
      <div className={box}>
        {!state ? (
          <p role="alert" className="m-0 rounded bg-red-50 p-3 text-sm text-red-800" data-testid="unsubscribe-refused">
            {refusals[props.status] ?? failed}
          </p>
        ) : state.stopped ? (
          <p role="status" className="m-0 font-semibold text-green-800" data-testid="unsubscribe-done">
            We will send you no more {lowerFirst(state.description)}
          </p>
        ) : (
          <>
            <p className="m-0" data-testid="unsubscribe-what">
              This stops {lowerFirst(state.description)}
            </p>
            <button
              type="button"
              className={`${primaryButton} mt-4`}
              disabled={busy}
              onClick={() => void stop()}
              data-testid="unsubscribe-button"
            >
              {busy ? 'Unsubscribing…' : 'Unsubscribe'}
            </button>
            {problem && (
              <p role="alert" className="m-0 mt-3 text-sm text-red-700">
                {problem}
              </p>
            )}
          </>
        )}
        {settingsLine}
      </div>
    </main>
  )
}

/** The route's loader: what the link stops, asked before the page renders. */
export const loadUnsubscribe = (context: { queryClient: QueryClient; api: ApiFetch }, token: string) =>
  context.queryClient.ensureQueryData(unsubscribeQuery(context.api, token))

/** The page at /unsubscribe/{token}: what the link stops was asked by the route's loader. */
export function UnsubscribeRoutePage() {
  const { token = '' } = useParams({ strict: false }) as { token?: string }
  const { data } = useSuspenseQuery(unsubscribeQuery(useApi(), token))
  return <UnsubscribePage token={token} state={data.data} status={data.status} />
}
