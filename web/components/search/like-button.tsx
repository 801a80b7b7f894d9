import { useRouterState } from '@tanstack/react-router'
import { useSiteLinks } from '../../site/site-links.tsx'

/**
 * The like heart. Liking needs an account: a visitor goes to log in first and comes back to this page (spec §4);
 * the toggle itself arrives with accounts.
 */
export function LikeButton(props: { listingId: number; title: string }) {
  const links = useSiteLinks()
  const here = useRouterState({ select: (state) => state.location.href })
  return (
    <a
      href={links.login(here)}
      className="tap-target absolute right-2 top-2 flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-xl no-underline shadow"
      aria-label={`Save ${props.title}: log in to like listings`}
      data-testid="like-button"
      data-listing-id={props.listingId}
    >
      <span aria-hidden="true">♡</span>
    </a>
  )
}
