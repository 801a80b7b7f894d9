import { useSuspenseQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { allSitesId, brandOfSiteId } from '../../brands/site-ids.ts'
import { mailboxQuery, type MailboxMessage } from '../api/mailbox.ts'
import { useApi } from '../site/api-context.tsx'

// The local mailbox (development only): every message the site would have mailed, from every site, newest first, so
// a developer can read a lead's copy without a mail provider. Pages are plain links: ?pageIndex=N.

/** '2026-11-21T11:12:52.000Z' -> '2026-11-21 11:12 UTC': the same text on the server and in any browser. */
const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`

function deliveryText(message: MailboxMessage): string {
  if (message.sentAt) return `sent ${utcMinute(message.sentAt)} via ${message.sentVia ?? 'unknown'}`
  if (message.lastError) return `not sent after ${message.attempts} attempts: ${message.lastError}`
  return 'waiting to be sent'
}

/** The page at /mailbox/ (routes/common-routes.tsx), on the page its ?pageIndex names. */
export function MailboxRoutePage() {
  const { pageIndex } = useSearch({ strict: false }) as { pageIndex?: number }
  return <MailboxPage pageIndex={pageIndex ?? 0} />
}

export function MailboxPage(props: { pageIndex?: number }) {
  const api = useApi()
  const pageIndex = props.pageIndex ?? 0
  const { data } = useSuspenseQuery(mailboxQuery(api, allSitesId, pageIndex))
  const pageCount = data ? Math.ceil(data.totalCount / data.pageSize) : 0
  return (
    <main data-testid="mailbox-page" className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="m-0 text-3xl font-bold">Local mailbox</h1>
      {!data ? (
        <p role="status">The mailbox could not be read. It is there only outside production.</p>
      ) : data.messages.length === 0 ? (
        <p role="status">No messages yet.</p>
      ) : (
        <>
          <p role="status" className="text-brand-muted">
            {data.totalCount === 1 ? '1 message' : `${data.totalCount} messages`}
            {pageCount > 1 && `, page ${pageIndex + 1} of ${pageCount}`}
          </p>
          <ol className="m-0 list-none space-y-6 p-0">
            {data.messages.map((message) => (
              <MailboxEntry key={message.id} message={message} />
            ))}
          </ol>
          <nav aria-label="Mailbox pages" className="mt-6 flex justify-between">
            {pageIndex > 0 ? (
              <a className="tap-target" href={`?pageIndex=${pageIndex - 1}`}>
                Newer messages
              </a>
            ) : (
              <span />
            )}
            {pageIndex + 1 < pageCount && (
              <a className="tap-target" href={`?pageIndex=${pageIndex + 1}`}>
                Older messages
              </a>
            )}
          </nav>
        </>
      )}
    </main>
  )
}

function MailboxEntry({ message }: { message: MailboxMessage }) {
  const brandId = brandOfSiteId(message.siteId)
  return (
    <li className="rounded border border-gray-300 p-4 [overflow-wrap:anywhere]" data-testid="mailbox-message">
      <h2 className="m-0 text-lg font-semibold">{message.subject}</h2>
      <dl className="my-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="font-semibold">To</dt>
        <dd className="m-0">{message.to}</dd>
        <dt className="font-semibold">Written</dt>
        <dd className="m-0">
          <time dateTime={message.createdAt}>{utcMinute(message.createdAt)}</time> on{' '}
          {/* The brand's id, not its name: a page loads its own brand's config only. */}
          {brandId ?? `site ${message.siteId}`} ({message.kind})
        </dd>
        <dt className="font-semibold">Delivery</dt>
        <dd className="m-0">{deliveryText(message)}</dd>
      </dl>
      {/* Links in mail (a reset key, a listing) are one long word: they break anywhere on a phone. */}
      <pre className="m-0 whitespace-pre-wrap font-sans text-sm">{message.text}</pre>
    </li>
  )
}
