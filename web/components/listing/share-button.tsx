import { useRouteContext } from '@tanstack/react-router'
import { Suspense } from 'react'
import type { ListingSummary } from '../../api/listing-summary.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { lazyWithNotice } from '../lazy-with-notice.tsx'
import { useDialogOpener } from '../modal-dialog.tsx'
import type { ShareDialogProps } from './share-dialog.tsx'

// The share modal's code loads on the first click (spec §2 lazily loaded areas: share modal).
const ShareDialog = lazyWithNotice<ShareDialogProps>(() => import('./share-dialog.tsx'), 'share options')

/** Share, and its dialog: the listing's canonical URL to copy, email or post. */
export function ShareButton(props: { listing: ListingSummary; className?: string }) {
  const links = useSiteLinks()
  // The brand's canonical host, not the one the page was reached by (a preview host, an old domain).
  const { canonicalOrigin } = useRouteContext({ strict: false }) as { canonicalOrigin: string }
  const opener = useDialogOpener()
  return (
    <div className={props.className}>
      <button
        {...opener.buttonProps}
        className="tap-target flex cursor-pointer items-center gap-1 rounded-full border border-solid border-gray-300 bg-white px-4 py-1 font-semibold text-brand-ink hover:bg-brand-surface"
      >
        <span aria-hidden="true">⤴</span> Share
      </button>
      {opener.loaded && (
        <Suspense
          fallback={
            <span role="status" className="sr-only">
              Opening the share options…
            </span>
          }
        >
          <ShareDialog
            {...opener.dialogProps}
            listing={props.listing}
            url={`${canonicalOrigin}${links.listing(props.listing)}`}
          />
        </Suspense>
      )}
    </div>
  )
}
