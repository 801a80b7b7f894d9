import { useRouterState } from '@tanstack/react-router'
import { useSiteLinks } from '../../site/site-links.tsx'

/**
 * What an account page says when its data did not come: the session ended since the route checked it (401: log in
 * again, back to this page), or the call failed (try again).
 */
export function AccountLoadProblem(props: { status: number; title: string; what: string }) {
  const links = useSiteLinks()
  const here = useRouterState({ select: (state) => state.location.href })
  if (props.status === 401) {
    return (
      <p role="status" data-testid="account-session-ended">
        Your session has ended.{' '}
        <a className="tap-target font-semibold text-brand-primary underline" href={links.login(here, props.title)}>
          Log in again
        </a>{' '}
        to see {props.what}.
      </p>
    )
  }
  return (
    <p role="status" data-testid="account-load-failed">
      {props.what.charAt(0).toUpperCase() + props.what.slice(1)} could not be loaded just now. Please try again in a
      moment.
    </p>
  )
}
