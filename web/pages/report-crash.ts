import type { ApiFetch } from '../api/api-client.ts'
import { clientLogMessageMaxLength } from '../api/logging-limits.ts'
import { chunkLoadError } from '../site/chunk-load.ts'

// What a render crash does after showing the error page (web/pages/render-crash.tsx), loaded when one happens: every
// page carries the error page, none needs this until then.

const errorPagePath = '/error/'

/**
 * Logs the crash to the server (spec §4, §8), a page whose code did not arrive as the chunk failure it is, with the
 * address asked for, and goes to /error/?eurl={path} (the error page itself stays: no loop).
 */
export function reportCrash(api: ApiFetch, crash: unknown): void {
  const path = window.location.pathname + window.location.search
  const failure = chunkLoadError(crash, 'page')
  const error = failure instanceof Error ? failure : new Error(String(failure))
  void api('/api/Logging/Log/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      message: `Render crash: ${error.message}\n${error.stack ?? ''}`.slice(0, clientLogMessageMaxLength),
      referringUrl: path,
      logSeverity: 'Error',
    }),
    keepalive: true,
  }).catch(() => undefined)
  if (!window.location.pathname.startsWith(errorPagePath)) {
    window.location.replace(`${errorPagePath}?eurl=${encodeURIComponent(path)}`)
  }
}
