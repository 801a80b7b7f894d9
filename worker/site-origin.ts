import type { BrandId } from '../brands/brand-config.ts'
import type { WorkerConfig } from './config.ts'

/** wrangler dev's port (wrangler.toml [dev]): where `npm start` serves the brands outside production. */
const localPort = 8787

/**
 * A brand's canonical origin, for links in mail: its first host (*_HOSTS), with the scheme and port of the request
 * that writes the mail when there is one (`requestOrigin`). The cron's mail has none: https in production, wrangler
 * dev's port outside it.
 */
export function siteOrigin(config: WorkerConfig, brandId: BrandId, requestOrigin?: string): string {
  const host = config.hosts[brandId][0]
  if (requestOrigin) {
    const origin = new URL(requestOrigin)
    origin.hostname = host ?? origin.hostname
    return origin.origin
  }
  return config.environment === 'production' ? `https://${host}` : `http://${host}:${localPort}`
}
