import type { Context } from 'hono'
import { authMessages } from '../../web/rules/messages.ts'
import type { RateLimit } from './rate-limit.ts'

// Limits on the calls a password-guessing script would use. Generous for a person (who mistypes a few times), far
// too few for a script: 10 guesses per address in 10 minutes is 1,440 a day, against passwords of 10+ characters.

export const authLimits = {
  loginPerIp: { name: 'login-ip', max: 30, windowSeconds: 600 },
  // Failed logins only: a person who logs in often is no attacker; one who guesses is stopped after 10 misses.
  loginFailuresPerEmail: { name: 'login-email', max: 10, windowSeconds: 600 },
  tokenLoginPerIp: { name: 'token-ip', max: 20, windowSeconds: 600 },
  registerPerIp: { name: 'register-ip', max: 10, windowSeconds: 3600 },
  // Sign-up mails to one address (a finishing link, or a way in for an account it has): nobody floods a mailbox.
  registerMailsPerEmail: { name: 'register-email', max: 3, windowSeconds: 3600 },
  resetPerIp: { name: 'reset-ip', max: 10, windowSeconds: 3600 },
  // Past this, the answer is the same 200, but no more mail goes to the address: nobody floods a mailbox through us.
  resetMailsPerEmail: { name: 'reset-email', max: 3, windowSeconds: 3600 },
  newPasswordPerIp: { name: 'new-password-ip', max: 20, windowSeconds: 600 },
  // Login links by mail: like reset links, a few per address and per account an hour, the same answer past them.
  loginLinkPerIp: { name: 'login-link-ip', max: 10, windowSeconds: 3600 },
  loginLinkMailsPerEmail: { name: 'login-link-email', max: 3, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimit>

export function tooManyAttempts(c: Context, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds))
  return c.json({ error: 'Too Many Requests', field: 'body', message: authMessages.tooManyAttempts }, 429)
}

/** The client's address as Cloudflare gives it ('' in local tools and tests). */
export const clientIp = (c: Context) => (c.req.header('cf-connecting-ip') ?? '').slice(0, 64)
