import { Hono, type Context } from 'hono'
import { brands } from '../../brands/brand-registry.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import {
  accountDetailsCall,
  changePasswordCall,
  confirmEmailChangeCall,
  createSavedSearchCall,
  deleteSavedSearchCall,
  likeCall,
  saveAccountDetailsCall,
  savedPropertiesCall,
  savedSearchesCall,
  updateSavedSearchCall,
} from '../../web/api/account.ts'
import { changesEmail } from '../../web/rules/account-forms.ts'
import { authMessages, validationMessages } from '../../web/rules/messages.ts'
import { savedSearchLimit } from '../../web/rules/saved-search-form.ts'
import { accountDetailsOf, saveAccountDetails } from '../account/account-details.ts'
import { currentPasswordMatches } from '../account/current-password.ts'
import { confirmEmailChange, emailChangeLimits, requestEmailChange } from '../account/email-change.ts'
import { confirmNewEmailMail, emailChangedMail, emailInUseMail } from '../account/email-change-mail.ts'
import { changePassword, passwordChangeLimit } from '../account/password-change.ts'
import { likedListingOf, savedPropertiesOf, saveProperty, unsaveProperty } from '../account/saved-properties.ts'
import { savedPropertyMail, savedPropertyMailInsert } from '../account/saved-property-mail.ts'
import { savedSearchPlace } from '../account/saved-search-path.ts'
import { createSavedSearch, deleteSavedSearch, savedSearchesOf, updateSavedSearch } from '../account/saved-searches.ts'
import type { AppEnv } from '../app-env.ts'
import { brandOfSite } from '../middleware/brand.ts'
import { siteOrigin } from '../site-origin.ts'
import { tooManyAttempts } from '../auth/auth-limits.ts'
import { csrfGuard } from '../auth/csrf.ts'
import { requireUser } from '../auth/current-session.ts'
import { issueResetKey } from '../auth/one-time-keys.ts'
import { countAttempt } from '../auth/rate-limit.ts'
import { closeOtherSessions } from '../auth/sessions.ts'
import { drainAfterResponse, outboxInsert, queueAfterResponse } from '../email/queue-email.ts'
import { validatePhone } from './phone-validation.ts'
import { userForm } from './form-guards.ts'
import { badRequest, notFound, requireJson, validate } from './validate.ts'

// The logged-in person's account (web/api/account.ts). Every call is the session user's own: each statement names
// the user, so another person's saved search is a 404 and never read or touched. POSTs pass the CSRF walls first.

const noSuchSavedSearch = (c: Context, id: number) => notFound(c, 'id', `You have no saved search ${id} on this site.`)
const tooManySavedSearches = `You have ${savedSearchLimit} saved searches on this site, the most there can be. Delete one to save another.`

const noSuchAccount = (c: Context) => notFound(c, 'session', 'This account no longer exists.')

/**
 * What stops an email change before anything is saved: too many tries by the account, a missing or wrong current
 * password, too many links to the address. Nothing here reads whether the address has an account.
 */
async function emailChangeRefusal(c: Context<AppEnv>, currentPassword: string, newEmail: string, now: Date) {
  const db = c.var.db
  const userId = c.var.session.userId
  const tries = await countAttempt(db, emailChangeLimits.perUser, String(userId), now)
  if (!tries.allowed) return tooManyAttempts(c, tries.retryAfterSeconds)
  if (!currentPassword) return badRequest(c, 'currentPassword', authMessages.currentPasswordForEmail)
  if (!(await currentPasswordMatches(db, userId, currentPassword))) {
    return badRequest(c, 'currentPassword', authMessages.currentPasswordWrong)
  }
  const mails = await countAttempt(db, emailChangeLimits.perAddress, newEmail.toLowerCase(), now)
  return mails.allowed ? null : tooManyAttempts(c, mails.retryAfterSeconds)
}

/** The confirmation link to a free address and the note to a taken one's owner: one is sent. */
function mailsFor(c: Context<AppEnv>, newEmail: string) {
  const brand = c.var.brand
  const site = { siteId: brand.siteId, siteName: brand.displayName, origin: c.var.canonicalOrigin, to: newEmail }
  return { confirm: (key: string) => confirmNewEmailMail({ ...site, key }), inUse: emailInUseMail(site) }
}

