import { Hono } from 'hono'
import { brands } from '../../brands/brand-registry.ts'
import { contentPath } from '../../routes/links/brand-urls-by-id.ts'
import { contactCall, contactOptionsCall } from '../../web/api/contact.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import type { AppEnv } from '../app-env.ts'
import { clientIp, tooManyAttempts } from '../auth/auth-limits.ts'
import { countAttempt } from '../auth/rate-limit.ts'
import { contactMail, contactRateLimit } from '../content/contact-mail.ts'
import { emailSenderFor } from '../email/email-senders.ts'
import { drainAfterResponse, outboxInsert } from '../email/queue-email.ts'
import { brandOfSite } from '../middleware/brand.ts'
import { siteOrigin } from '../site-origin.ts'
import { anonymousForm } from './form-guards.ts'
import { validatePhone } from './phone-validation.ts'
import { badRequest, validate } from './validate.ts'

// The contact page's calls. Whether mail can go is the drainer's own test (emailSenderFor): the page offers the form
// exactly when a message would leave the outbox.

export const contactRoutes = new Hono<AppEnv>()
  .get(contactOptionsCall.path, validate('param', contactOptionsCall.params), (c) =>
    c.json({ sendsMail: emailSenderFor(c.var.config.email) !== null }),
  )
  .post(contactCall.path, ...anonymousForm(contactCall), async (c) => {
    const { siteId } = c.req.valid('param')
    const contact = c.req.valid('json')
    const brand = brands[brandOfSite(c, siteId)]
    if (!emailSenderFor(c.var.config.email)) {
      // Queued, the message would never be read: say where to write instead.
      const message = `This site sends no mail at the moment. Please write to ${brand.supportContact}.`
      return c.json({ error: 'Service Unavailable', field: 'body', message }, 503)
    }
    // Well formed (the schema checked that); refused only when the phone plan says the number cannot exist (spec §5).
    if (contact.phone) {
      const phone = validatePhone(contact.phone)
      if (!phone.success && !phone.unableToValidate) return badRequest(c, 'phone', validationMessages.phoneVerified)
    }
    const now = new Date()
    const limit = await countAttempt(c.var.db, contactRateLimit, clientIp(c), now)
    if (!limit.allowed) return tooManyAttempts(c, limit.retryAfterSeconds)
    const pageUrl = `${siteOrigin(c.var.config, brand.id, c.req.url)}${contentPath(brand.id, 'contact')}`
    await outboxInsert(c.var.db, contactMail(contact, brand, pageUrl), now).run()
    drainAfterResponse(c)
    return c.json({ accepted: true as const })
  })
