import { workerConfig } from './config.ts'
import { emailSenderFor } from './email/email-senders.ts'
import { drainOutbox } from './email/outbox-drain.ts'
import { deleteOldLeadWindows } from './leads/lead-rate-limit.ts'

/**
 * What the cron runs (wrangler.toml [triggers]): mail whose send failed, or that waited for a drain that never came,
 * goes out; old rate-limit windows are cleared. Each job runs even when the other fails; a failure fails the run, so
 * it shows in the cron's log.
 */
export async function runScheduledWork(env: Env, now = new Date()): Promise<void> {
  const sender = emailSenderFor(workerConfig(env).email)
  const jobs = await Promise.allSettled([
    sender ? drainOutbox(env.DB, sender, now) : Promise.resolve(),
    deleteOldLeadWindows(env.DB, now),
  ])
  const failure = jobs.find((job) => job.status === 'rejected')
  if (failure) throw failure.reason
}
