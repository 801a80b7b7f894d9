import { useEffect } from 'react'
import { useApi } from '../site/api-context.tsx'
import { StatusPage } from './status-page.tsx'

/**
 * What a page that failed to render shows (spec §4, §8): the server-error page, while the error is logged to the
 * server and the browser goes to /error/?eurl={path} (report-crash.ts, loaded now). On the server it is rendered in
 * place. If even that module cannot load (the network is gone), the page shown is already the error page.
 */
export function RenderCrash(props: { error: unknown }) {
  const api = useApi()
  useEffect(() => {
    import('./report-crash.ts').then(
      ({ reportCrash }) => reportCrash(api, props.error),
      (failure: unknown) => console.error('The crash could not be reported', props.error, failure),
    )
  }, [api, props.error])
  return <StatusPage status={-1} />
}
