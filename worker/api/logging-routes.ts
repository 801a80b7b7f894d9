import { Hono, type Context } from 'hono'
import { clientLogCall, listingLogCall } from '../../web/api/logging.ts'
import type { AppEnv } from '../app-env.ts'
import { eventLimits, withinEventLimit } from '../events/event-limits.ts'
import { storeListingEvents } from '../events/listing-events.ts'
import { visitorOf } from '../events/visitor.ts'
import { requireJson, validate } from './validate.ts'

// Logging (spec §7). The browser sends and forgets (it never waits for the answer), so waiting here costs no page
// anything; the answer comes once the line is stored, and a line D1 refused is answered 500 (and logged), never 202.
// The sender is the address Cloudflare saw (worker/events/visitor.ts), never the body's ipAddress, and each visitor
// has a limit (worker/events/event-limits.ts). Past it the answer is 202 all the same, with nothing stored: the
// browser does nothing with a 429 but print it in red in the console of every page of everyone behind a busy address
// (an office, a phone carrier's NAT), and a script flooding us learns nothing of where the limit lies.

const accepted = (c: Context) => c.json({ accepted: true as const }, 202)

export const loggingRoutes = new Hono<AppEnv>()
  .post(clientLogCall.path, requireJson, validate('json', clientLogCall.body), async (c) => {
    const log = c.req.valid('json')
    const now = new Date()
    const visitor = await visitorOf(c)
    if (!(await withinEventLimit(c.var.db, eventLimits.clientLogsPerVisitor, visitor, now))) return accepted(c)
    await c.var.db
      .prepare(
        `INSERT INTO client_logs (site_id, log_severity, message, referring_url, user_agent, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
      )
      .bind(
        c.var.brand.siteId,
        log.logSeverity,
        log.message,
        log.referringUrl,
        (c.req.header('user-agent') ?? '').slice(0, 512),
        now.toISOString(),
      )
      .run()
    return accepted(c)
  })
  .post(listingLogCall.path, requireJson, validate('json', listingLogCall.body), async (c) => {
    const now = new Date()
    const visitor = await visitorOf(c)
    if (!(await withinEventLimit(c.var.db, eventLimits.listingEventsPerVisitor, visitor, now))) return accepted(c)
    await storeListingEvents(c.var.db, c.req.valid('json'), visitor, now)
    return accepted(c)
  })
