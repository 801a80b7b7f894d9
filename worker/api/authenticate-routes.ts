import { Hono, type Context } from 'hono'
import {
  loginCall,
  loginLinkCall,
  loginViaTokenCall,
  logoutCall,
  registerCall,
  requestResetCall,
  resetKeyCall,
  resetPasswordCall,
} from '../../web/api/authenticate.ts'
import { isLoggedInCall, loginInfoCall } from '../../web/api/login-info.ts'
import { authMessages } from '../../web/rules/messages.ts'
import type { AppEnv } from '../app-env.ts'
import { authLimits, clientIp, tooManyAttempts } from '../auth/auth-limits.ts'
import { csrfGuard } from '../auth/csrf.ts'
import { currentSession } from '../auth/current-session.ts'
import { loginInfoOf } from '../auth/login-info.ts'
import {
  consumeLoginToken,
  consumeResetKey,
  issueLoginLink,
  issueResetKey,
  resetKeyIsValid,
} from '../auth/one-time-keys.ts'
import { loginLinkMail } from '../auth/login-link-mail.ts'
import { countAttempt, giveBackAttempt, type RateLimit } from '../auth/rate-limit.ts'
import { knownDeviceOf, rememberDevice } from '../auth/known-devices.ts'
import { resetMail } from '../auth/reset-mail.ts'
import { clearSessionCookie, sessionToken, setSessionCookie } from '../auth/session-cookie.ts'
import { closeOtherSessions, closeSession, findSession, openSession } from '../auth/sessions.ts'
import { checkPassword, recordLogin, setPassword } from '../auth/users.ts'
import { completeRegistration, pendRegistration } from '../auth/registration.ts'
import { alreadyRegisteredMail, confirmRegistrationMail } from '../auth/registration-mail.ts'
import { safeReturnPath } from '../../web/account/return-path.ts'
import { tokenHash } from '../auth/secret-token.ts'
import { queueAfterResponse, type QueuedEmail } from '../email/queue-email.ts'
import type { Db } from '../db/db.ts'
import { anonymousForm } from './form-guards.ts'
import { badRequest, validate } from './validate.ts'

const refused = (c: Context, field: string, message: string) => c.json({ error: 'Unauthorized', field, message }, 401)

/**
 * Opens a new session for the user (closing the one the browser came with), sets its cookie and answers login info.
 * Every way in (password, token, registration, reset) ends here, so each rotates the session the same way.
 */
async function logIn(c: Context<AppEnv>, userId: number, siteId: number, now: Date) {
  const db = c.var.db
  const previous = sessionToken(c)
  const token = await openSession(db, userId, siteId, now, previous ? await tokenHash(previous) : null)
  setSessionCookie(c, token)
  const [firstLogin, session] = await Promise.all([
    recordLogin(db, userId, now),
    findSession(db, token, now),
    rememberDevice(c, userId, now),
  ])
  return c.json(await loginInfoOf(db, session, siteId, firstLogin))
}

/** What a mail needs of the site it is sent from. */
const mailSite = (c: Context<AppEnv>, siteId: number) => ({
  siteId,
  siteName: c.var.brand.displayName,
  origin: c.var.canonicalOrigin,
})

/**
 * Mails the address `email` after the answer, when its mail limit has room: `mailOf` is given the account of the
 * address (null when it has none, or is blocked) and answers the mail, or null for none. The answer, and the work done
 * before it, are the same whether or not the address has an account.
 */
function mailToAddressAfterResponse(
  c: Context<AppEnv>,
  email: string,
  mailsPerAddress: RateLimit,
  mailOf: (db: Db, user: { id: number; email: string } | null, now: Date) => Promise<QueuedEmail | null>,
) {
  queueAfterResponse(c, async (db, now) => {
    const mails = await countAttempt(db, mailsPerAddress, email.toLowerCase(), now)
    if (!mails.allowed) return null
    const user = await db
      .prepare('SELECT id, email, is_active AND NOT is_blocked AS usable FROM users WHERE email = ?1')
      .bind(email)
      .first<{ id: number; email: string; usable: number }>()
    // A blocked account is mailed nothing, and is no address to sign up with either.
    if (user && !user.usable) return null
    return mailOf(db, user, now)
  })
}

/** As mailToAddressAfterResponse, for mail only an account is sent (a reset link, a login link). */
const mailToAccountAfterResponse = (
  c: Context<AppEnv>,
  email: string,
  mailsPerAccount: RateLimit,
  mailOf: (db: Db, user: { id: number; email: string }, now: Date) => Promise<QueuedEmail>,
) =>
  mailToAddressAfterResponse(c, email, mailsPerAccount, (db, user, now) =>
    user ? mailOf(db, user, now) : Promise.resolve(null),
  )

