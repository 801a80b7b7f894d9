import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { allSitesId } from '../../brands/site-ids.ts'
import type { ApiFetch } from '../../web/api/api-client.ts'
import { mailboxQuery, type MailboxMessage } from '../../web/api/mailbox.ts'
import { MailboxPage } from '../../web/pages/mailbox-page.tsx'
import { ApiContext } from '../../web/site/api-context.tsx'

const message = (id: number, change: Partial<MailboxMessage> = {}): MailboxMessage => ({
  id,
  siteId: 2,
  kind: 'lead-copy',
  to: `seller${id}@ranch-realty.example.com`,
  subject: `New inquiry from Jane Buyer ${id}`,
  text: `Hello,\n\nMessage:\nIs lot ${id} still for sale?`,
  replyTo: 'jane.buyer@example.org',
  createdAt: '2026-11-21T11:12:52.000Z',
  sentAt: '2026-11-21T11:12:53.000Z',
  sentVia: 'local-mailbox',
  attempts: 1,
  lastError: null,
  ...change,
})

/** The page rendered as the server renders it, over an API that answers `body` (and records what was asked). */
async function renderMailbox(body: unknown, pageIndex = 0) {
  const asked: string[] = []
  const api: ApiFetch = async (path) => {
    asked.push(path)
    return Response.json(body)
  }
  const queryClient = new QueryClient()
  await queryClient.prefetchQuery(mailboxQuery(api, allSitesId, pageIndex))
  const html = renderToString(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(ApiContext.Provider, { value: api }, createElement(MailboxPage, { pageIndex })),
    ),
  )
  return { html, asked }
}

describe('the local mailbox page', () => {
  it('lists each message with its address, subject, time, delivery and text, from the page asked', async () => {
    const { html, asked } = await renderMailbox(
      {
        messages: [
          message(2),
          message(1, { sentAt: null, sentVia: null, attempts: 3, lastError: 'Resend answered 500' }),
        ],
        pageIndex: 1,
        pageSize: 2,
        totalCount: 6,
      },
      1,
    )
    expect(asked).toEqual(['/api/mailbox/0?pageIndex=1'])
    expect(html.match(/data-testid="mailbox-message"/g)).toHaveLength(2)
    for (const expected of [
      'seller2@ranch-realty.example.com',
      'New inquiry from Jane Buyer 2',
      '2026-11-21 11:12 UTC',
      'Is lot 2 still for sale?',
      '-->landwatch<!-- --> (', // site 2, by its brand id
      'sent 2026-11-21 11:12 UTC via local-mailbox',
      'not sent after 3 attempts: Resend answered 500',
      'page 2 of 3',
      'href="?pageIndex=0"',
      'href="?pageIndex=2"',
    ]) {
      expect(html).toContain(expected)
    }
  })

  it('says so when the mailbox is empty, or cannot be read (production answers 404)', async () => {
    expect((await renderMailbox({ messages: [], pageIndex: 0, pageSize: 20, totalCount: 0 })).html).toContain(
      'No messages yet.',
    )
    expect((await renderMailbox({ error: 'Not Found' })).html).toContain('could not be read')
  })
})
