import type { QueuedEmail } from '../email/queue-email.ts'
import { resetKeyMinutes } from './one-time-keys.ts'

/** The password reset mail: the link, how long it works, and what to do when it was not asked for. */
export function resetMail(input: { siteId: number; siteName: string; origin: string; to: string; key: string }) {
  return {
    siteId: input.siteId,
    kind: 'password-reset',
    to: input.to,
    subject: `Reset your ${input.siteName} password`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) asked to reset the password of your ${input.siteName} account.`,
      'Choose a new password here:',
      '',
      `${input.origin}/reset/${input.key}`,
      '',
      `The link works once, for ${resetKeyMinutes} minutes. If you did not ask for it, ignore this mail: your`,
      'password stays as it is.',
    ].join('\n'),
  } satisfies QueuedEmail
}
