import { useState } from 'react'
import { accountPaths } from '../../../brands/account-menu.ts'
import { useLoginInfo } from '../../account/use-login-info.tsx'
import { sendAccountCall, type FormResult } from '../../api/account-call.ts'
import { landFeedImportCall, type LandFeedImport } from '../../api/land-feed-import.ts'
import { usNumber } from '../../format/us-numbers.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { SiteLink } from '../site-link.tsx'

// After a passing check on the land feed's documentation page, for a logged-in seller: the checked feed delivered to
// their listings (POST /api/account/landfeed/{siteId}), and what it did. Loaded only then (land-feed-check.tsx).

const buttonClass =
  'tap-target cursor-pointer self-start rounded border-0 bg-brand-primary px-4 py-2.5 font-body text-base font-semibold text-white hover:bg-brand-primary-dark disabled:cursor-wait disabled:opacity-70'

const counted = (n: number, what: string) => `${usNumber(n)} ${what}`

/** What a delivery did, in the seller's words: '2 listings added, 1 updated, 5 unchanged, 1 taken off the market'. */
function summaryOf(result: LandFeedImport): string {
  const parts = [
    counted(result.added, result.added === 1 ? 'listing added' : 'listings added'),
    counted(result.updated, 'updated'),
    counted(result.unchanged, 'unchanged'),
    counted(result.offMarket, 'taken off the market'),
  ]
  return `Your listings are up to date: ${parts.join(', ')}.`
}

function messageOf(outcome: FormResult<LandFeedImport>): string {
  if (outcome.kind === 'refused') return outcome.message
  if (outcome.kind === 'failed') return 'The feed could not be sent just now. Please try again in a moment.'
  return summaryOf(outcome.data)
}

/** The checked feed's Send button, then its outcome in the same live region. */
export function LandFeedSend(props: { feed: unknown }) {
  const api = useApi()
  const brand = useBrand()
  const { csrfToken } = useLoginInfo()
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<FormResult<LandFeedImport> | null>(null)

  const send = async () => {
    if (sending) return
    setSending(true)
    setOutcome(await sendAccountCall(api, landFeedImportCall, { siteId: brand.siteId }, props.feed, csrfToken))
    setSending(false)
  }

  return (
    <div className="flex flex-col gap-2" data-testid="land-feed-send">
      {outcome?.kind !== 'done' && (
        <button type="button" disabled={sending} onClick={send} className={buttonClass}>
          {sending ? 'Sending…' : 'Send this feed to my listings'}
        </button>
      )}
      <div role="status" data-testid="land-feed-send-result">
        {outcome && (
          <p className={`m-0 ${outcome.kind === 'done' ? 'font-semibold text-green-800' : 'text-red-700'}`}>
            {messageOf(outcome)}{' '}
            {outcome.kind === 'done' && (
              <SiteLink className="font-semibold text-brand-primary-dark underline" href={accountPaths.manageListings}>
                See them in Manage Listings
              </SiteLink>
            )}
          </p>
        )}
      </div>
    </div>
  )
}
