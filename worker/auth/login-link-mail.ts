import { loginTokenParameter } from '../../web/account/login-token.ts'
import type { QueuedEmail } from '../email/queue-email.ts'
import { loginLinkMinutes } from './one-time-keys.ts'

/** The login link mail: one click logs in (the page's ?logintoken=), whatever happened to the password. */
export function loginLinkMail(input: { siteId: number; siteName: string; origin: string; to: string; token: string }) {
  return {
    siteId: input.siteId,
    kind: 'login-link',
    to: input.to,
    subject: `Your ${input.siteName} login link`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) asked for a link to log in to your ${input.siteName} account. Log in here:`,
      '',
      `${input.origin}/?${loginTokenParameter}=${input.token}`,
      '',
      `The link works once, for ${loginLinkMinutes} minutes. If you did not ask for it, ignore this mail: nobody can`,
      'use it but you, and your password stays as it is.',
    ].join('\n'),
  } satisfies QueuedEmail
}
