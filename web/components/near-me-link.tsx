import { useRouter } from '@tanstack/react-router'
import { useSiteLinks } from '../site/site-links.tsx'
import { followsInPlace } from './site-link.tsx'

/**
 * The header's Near me: a link to the brand's near-me search that, once the page runs, asks the browser where the
 * buyer is and searches around there. Refused or unavailable, it follows the link, whose search starts from the
 * connection's rough location (components/search/rough-location.tsx); before the page runs, it is that link.
 */
export function NearMeLink(props: { className: string; testId: string }) {
  const links = useSiteLinks()
  const router = useRouter()
  const href = links.search({ isNearMeSearch: true })
  const go = (to: string) => void router.navigate({ href: to })
  const searchNearBuyer = async () => {
    // Loaded with the click: the header is in every page's first script, and the search it goes to loads these anyway.
    const [{ askBrowserLocation }, { nearMeAround }] = await Promise.all([
      import('../site/browser-location.ts'),
      import('../search/near-me.ts'),
    ])
    go(links.search(nearMeAround(await askBrowserLocation())))
  }
  return (
    <a
      href={href}
      data-testid={props.testId}
      className={props.className}
      onClick={(event) => {
        if (!followsInPlace(event)) return
        event.preventDefault()
        searchNearBuyer().catch(() => go(href))
      }}
    >
      Near me
    </a>
  )
}
