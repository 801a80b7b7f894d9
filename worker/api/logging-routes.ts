import { Hono } from 'hono'
import { clientLogCall, listingLogCall } from '../../web/api/logging.ts'
import type { AppEnv } from '../app-env.ts'
import { requireJson, validate } from './validate.ts'

// Logging (spec §7). The browser sends and forgets (it never waits for the answer), so waiting here costs no page
// anything; the answer comes once the line is stored, and a line D1 refused is answered 500 (and logged), never 202:
// an accepted line is one the database has.
export const loggingRoutes = new Hono<AppEnv>()
  .post(clientLogCall.path, requireJson, validate('json', clientLogCall.body), async (c) => {
    const log = c.req.valid('json')
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
        new Date().toISOString(),
      )
      .run()
    return c.json({ accepted: true as const }, 202)
  })
  .post(listingLogCall.path, requireJson, validate('json', listingLogCall.body), async (c) => {
    const log = c.req.valid('json')
    const now = new Date().toISOString()
    const ip = log.ipAddress || c.req.header('cf-connecting-ip') || ''
    const insert = c.var.db.prepare(
      `INSERT INTO listing_events (log_type, site_id, account_id, listing_id, ip_address, target_external_url,
                                   link_type_value, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    // One event per listing named; a seller-level event (no listings) is one row for the account.
    const targets = log.listingLogInfos.length
      ? log.listingLogInfos.map((info) => ({
          listingId: info.listingId,
          accountId: info.accountId ?? log.acctId ?? null,
        }))
      : [{ listingId: null, accountId: log.acctId ?? null }]
    const statements = targets.map((target) =>
      insert.bind(
        log.logType,
        log.siteId,
        target.accountId,
        target.listingId,
        ip,
        log.targetExternalUrl ?? null,
        log.linkTypeValue ?? null,
        now,
      ),
    )
    await c.var.db.batch(statements)
    return c.json({ accepted: true as const }, 202)
  })
