import { useId, useRef, useState } from 'react'
import type { ListingSummary } from '../../api/listing-summary.ts'
import { listingLogTypes, logListingEvent } from '../../api/logging.ts'
import { listingTitle } from '../../format/listing-format.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { useSiteLinks } from '../../site/site-links.tsx'
import type { ModalDialogProps } from '../modal-dialog.tsx'
import { ModalFrame, useModal } from '../modal-frame.tsx'

export interface ShareDialogProps extends ModalDialogProps {
  listing: ListingSummary
  /** The listing's canonical URL, on the brand's canonical host: what every share passes on. */
  url: string
}

/** The photo a Pinterest pin shows: big enough for a pin, the size of a detail page's photo. */
const pinImageSize = { width: 1200, height: 800 }

/** Where each way of sharing sends the buyer. Every value is encoded for a URL's query (mailto: takes %20, not +). */
export function shareLinks(share: { url: string; title: string; siteName: string; imageUrl: string | null }) {
  const query = (fields: Record<string, string | null>) =>
    Object.entries(fields)
      .flatMap(([name, value]) => (value === null ? [] : [`${name}=${encodeURIComponent(value)}`]))
      .join('&')
  return {
    email: `mailto:?${query({
      subject: `${share.title} on ${share.siteName}`,
      body: `I found this property on ${share.siteName} and thought you might like it:\n\n${share.title}\n${share.url}`,
    })}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?${query({ u: share.url })}`,
    x: `https://x.com/intent/tweet?${query({ url: share.url, text: share.title })}`,
    pinterest: `https://www.pinterest.com/pin/create/button/?${query({
      url: share.url,
      media: share.imageUrl,
      description: share.title,
    })}`,
  }
}

type CopyState = 'idle' | 'copied' | 'select'

/**
 * The share modal (spec §2), loaded on the first click of Share: the link to copy, email, three social networks and
 * the device's own share sheet where there is one. Each share is logged once as 'send to friend' (spec §7).
 */
export default function ShareDialog(props: ShareDialogProps) {
  const { listing } = props
  const api = useApi()
  const brand = useBrand()
  const links = useSiteLinks()
  const idPrefix = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const field = useRef<HTMLInputElement>(null)
  const [copy, setCopy] = useState<CopyState>('idle')
  // Read once in the browser (the dialog never renders on the server): phones and some desktops have a share sheet.
  const [canShareNatively] = useState(() => typeof navigator !== 'undefined' && typeof navigator.share === 'function')
  // Focus on the link (its focus handler selects it), ready for Ctrl+C.
  useModal(dialog, props.open, () => field.current?.focus())

  const title = listingTitle(listing.title, listing.acres, listing.county, listing.stateName)
  const photo = listing.thumbnailDocumentId
  const targets = shareLinks({
    url: props.url,
    title,
    siteName: brand.displayName,
    imageUrl: photo === null ? null : new URL(links.image(photo, pinImageSize), props.url).href,
  })
  const logShare = () => logListingEvent(api, brand.siteId, listingLogTypes.sendToFriend, listing)
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(props.url)
      setCopy('copied')
      logShare()
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is selected for the buyer to copy.
      field.current?.select()
      setCopy('select')
    }
  }
  const shareNatively = async () => {
    try {
      await navigator.share({ title, url: props.url })
      logShare()
    } catch {
      // Cancelled by the buyer, or refused: nothing was shared.
    }
  }
  const closed = () => {
    setCopy('idle')
    props.onClose()
  }

  const option =
    'tap-target flex items-center justify-center rounded border border-solid border-gray-300 bg-white px-3 py-2 font-semibold text-brand-ink no-underline hover:bg-brand-surface cursor-pointer'
  const social = [
    { label: 'Facebook', href: targets.facebook },
    { label: 'X', href: targets.x },
    { label: 'Pinterest', href: targets.pinterest },
  ]
  return (
    <ModalFrame dialog={dialog} id={props.id} heading="Share this property" about={title} onClosed={closed}>
      <div className="flex flex-col gap-4">
        <div>
          <label htmlFor={`${idPrefix}-link`} className="mb-1 block text-sm font-semibold">
            Link to this property
          </label>
          <div className="flex gap-2">
            <input
              ref={field}
              id={`${idPrefix}-link`}
              type="url"
              readOnly
              value={props.url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded border border-solid border-gray-300 px-2 py-2 text-sm"
            />
            <button type="button" onClick={copyLink} className={option}>
              Copy
            </button>
          </div>
          <p role="status" className="m-0 mt-1 min-h-5 text-sm text-brand-muted">
            {copy === 'copied' ? 'Copied' : copy === 'select' ? 'Press Ctrl+C (⌘C on a Mac) to copy the link.' : ''}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <a href={targets.email} onClick={logShare} className={option}>
            Email
          </a>
          {social.map((network) => (
            <a
              key={network.label}
              href={network.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={logShare}
              className={option}
            >
              {network.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ))}
          {canShareNatively && (
            <button type="button" onClick={shareNatively} className={`${option} col-span-2`}>
              More ways to share…
            </button>
          )}
        </div>
      </div>
    </ModalFrame>
  )
}
