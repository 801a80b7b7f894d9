import { useEffect } from 'react'
import { useApi } from '../site/api-context.tsx'
import { StatusPage } from './status-page.tsx'

const errorPagePath = '/error/'

/**
 * What a page that failed to render shows (spec §4, §8): the error is logged to the server and the
 * browser goes to /error/?eurl={path}. On the server, and on the error page itself (no loop), the
 * server-error page is rendered in place.
 */
export function RenderCrash(props: { error: unknown }) {
  const api = useApi()
  useEffect(() => {
    const path = window.location.pathname + window.location.search
    const error = props.error instanceof Error ? props.error : new Error(String(props.error))
    void api('/api/Logging/Log/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: `Render crash: ${error.message}\n${error.stack ?? ''}`.slice(0, 8000),
        referringUrl: path,
        logSeverity: 'Error',
      }),
      keepalive: true,
    }).catch(() => undefined)
    if (!window.location.pathname.startsWith(errorPagePath)) {
      window.location.replace(`${errorPagePath}?eurl=${encodeURIComponent(path)}`)
    }
  }, [api, props.error])
  return <StatusPage status={-1} />
}
