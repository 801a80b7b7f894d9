import { accountPaths } from '../../brands/account-menu.ts'
import { emailConfirmParameter } from '../../web/api/account.ts'
import { resetKeyMinutes } from '../auth/one-time-keys.ts'
import type { QueuedEmail } from '../email/queue-email.ts'
import { emailChangeHours } from './email-change.ts'

// The three mails of a login email change (worker/account/email-change.ts): the link to the new address, the note to
// an address's owner when someone else asked for it, and the notice to the old address once the change is made.

interface Site {
  siteId: number
  siteName: string
  /** The site's canonical origin: 'https://www.land.com'. */
  origin: string
}

/** To the new address: the link that makes the change. Nothing changes until it is opened. */
export function confirmNewEmailMail(input: Site & { to: string; key: string }): QueuedEmail {
  return {
    siteId: input.siteId,
    kind: 'email-change-confirm',
    to: input.to,
    subject: `Confirm your new ${input.siteName} email address`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) asked to make this address the login email of their ${input.siteName} account.`,
      'To make the change, open this link while logged in to that account:',
      '',
      `${input.origin}${accountPaths.details}?${emailConfirmParameter}=${input.key}`,
      '',
      `The link works once, for ${emailChangeHours} hours. If you did not ask for it, ignore this mail: nothing`,
      'changes.',
    ].join('\n'),
  }
}

/**
 * To an address that already has an account, instead of telling the person who typed it: they learn nothing, the
 * owner learns someone tried.
 */
export function emailInUseMail(input: Site & { to: string }): QueuedEmail {
  return {
    siteId: input.siteId,
    kind: 'email-change-in-use',
    to: input.to,
    subject: `Someone tried to use your email address on ${input.siteName}`,
    text: [
      'Hello,',
      '',
      `Someone logged in to another ${input.siteName} account asked to change its email to this address, which your`,
      'account already uses. Nothing changed: your account and its login are as they were, and you need do nothing.',
      '',
      `If it was you, log in with this address instead: ${input.origin}/login`,
    ].join('\n'),
  }
}

/**
 * To the old address once the change is made. If it was not the owner, the reset link (a reset key, the same as a
 * reset mail's) sets a new password and logs out every other device, including whoever made the change.
 */
export function emailChangedMail(
  input: Site & { to: string; newEmail: string; resetKey: string; supportContact: string },
): QueuedEmail {
  return {
    siteId: input.siteId,
    kind: 'email-changed',
    to: input.to,
    subject: `Your ${input.siteName} email address was changed`,
    text: [
      'Hello,',
      '',
      `The login email of your ${input.siteName} account is now ${input.newEmail}. This address gets no more mail`,
      'about the account. If you made the change, there is nothing to do.',
      '',
      'If you did not, set a new password here at once: it logs out every other device.',
      '',
      `${input.origin}/reset/${input.resetKey}`,
      '',
      `The link works once, for ${resetKeyMinutes} minutes. Then change the email back in Settings`,
      `(${input.origin}${accountPaths.details}), or write to ${input.supportContact}.`,
    ].join('\n'),
  }
}
