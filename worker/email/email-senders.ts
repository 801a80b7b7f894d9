import { headerLine } from './header-line.ts'
import type { EmailConfig } from '../config.ts'

/** One message of the outbox, as a sender needs it. */
export interface OutgoingEmail {
  /** The outbox row: a provider that takes an idempotency key gets it from this, so a retry never sends twice. */
  id: number
  to: string
  subject: string
  text: string
  html: string
  /** Where an answer goes ('' for the sender): the buyer, on a seller's copy of a lead. */
  replyTo: string
  /** An alert's one-click unsubscribe address ('' for other mail): its List-Unsubscribe headers (RFC 8058). */
  unsubscribeUrl?: string
}

/** Sends one message; throws when it was not accepted, so the drainer keeps it for a retry. */
export interface EmailSender {
  /** What the outbox records as sent_via. */
  name: string
  send(email: OutgoingEmail): Promise<void>
}

/** Nothing leaves the machine: the message counts as delivered to the local mailbox (GET /api/mailbox/{siteId}). */
const localMailboxSender: EmailSender = { name: 'local-mailbox', send: async () => {} }

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the address, with no login
 * and no page to open (worker/api/unsubscribe-routes.ts). Gmail and Yahoo ask it of senders of bulk mail.
 */
const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${headerLine(url)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

const resendEndpoint = 'https://api.resend.com/emails'

/** Resend's HTTP API: POST /emails with the API key as a bearer token. */
export function resendSender(options: { apiKey: string; from: string }, send: typeof fetch = fetch): EmailSender {
  return {
    name: 'resend',
    async send(email) {
      const response = await send(resendEndpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          // Resend sends a message once per key within 24 hours: a retry after a lost answer is not a second email.
          'idempotency-key': `email-outbox/${email.id}`,
        },
        body: JSON.stringify({
          from: options.from,
          to: [headerLine(email.to)],
          subject: headerLine(email.subject),
          text: email.text,
          ...(email.html ? { html: email.html } : {}),
          ...(email.replyTo ? { reply_to: headerLine(email.replyTo) } : {}),
          ...(email.unsubscribeUrl ? { headers: unsubscribeHeaders(email.unsubscribeUrl) } : {}),
        }),
      })
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300)
        throw new Error(`Resend answered ${response.status}${detail ? `: ${detail}` : ''}`)
      }
    },
  }
}

/** The sender the config names; null for 'none', where mail waits in the outbox until a provider is set. */
export function emailSenderFor(config: EmailConfig, send: typeof fetch = fetch): EmailSender | null {
  switch (config.provider) {
    case 'local':
      return localMailboxSender
    case 'resend':
      return resendSender(config, send)
    case 'none':
      return null
  }
}
