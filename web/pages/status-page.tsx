import { useEffect } from 'react'
import { pushAnalyticsEvent } from '../analytics/data-layer.ts'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'
import { errorMessages } from '../rules/error-messages.ts'

/**
 * The error page (spec §8): status 500 or -1 (a render crash) reads as a server error; any other status
 * reads as the brand's not-found text.
 */
export function StatusPage(props: { status: number; failedUrl?: string }) {
  const brand = useBrand()
  const links = useSiteLinks()
  const isServerError = props.status === 500 || props.status === -1
  const message = isServerError ? errorMessages.serverError : brand.notFoundMessage
  // Spec §8: the error page sends analytics an error event with its status.
  useEffect(() => {
    pushAnalyticsEvent({ event: 'error_page', status: props.status, page_location: location.href })
  }, [props.status])
  return (
    <main data-testid="status-page" data-status={props.status} className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="m-0 text-3xl font-bold" data-testid="status-message">
        {message}
      </h1>
      {props.failedUrl && (
        <p className="text-brand-muted">
          The page <code>{props.failedUrl}</code> could not be shown.
        </p>
      )}
      <p className="mt-8">
        <a className="rounded bg-brand-primary px-4 py-2 font-semibold text-white no-underline" href={links.home}>
          Back to {brand.displayName}
        </a>
      </p>
    </main>
  )
}
