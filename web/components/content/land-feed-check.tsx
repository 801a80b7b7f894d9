import { useRouterState } from '@tanstack/react-router'
import { Suspense, useId, useState, type FormEvent, type MouseEvent } from 'react'
import { openAccountModal } from '../../account/account-modal-store.ts'
import { useLoginInfo } from '../../account/use-login-info.tsx'
import { postCall } from '../../api/api-call.ts'
import {
  exampleLandFeed,
  landFeedCheckCall,
  landFeedCheckMaxBytes,
  type LandFeedCheckResult,
} from '../../api/land-feed-validate.ts'
import { usNumber } from '../../format/us-numbers.ts'
import { useApi } from '../../site/api-context.tsx'
import { useSiteLinks } from '../../site/site-links.tsx'
import { lazyWithNotice } from '../lazy-with-notice.tsx'

// The feed checker of the documentation page: paste a feed, see what POST /api/landfeed/validate says of it. A feed
// that passes can be sent to the listings of the seller logged in (land-feed-send.tsx, loaded only then).

const LandFeedSend = lazyWithNotice<{ feed: unknown }>(
  () => import('./land-feed-send.tsx').then((module) => ({ default: module.LandFeedSend })),
  'Send button',
)

type Outcome =
  /** The text checked and the document read from it: what a Send delivers, while the text is still that. */
  | { kind: 'checked'; result: LandFeedCheckResult; text: string; document: unknown }
  | { kind: 'refused'; message: string }

const buttonClass =
  'tap-target cursor-pointer rounded border-0 px-4 py-2.5 font-body text-base font-semibold disabled:cursor-wait disabled:opacity-70'
const plural = (n: number, one: string, many: string) => `${usNumber(n)} ${n === 1 ? one : many}`

/** The document to send, or why it cannot be: nothing typed, not JSON, or more than the check takes. */
function documentOf(text: string): { document: unknown } | { refused: string } {
  if (!text.trim()) return { refused: 'Paste a feed first.' }
  if (new TextEncoder().encode(text).length > landFeedCheckMaxBytes)
    return {
      refused: `The checker takes up to ${landFeedCheckMaxBytes / 1024} KB at a time: check your feed a few listings at a time.`,
    }
  try {
    return { document: JSON.parse(text) as unknown }
  } catch (error) {
    return { refused: `This is not valid JSON: ${error instanceof Error ? error.message : String(error)}` }
  }
}

function summaryOf(result: LandFeedCheckResult): string {
  const listings = plural(result.listingCount, 'listing', 'listings')
  if (result.valid) return `The feed is valid: ${listings}, all ready to publish.`
  return `${plural(result.problemCount, 'problem', 'problems')} found. ${listings}, of which ${usNumber(
    result.validListingCount,
  )} ready to publish.`
}

export function LandFeedCheck() {
  const api = useApi()
  const id = useId()
  const [text, setText] = useState('')
  const [checking, setChecking] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const check = async (event: FormEvent) => {
    event.preventDefault()
    if (checking) return
    const read = documentOf(text)
    if ('refused' in read) return setOutcome({ kind: 'refused', message: read.refused })
    setChecking(true)
    const answer = await postCall(api, landFeedCheckCall, {}, read.document)
    setChecking(false)
    setOutcome(
      answer.data
        ? { kind: 'checked', result: answer.data, text, document: read.document }
        : { kind: 'refused', message: 'The check could not be reached. Please try again in a moment.' },
    )
  }

  return (
    <form noValidate onSubmit={check} className="flex flex-col gap-3" data-testid="land-feed-check">
      <label htmlFor={`${id}-feed`} className="text-sm font-semibold">
        Your feed (JSON)
      </label>
      <textarea
        id={`${id}-feed`}
        name="feed"
        rows={12}
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="box-border w-full rounded border border-solid border-gray-300 p-3 font-mono text-sm text-brand-ink"
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={checking} className={`${buttonClass} bg-brand-primary text-white`}>
          {checking ? 'Checking…' : 'Check the feed'}
        </button>
        <button
          type="button"
          onClick={() => setText(JSON.stringify(exampleLandFeed, null, 2))}
          className={`${buttonClass} border border-solid border-brand-primary bg-white text-brand-primary-dark`}
        >
          Paste the example
        </button>
      </div>
      {/* Always present, so assistive technology is listening before the answer arrives. */}
      <div role="status" data-testid="land-feed-check-result">
        {outcome?.kind === 'refused' && <p className="m-0 text-red-700">{outcome.message}</p>}
        {outcome?.kind === 'checked' && <CheckResult result={outcome.result} />}
      </div>
      {outcome?.kind === 'checked' && outcome.result.valid && outcome.text === text && (
        <SendOffer key={outcome.text} document={outcome.document} />
      )}
    </form>
  )
}

/** Where a valid feed goes next: its seller sends it from here; anyone else learns who can. */
function SendOffer(props: { document: unknown }) {
  const { isLoggedIn, userInfo } = useLoginInfo()
  const links = useSiteLinks()
  const here = useRouterState({ select: (state) => state.location.href })
  const accountId = (props.document as { accountId: number }).accountId
  if (userInfo?.isSeller) {
    return (
      <Suspense fallback={null}>
        <LandFeedSend feed={props.document} />
      </Suspense>
    )
  }
  if (isLoggedIn) {
    return <p className="m-0">This login has no seller account: account {accountId}’s seller sends its feed.</p>
  }
  const reason = `Log in as the seller of account ${accountId} to send this feed to your listings.`
  // The login modal keeps the page, and the pasted feed with it; /login is the way before the page is ready.
  const openLogin = (event: MouseEvent) => {
    event.preventDefault()
    openAccountModal({ mode: 'login', reason })
  }
  return (
    <p className="m-0">
      <a className="font-semibold text-brand-primary-dark underline" href={links.login(here)} onClick={openLogin}>
        Log in
      </a>{' '}
      as the seller of account {accountId} to send it to your listings from here.
    </p>
  )
}

function CheckResult({ result }: { result: LandFeedCheckResult }) {
  const unlisted = result.problemCount - result.problems.length
  return (
    <>
      <p className={`m-0 font-semibold ${result.valid ? 'text-green-800' : 'text-red-700'}`}>{summaryOf(result)}</p>
      {result.problems.length > 0 && (
        <ul className="[overflow-wrap:anywhere]">
          {result.problems.map((problem, i) => (
            <li key={i}>
              <code>{problem.path || 'the document'}</code>
              {problem.listingId && <> (listing {problem.listingId})</>}: {problem.message}
            </li>
          ))}
        </ul>
      )}
      {unlisted > 0 && <p className="m-0">…and {plural(unlisted, 'more problem', 'more problems')}.</p>}
    </>
  )
}