export const authenticateRoutes = new Hono<AppEnv>()
  .get(isLoggedInCall.path, async (c) => c.json((await currentSession(c)) !== null))
  .get(loginInfoCall.path, validate('param', loginInfoCall.params), async (c) =>
    c.json(await loginInfoOf(c.var.db, await currentSession(c), c.req.valid('param').siteId)),
  )
  .post(loginCall.path, ...anonymousForm(loginCall), async (c) => {
    const { siteId } = c.req.valid('param')
    const { email, password } = c.req.valid('json')
    const now = new Date()
    const db = c.var.db
    const perAddress = await countAttempt(db, authLimits.loginPerIp, clientIp(c), now)
    if (!perAddress.allowed) return tooManyAttempts(c, perAddress.retryAfterSeconds)
    // The account's window of failed logins, or this browser's own when the owner logged in with it before: guesses
    // from anywhere else never fill it (worker/auth/known-devices.ts).
    const device = await knownDeviceOf(c, email)
    const failures = `${email.toLowerCase()}${device ? `#${device}` : ''}`
    // The attempt is reserved before the password is checked (one upsert returning the count), so a burst at once
    // checks no more passwords than the limit allows; one that succeeds is given back.
    const reserved = await countAttempt(db, authLimits.loginFailuresPerEmail, failures, now)
    if (!reserved.allowed) return tooManyAttempts(c, reserved.retryAfterSeconds)
    const userId = await checkPassword(db, email, password)
    if (userId === null) return refused(c, 'password', authMessages.loginRefused)
    await giveBackAttempt(db, authLimits.loginFailuresPerEmail, failures, now)
    return logIn(c, userId, siteId, now)
  })
  .post(loginViaTokenCall.path, csrfGuard('optional'), validate('param', loginViaTokenCall.params), async (c) => {
    const { token, siteId } = c.req.valid('param')
    const now = new Date()
    const limit = await countAttempt(c.var.db, authLimits.tokenLoginPerIp, clientIp(c), now)
    if (!limit.allowed) return tooManyAttempts(c, limit.retryAfterSeconds)
    // A login link, or the link that finishes a sign-up (the same ?logintoken= on any page).
    const userId = (await consumeLoginToken(c.var.db, token, now)) ?? (await completeRegistration(c.var.db, token, now))
    if (userId === null) return refused(c, 'token', authMessages.tokenLoginFailed)
    return logIn(c, userId, siteId, now)
  })
  .post(registerCall.path, ...anonymousForm(registerCall), async (c) => {
    const { siteId } = c.req.valid('param')
    const { returnPath, ...form } = c.req.valid('json')
    const limit = await countAttempt(c.var.db, authLimits.registerPerIp, clientIp(c), new Date())
    if (!limit.allowed) return tooManyAttempts(c, limit.retryAfterSeconds)
    // The same answer for an address with an account and one without: the mail, after it, is the only difference.
    const page = { ...mailSite(c, siteId), to: form.email, returnPath: safeReturnPath(returnPath) ?? '/' }
    mailToAddressAfterResponse(c, form.email, authLimits.registerMailsPerEmail, async (db, user, now) => {
      if (!user) return confirmRegistrationMail({ ...page, token: await pendRegistration(db, form, siteId, now) })
      return alreadyRegisteredMail({ ...page, to: user.email, token: await issueLoginLink(db, user.id, siteId, now) })
    })
    return c.json({ accepted: true as const })
  })
  .post(logoutCall.path, csrfGuard(), async (c) => {
    const session = await currentSession(c)
    if (session) await closeSession(c.var.db, session.sessionId)
    clearSessionCookie(c)
    return c.json(await loginInfoOf(c.var.db, null, 0))
  })
  .post(requestResetCall.path, ...anonymousForm(requestResetCall), async (c) => {
    const { siteId } = c.req.valid('param')
    const { email } = c.req.valid('json')
    const limit = await countAttempt(c.var.db, authLimits.resetPerIp, clientIp(c), new Date())
    if (!limit.allowed) return tooManyAttempts(c, limit.retryAfterSeconds)
    mailToAccountAfterResponse(c, email, authLimits.resetMailsPerEmail, async (db, user, now) =>
      resetMail({ ...mailSite(c, siteId), to: user.email, key: await issueResetKey(db, user.id, now) }),
    )
    return c.json({ accepted: true as const })
  })
  .post(loginLinkCall.path, ...anonymousForm(loginLinkCall), async (c) => {
    const { siteId } = c.req.valid('param')
    const { email } = c.req.valid('json')
    const limit = await countAttempt(c.var.db, authLimits.loginLinkPerIp, clientIp(c), new Date())
    if (!limit.allowed) return tooManyAttempts(c, limit.retryAfterSeconds)
    mailToAccountAfterResponse(c, email, authLimits.loginLinkMailsPerEmail, async (db, user, now) =>
      loginLinkMail({ ...mailSite(c, siteId), to: user.email, token: await issueLoginLink(db, user.id, siteId, now) }),
    )
    return c.json({ accepted: true as const })
  })
  .get(resetKeyCall.path, validate('param', resetKeyCall.params), async (c) =>
    c.json({ valid: await resetKeyIsValid(c.var.db, c.req.valid('param').resetKey, new Date()) }),
  )
  .post(resetPasswordCall.path, ...anonymousForm(resetPasswordCall), async (c) => {
    const { resetKey, siteId } = c.req.valid('param')
    const { password } = c.req.valid('json')
    const now = new Date()
    const db = c.var.db
    const limit = await countAttempt(db, authLimits.newPasswordPerIp, clientIp(c), now)
    if (!limit.allowed) return tooManyAttempts(c, limit.retryAfterSeconds)
    const userId = await consumeResetKey(db, resetKey, now)
    if (userId === null) return badRequest(c, 'resetKey', authMessages.resetKeyUsed)
    await setPassword(db, userId, password, now)
    // Whoever had the old password is logged out everywhere; this browser logs in afresh.
    await closeOtherSessions(db, userId, null)
    return logIn(c, userId, siteId, now)
  })
