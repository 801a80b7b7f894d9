import { loginTokenParameter } from '../../web/account/login-token.ts'
import type { QueuedEmail } from '../email/queue-email.ts'
import { loginLinkMinutes } from './one-time-keys.ts'
import { registrationHours } from './registration.ts'

// What a sign-up mails: to a new address, the link that finishes the account; to an address that has one already,
// a way in instead (the visitor was told the same either way, so only the mailbox's owner learns which).

interface RegistrationMailInput {
  siteId: number
  siteName: string
  origin: string
  to: string
  token: string
  /** The page the person signed up on: the link logs in there. */
  returnPath: string
}

const linkOf = (input: RegistrationMailInput) =>
  `${input.origin}${input.returnPath}${input.returnPath.includes('?') ? '&' : '?'}${loginTokenParameter}=${input.token}`

export function confirmRegistrationMail(input: RegistrationMailInput) {
  return {
    siteId: input.siteId,
    kind: 'registration',
    to: input.to,
    subject: `Finish creating your ${input.siteName} account`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) signed up for ${input.siteName} with this address. To finish creating your account and`,
      'log in, open this link:',
      '',
      linkOf(input),
      '',
      `The link works once, for ${registrationHours} hours. If you did not sign up, ignore this mail: no account is`,
      'made without it.',
    ].join('\n'),
  } satisfies QueuedEmail
}

export function alreadyRegisteredMail(input: RegistrationMailInput) {
  return {
    siteId: input.siteId,
    kind: 'registration-existing',
    to: input.to,
    subject: `You already have a ${input.siteName} account`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) tried to sign up for ${input.siteName} with this address, which already has an account.`,
      'Nothing was changed. To log in, open this link:',
      '',
      linkOf(input),
      '',
      `It works once, for ${loginLinkMinutes} minutes. Forgot your password? Choose a new one at`,
      `${input.origin}/login?mode=reset. If it was not you, ignore this mail.`,
    ].join('\n'),
  } satisfies QueuedEmail
}
