import { useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useId, type MouseEvent } from 'react'
import { useLoginInfo } from '../account/use-login-info.tsx'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'

const looks = {
  card: 'tap-target absolute right-2 top-2 flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-xl shadow',
  detail:
    'tap-target flex items-center gap-1 rounded-full border border-solid border-gray-300 bg-white px-4 py-1 font-semibold hover:bg-brand-surface',
} as const

/**
 * The like heart (spec §4) on a card or a detail page: a saved property of this site. Logged in it is a toggle
 * button; for a visitor a link to log in, which with the page running opens the login modal instead and saves the
 * listing once they have logged in. The action's code loads on the first click.
 */
export function LikeButton(props: { listingId: number; title: string; look: keyof typeof looks }) {
  const login = useLoginInfo()
  const api = useApi()
  const brand = useBrand()
  const links = useSiteLinks()
  const queryClient = useQueryClient()
  const here = useRouterState({ select: (state) => state.location.href })
  // One id for the link and the button: a login in the modal the link opened turns it into the button, and the modal
  // gives the focus back to the element of that id.
  const id = useId()
  const liked = login.userInfo?.listOfLiked.includes(props.listingId) ?? false
  const like = { api, queryClient, siteId: brand.siteId, listingId: props.listingId, title: props.title }
  const heart = (
    <span aria-hidden="true" className={liked ? 'text-red-600' : 'text-brand-ink'}>
      {liked ? '♥' : '♡'}
    </span>
  )
  const common = { id, 'data-testid': 'like-button', 'data-listing-id': props.listingId, 'data-liked': liked }
  if (!login.userInfo) {
    const logIn = (event: MouseEvent) => {
      event.preventDefault()
      void import('../account/like-listing.ts').then((module) => module.askToLogIn(like))
    }
    return (
      <a
        {...common}
        href={links.login(here)}
        onClick={logIn}
        className={`${looks[props.look]} text-brand-ink no-underline`}
        aria-label={`Save ${props.title}: log in to save properties`}
      >
        {heart}
        {props.look === 'detail' && 'Save'}
      </a>
    )
  }
  return (
    <button
      {...common}
      type="button"
      aria-pressed={liked}
      aria-label={`Save ${props.title}`}
      onClick={() => void import('../account/like-listing.ts').then((module) => module.setLiked(like, !liked))}
      className={`${looks[props.look]} cursor-pointer border-0 text-brand-ink`}
    >
      {heart}
      {props.look === 'detail' && (liked ? 'Saved' : 'Save')}
    </button>
  )
}