export const accountRoutes = new Hono<AppEnv>()
  .get(accountDetailsCall.path, requireUser, async (c) => {
    const details = await accountDetailsOf(c.var.db, c.var.session.userId)
    return details ? c.json(details) : noSuchAccount(c)
  })
  .post(
    saveAccountDetailsCall.path,
    csrfGuard(),
    requireUser,
    requireJson,
    validate('json', saveAccountDetailsCall.body),
    async (c) => {
      const form = c.req.valid('json')
      // Well formed (the schema checked that); refused only when the numbering plan says it cannot exist (spec §5).
      if (form.phone) {
        const phone = validatePhone(form.phone)
        if (!phone.success && !phone.unableToValidate) return badRequest(c, 'phone', validationMessages.phoneVerified)
      }
      const db = c.var.db
      const session = c.var.session
      const now = new Date()
      const newEmail = changesEmail(session.email, form.email) ? form.email : null
      if (newEmail) {
        const refusal = await emailChangeRefusal(c, form.currentPassword, newEmail, now)
        if (refusal) return refusal
      }
      const saved = await saveAccountDetails(db, session.userId, form, now)
      if (!saved) return noSuchAccount(c)
      if (newEmail) {
        // Whether the address has an account is looked at only after the answer, which is the same either way.
        const mails = mailsFor(c, newEmail)
        queueAfterResponse(c, (db) => requestEmailChange(db, session.userId, newEmail, mails, now))
      }
      return c.json({ ...saved, confirmationSentTo: newEmail })
    },
  )
  .post(
    confirmEmailChangeCall.path,
    csrfGuard(),
    requireUser,
    validate('param', confirmEmailChangeCall.params),
    async (c) => {
      const db = c.var.db
      const session = c.var.session
      const now = new Date()
      const changed = await confirmEmailChange(db, session.userId, c.req.valid('param').confirmKey, now)
      if (!changed) return badRequest(c, 'confirmKey', authMessages.emailChangeLinkUsed)
      // As after a reset: whoever was logged in before the change is logged out; this browser stays.
      await closeOtherSessions(db, session.userId, session.sessionId)
      const brand = c.var.brand
      const notice = emailChangedMail({
        siteId: brand.siteId,
        siteName: brand.displayName,
        origin: c.var.canonicalOrigin,
        supportContact: brand.supportContact,
        to: changed.oldEmail,
        newEmail: changed.newEmail,
        resetKey: await issueResetKey(db, session.userId, now),
      })
      await outboxInsert(db, notice, now).run()
      drainAfterResponse(c)
      return c.json({ email: changed.newEmail })
    },
  )
  .post(
    changePasswordCall.path,
    csrfGuard(),
    requireUser,
    requireJson,
    validate('json', changePasswordCall.body),
    async (c) => {
      const { currentPassword, password } = c.req.valid('json')
      const session = c.var.session
      const now = new Date()
      const limit = await countAttempt(c.var.db, passwordChangeLimit, String(session.userId), now)
      if (!limit.allowed) return tooManyAttempts(c, limit.retryAfterSeconds)
      const changed = await changePassword(c.var.db, session, currentPassword, password, now)
      if (!changed) return badRequest(c, 'currentPassword', authMessages.currentPasswordWrong)
      return c.json({ changed: true as const })
    },
  )
  .get(savedSearchesCall.path, requireUser, validate('param', savedSearchesCall.params), async (c) => {
    const { siteId } = c.req.valid('param')
    const savedSearches = await savedSearchesOf(c.var.db, c.var.session.userId, siteId)
    return c.json({ savedSearches, limit: savedSearchLimit })
  })
  .post(createSavedSearchCall.path, ...userForm(createSavedSearchCall), async (c) => {
    const { siteId } = c.req.valid('param')
    const { name, notify, criteria } = c.req.valid('json')
    const db = c.var.db
    const place = await savedSearchPlace(db, brandOfSite(c, siteId), criteria)
    if ('field' in place) return badRequest(c, `criteria.${place.field}`, place.message)
    const search = { name, notify, ...place }
    const saved = await createSavedSearch(db, c.var.session.userId, siteId, search, savedSearchLimit, new Date())
    return saved ? c.json(saved) : badRequest(c, 'body', tooManySavedSearches)
  })
  .post(updateSavedSearchCall.path, ...userForm(updateSavedSearchCall), async (c) => {
    const { siteId, id } = c.req.valid('param')
    const update = c.req.valid('json')
    const saved = await updateSavedSearch(c.var.db, c.var.session.userId, siteId, id, update, new Date())
    return saved ? c.json(saved) : noSuchSavedSearch(c, id)
  })
  .post(
    deleteSavedSearchCall.path,
    csrfGuard(),
    requireUser,
    validate('param', deleteSavedSearchCall.params),
    async (c) => {
      const { siteId, id } = c.req.valid('param')
      const deleted = await deleteSavedSearch(c.var.db, c.var.session.userId, siteId, id)
      return deleted ? c.json({ deleted: true as const, id }) : noSuchSavedSearch(c, id)
    },
  )
  .get(savedPropertiesCall.path, requireUser, validate('param', savedPropertiesCall.params), async (c) => {
    const { siteId, pageIndex } = c.req.valid('param')
    return c.json(await savedPropertiesOf(c.var.db, c.var.session.userId, siteId, pageIndex))
  })
  .post(likeCall.path, ...userForm(likeCall), async (c) => {
    const { siteId, listingId } = c.req.valid('param')
    const { liked } = c.req.valid('json')
    const db = c.var.db
    const userId = c.var.session.userId
    const listing = await likedListingOf(db, siteId, listingId)
    // A heart can come off a listing the site no longer shows; it goes on only where the site shows the listing.
    if (!listing || (liked && !listing.onSite)) {
      return notFound(c, 'listingId', `listingId: no listing ${listingId} on this site.`)
    }
    if (!liked) return c.json({ listingId, liked, listOfLiked: await unsaveProperty(db, userId, siteId, listingId) })

    const now = new Date()
    const brandId = brandOfSite(c, siteId)
    const mail = savedPropertyMail({
      siteId,
      to: c.var.session.email,
      siteName: brands[brandId].displayName,
      origin: siteOrigin(c.var.config, brandId, c.var.canonicalOrigin),
      listingTitle: listing.title,
      listingPath: siteLinksByBrand[brandId].listing(listing),
    })
    const saved = await saveProperty(db, userId, siteId, listingId, now, savedPropertyMailInsert(db, userId, mail, now))
    if (saved.confirmed) drainAfterResponse(c)
    return c.json({ listingId, liked, listOfLiked: saved.listOfLiked })
  })
