import { sendDailyDigests } from './alerts/daily-digests.ts'
import { deleteForgottenDevices } from './auth/known-devices.ts'
import { deleteEndedKeys } from './auth/one-time-keys.ts'
import { deleteEndedRegistrations } from './auth/registration.ts'
import { deleteOldRateLimitWindows } from './auth/rate-limit.ts'
import { deleteEndedSessions } from './auth/sessions.ts'
import { workerConfig } from './config.ts'
import { emailSenderFor } from './email/email-senders.ts'
import { drainOutbox } from './email/outbox-drain.ts'

/**
 * What the cron runs (wrangler.toml [triggers]): the saved searches' daily digests that are due are queued, then mail
 * whose send failed, or that waited for a drain that never came, goes out with them; old rate-limit windows are
 * cleared, and so are ended sessions, reset and login keys, sign-ups never finished, and browsers not used to log in for 400 days. Each job runs even when another fails (the drain too, after digests that failed); a failure fails the run,
 * so it shows in the cron's log.
 */
export async function runScheduledWork(env: Env, now = new Date()): Promise<void> {
  const config = workerConfig(env)
  const sender = emailSenderFor(config.email)
  const queueing = await Promise.allSettled([
    sendDailyDigests(env.DB, now, config),
    deleteOldRateLimitWindows(env.DB, now),
    deleteEndedSessions(env.DB, now),
    deleteEndedKeys(env.DB, now),
    deleteForgottenDevices(env.DB, now),
    deleteEndedRegistrations(env.DB, now),
  ])
  // After the digests, so the ones this run queued go out in this run, not 5 minutes later.
  const sending = await Promise.allSettled([sender ? drainOutbox(env.DB, sender, now) : Promise.resolve()])
  const failure = [...queueing, ...sending].find((job) => job.status === 'rejected')
  if (failure) throw failure.reason
}
